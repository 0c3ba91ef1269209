/**
 * Trust-rating banner (spec 001 §2 "Other shell pieces: promo blocks ... trust-rating banner"): the
 * CMS block's title and optional call to action around the shop's own rating (spec 001 §9 "footer
 * rating 4.5/5 from 4146 reviews": client/shop/shop-rating.ts, the same figure as the footer and the
 * home page's structured data). Five stars drawn filled to the score; the sentence carries the
 * figures for screen readers.
 */
import { useId } from "react";
import { css } from "styled-system/css";
import type { TrustRatingBlock as Block } from "#shared/contract/cms";
import { useShop, useT } from "../../../shop/use-shop";
import { SHOP_RATING, shopRatingText } from "../../../shop/shop-rating";

export function TrustRatingBlock(props: { block: Block }) {
  const t = useT();
  const { market } = useShop();
  const id = useId();
  const text = shopRatingText(market.bcp47);
  const filled = (SHOP_RATING.score / SHOP_RATING.best) * 100;
  const cta = props.block.cta;
  return (
    <section aria-labelledby={id} data-block="trustRating" className={box}>
      <div className={css({ display: "flex", alignItems: "center", gap: { base: "3", md: "5" }, flexWrap: "wrap" })}>
        <p aria-hidden="true" className={score}>{text.score}<span className={css({ fontSize: "lg", fontWeight: "semibold", opacity: 0.8 })}>/{SHOP_RATING.best}</span></p>
        <div className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
          <h2 id={id} className={css({ m: 0, fontSize: { base: "lg", md: "xl" }, fontWeight: "bold" })}>{props.block.title}</h2>
          <span aria-hidden="true" className={stars}>
            ★★★★★
            <span className={starsFilled} style={{ width: `${filled}%` }}>★★★★★</span>
          </span>
          <p className={css({ m: 0, fontSize: "sm", color: "fg.muted" })} data-testid="trust-rating-text">{t("footer.rating", text)}</p>
        </div>
      </div>
      {cta && (
        <a href={cta.url} className={ctaLink} {...(cta.newTab ? { target: "_blank", rel: "noopener" } : {})}>{cta.label}</a>
      )}
    </section>
  );
}

const box = css({
  display: "flex", alignItems: "center", justifyContent: "space-between", gap: "4", flexWrap: "wrap",
  borderWidth: "1px", borderColor: "border", borderRadius: "xl", bg: "bg.surface", boxShadow: "card", px: { base: "5", md: "8" }, py: { base: "4", md: "5" },
});
const score = css({ m: 0, fontSize: { base: "3xl", md: "4xl" }, fontWeight: "extrabold", color: "primary", lineHeight: "none" });
const stars = css({ position: "relative", display: "inline-block", color: "border.strong", fontSize: "lg", letterSpacing: "0.1em", lineHeight: 1, whiteSpace: "nowrap" });
const starsFilled = css({ position: "absolute", insetStart: 0, top: 0, overflow: "hidden", color: "star" });
const ctaLink = css({
  display: "inline-flex", alignItems: "center", minH: "11", px: "5", borderRadius: "md", borderWidth: "1px", borderColor: "primary",
  color: "primary", fontWeight: "semibold", textDecoration: "none", _hover: { bg: "primary.subtle" },
});
