/**
 * A box of the catalogue grid (spec 001 §2 "grid of boxes, each linking to
 * /{gift route}/p/{slug}/{code}"): picture (640_360), title, description, price with the promo
 * only above 5 % (spec 001 §5) and the crossed-out reference price then.
 */
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import type { Box } from "#shared/contract/boxes";
import { formatMoney } from "#shared/money";
import { rasterSrcSet, rasterUrl } from "#shared/illustrations/raster-urls";
import { useShop, useT } from "../../../shop/use-shop";
import { boxPromoShown } from "../lib/box-format";

export function BoxCard(props: { box: Box; eager?: boolean }) {
  const t = useT();
  const { market } = useShop();
  const { box } = props;
  const promo = boxPromoShown(box.price);
  const image = box.images[0]?.["640_360"];
  return (
    <article className={card} data-testid="box-card" data-code={box.code}>
      <div className={media}>
        {image && (
          <img
            src={rasterUrl(image)}
            srcSet={rasterSrcSet(image, [320, 480, 640, 960])}
            sizes="(min-width: 64em) 400px, (min-width: 40em) 50vw, 100vw"
            alt=""
            width={640}
            height={360}
            loading={props.eager ? "eager" : "lazy"}
            className={img}
          />
        )}
        {promo !== null && <span className={promoBadge} data-testid="box-promo">{t("boxes.promo", { percent: promo })}</span>}
      </div>
      <div className={body}>
        <h2 className={title}>
          <Link to="/boxes/p/$slug/$code" params={{ slug: box.slug, code: box.code }} className={titleLink}>{box.title}</Link>
        </h2>
        <p className={desc}>{box.description}</p>
        <p className={priceRow}>
          {promo !== null && <s className={refPrice}>{t("boxes.refPrice", { price: formatMoney(box.price.referencePrice, market.pointOfSale) })}</s>}
          <strong className={sellPrice} data-figure="sellPrice" data-cents={box.price.sellPrice}>{formatMoney(box.price.sellPrice, market.pointOfSale)}</strong>
        </p>
        <span aria-hidden="true" className={cta}>{t("boxes.see")} →</span>
      </div>
    </article>
  );
}

const card = css({
  position: "relative", display: "flex", flexDirection: "column", bg: "bg", borderRadius: "lg", overflow: "hidden", boxShadow: "card",
  borderWidth: "1px", borderColor: "border", transition: "box-shadow 0.2s, transform 0.2s",
  _hover: { boxShadow: "popover", transform: "translateY(-2px)" },
  _focusWithin: { outline: "3px solid", outlineColor: "focus", outlineOffset: "2px" },
});
const media = css({ position: "relative", aspectRatio: "16 / 9", bg: "bg.subtle", overflow: "hidden" });
const img = css({ width: "100%", height: "100%", objectFit: "cover" });
const promoBadge = css({ position: "absolute", top: "3", left: "3", bg: "promo", color: "promo.fg", fontWeight: "bold", fontSize: "sm", px: "2", py: "0.5", borderRadius: "sm" });
const body = css({ p: "4", display: "flex", flexDirection: "column", gap: "2", flex: 1 });
const title = css({ fontSize: "lg", fontWeight: "bold", lineHeight: "snug", m: 0 });
const titleLink = css({ color: "fg", textDecoration: "none", _hover: { textDecoration: "underline" }, _after: { content: '""', position: "absolute", inset: 0 } });
const desc = css({ m: 0, color: "fg.muted", fontSize: "sm", lineHeight: "relaxed" });
const priceRow = css({ mt: "auto", pt: "2", m: 0, display: "flex", alignItems: "baseline", justifyContent: "flex-end", gap: "2", flexWrap: "wrap" });
const refPrice = css({ color: "fg.muted", fontSize: "sm" });
const sellPrice = css({ fontSize: "xl", color: "fg" });
const cta = css({ alignSelf: "flex-start", color: "primary", fontWeight: "semibold", fontSize: "sm" });
