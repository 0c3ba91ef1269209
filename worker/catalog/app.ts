/**
 * The embedded catalog: a Hono app that answers the upstream contract over D1 (DESIGN.md "The
 * upstream and the embedded default"). The upstream client (worker/upstream/client.ts) calls
 * `catalogApp.fetch(request, env, ctx)` in-process when UPSTREAM_API_URL is unset, so this app
 * speaks only the contract: JSON over the spec's HTTP paths (spec 000 §7, spec 001 §7), inputs
 * checked by the schemas in shared/contract, errors as `{ error, issues? }` with 400 (bad input),
 * 404 (unknown path or id), 405, 413 — never a stack trace.
 *
 * Routes:
 *   POST /offers.json                               offers.ts
 *   GET  /facets.json                               facets.ts
 *   GET  /autocomplete-geonames.json                autocomplete.ts
 *   GET  /recommendedAutocomplete.json              recommended-autocomplete.ts
 *   GET  /weekend/:id/detail.json                   weekend-detail.ts
 *   GET  /weekend/:id/packageCheckoutNights.json    checkout-nights.ts
 *   GET  /redeem/weekend/:id/packageCheckinPrices.json package-checkin-prices.ts
 *   GET  /weekend/:id/quote.json                    quote.ts
 *   GET  /weekend/:id/quote-realtime.json           quote-realtime.ts
 *   POST /carts.json, GET /carts/:id.json           cart.ts
 *   GET  /hotels/:hotelId/availabilities.json       availabilities.ts
 *   GET  /hotel/:id/reviews.json                    reviews.ts
 *   GET  /themes.json                               themes-list.ts
 *   GET  /search/availabilities.json                search-availabilities.ts
 *   GET  /suggestionLinks.json                      suggestion-links.ts
 *   GET  /cms/homepage, /cms/promoBars, /cms/box-block-serp, /cms/announcementBanner, /cms/giftBlock   cms.ts
 *   GET  /cms/menu                                  menu.ts
 *   GET  /cms/settings                              settings.ts
 *   GET  /boxes/search, /boxes/:code/product-detail boxes.ts; GET /boxes/:code/offers boxes-offers.ts
 *   GET  /hotel/:id/detail.json                     hotel-detail.ts
 *   GET  /product/:id/offers                        product-offers.ts
 *   GET  /product/:id/cancellation-offers.json      cancellation-offers.ts
 *   GET  /cms/staticContent, /cms/sitemap           content.ts; /ideas/{city,theme}/:id.json content-ideas.ts
 *   GET  /minisites/:slug.json, /minisites/:slug/offers.json   content-minisites.ts
 *   GET  /activity-only/weekend/:id/detail.json     activity-detail.ts; POST /search/activity-only.json activity-only.ts
 *   GET  /activities/:id/images.json                activity-images.ts
 *   GET  /single-voucher/:id/gift.json, /giftcard.json; POST /gift-carts.json, GET /gift-carts/:id.json   gift.ts, gift-cart.ts
 *   GET  /sub-elements/available-custom-sub-elements   gift.ts
 *   GET  /purchase/alma/eligibility                 alma-eligibility.ts
 *   GET  /weekend/:id/upsells.json                  upsells.ts
 *   POST /analytics/ga/collect/:pos                  analytics.ts (204, nothing stored)
 */
