/** 'How it works' of the box page (spec 001 §2 box detail "how-it-works section"): three steps. */
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";

const STEPS = [
  { title: "boxes.how1Title", text: "boxes.how1Text" },
  { title: "boxes.how2Title", text: "boxes.how2Text" },
  { title: "boxes.how3Title", text: "boxes.how3Text" },
] as const;

export function HowItWorks() {
  const t = useT();
  return (
    <section aria-labelledby="box-how-title" className={section} data-testid="box-how">
      <h2 id="box-how-title" className={h2}>{t("boxes.howTitle")}</h2>
      <ol className={list}>
        {STEPS.map((s, i) => (
          <li key={s.title} className={step}>
            <span aria-hidden="true" className={badge}>{i + 1}</span>
            <div>
              <h3 className={h3}>{t(s.title)}</h3>
              <p className={text}>{t(s.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

const section = css({ mt: "10", p: { base: "5", md: "8" }, bg: "primary.subtle", borderRadius: "xl" });
const h2 = css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", m: 0, mb: "5", color: "primary" });
const list = css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "5", gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" } });
const step = css({ display: "flex", gap: "3", alignItems: "flex-start" });
const badge = css({ flexShrink: 0, display: "inline-flex", alignItems: "center", justifyContent: "center", w: "8", h: "8", borderRadius: "full", bg: "primary", color: "primary.fg", fontWeight: "bold" });
const h3 = css({ fontSize: "md", fontWeight: "bold", m: 0 });
const text = css({ m: 0, mt: "1", color: "fg.muted", fontSize: "sm", lineHeight: "relaxed" });
