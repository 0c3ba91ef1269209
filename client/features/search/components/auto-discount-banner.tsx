/**
 * The auto-discount embedded banner of the results page (spec 001 §9 "Auto-discount embedded
 * banner: 10% extra on selected offers per locale"; spec 000 §6 "The auto-discount banner
 * variation applies in the booking flow only"): shown when lib/auto-discount-banner-rule.ts
 * `showsAutoDiscountBanner` says so, in the visitor's language, above the results grid
 * (results-list.tsx). Server-rendered (the experiment is `ssr`) and hydrated with the list at the
 * first interaction: a chunk of its own changed how shared modules were grouped and added a file
 * to other pages' first load.
 */
import { css } from "styled-system/css";
import type { Flow } from "#shared/criteria";
import { useShop, useT } from "../../../shop/use-shop";
import { AUTO_DISCOUNT_BANNER_PERCENT, showsAutoDiscountBanner } from "../lib/auto-discount-banner-rule";

export function AutoDiscountBanner(props: { flow: Flow }) {
  const t = useT();
  const { experiments } = useShop();
  if (!showsAutoDiscountBanner(props.flow, experiments)) return null;
  const title = t("autoDiscountBanner.title", { value: AUTO_DISCOUNT_BANNER_PERCENT });
  return (
    <aside className={banner} aria-label={title} data-testid="auto-discount-banner">
      <strong>{title}</strong> <span>{t("autoDiscountBanner.text")}</span>
    </aside>
  );
}

const banner = css({ bg: "success.subtle", color: "fg", p: "4", borderRadius: "lg", mb: "4", borderInlineStartWidth: "4px", borderColor: "success" });
