/**
 * Boxes block (spec 001 §3 "Box block (carousel)"): gift boxes in a horizontal carousel (scroll
 * snapping, no script), each with title, description, rating out of 10, price, promo price and
 * the computed discount shown above 5 % (spec 001 §5).
 */
import { useId } from "react";
import { css } from "styled-system/css";
import type { BoxItem, BoxesBlock as Block } from "#shared/contract/cms";
import { formatMoney } from "#shared/money";
import { formatScore } from "#shared/pricing";
import { useShop, useT } from "../../../shop/use-shop";
import { boxDiscount } from "../lib/cms";
import { CmsImage } from "./cms-image";
import { SectionTitle } from "./section-title";

export function BoxesBlock(props: { block: Block }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-block="boxes">
      <SectionTitle id={id} subtitle={props.block.subtitle}>{props.block.title}</SectionTitle>
      <ul className={track} aria-labelledby={id}>
        {props.block.items.map((box) => (
          <li key={box.id} className={slide}>
            <BoxCard box={box} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BoxCard(props: { box: BoxItem }) {
  const { box } = props;
  const t = useT();
  const { market } = useShop();
  const discount = boxDiscount(box.price, box.promoPrice);
  const sell = box.promoPrice !== null && box.promoPrice < box.price ? box.promoPrice : box.price;
  const rating = formatScore(box.rating);
  return (
    <article className={card}>
      <div className={css({ position: "relative" })}>
        <CmsImage src={box.imageUrl} alt="" width={640} height={360} widths={[320, 480, 640]} sizes="(min-width: 64em) 300px, 80vw" className={css({ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" })} />
        {discount !== null && <span className={discountBadge} data-testid="box-discount">{t("homeCms.box.discount", { percent: discount })}</span>}
      </div>
      <div className={css({ p: "4", display: "flex", flexDirection: "column", gap: "2", flex: 1 })}>
        <h3 className={css({ fontSize: "md", fontWeight: "bold", m: 0, lineHeight: "snug" })}>
          <a href={box.link.url} className={css({ color: "fg", textDecoration: "none", _after: { content: '""', position: "absolute", inset: 0 } })}>{box.title}</a>
        </h3>
        <p className={css({ color: "fg.muted", fontSize: "sm", m: 0, flex: 1 })}>{box.description}</p>
        <div className={css({ display: "flex", alignItems: "flex-end", justifyContent: "space-between", gap: "2" })}>
          <span className={score} title={t("homeCms.box.ratingLabel", { rating })}>
            <span aria-hidden="true">{t("homeCms.box.rating", { rating })}</span>
            <span className={css({ srOnly: true })}>{t("homeCms.box.ratingLabel", { rating })}</span>
          </span>
          <span className={css({ textAlign: "right" })}>
            {sell !== box.price && <s className={css({ display: "block", color: "fg.muted", fontSize: "sm" })}>{t("homeCms.box.oldPrice", { price: formatMoney(box.price, market.pointOfSale) })}</s>}
            <strong className={sell !== box.price ? promoPrice : plainPrice} data-figure="sellPrice" data-cents={sell}>{formatMoney(sell, market.pointOfSale)}</strong>
          </span>
        </div>
      </div>
    </article>
  );
}

const track = css({
  listStyle: "none", p: 0, m: 0, mx: { base: "-4", md: 0 }, px: { base: "4", md: 0 }, pb: "3",
  display: "grid", gridAutoFlow: "column", gridAutoColumns: { base: "80%", sm: "45%", lg: "calc((100% - 4.5rem) / 4)" }, gap: "6",
  overflowX: "auto", scrollSnapType: "x mandatory", scrollPaddingInline: { base: "4", md: 0 },
  scrollbarWidth: "thin",
});
const slide = css({ scrollSnapAlign: "start", display: "flex" });
const card = css({ position: "relative", flex: 1, display: "flex", flexDirection: "column", bg: "bg.surface", borderRadius: "lg", overflow: "hidden", boxShadow: "card", _focusWithin: { outline: "3px solid", outlineColor: "focus", outlineOffset: "2px" } });
const discountBadge = css({ position: "absolute", top: "3", left: "3", bg: "promo", color: "promo.fg", fontWeight: "bold", fontSize: "sm", px: "2", py: "1", borderRadius: "sm" });
const promoPrice = css({ fontSize: "xl", color: "promo.text" });
const plainPrice = css({ fontSize: "xl", color: "fg" });
const score = css({ bg: "primary", color: "primary.fg", fontWeight: "bold", fontSize: "sm", px: "2", py: "1", borderRadius: "md", whiteSpace: "nowrap" });
