/**
 * Box catalogue (spec 001 §2 "Catalogue page: banner A box for every moment and every person,
 * grid of boxes"): the banner, then the market's digital boxes in a grid (1, 2 or 3 columns).
 * Links and pictures only: nothing here needs more JavaScript than the route's chunk.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useLoaderData } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { rasterUrl } from "#shared/illustrations/raster-urls";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { boxesSearchQueryOptions } from "../api/boxes";
import type { BoxesLoaderData } from "../boxes-head";
import { BoxCard } from "./box-card";
import { BoxesError } from "./boxes-error";

/**
 * The banner's picture: a generated gift scene (shared/illustrations; written out rather than built
 * with imageUrl(), whose module would join the framework chunk of every page).
 */
const BANNER = "/img/activity/7100/960x540.svg?theme=gift&time=golden";

export function BoxesPage() {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const data = useLoaderData({ strict: false }) as BoxesLoaderData;
  const query = useQuery({ ...boxesSearchQueryOptions(api, market.pointOfSale), enabled: data.status === "ok" });
  return (
    <div className={page}>
      <nav aria-label={t("product.breadcrumb")} className={crumbs}>
        <Link to="/" className={crumbLink}>{t("shell.home")}</Link> <span aria-hidden="true">›</span> <span aria-current="page">{t("boxes.crumb")}</span>
      </nav>
      <section className={banner} aria-labelledby="boxes-banner-title">
        <div className={bannerText}>
          <h1 id="boxes-banner-title" className={h1}>{t("boxes.bannerTitle")}</h1>
          <p className={lead}>{t("boxes.bannerText")}</p>
        </div>
        <img src={rasterUrl(BANNER, 640)} alt="" width={640} height={360} className={bannerImg} fetchPriority="high" />
      </section>
      {data.status === "error" || query.isError ? (
        <BoxesError />
      ) : (
        <ul className={grid} aria-label={t("boxes.listLabel")} data-testid="boxes-grid">
          {(query.data ?? []).map((box, i) => (
            <li key={box.code} className={cell}>
              <BoxCard box={box} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const page = css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, pt: "4", pb: "12" });
const crumbs = css({ fontSize: "sm", color: "fg.muted", mb: "3" });
const crumbLink = css({ color: "fg.muted", textDecoration: "underline", _hover: { color: "fg" } });
const banner = css({
  display: "grid", gridTemplateColumns: { base: "1fr", md: "1.2fr 1fr" }, alignItems: "center", gap: { base: "4", md: "8" },
  bg: "primary.subtle", borderRadius: "xl", overflow: "hidden", mb: "8",
});
const bannerText = css({ p: { base: "5", md: "10" }, order: { base: 2, md: 1 } });
const h1 = css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold", lineHeight: "tight", color: "primary", m: 0 });
const lead = css({ mt: "3", mb: 0, fontSize: { base: "md", md: "lg" }, color: "fg" });
const bannerImg = css({ width: "100%", height: "100%", maxH: { base: "12rem", md: "18rem" }, objectFit: "cover", order: { base: 1, md: 2 } });
const grid = css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" } });
const cell = css({ display: "flex", "& > article": { flex: 1 } });
