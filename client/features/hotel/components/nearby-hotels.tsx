/**
 * Nearby hotels carousel of the hotel page (spec 001 §2, §9 "Carousel scrolls ... nearby 3"): a
 * scroll-snap row of hotel cards (picture, name, stars, score, place and distance, from price);
 * the previous/next buttons scroll by three cards.
 */
import { useRef } from "react";
import { css } from "styled-system/css";
import type { NearbyHotel } from "#shared/contract/hotel-detail";
import { rasterUrl } from "#shared/illustrations/raster-urls";
import { formatListPrice } from "#shared/money";
import { formatScore } from "#shared/pricing";
import { useShop, useT } from "../../../shop/use-shop";
import { Stars } from "../../../ui/stars";

/** Cards one click scrolls (spec 001 §9). */
export const NEARBY_STEP = 3;

export function NearbyHotels(props: { hotels: NearbyHotel[] }) {
  const t = useT();
  const { market } = useShop();
  const list = useRef<HTMLUListElement>(null);
  const scroll = (dir: 1 | -1) => {
    const ul = list.current;
    const first = ul?.firstElementChild as HTMLElement | null;
    if (!ul || !first) return;
    const gap = parseFloat(getComputedStyle(ul).columnGap) || 0;
    ul.scrollBy({ left: dir * NEARBY_STEP * (first.offsetWidth + gap), behavior: "smooth" });
  };
  return (
    <section aria-labelledby="nearby-title" className={css({ py: "8", borderTopWidth: "1px", borderColor: "border" })} data-testid="nearby-hotels">
      <div className={css({ display: "flex", alignItems: "center", gap: "3", mb: "4" })}>
        <h2 id="nearby-title" className={css({ fontSize: "2xl", fontWeight: "bold", m: 0, flex: 1 })}>{t("hotel.nearby.title")}</h2>
        <button type="button" className={arrow} aria-label={t("hotel.previous")} onClick={() => scroll(-1)}>‹</button>
        <button type="button" className={arrow} aria-label={t("hotel.next")} onClick={() => scroll(1)}>›</button>
      </div>
      <ul ref={list} className={row} tabIndex={0} aria-label={t("hotel.nearby.title")}>
        {props.hotels.map((h) => (
          <li key={h.id} className={item}>
            <a href={h.uri} className={cardLink}>
              <img src={rasterUrl(h.imageUrl, 480)} alt="" width={640} height={360} loading="lazy" className={css({ w: "100%", aspectRatio: "16/9", objectFit: "cover", display: "block", bg: "bg.subtle" })} />
              <span className={css({ display: "grid", gap: "1", p: "3" })}>
                <strong className={css({ lineClamp: 2 })}>{h.label}</strong>
                <span className={css({ display: "flex", gap: "2", alignItems: "center", fontSize: "sm", color: "fg.muted" })}>
                  <Stars count={h.stars} />
                  {h.review.average !== null ? <span>{formatScore(h.review.average)}/10</span> : <span>{t("score.new")}</span>}
                </span>
                <span className={css({ fontSize: "sm", color: "fg.muted" })}>{t("hotel.nearby.place", { place: h.location.label, km: h.distance })}</span>
                {h.fromPrice && (
                  <span className={css({ fontSize: "sm" })}>
                    {t("price.from")} <strong className={css({ fontSize: "md" })}>{formatListPrice(h.fromPrice.sellPrice, market.pointOfSale)}</strong>
                  </span>
                )}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const row = css({ display: "flex", gap: "4", overflowX: "auto", scrollSnapType: "x mandatory", listStyle: "none", p: 0, m: 0, pb: "2", scrollbarWidth: "thin" });
const item = css({ flex: { base: "0 0 80%", sm: "0 0 calc((100% - 1rem) / 2)", lg: "0 0 calc((100% - 2rem) / 3)" }, scrollSnapAlign: "start" });
const cardLink = css({ display: "block", h: "100%", bg: "bg", borderRadius: "xl", overflow: "hidden", borderWidth: "1px", borderColor: "border", color: "fg", textDecoration: "none", _hover: { boxShadow: "card" } });
const arrow = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", borderWidth: "1px", borderColor: "border.strong",
  bg: "bg", color: "fg", fontSize: "xl", cursor: "pointer", _hover: { borderColor: "primary" },
});
