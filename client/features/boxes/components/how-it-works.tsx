/** 'How it works' of the box page (spec 001 §2 box detail "how-it-works section"): three steps (shell/how-it-works.tsx). */
import { useT } from "../../../shop/use-shop";
import { HowItWorks as Steps } from "../../../ui/how-it-works";

const STEPS = [
  { title: "boxes.how1Title", text: "boxes.how1Text" },
  { title: "boxes.how2Title", text: "boxes.how2Text" },
  { title: "boxes.how3Title", text: "boxes.how3Text" },
] as const;

export function HowItWorks() {
  const t = useT();
  return <Steps id="box-how" testId="box-how" title={t("boxes.howTitle")} steps={STEPS.map((s) => ({ title: t(s.title), text: t(s.text) }))} />;
}
