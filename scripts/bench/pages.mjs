/**
 * The page types the bench measures: one line each (a new page type joins here and nowhere else).
 *   name    page type; JS budgets (budgets.mjs) are keyed by it
 *   market  point of sale shown (for the tables)
 *   host    sent as Host (Node) or loaded directly (Chromium resolves *.localhost); ":PORT" is added
 *   path    path and query; `{firstStay:CITY_ID}` becomes the id of the first card of that city's
 *           search (POST /api/offers.json on the same host), `{firstHotel:CITY_ID}` that card's
 *           hotel id, `{firstActivity}` the first activity of the activity-only search, see resolve-paths.mjs
 *   load    true: requests/s and p50/p99 under load beside the static floor (server section, soak)
 *   ttfb    true: time to first byte of the streamed shell versus total time
 *   cookie  sent with every browser request of the page (Lighthouse, JS weight, warm-up): the
 *           Belgian pages fix their language with the lastLanguage cookie, since `?lang=`
 *           answers 303 to the clean URL (issue 13 item 17); the gift rows pin an experiment
 *           variant with `exp` (a new visitor's is drawn at random)
 * Lighthouse and the JS weight run on every line.
 */
export const PAGES = [
  { name: "home", market: "fr_FR", host: "fr.localhost", path: "/", ttfb: true },
  { name: "search", market: "fr_FR", host: "fr.localhost", path: "/search/lyon-c2996944", load: true, ttfb: true },
  { name: "product", market: "fr_FR", host: "fr.localhost", path: "/stay/{firstStay:2996944}", load: true },
  { name: "home", market: "nl_BE", host: "be.localhost", path: "/", cookie: "lastLanguage=nl_BE" },
  { name: "search", market: "fr_FR gifting", host: "fr.localhost", path: "/search/lyon-c2996944?flow=gifting" },
  { name: "search", market: "fr_FR hotel", host: "fr.localhost", path: "/search/lyon-c2996944?flow=hotel" },
  { name: "search", market: "fr_FR activity", host: "fr.localhost", path: "/activities" },
  { name: "search", market: "nl_BE", host: "be.localhost", path: "/search/brugge-c2800931", cookie: "lastLanguage=nl_BE" },
  { name: "product", market: "nl_BE", host: "be.localhost", path: "/stay/{firstStay:2800931}", cookie: "lastLanguage=nl_BE" },
  { name: "hotel", market: "fr_FR", host: "fr.localhost", path: "/hotel/{firstHotel:2996944}" },
  { name: "boxes", market: "fr_FR", host: "fr.localhost", path: "/boxes" },
  { name: "contact", market: "fr_FR", host: "fr.localhost", path: "/contact" },
  { name: "ideas", market: "fr_FR", host: "fr.localhost", path: "/ville/lyon-2996944" },
  { name: "minisite", market: "nl_NL", host: "nl.localhost", path: "/partner/ledenvoordeel-fietsbond" },
  { name: "signin", market: "fr_FR", host: "fr.localhost", path: "/account/signin?origin=%2Fsearch" },
  { name: "activity", market: "fr_FR", host: "fr.localhost", path: "/activity/{firstActivity}" },
  // The gift page's setup loads at once for the three-price experiment's visitors (decision 052): both variants, pinned.
  { name: "gift", market: "fr_FR", host: "fr.localhost", path: "/gift/{firstStay:2996944}", cookie: "exp=threePriceVoucher:control" },
  { name: "gift", market: "fr_FR threePrices", host: "fr.localhost", path: "/gift/{firstStay:2996944}", cookie: "exp=threePriceVoucher:threePrices" },
  { name: "giftcard", market: "fr_FR", host: "fr.localhost", path: "/giftcard/customization" },
  { name: "splash", market: "BE", host: "be.localhost", path: "/" },
  // Issue 28 goal 5 asks every page type in fr_FR and nl_BE: the other page types in nl_BE.
  { name: "hotel", market: "nl_BE", host: "be.localhost", path: "/hotel/{firstHotel:2800931}", cookie: "lastLanguage=nl_BE" },
  { name: "boxes", market: "nl_BE", host: "be.localhost", path: "/boxes", cookie: "lastLanguage=nl_BE" },
  { name: "contact", market: "nl_BE", host: "be.localhost", path: "/contact", cookie: "lastLanguage=nl_BE" },
  { name: "ideas", market: "nl_BE", host: "be.localhost", path: "/stad/brugge-2800931", cookie: "lastLanguage=nl_BE" },
  { name: "signin", market: "nl_BE", host: "be.localhost", path: "/account/signin?origin=%2Fsearch", cookie: "lastLanguage=nl_BE" },
  { name: "activity", market: "nl_BE", host: "be.localhost", path: "/activity/{firstActivity}", cookie: "lastLanguage=nl_BE" },
  { name: "gift", market: "nl_BE", host: "be.localhost", path: "/gift/{firstStay:2800931}", cookie: "lastLanguage=nl_BE; exp=threePriceVoucher:control" },
  { name: "giftcard", market: "nl_BE", host: "be.localhost", path: "/giftcard/customization", cookie: "lastLanguage=nl_BE" },
];
