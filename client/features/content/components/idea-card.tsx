/**
 * An idea card (spec 001 §2 "Ideas page: sections of idea cards"; also the partner minisite's
 * offers): one real catalog stay, its picture (raster twin; lazy but for the page's first cards, `priority`), title, hotel, city, stars and
 * the 'from' price for 2 people (integer cents, formatted once as a list price by formatListPrice), linking to the
 * stay page. Plain links: nothing here needs JavaScript.
 */
import { css } from "styled-system/css";
import type { IdeaCard as IdeaCardData } from "#shared/content-contract";
import { rasterSrcSet, rasterUrl } from "#shared/illustrations/raster-urls";
import { formatListPrice } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { cardImageLoading, type CardImagePriority } from "../../../ui/card-image-priority";
import { Stars } from "../../../ui/stars";

/** `minisite`: the partner's slug on its minisite page: the stay page keeps to its scope (decision 048). */
export function IdeaCard(props: { card: IdeaCardData; minisite?: string; priority?: CardImagePriority }) {
  const t = useT();
  const { market } = useShop();
  const { card } = props;
  return (
    <li className={item}>
      <a href={`/stay/${card.packageId}-${card.packageSlug}${props.minisite ? `?minisite=${props.minisite}` : ""}`} className={link} data-testid="idea-card">
        <img src={rasterUrl(card.image, 480)} srcSet={rasterSrcSet(card.image, [320, 480, 640])} sizes="(min-width: 64em) 300px, (min-width: 40em) 45vw, 92vw" alt="" width={640} height={360} {...cardImageLoading(props.priority)} decoding="async" className={image} />
        <span className={body}>
          <span className={title}>{card.title}</span>
          <span className={muted}>{card.hotelName} · {card.city}</span>
          <Stars count={card.stars} />
          <span className={price}>
            <span className={muted}>{t("price.from")} </span>
            <strong>{formatListPrice(card.sellPrice, market.pointOfSale)}</strong>
            {card.refPrice > card.sellPrice && <s className={muted}> {formatListPrice(card.refPrice, market.pointOfSale)}</s>}
          </span>
          <span className={muted}>{t("price.forNights", { nights: card.nights, people: 2 })}</span>
        </span>
      </a>
    </li>
  );
}

const item = css({ listStyle: "none", display: "flex" });
const link = css({
  display: "flex", flexDirection: "column", width: "100%", bg: "bg.surface", borderRadius: "xl", overflow: "hidden", borderWidth: "1px",
  borderColor: "border", color: "fg", textDecoration: "none", transition: "box-shadow 0.15s", _hover: { boxShadow: "md" },
  _focusVisible: { outline: "2px solid", outlineColor: "primary", outlineOffset: "2px" },
});
const image = css({ width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover", bg: "bg.subtle" });
const body = css({ display: "flex", flexDirection: "column", gap: "1", p: "4" });
const title = css({ fontWeight: "bold", fontSize: "md", lineHeight: "snug" });
const muted = css({ color: "fg.muted", fontSize: "sm" });
const price = css({ mt: "2", fontSize: "lg" });
