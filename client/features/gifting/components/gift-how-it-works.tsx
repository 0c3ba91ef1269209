/**
 * 'How it works' of a stay page in the gifting flow (spec 001 §2 stay page "gift customisation
 * and how-it-works video sections (gifting)"; docs/decisions/043): three steps, you choose the
 * stay, you personalise the gift, the recipient books their dates, each with a generated
 * illustration (a hotel, a gift, a room: the shop's own scenes, decision 017). The spec's video is
 * not built: no video can be made or served offline, and three illustrated steps say the same in
 * four languages without 10+ MB of media. Server-rendered; loaded and hydrated when near the
 * viewport (product/components/stay-page.tsx), so it adds nothing to the first load.
 */
import { useT } from "../../../shop/use-shop";
import { HowItWorks } from "../../shell/how-it-works";

// Fixed seeds: the same three pictures on every stay (imageUrl()'s paths, written out so that this
// chunk does not bundle the scene generators through shared/illustrations/urls.ts).
export const GIFT_HOW_STEPS = [
  { title: "gifting.how.chooseTitle", text: "gifting.how.chooseText", image: "/img/hotel/4207/400x300.svg?env=countryside" },
  { title: "gifting.how.personaliseTitle", text: "gifting.how.personaliseText", image: "/img/activity/31/400x300.svg?theme=gift" },
  { title: "gifting.how.bookTitle", text: "gifting.how.bookText", image: "/img/room/58/400x300.svg" },
] as const;

export function GiftHowItWorks() {
  const t = useT();
  return <HowItWorks id="gift-how" testId="gift-how" title={t("gifting.how.title")} steps={GIFT_HOW_STEPS.map((s) => ({ title: t(s.title), text: t(s.text), image: s.image }))} />;
}
