/**
 * A partner minisite (spec 001 §2 "Minisite pages for partners", §3 Partner minisite): the
 * partner's banner (desktop and mobile compositions), its logo and name when it has them, its
 * offers (the search scoped to the minisite, 12 a page, plain page links) and its legal footer
 * (minimum price for 2 in a double room, booking and stay windows, electronic payments only).
 */
import { useLoaderData } from "@tanstack/react-router";
import { css } from "styled-system/css";
import type { Minisite, MinisiteOffers } from "#shared/content-contract";
import { MINISITE_PAGE_SIZE } from "#shared/content-routes";
import { rasterSrcSet, rasterUrl } from "#shared/illustrations/raster-urls";
import { useT } from "../../../shop/use-shop";
import { container } from "../../../ui/layout";
import { ContentMissing } from "../../content";
import { ContentError } from "../../content";
import { IdeaCard } from "../../content";
import type { MinisiteLoaderData } from "../minisite-loader";

export function MinisitePage() {
  const data = useLoaderData({ strict: false }) as MinisiteLoaderData;
  if (data.status === "missing") return <ContentMissing />;
  if (data.status === "error" || !data.site || !data.offers) return <ContentError />;
  return <Partner site={data.site} offers={data.offers} />;
}

function Partner(props: { site: Minisite; offers: MinisiteOffers }) {
  const t = useT();
  const { site, offers } = props;
  const name = site.partnerName ?? t("minisite.defaultName");
  const pages = Math.ceil(offers.total / MINISITE_PAGE_SIZE);
  return (
    <div data-testid="minisite-page">
      <picture>
        <source media="(max-width: 47.99em)" srcSet={rasterSrcSet(site.bannerUrls.mobile, [480, 750]) ?? site.bannerUrls.mobile} sizes="100vw" width={750} height={528} />
        <img src={rasterUrl(site.bannerUrls.desktop, 1920)} srcSet={rasterSrcSet(site.bannerUrls.desktop, [1280, 1920, 2560])} sizes="100vw" alt="" width={3840} height={700} fetchPriority="high" className={banner} data-testid="minisite-banner" />
      </picture>
      <div className={`${container} ${css({ py: { base: "6", md: "10" } })}`}>
        <div className={css({ display: "flex", alignItems: "center", gap: "4", flexWrap: "wrap" })}>
          {site.logoUrl && <img src={site.logoUrl} alt={site.partnerName ?? ""} width={240} height={64} className={logo} data-testid="minisite-logo" />}
          <h1 className={h1}>{t("minisite.title", { partner: name })}</h1>
        </div>
        <p className={intro}>{t("minisite.intro", { count: offers.total })}</p>
        {/* The partner's own search: dates, party and filters over its selection only (decision 048). */}
        <a href={`/search?minisite=${site.minisiteUrl}`} className={searchLink} data-testid="minisite-search">{t("minisite.searchLink")}</a>
        <h2 className={srOnly}>{t("minisite.offers")}</h2>
        <ul className={grid} data-testid="minisite-offers">
          {offers.cards.map((c) => <IdeaCard key={c.packageId} card={c} minisite={site.minisiteUrl} />)}
        </ul>
        {pages > 1 && (
          <nav aria-label={t("minisite.pages")} className={css({ display: "flex", gap: "4", mt: "8", alignItems: "center", justifyContent: "center" })}>
            {offers.page > 0 && <a className={pageLink} href={offers.page === 1 ? "?" : `?page=${offers.page - 1}`} rel="prev">{t("pagination.previous")}</a>}
            <span className={css({ color: "fg.muted" })}>{t("minisite.pageOf", { page: offers.page + 1, pages })}</span>
            {offers.page + 1 < pages && <a className={pageLink} href={`?page=${offers.page + 1}`} rel="next">{t("pagination.next")}</a>}
          </nav>
        )}
        {site.footer && (
          <section aria-labelledby="minisite-legal" className={legal} data-testid="minisite-footer">
            <h2 id="minisite-legal" className={css({ fontSize: "sm", fontWeight: "bold", m: 0, mb: "2" })}>{t("minisite.legalTitle", { partner: name })}</h2>
            <p className={css({ m: 0 })}>{site.footer}</p>
          </section>
        )}
      </div>
    </div>
  );
}

const banner = css({ display: "block", width: "100%", height: { base: "auto", md: "clamp(160px, 18.2vw, 360px)" }, aspectRatio: { base: "750 / 528", md: "auto" }, objectFit: "cover", bg: "primary.deep" });
const logo = css({ height: "12", width: "auto", bg: "bg.surface", borderRadius: "md", p: "1" });
const h1 = css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", lineHeight: "tight", m: 0 });
const intro = css({ color: "fg.muted", fontSize: { base: "md", md: "lg" }, mt: "2", mb: "4" });
const grid = css({ display: "grid", gap: "5", p: 0, m: 0, gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" } });
const pageLink = css({ px: "4", py: "2", borderRadius: "md", borderWidth: "1px", borderColor: "primary", color: "primary", fontWeight: "semibold", textDecoration: "none" });
const legal = css({ mt: "12", p: "5", bg: "bg.subtle", borderRadius: "lg", fontSize: "sm", color: "fg.muted" });
const srOnly = css({ srOnly: true });
const searchLink = css({ display: "inline-block", mb: "8", px: "5", py: "3", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "semibold", textDecoration: "none", _hover: { bg: "primary.hover" } });
