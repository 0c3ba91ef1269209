/**
 * Gift block of the point of sale (spec 001 §3 "Gift block per locale", §9 "Gift banners for
 * fr_FR, fr_BE, nl_NL, nl_BE, it_IT; Italian shows gift card banner"): a banner with the large
 * image (the small one under 599 px) and links to boxes, stays to give and activities, or in
 * Italy to the gift card. Renders nothing elsewhere, or when the CMS has no item.
 */
import { useGatedQuery } from "../../../shop/gated-queries";
import { useId } from "react";
import { css } from "styled-system/css";
import { rasterSrcSet, rasterUrl } from "#shared/illustrations/raster-urls";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { cmsGiftBlockQuery } from "../api/cms-gift-block";
import { giftBannerFor } from "../lib/cms";

export function GiftBlock() {
  const api = useApi();
  const shop = useShop();
  const t = useT();
  const id = useId();
  const items = useGatedQuery(cmsGiftBlockQuery(api, shop.market.pointOfSale)).data;
  const gift = items ? giftBannerFor(items, shop.market.pointOfSale) : null;
  if (!gift) return null;
  const { item, kind } = gift;
  const links = kind === "giftcard"
    ? [{ url: item.giftcardURL, label: t("homeCms.gift.giftcard"), primary: true }]
    : [
      { url: item.boxURL, label: t("homeCms.gift.boxes"), primary: true },
      { url: item.singleVoucherURL, label: t("homeCms.gift.singleVoucher"), primary: false },
      { url: item.activityOnlyURL, label: t("homeCms.gift.activity"), primary: false },
    ];
  return (
    <section aria-labelledby={id} data-block="gift" data-gift-kind={kind} className={box}>
      <picture>
        <source media="(max-width: 599px)" srcSet={rasterSrcSet(item.imageS, [480, 640]) ?? item.imageS} sizes="100vw" />
        <img src={rasterUrl(item.imageL)} srcSet={rasterSrcSet(item.imageL, [960, 1280, 1920])} sizes="(min-width: 80em) 1200px, 100vw" alt="" width={1280} height={720} loading="lazy" decoding="async" className={image} />
      </picture>
      <div aria-hidden="true" className={veil} />
      <div className={css({ position: "relative", p: { base: "6", md: "10" }, display: "flex", flexDirection: "column", gap: "3", maxW: "xl" })}>
        <h2 id={id} className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "extrabold", lineHeight: "tight", m: 0 })}>{item.title}</h2>
        <p className={css({ m: 0, fontSize: { base: "md", md: "lg" }, opacity: 0.92 })}>{item.subtitle}</p>
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "2" })}>
          {links.map((l) => <a key={l.url} href={l.url} className={l.primary ? primary : secondary}>{l.label}</a>)}
        </div>
      </div>
    </section>
  );
}

const box = css({ position: "relative", borderRadius: "xl", overflow: "hidden", color: "white", bg: "primary.deep", minH: { base: "20rem", md: "24rem" }, display: "flex", alignItems: "flex-end" });
const image = css({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" });
const veil = css({ position: "absolute", inset: 0, backgroundImage: "linear-gradient(0deg, rgba(6,29,33,0.9) 0%, rgba(6,29,33,0.55) 60%, rgba(6,29,33,0.2) 100%)" });
const primary = css({ display: "inline-flex", alignItems: "center", h: "11", px: "5", borderRadius: "md", bg: "accent", color: "accent.fg", fontWeight: "bold", textDecoration: "none", _hover: { bg: "accent.hover" } });
const secondary = css({ display: "inline-flex", alignItems: "center", h: "11", px: "5", borderRadius: "md", color: "white", fontWeight: "bold", textDecoration: "none", borderWidth: "2px", borderStyle: "solid", borderColor: "white", _hover: { bg: "rgba(255,255,255,0.12)" } });
