/**
 * The upstream contract's endpoints in one table (spec 000 §7, spec 001 §7): method, path (after
 * the API base, e.g. `/weekend/123/detail.json`) and the schema every 2xx answer must match.
 *
 * Read by the worker only: `/api` forwards just these paths (worker/routes/api.ts), the upstream
 * client checks answers against `response` before they are cached or served
 * (worker/upstream/client.ts), and the embedded catalog tells 405 from 404 with it
 * (worker/catalog/app.ts). The browser trusts its own worker and imports only the types, so the
 * schemas stay out of the page's JavaScript (docs/decisions/013).
 */
import type * as v from "valibot";
import { AutocompleteResponseSchema } from "./autocomplete-geonames";
import { AnnouncementBannersResponseSchema, BoxBlockSerpResponseSchema, GiftBlockResponseSchema, HomepageResponseSchema, PromoBarsResponseSchema, TargetedBannerResponseSchema } from "./cms";
import { FacetsResponseSchema } from "./facets";
import { PackageCheckinPricesResponseSchema } from "./package-checkin-prices";
import { MenuResponseSchema } from "./menu";
import { ShopSettingsSchema } from "./settings";
import { AvailabilitiesResponseSchema } from "./hotel-availabilities";
import { HotelDetailResponseSchema } from "./hotel-detail";
import { ReviewsResponseSchema } from "./hotel-reviews";
import { OffersResponseSchema } from "./offers";
import { CheckoutNightsResponseSchema } from "./package-checkout-nights";
import { RecommendedAutocompleteResponseSchema } from "./recommended-autocomplete";
import { SearchAvailabilitiesResponseSchema } from "./search-availabilities";
import { SuggestionLinksResponseSchema } from "./suggestion-links";
import { ThemesResponseSchema } from "./themes";
import { WeekendDetailResponseSchema } from "./weekend-detail";
import { QuoteResponseSchema } from "./weekend-quote";
import { QuoteRealtimeResponseSchema } from "./weekend-quote-realtime";
import { CartSchema } from "./cart";
import { ProductOffersResponseSchema } from "./product-offers";
import { CancellationOffersResponseSchema } from "./cancellation-offers";
import { BoxFacetsResponseSchema, BoxFilteredOffersResponseSchema } from "./box-filtered-offers";
import { BoxesSearchResponseSchema, BoxOffersResponseSchema, BoxSchema } from "./boxes";
import { IdeasPageSchema, MinisiteOffersSchema, MinisiteSchema, SitemapEntriesSchema, StaticContentSchema } from "../content-contract";
import { ActivityDetailResponseSchema } from "./activity-detail";
import { ActivityImagesResponseSchema } from "./activity-images";
import { ActivityOnlyResponseSchema } from "./activity-only";
import { AlmaEligibilityResponseSchema } from "./alma-eligibility";
import { UpsellsResponseSchema } from "./upsells";
import { CustomSubElementsResponseSchema, GiftcardOptionsSchema, GiftCartSchema, SingleVoucherGiftSchema } from "./gift";

export interface ContractRoute {
  method: "GET" | "POST";
  /** Regular expression over the path without query, e.g. /^\/offers\.json$/. */
  path: RegExp;
  /** Schema of a 2xx answer's JSON body. */
  response: v.GenericSchema;
  /** false: never stored nor served from the cache (real-time quotes, carts). Default: cached. */
  cache?: false;
}

