/**
 * The partner's branding on the pages of its scope (spec 001 §2 "search and product pages scoped
 * to a minisite", §3 Partner minisite: partnerName, logoUrl, footer; decision 048): a band under
 * the header with the partner's logo and name and a way back to its minisite, and the partner's
 * legal footer (minimum price for 2 in a double room, booking and stay windows, electronic
 * payments only) above the shop's footer. Reads the minisite query the page's loader filled
 * (api/minisite-query.ts); without it (loading, unknown partner, failure) nothing shows.
 */
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { minisitePath } from "#shared/content-routes";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { container } from "../../../ui/layout";
import { minisiteQueryOptions } from "../../cms";

function useMinisite(slug: string) {
  const api = useApi();
  const { market } = useShop();
  return useQuery(minisiteQueryOptions(api, market.pointOfSale, slug)).data;
}

/** Band under the header: logo, 'the selection of {partner}', link to the partner's minisite. */
export function PartnerBand(props: { slug: string }) {
  const t = useT();
  const { market } = useShop();
  const site = useMinisite(props.slug);
  if (!site) return null;
  return (
    <div className={band} data-testid="partner-band">
      <div className={`${container} ${row}`}>
        {site.logoUrl && <img src={site.logoUrl} alt={site.partnerName ?? ""} width={120} height={32} className={logo} data-testid="partner-band-logo" />}
        <p className={text}>{site.partnerName ? t("minisite.bandNamed", { partner: site.partnerName }) : t("minisite.bandPlain")}</p>
        <a href={minisitePath(market.language, site.minisiteUrl)} className={link}>{t("minisite.bandLink")}</a>
      </div>
    </div>
  );
}

/** The partner's legal footer, above the shop's footer. */
export function PartnerLegal(props: { slug: string }) {
  const t = useT();
  const site = useMinisite(props.slug);
  if (!site?.footer) return null;
  return (
    <section aria-labelledby="partner-legal" className={`${container} ${legal}`} data-testid="partner-legal">
      <h2 id="partner-legal" className={css({ fontSize: "sm", fontWeight: "bold", m: 0, mb: "2" })}>{t("minisite.legalTitle", { partner: site.partnerName ?? t("minisite.defaultName") })}</h2>
      <p className={css({ m: 0 })}>{site.footer}</p>
    </section>
  );
}

const band = css({ bg: "primary.subtle", borderBottomWidth: "1px", borderColor: "border" });
const row = css({ display: "flex", alignItems: "center", gap: { base: "2", md: "4" }, py: "2", flexWrap: "wrap", minH: "12" });
const logo = css({ height: "8", width: "auto", bg: "bg.surface", borderRadius: "sm", p: "0.5" });
const text = css({ m: 0, fontWeight: "semibold", fontSize: { base: "sm", md: "md" }, flex: "1", minW: "0" });
const link = css({ color: "link", fontSize: "sm", fontWeight: "semibold", textDecoration: "underline", _hover: { color: "link.hover" } });
const legal = css({ my: "8", py: "5", bg: "bg.subtle", borderRadius: "lg", fontSize: "sm", color: "fg.muted" });
