/**
 * SEO text under the results (spec 000 §2 "optional SEO text"): a few paragraphs about the
 * destination and theme written from the catalog's answer (seo-facts.ts), in the page's language.
 * Rendered by the server with the page; the first paragraph shows, the rest behind a native
 * <details> 'See more' / 'See less', so it works before hydration and costs no JavaScript to open.
 */
import { css } from "styled-system/css";
import type { ResultsAnswer } from "../lib/results-answer";
import { formatListPrice } from "#shared/money";
import { formatScore } from "#shared/pricing";
import { useShop, useT } from "../../../shop/use-shop";
import { seoFacts } from "./seo-facts";

export function SeoText(props: { answer: ResultsAnswer | undefined; destinationLabel?: string }) {
  const t = useT();
  const { market } = useShop();
  const f = seoFacts(props.answer, props.destinationLabel);
  if (!f) return null;
  const title = f.theme ? t("search.seo.titleTheme", { destination: f.destination, theme: f.theme }) : t("search.seo.title", { destination: f.destination });
  return (
    <section className={section} aria-labelledby="seo-text-title" data-testid="seo-text">
      <h2 id="seo-text-title" className={css({ fontSize: "xl", fontWeight: "bold", m: 0, mb: "3" })}>{title}</h2>
      <p className={para}>{t("search.seo.intro", { count: f.hotels, destination: f.destination, theme: f.theme ?? "", hasTheme: f.theme ? "yes" : "no" })}</p>
      <details className={details}>
        <summary className={summary}>
          <span className={more}>{t("search.seo.more")}</span>
          <span className={less}>{t("search.seo.less")}</span>
        </summary>
        {f.areas && <p className={para}>{t("search.seo.areas", { destination: f.destination, areas: f.areas })}</p>}
        {f.cheapest && (
          <p className={para}>
            {t(f.cheapest.from ? "search.seo.priceFrom" : "search.seo.price", { price: formatListPrice(f.cheapest.sellPrice, market.pointOfSale), stay: f.cheapest.label, nights: f.cheapest.nights })}
          </p>
        )}
        {f.bestRated && <p className={para}>{t("search.seo.bestRated", { hotel: f.bestRated.hotel, score: formatScore(f.bestRated.score), count: f.bestRated.reviews })}</p>}
        <p className={para}>{t("search.seo.howTo", { destination: f.destination })}</p>
      </details>
    </section>
  );
}

const section = css({ mt: "10", mb: "12", p: { base: "5", md: "6" }, bg: "bg.subtle", borderRadius: "lg", maxW: "70ch" });
const para = css({ m: 0, mb: "3", lineHeight: "relaxed", color: "fg" });
// The summary reads 'See more', or 'See less' once open (CSS only).
const details = css({ "&[open] > summary": { mb: "3" } });
const summary = css({
  cursor: "pointer", color: "primary", fontWeight: "semibold", listStyle: "none", width: "fit-content", textDecoration: "underline", textUnderlineOffset: "3px",
  "&::-webkit-details-marker": { display: "none" },
});
const more = css({ "details[open] &": { display: "none" } });
const less = css({ "details:not([open]) &": { display: "none" } });