import { Hono } from "hono";
import { findContractRoute } from "../../shared/contract/routes";
import { handleAutocomplete } from "./autocomplete";
import { handleAvailabilities } from "./availabilities";
import { handlePackageCheckinPrices } from "./package-checkin-prices";
import { handleCmsAnnouncementBanner, handleCmsBoxBlockSerp, handleCmsGiftBlock, handleTargetedBanner, handleCmsHomepage, handleCmsPromoBars } from "./cms";
import { handleCheckoutNights } from "./checkout-nights";
import { handleCmsMenu } from "./menu";
import { handleSettings } from "./settings";
import type { CatalogEnv } from "./env";
import { handleFacets } from "./facets";
import { handleHotelDetail } from "./hotel-detail";
import { CatalogError, errorResponse, queryObject } from "./http";
import { handleOffers } from "./offers";
import { handleQuote } from "./quote";
import { handleQuoteRealtime } from "./quote-realtime";
import { handleCancellationOffers } from "./cancellation-offers";
import { handleCreateCart, handleGetCart, PriceChangedError } from "./cart";
import { handleRecommendedAutocomplete } from "./recommended-autocomplete";
import { handleReviews } from "./reviews";
import { handleSearchAvailabilities } from "./search-availabilities";
import { handleSuggestionLinks } from "./suggestion-links";
import { handleThemes } from "./themes-list";
import { handleWeekendDetail } from "./weekend-detail";
import { handleBoxDetail, handleBoxesSearch } from "./boxes";
import { handleBoxFacets, handleBoxFilteredOffers } from "./box-filtered-offers";
import { handleBoxOffers } from "./boxes-offers";
import { readyDatedIndex } from "./dated-index/store";
import type { Context } from "hono";
import { handleProductOffers } from "./product-offers";
import { handleSitemap, handleStaticContent } from "./content";
import { handleIdeasCity, handleIdeasTheme } from "./content-ideas";
import { handleMinisite, handleMinisiteOffers } from "./content-minisites";

/** `{id}.json` path parameter → id; undefined when the segment does not end in .json. */
const jsonId = (segment: string) => /^(.*)\.json$/.exec(segment)?.[1];
import { handleActivityDetail } from "./activity-detail";
import { handleActivityImages } from "./activity-images";
import { handleActivityOnly } from "./activity-only";
import { handleCustomSubElements, handleGiftcardOptions, handleSingleVoucherGift } from "./gift";
import { handleCreateGiftCart, handleGetGiftCart } from "./gift-cart";
import { handleAlmaEligibility } from "./alma-eligibility";
import { handleUpsells } from "./upsells";
import { handleAnalyticsCollect } from "./analytics";

/** The catalog app: `catalogApp.fetch(request, env, ctx)` answers one contract request. */
export const catalogApp = new Hono<CatalogEnv>();

/**
 * The dated index of the request's D1 (dated-index/store.ts), loading in the background of the
 * request's execution context when there is one; without one (a direct call), SQL only.
 * `timing()` is the answer's Server-Timing: `catalog;desc="dated-index"` when the index answered,
 * `catalog;desc="sql"` otherwise (no duration: workerd's clock stands still while code runs).
 */
function datedIndex(c: Context<CatalogEnv>) {
  let background: ((p: Promise<unknown>) => void) | undefined;
  try {
    const ctx = c.executionCtx;
    background = (p) => ctx.waitUntil(p);
  } catch {
    background = undefined; // Hono throws when the app was called without an execution context.
  }
  let used = false;
  return {
    index: () => {
      const index = readyDatedIndex(c.env.DB, background);
      used = index !== null;
      return index;
    },
    timing: () => `catalog;desc="${used ? "dated-index" : "sql"}"`,
  };
}

