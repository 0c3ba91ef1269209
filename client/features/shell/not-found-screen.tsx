/**
 * The 404 page, the one every route shows for what it cannot find (spec 001 §2 "404 page": title
 * Oops!, button Go to the homepage; search widgets and a selection of marketing articles (title
 * and cover links); §8 the message with 'Error code: 404'): unknown paths and planned screens
 * (the catch-all), unknown hotel, stay, activity and box ids, static, ideas and minisite pages.
 * The message (or its 'Too late!' variant with a hash hotelId: not-found-page.tsx), an optional
 * route-specific way back (`children`, e.g. the box catalogue), the search box, the articles
 * (not-found-articles.tsx; streamed, hidden when the CMS has none or fails).
 *
 * Its route answers 404 with noindex and the title `notFound.metaTitle` (client/shop/page-status.ts,
 * each route's head). Loaded on demand (shell/index.ts `loadNotFoundScreen`): the pages that may
 * show it do not carry the search box's code.
 */
import { Suspense, type ReactNode } from "react";
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";
import { SearchBox } from "../search";
import { BlockErrorBoundary } from "../../ui/error-boundary";
import { container } from "../../ui/layout";
import { NotFoundPage } from "./not-found-page";
import { NotFoundArticles } from "./not-found-articles";

export function NotFoundScreen(props: { children?: ReactNode }) {
  const t = useT();
  return (
    <div data-testid="not-found">
      <NotFoundPage>{props.children}</NotFoundPage>
      <section className={`${container} ${css({ pb: "10" })}`} aria-labelledby="not-found-search">
        <div className={css({ bg: "primary.deep", borderRadius: "xl", px: { base: "4", md: "8" }, py: { base: "6", md: "8" } })}>
          <h2 id="not-found-search" className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", color: "primary.fg", mt: 0, mb: "4" })}>{t("notFound.searchTitle")}</h2>
          <SearchBox />
        </div>
      </section>
      <BlockErrorBoundary name="404 articles">
        <Suspense fallback={null}>
          <NotFoundArticles />
        </Suspense>
      </BlockErrorBoundary>
    </div>
  );
}

/** The 404 page as a router's not-found component (the catch-all's planned screens, the router's default). */
export function RouteNotFound() {
  return <NotFoundScreen />;
}
