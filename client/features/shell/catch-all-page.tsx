/**
 * Catch-all pages (spec 001 §2): results for search-looking paths, otherwise the home page (both
 * answered with 404 and noindex by the route), and the 404 page of screens not built yet.
 */
import { useLoaderData } from "@tanstack/react-router";
import { Suspense } from "react";
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";
import { SearchResults } from "../search";
import type { SearchLoaderData } from "../search";
import { SearchBox } from "../search";
import { HomePage } from "../home";
import { PopularStays } from "../home";
import { BlockErrorBoundary } from "../../ui/error-boundary";
import { container } from "../../ui/layout";
import { NotFoundPage } from "./not-found-page";

export function CatchAllPage() {
  const data = useLoaderData({ strict: false }) as ({ kind: "search" } & SearchLoaderData) | { kind: "home" };
  if (data.kind === "search") return <SearchResults data={data} />;
  return <HomePage />;
}

/**
 * The 404 page with its search widgets (spec 001 §2 "404 page"): 'Oops!', the explanation with
 * the error code and the homepage button, then the search box and the popular stays (the shop's
 * stand-in for the spec's marketing articles: title and cover links). A failed stays block hides.
 */
export function CatchAllNotFoundPage() {
  const t = useT();
  return (
    <>
      <NotFoundPage />
      <section className={`${container} ${css({ pb: "10" })}`} aria-labelledby="not-found-search">
        <div className={css({ bg: "primary.deep", borderRadius: "xl", px: { base: "4", md: "8" }, py: { base: "6", md: "8" } })}>
          <h2 id="not-found-search" className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", color: "primary.fg", mt: 0, mb: "4" })}>{t("notFound.searchTitle")}</h2>
          <SearchBox />
        </div>
      </section>
      <section className={`${container} ${css({ pb: "12" })}`} aria-labelledby="popular-title">
        <h2 id="popular-title" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "6" })}>{t("home.popularTitle")}</h2>
        <BlockErrorBoundary name="popular stays">
          <Suspense fallback={null}>
            <PopularStays flow="booking" />
          </Suspense>
        </BlockErrorBoundary>
      </section>
    </>
  );
}