catalogApp.post("/offers.json", async (c) => {
  const dated = datedIndex(c);
  const body = await handleOffers(c.env.DB, c.req.raw, { index: dated.index });
  c.header("server-timing", dated.timing());
  return c.json(body);
});
catalogApp.get("/facets.json", async (c) => {
  const dated = datedIndex(c);
  const body = await handleFacets(c.env.DB, queryObject(c.req.url), { index: dated.index });
  c.header("server-timing", dated.timing());
  return c.json(body);
});
catalogApp.get("/autocomplete-geonames.json", async (c) => c.json(await handleAutocomplete(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/recommendedAutocomplete.json", async (c) => c.json(await handleRecommendedAutocomplete(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/weekend/:id/detail.json", async (c) => c.json(await handleWeekendDetail(c.env.DB, c.req.param("id"), queryObject(c.req.url), c.env)));
catalogApp.get("/redeem/weekend/:id/packageCheckinPrices.json", async (c) => c.json(await handlePackageCheckinPrices(c.env.DB, c.req.param("id"), queryObject(c.req.url))));
catalogApp.get("/redeem/weekend/packageCheckinPrices.json", async (c) => c.json(await handlePackageCheckinPrices(c.env.DB, "", queryObject(c.req.url))));
catalogApp.get("/weekend/:id/packageCheckoutNights.json", async (c) =>
  c.json(await handleCheckoutNights(c.env.DB, c.req.param("id"), queryObject(c.req.url))),
);
catalogApp.get("/weekend/:id/quote.json", async (c) => c.json(await handleQuote(c.env.DB, c.req.param("id"), queryObject(c.req.url))));
catalogApp.get("/weekend/:id/quote-realtime.json", async (c) => c.json(await handleQuoteRealtime(c.env.DB, c.req.param("id"), queryObject(c.req.url))));
catalogApp.post("/carts.json", async (c) => c.json(await handleCreateCart(c.env.DB, c.req.raw, c.env.PAYMENT_PROVIDER)));
catalogApp.get("/carts/:file", async (c) => {
  const m = /^(.*)\.json$/.exec(c.req.param("file"));
  if (!m) return errorResponse(404, "Unknown catalog path");
  return c.json(await handleGetCart(c.env.DB, m[1]!, queryObject(c.req.url), c.env.PAYMENT_PROVIDER));
});
catalogApp.get("/hotels/:hotelId/availabilities.json", async (c) =>
  c.json(await handleAvailabilities(c.env.DB, c.req.param("hotelId"), queryObject(c.req.url))),
);
catalogApp.get("/search/availabilities.json", async (c) => c.json(await handleSearchAvailabilities(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/suggestionLinks.json", async (c) => c.json(await handleSuggestionLinks(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/themes.json", async (c) => c.json(await handleThemes(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/hotel/:id/reviews.json", async (c) => c.json(await handleReviews(c.env.DB, c.req.param("id"), queryObject(c.req.url))));

catalogApp.post("/analytics/ga/collect/:pos", async (c) => {
  await handleAnalyticsCollect(c.req.param("pos"), c.req.raw);
  return c.body(null, 204);
});
catalogApp.get("/cms/homepage", async (c) => c.json(await handleCmsHomepage(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/cms/promoBars", async (c) => c.json(await handleCmsPromoBars(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/cms/box-block-serp", async (c) => c.json(await handleCmsBoxBlockSerp(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/cms/announcementBanner", async (c) => c.json(await handleCmsAnnouncementBanner(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/cms/giftBlock", async (c) => c.json(await handleCmsGiftBlock(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/content/targetedBanner.json", async (c) => c.json(await handleTargetedBanner(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/cms/menu", async (c) => c.json(await handleCmsMenu(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/cms/settings", async (c) => c.json(await handleSettings(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/boxes/search", async (c) => c.json(await handleBoxesSearch(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/boxes/:code/product-detail", async (c) => c.json(await handleBoxDetail(c.env.DB, c.req.param("code"), queryObject(c.req.url))));
catalogApp.get("/boxes/:code/offers", async (c) => c.json(await handleBoxOffers(c.env.DB, c.req.param("code"), queryObject(c.req.url))));
catalogApp.get("/box-offers/:code", async (c) => c.json(await handleBoxFilteredOffers(c.env.DB, c.req.param("code"), queryObject(c.req.url))));
catalogApp.get("/box-facets/:code", async (c) => c.json(await handleBoxFacets(c.env.DB, c.req.param("code"), queryObject(c.req.url))));
catalogApp.get("/hotel/:id/detail.json", async (c) => c.json(await handleHotelDetail(c.env.DB, c.req.param("id"), queryObject(c.req.url))));
catalogApp.get("/product/:id/offers", async (c) => c.json(await handleProductOffers(c.env.DB, c.req.param("id"), queryObject(c.req.url))));
catalogApp.get("/product/:id/cancellation-offers.json", async (c) => c.json(await handleCancellationOffers(c.env.DB, c.req.param("id"), queryObject(c.req.url))));
catalogApp.get("/cms/staticContent", async (c) => c.json(await handleStaticContent(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/cms/sitemap", async (c) => c.json(await handleSitemap(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/ideas/city/:file", async (c) => c.json(await handleIdeasCity(c.env.DB, jsonId(c.req.param("file")) ?? "", queryObject(c.req.url))));
catalogApp.get("/ideas/theme/:file", async (c) => c.json(await handleIdeasTheme(c.env.DB, jsonId(c.req.param("file")) ?? "", queryObject(c.req.url))));
catalogApp.get("/minisites/:slug/offers.json", async (c) => c.json(await handleMinisiteOffers(c.env.DB, c.req.param("slug"), queryObject(c.req.url))));
catalogApp.get("/minisites/:file", async (c) => c.json(await handleMinisite(c.env.DB, jsonId(c.req.param("file")) ?? "", queryObject(c.req.url))));
catalogApp.get("/activity-only/weekend/:id/detail.json", async (c) => c.json(await handleActivityDetail(c.env.DB, c.req.param("id"), queryObject(c.req.url))));
catalogApp.get("/activities/:id/images.json", async (c) => c.json(await handleActivityImages(c.env.DB, c.req.param("id"), queryObject(c.req.url))));
catalogApp.post("/search/activity-only.json", async (c) => c.json(await handleActivityOnly(c.env.DB, c.req.raw, { index: datedIndex(c).index })));
catalogApp.get("/single-voucher/:id/gift.json", async (c) => c.json(await handleSingleVoucherGift(c.env.DB, c.req.param("id"), queryObject(c.req.url), c.env)));
catalogApp.get("/giftcard.json", async (c) => c.json(await handleGiftcardOptions(c.env.DB, queryObject(c.req.url))));
catalogApp.get("/sub-elements/available-custom-sub-elements", async (c) => c.json(await handleCustomSubElements(c.env.DB, queryObject(c.req.url))));
catalogApp.post("/gift-carts.json", async (c) => c.json(await handleCreateGiftCart(c.env.DB, c.req.raw, c.env)));
catalogApp.get("/gift-carts/:file", async (c) => { const m = /^([^.]*)\.json$/.exec(c.req.param("file")); return m ? c.json(await handleGetGiftCart(c.env.DB, m[1]!, queryObject(c.req.url), c.env.PAYMENT_PROVIDER)) : errorResponse(404, "Unknown catalog path"); });
catalogApp.get("/purchase/alma/eligibility", (c) => c.json(handleAlmaEligibility(queryObject(c.req.url))));
catalogApp.get("/weekend/:id/upsells.json", async (c) => c.json(await handleUpsells(c.env.DB, c.req.param("id"), queryObject(c.req.url))));

catalogApp.notFound((c) => {
  const path = new URL(c.req.url).pathname;
  if (findContractRoute(path)) return errorResponse(405, `${c.req.method} is not allowed on ${path}`);
  return errorResponse(404, `Unknown catalog path ${path.slice(0, 100)}`);
});

catalogApp.onError((err, c) => {
  if (err instanceof CatalogError) return errorResponse(err.status, err.message, err.issues);
  if (err instanceof PriceChangedError) {
    return new Response(JSON.stringify({ error: err.message, code: "PRICE_CHANGED", expected: err.expected, current: err.current }), {
      status: 409,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
  }
  console.error("catalog error", c.req.method, new URL(c.req.url).pathname, err instanceof Error ? err.message : String(err));
  return errorResponse(500, "Catalog error");
});