export const CONTRACT_ROUTES: readonly ContractRoute[] = [
  { method: "POST", path: /^\/offers\.json$/, response: OffersResponseSchema },
  { method: "GET", path: /^\/facets\.json$/, response: FacetsResponseSchema },
  { method: "GET", path: /^\/autocomplete-geonames\.json$/, response: AutocompleteResponseSchema },
  { method: "GET", path: /^\/recommendedAutocomplete\.json$/, response: RecommendedAutocompleteResponseSchema },
  { method: "GET", path: /^\/weekend\/[^/]+\/detail\.json$/, response: WeekendDetailResponseSchema },
  { method: "GET", path: /^\/weekend\/[^/]+\/packageCheckoutNights\.json$/, response: CheckoutNightsResponseSchema },
  { method: "GET", path: /^\/weekend\/[^/]+\/quote\.json$/, response: QuoteResponseSchema },
  { method: "GET", path: /^\/hotels\/[^/]+\/availabilities\.json$/, response: AvailabilitiesResponseSchema },
  { method: "GET", path: /^\/redeem\/weekend\/(?:[^/]+\/)?packageCheckinPrices\.json$/, response: PackageCheckinPricesResponseSchema },
  { method: "GET", path: /^\/hotel\/[^/]+\/reviews\.json$/, response: ReviewsResponseSchema },
  { method: "GET", path: /^\/themes\.json$/, response: ThemesResponseSchema },
  { method: "GET", path: /^\/search\/availabilities\.json$/, response: SearchAvailabilitiesResponseSchema },
  { method: "GET", path: /^\/cms\/homepage$/, response: HomepageResponseSchema },
  { method: "GET", path: /^\/cms\/promoBars$/, response: PromoBarsResponseSchema },
  { method: "GET", path: /^\/cms\/box-block-serp$/, response: BoxBlockSerpResponseSchema },
  { method: "GET", path: /^\/cms\/announcementBanner$/, response: AnnouncementBannersResponseSchema },
  { method: "GET", path: /^\/cms\/giftBlock$/, response: GiftBlockResponseSchema },
  { method: "GET", path: /^\/content\/targetedBanner\.json$/, response: TargetedBannerResponseSchema },
  { method: "GET", path: /^\/weekend\/[^/]+\/quote-realtime\.json$/, response: QuoteRealtimeResponseSchema, cache: false },
  { method: "POST", path: /^\/carts\.json$/, response: CartSchema, cache: false },
  { method: "GET", path: /^\/carts\/[^/]+\.json$/, response: CartSchema, cache: false },
  { method: "GET", path: /^\/cms\/menu$/, response: MenuResponseSchema },
  { method: "GET", path: /^\/cms\/settings$/, response: ShopSettingsSchema },
  { method: "GET", path: /^\/suggestionLinks\.json$/, response: SuggestionLinksResponseSchema },
  { method: "GET", path: /^\/boxes\/search$/, response: BoxesSearchResponseSchema },
  { method: "GET", path: /^\/boxes\/[^/]+\/product-detail$/, response: BoxSchema },
  { method: "GET", path: /^\/boxes\/[^/]+\/offers$/, response: BoxOffersResponseSchema },
  { method: "GET", path: /^\/box-offers\/[^/]+$/, response: BoxFilteredOffersResponseSchema },
  { method: "GET", path: /^\/box-facets\/[^/]+$/, response: BoxFacetsResponseSchema },
  { method: "GET", path: /^\/hotel\/[^/]+\/detail\.json$/, response: HotelDetailResponseSchema },
  { method: "GET", path: /^\/product\/[^/]+\/offers$/, response: ProductOffersResponseSchema },
  { method: "GET", path: /^\/product\/[^/]+\/cancellation-offers\.json$/, response: CancellationOffersResponseSchema },
  // Content calls (shared/content-contract.ts, docs/decisions/035).
  { method: "GET", path: /^\/cms\/staticContent$/, response: StaticContentSchema },
  { method: "GET", path: /^\/cms\/sitemap$/, response: SitemapEntriesSchema },
  { method: "GET", path: /^\/ideas\/(city|theme)\/[^/]+\.json$/, response: IdeasPageSchema },
  { method: "GET", path: /^\/minisites\/[^/]+\.json$/, response: MinisiteSchema },
  { method: "GET", path: /^\/minisites\/[^/]+\/offers\.json$/, response: MinisiteOffersSchema },
  { method: "GET", path: /^\/activity-only\/weekend\/[^/]+\/detail\.json$/, response: ActivityDetailResponseSchema },
  { method: "GET", path: /^\/activities\/[^/]+\/images\.json$/, response: ActivityImagesResponseSchema },
  { method: "POST", path: /^\/search\/activity-only\.json$/, response: ActivityOnlyResponseSchema },
  { method: "GET", path: /^\/single-voucher\/[^/]+\/gift\.json$/, response: SingleVoucherGiftSchema },
  { method: "GET", path: /^\/giftcard\.json$/, response: GiftcardOptionsSchema },
  { method: "GET", path: /^\/sub-elements\/available-custom-sub-elements$/, response: CustomSubElementsResponseSchema },
  { method: "POST", path: /^\/gift-carts\.json$/, response: GiftCartSchema, cache: false },
  { method: "GET", path: /^\/gift-carts\/[^/]+\.json$/, response: GiftCartSchema, cache: false },
  // Depends on today (days to arrival) and costs nothing to compute: never cached.
  { method: "GET", path: /^\/purchase\/alma\/eligibility$/, response: AlmaEligibilityResponseSchema, cache: false },
  { method: "GET", path: /^\/weekend\/[^/]+\/upsells\.json$/, response: UpsellsResponseSchema },
];

/** The contract route whose path matches `path` (no query), or undefined. */
export function findContractRoute(path: string): ContractRoute | undefined {
  return CONTRACT_ROUTES.find((r) => r.path.test(path));
}
