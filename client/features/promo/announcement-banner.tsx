/**
 * Announcement banner (spec 001 §2 "Other shell pieces", §3 "Announcement banner", §6): a one-line
 * message over the page for a page family (homePages, searchPages, productPages), flow and point
 * of sale, from the CMS (announcement-query.ts). Renders nothing when the CMS has none, while the
 * query has no data, and on the customer-care host (suppressed there, spec 001 §6).
 * `fallback`: a banner to show when the CMS has no entry (the homepage document's own).
 */
import { useGatedQuery } from "../../shop/gated-queries";
import { css } from "styled-system/css";
import type { AnnouncementBanner as Banner, AnnouncementPage } from "#shared/contract/cms";
import { announcementFor } from "./announcement-for";
import { useApi, useShop } from "../../shop/use-shop";
import { announcementBannersQuery } from "./announcement-query";

export function AnnouncementBanner(props: { page: AnnouncementPage; flow: string; fallback?: Banner }) {
  const api = useApi();
  const shop = useShop();
  const query = useGatedQuery(announcementBannersQuery(api, shop.market.pointOfSale));
  if (shop.care) return null;
  const banner = (query.data && announcementFor(query.data, props.page, props.flow, shop.market.pointOfSale)) ?? props.fallback;
  if (!banner) return null;
  const color = banner.colorVariation === "promo" ? promo : banner.colorVariation === "dark" ? dark : info;
  return (
    <div className={`${bar} ${color}`} data-testid="announcement-banner" role="region" aria-label={banner.title ?? banner.content}>
      <p className={css({ m: 0 })}>
        {banner.title && <strong className={css({ marginRight: "2" })}>{banner.title}</strong>}
        {banner.content}
        {banner.link && (
          <>
            {" "}
            <a href={banner.link.url} className={css({ color: "inherit", fontWeight: "bold", textDecoration: "underline", textUnderlineOffset: "2px", whiteSpace: "nowrap" })}>
              {banner.link.label ?? "→"}
            </a>
          </>
        )}
      </p>
    </div>
  );
}

const bar = css({ px: "4", py: "2", textAlign: "center", fontSize: "sm", lineHeight: "snug" });
const info = css({ bg: "accent.subtle", color: "fg" });
const promo = css({ bg: "promo", color: "promo.fg" });
const dark = css({ bg: "primary.deep", color: "primary.fg" });
