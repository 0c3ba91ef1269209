/**
 * 'How it works' of a stay page in the gifting flow (spec 001 §2 stay page "gift customisation
 * and how-it-works video sections (gifting)"; docs/decisions/043): three steps, you choose the
 * stay, you personalise the gift, the recipient books their dates, each with a generated
 * illustration (a hotel, a gift, a room: the shop's own scenes, decision 017), under the film of
 * the same steps (shared/gift-video.ts, decision 051): a silent 18 s film drawn from those scenes,
 * its words as subtitles in the page's language, shown by default. The film's bytes load only at
 * play (preload none, the poster is the first scene's raster). Server-rendered; loaded and hydrated
 * when near the viewport (product/components/stay-page.tsx), so it adds nothing to the first load.
 */
import { css } from "styled-system/css";
import { GIFT_VIDEO, giftVideoTrack } from "#shared/gift-video";
import { rasterUrl } from "#shared/illustrations/raster-urls";
import { useShop, useT } from "../../../shop/use-shop";
import { HowItWorks } from "../../../ui/how-it-works";

// Fixed seeds: the same three pictures on every stay (imageUrl()'s paths, written out so that this
// chunk does not bundle the scene generators through shared/illustrations/urls.ts).
export const GIFT_HOW_STEPS = [
  { title: "gifting.how.chooseTitle", text: "gifting.how.chooseText", image: "/img/hotel/4207/400x300.svg?env=countryside" },
  { title: "gifting.how.personaliseTitle", text: "gifting.how.personaliseText", image: "/img/activity/31/400x300.svg?theme=gift" },
  { title: "gifting.how.bookTitle", text: "gifting.how.bookText", image: "/img/room/58/400x300.svg" },
] as const;

export function GiftHowItWorks() {
  const t = useT();
  return <HowItWorks id="gift-how" testId="gift-how" title={t("gifting.how.title")} media={<GiftFilm />} steps={GIFT_HOW_STEPS.map((s) => ({ title: t(s.title), text: t(s.text), image: s.image }))} />;
}

/** The film with its subtitles in the shop's language (silent: muted, so it may play inline on phones). */
function GiftFilm() {
  const t = useT();
  const { market } = useShop();
  return (
    <figure className={css({ m: 0, mb: "6", maxW: "3xl" })}>
      <video
        controls
        muted
        playsInline
        preload="none"
        poster={rasterUrl(GIFT_VIDEO.poster, 960)}
        width={GIFT_VIDEO.width}
        height={GIFT_VIDEO.height}
        aria-describedby="gift-film-caption"
        className={css({ display: "block", w: "100%", h: "auto", aspectRatio: "16 / 9", borderRadius: "lg", bg: "primary", boxShadow: "card" })}
        data-testid="gift-film"
      >
        {GIFT_VIDEO.sources.map((s) => <source key={s.src} src={s.src} type={s.type} />)}
        <track kind="subtitles" src={giftVideoTrack(market.language)} srcLang={market.language} label={t("gifting.how.subtitles")} default />
      </video>
      <figcaption id="gift-film-caption" className={css({ mt: "2", fontSize: "sm", color: "fg.muted" })}>{t("gifting.how.filmCaption")}</figcaption>
    </figure>
  );
}
