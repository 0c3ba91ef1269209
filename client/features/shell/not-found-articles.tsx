/**
 * The 404 page's marketing articles (spec 001 §2 "404 page": "a selection of marketing articles
 * (title and cover links)"): the items of the market's CMS marketing promo lists (the booking
 * homepage's first, then the gifting one's; GET /api/cms/homepage, the query the home page uses),
 * at most NOT_FOUND_ARTICLES (pick-articles.ts), each a cover image and a title, both linking to the article's url.
 * Streamed under Suspense; a CMS without promo lists (or a failed call: an empty answer) shows
 * nothing, not even the heading.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useApi, useShop, useT } from "../../shop/use-shop";
import { CmsImage } from "../cms";
import { cmsHomepageQuery } from "../home";
import { pickArticles } from "./pick-articles";

export function NotFoundArticles() {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const articles = pickArticles(useSuspenseQuery(cmsHomepageQuery(api, market.pointOfSale)).data);
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="not-found-articles" data-testid="not-found-articles" className={css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, pb: "12" })}>
      <h2 id="not-found-articles" className={css({ fontSize: "2xl", fontWeight: "bold", mt: 0, mb: "6" })}>{t("notFound.articlesTitle")}</h2>
      <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" } })}>
        {articles.map((a) => (
          <li key={a.url} className={card}>
            {/* The cover is a link of its own (spec: "title and cover links"); it repeats the title's, so it is hidden from the tab order and from screen readers. */}
            <a href={a.url} tabIndex={-1} aria-hidden="true" data-article-cover="">
              <CmsImage src={a.imageUrl} alt="" width={640} height={360} widths={[320, 480, 640, 960]} sizes="(min-width: 48em) 33vw, 100vw" className={css({ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" })} />
            </a>
            <h3 className={css({ fontSize: "lg", fontWeight: "bold", m: 0, p: "5" })}>
              <a href={a.url} className={titleLink} data-article-title="">{a.title}</a>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}

const card = css({ display: "flex", flexDirection: "column", bg: "bg.surface", borderRadius: "lg", overflow: "hidden", boxShadow: "card" });
const titleLink = css({ color: "fg", textDecoration: "none", _hover: { color: "primary", textDecoration: "underline" } });
