/**
 * The upstream contract as the specifications write it (issue 26 "The upstream contract";
 * spec 000 §7, spec 001 §7 call table; decisions 070, 073).
 *
 * `UPSTREAM_API_URL` must be able to point at the real upstream, so what the storefront sends
 * upstream is checked against the spec's tables, call by call:
 * - **sent**: each call is made the way the storefront makes it (the browser's request builders
 *   from client/, through the worker's `/api`; and the server-rendered pages' loaders), with the
 *   upstream pointed at a fake (tests/workers/fake-upstream.ts) that records every request; the
 *   recorded path, method and parameters must match the row of `SPEC_CALLS` (transcribed from the
 *   spec, with the section and line each row comes from);
 * - **answered**: the same recorded requests are replayed against the embedded catalog (the
 *   `catalogApp` that answers when UPSTREAM_API_URL is empty) and each answer must be a 2xx that
 *   passes the call's valibot schema in shared/contract/ (routes.ts CONTRACT_ROUTES).
 */
import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiFetch } from "#shared/api-fetch";
import { findContractRoute } from "#shared/contract/routes";
import type { AvailabilitiesResponse } from "#shared/contract/hotel-availabilities";
import type { OffersResponse } from "#shared/contract/offers";
import { parseCriteria, type Flow, type SearchCriteria } from "#shared/criteria";
import { catalogApp } from "../../worker/catalog/app";
import { fetchOffers } from "../../client/features/search/api/offers";
import { hotelPackagesQueryOptions } from "../../client/features/search/offers-drawer/hotel-packages-query";
import { checkoutNightsOptions, stayAvailabilityOptions } from "../../client/features/product/api/booking";
import { hotelAvailabilitiesPath } from "../../client/features/hotel/components/hotel-search-bar";
import { customSubElementsQueryOptions } from "../../client/features/gifting/api/gift";
import { beneficiaryCallPaths, giftKindOf } from "../../client/features/account/beneficiary-calls";
import { inDays } from "../../worker/catalog/test-helpers";
import { callWorker, fakeUpstream, type FakeUpstream, type UpstreamRequest } from "./fake-upstream";

/** What a parameter must be: a fixed value (compared as a string), or only present. */
type Expected = string | number | boolean | "present";

/** One row of a spec's call table, as the upstream must receive it. */
interface SpecCall {
  /** Where the row is: spec file, section and line. */
  source: string;
  method: "GET" | "POST";
  /** The path after the API base (ids as digits). */
  path: RegExp;
  /** Query (GET) or JSON body (POST) parameters the row names, with their value when it gives one. */
  params: Record<string, Expected>;
}

/** Transcribed from the specifications (/work/shared/spec/000_*.txt, 001_*.txt). */
const SPEC_CALLS = {
  offersList: {
    source: "spec 000 §7 line 121: POST {api}/offers.json: adult, baby, child, checkin, night, hotelId, locale, orderBy priceQuality or priceAsc, number of packages per hotel, search provider, type offer or gift, performMapSearch true, performGiftableSearch; numberOfPackagesPerHotel 1 and an image count",
    method: "POST",
    path: /^\/offers\.json$/,
    params: { adult: "present", child: "present", baby: "present", locale: "present", orderBy: "present", numberOfPackagesPerHotel: 1, searchProvider: "present", imageCount: "present", type: "present", performMapSearch: true, performGiftableSearch: "present" },
  },
  hotelPackages: {
    source: "spec 000 §7 line 128 (hotel drawer: search criteria, hotelId, orderBy priceAsc, packages per hotel; type gift in gifting); spec 001 §7 line 166 (adult, baby, child, checkin, night, hotelId, locale, orderBy priceAsc, packages per hotel, search provider, type gift for gifting)",
    method: "POST",
    path: /^\/offers\.json$/,
    params: { adult: "present", child: "present", baby: "present", hotelId: "present", locale: "present", orderBy: "priceAsc", numberOfPackagesPerHotel: "present", searchProvider: "present", type: "present" },
  },
  hotelAvailabilities: {
    source: "spec 000 §7 line 126 (locale, month, length (12)); spec 001 §7 line 159 (locale, month, length 12)",
    method: "GET",
    path: /^\/hotels\/\d+\/availabilities\.json$/,
    params: { locale: "present", month: "present", length: 12 },
  },
  checkoutNights: {
    source: "spec 000 §7 line 125 (checkin, adult, child, baby, locale, multiOffer=true, client=msite, minisite (or length)); spec 001 §7 line 158 (length, checkin, locale, multiOffer true, client msite)",
    method: "GET",
    path: /^\/weekend\/\d+\/packageCheckoutNights\.json$/,
    params: { checkin: "present", adult: "present", child: "present", baby: "present", locale: "present", multiOffer: true, client: "msite" },
  },
  targetedBanner: {
    source: "spec 001 §7 line 156: GET /content/targetedBanner.json | none",
    method: "GET",
    path: /^\/content\/targetedBanner\.json$/,
    params: {},
  },
  activityImages: {
    source: "spec 001 §7 line 154: GET {api}/activities/{id}/images.json | locale | images",
    method: "GET",
    path: /^\/activities\/\d+\/images\.json$/,
    params: { locale: "present" },
  },
  customSubElements: {
    source: "spec 001 §7 line 169: GET {front gateway}/sub-elements/available-custom-sub-elements | locale | only for physical format",
    method: "GET",
    path: /^\/sub-elements\/available-custom-sub-elements$/,
    params: { locale: "present" },
  },
  beneficiaryBoxes: {
    source: "spec 001 §7 line 151: GET {origin}/beneficiary/boxes/offers, /facets | checkinDate",
    method: "GET",
    path: /^\/beneficiary\/boxes\/(offers|facets)$/,
    params: { checkinDate: "present" },
  },
  beneficiarySingleVouchers: {
    source: "spec 001 §7 line 152: GET {origin}/beneficiary/single-vouchers/offers, /facets | checkinDate, hotelId, numberOfPackagesPerHotel 20, matchOfferRangePriceWithGiftAmount false, selectivePublicationAffiliateId",
    method: "GET",
    path: /^\/beneficiary\/single-vouchers\/(offers|facets)$/,
    params: { checkinDate: "present", hotelId: "present", numberOfPackagesPerHotel: 20, matchOfferRangePriceWithGiftAmount: false },
  },
} satisfies Record<string, SpecCall>;

/** Checks one recorded request against its spec row; returns the request. */
function expectSpecCall(call: SpecCall, request: UpstreamRequest | undefined, extra: Record<string, Expected> = {}): UpstreamRequest {
  expect(request, call.source).toBeDefined();
  const r = request!;
  expect(r.method, call.source).toBe(call.method);
  expect(r.path, call.source).toMatch(call.path);
  const sent = (call.method === "GET" ? r.query : (r.body as Record<string, unknown>)) ?? {};
  for (const [name, want] of Object.entries({ ...call.params, ...extra })) {
    expect(sent[name], `${name} (${call.source})`).toBeDefined();
    if (want !== "present") expect(String(sent[name]), `${name} (${call.source})`).toBe(String(want));
  }
  return r;
}

/** The browser's fetch of `/api/...` on the `host` market, through the worker, with the upstream at `fake`. */
function browserApi(fake: FakeUpstream, host = "fr.localhost"): ApiFetch {
  return async (path, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const { res, text } = await callWorker(`http://${host}${path}`, fake, {}, { ...init, headers });
    return new Response(text, { status: res.status, headers: res.headers });
  };
}

/** The requests `fake` received while `run` ran. */
async function sentDuring(fake: FakeUpstream, run: () => Promise<unknown>): Promise<UpstreamRequest[]> {
  const before = fake.requests.length;
  await run();
  return fake.requests.slice(before);
}

/** Replays a recorded request against the embedded catalog and checks the answer with the call's schema. */
async function answeredByCatalog(r: UpstreamRequest): Promise<unknown> {
  const route = findContractRoute(r.path);
  expect(route, `${r.method} ${r.path} is a contract route`).toBeDefined();
  expect(route!.method).toBe(r.method);
  const ctx = createExecutionContext();
  const res = await catalogApp.fetch(
    new Request(`https://catalog.internal${r.path}?${new URLSearchParams(r.query)}`, {
      method: r.method,
      headers: r.method === "POST" ? { "content-type": "application/json" } : {},
      body: r.method === "POST" ? JSON.stringify(r.body) : undefined,
    }),
    env as never,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  expect(res.status, `${r.method} ${r.path}: ${text.slice(0, 300)}`).toBe(200);
  const parsed = v.safeParse(route!.response, JSON.parse(text));
  expect(parsed.success, `${r.method} ${r.path} answer matches its schema: ${JSON.stringify(parsed.issues?.slice(0, 3))}`).toBe(true);
  return parsed.output;
}

const LYON = parseCriteria("city=2996944&label=Lyon&a=2");
let fake: FakeUpstream;
let hotel: { id: number; packageId: number };

beforeAll(async () => {
  fake = fakeUpstream();
  const list = await fetchOffers(browserApi(fake), LYON, "booking", 0);
  const first = list.exactMatch[0]!;
  hotel = { id: first.id, packageId: first.mainPackage.id };
});

describe("offers list: POST offers.json (spec 000 §7)", () => {
  for (const flow of ["booking", "gifting"] as Flow[]) {
    it(`${flow}: locale, search provider, image count, performMapSearch true, type ${flow === "gifting" ? "gift" : "offer"}; the catalog answers with pins`, async () => {
      const criteria: SearchCriteria = flow === "booking" ? { ...LYON, checkin: inDays(20), checkout: inDays(22) } : LYON;
      const [r] = await sentDuring(fake, () => fetchOffers(browserApi(fake), criteria, flow, 0));
      expectSpecCall(SPEC_CALLS.offersList, r, {
        type: flow === "gifting" ? "gift" : "offer",
        locale: "fr_FR",
        ...(flow === "booking" ? { checkin: criteria.checkin!, night: 2 } : {}),
      });
      const answer = (await answeredByCatalog(r!)) as OffersResponse;
      expect(answer.mapResults?.length).toBe(answer.searchDetails.totalCount);
    });
  }

  it("the server-rendered results page sends the same body upstream (the loader's call)", async () => {
    const page = fakeUpstream();
    const { res } = await callWorker("http://fr.localhost/search/lyon-c2996944", page);
    expect(res.status).toBe(200);
    const list = page.requests.find((r) => r.path === "/offers.json" && (r.body as { performGiftableSearch?: boolean }).performGiftableSearch === false && !(r.body as { hotelId?: number }).hotelId);
    expectSpecCall(SPEC_CALLS.offersList, list, { locale: "fr_FR", type: "offer" });
  });
});

describe("hotel offers drawer: POST offers.json with hotelId (spec 000 §7, spec 001 §7 hotel packages)", () => {
  for (const flow of ["booking", "gifting"] as Flow[]) {
    it(`${flow}: hotelId, orderBy priceAsc, packages per hotel${flow === "gifting" ? ", type gift" : ""}; the catalog answers the hotel's packages cheapest first`, async () => {
      const options = hotelPackagesQueryOptions(browserApi(fake), "fr_FR", hotel.id, LYON, flow);
      let offers: Record<string, unknown> = {};
      const [r] = await sentDuring(fake, async () => (offers = await (options.queryFn as () => Promise<Record<string, unknown>>)()));
      const sent = expectSpecCall(SPEC_CALLS.hotelPackages, r, { hotelId: hotel.id, type: flow === "gifting" ? "gift" : "offer" });
      expect((sent.body as { numberOfPackagesPerHotel: number }).numberOfPackagesPerHotel).toBeGreaterThan(1);
      expect(Object.keys(offers).length).toBeGreaterThan(0);
      const answer = (await answeredByCatalog(r!)) as OffersResponse;
      expect(answer.exactMatch.map((h) => h.id)).toEqual([hotel.id]);
      const prices = [answer.exactMatch[0]!.mainPackage, ...answer.exactMatch[0]!.otherPackages].map((p) => p.sellPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  }
});

describe("hotel availabilities: 12 months with locale (spec 000 §7, spec 001 §7)", () => {
  it("the stay page's calendar and the hotel page's each ask 12 months from a month, with locale; the catalog answers 12 months", async () => {
    const month = inDays(0).slice(0, 7);
    const api = browserApi(fake);
    const stay = stayAvailabilityOptions(api, "fr_FR", hotel.id, hotel.packageId, { a: 2, c: 0, b: 0 }, month);
    const [r1] = await sentDuring(fake, () => (stay.queryFn as () => Promise<unknown>)());
    expectSpecCall(SPEC_CALLS.hotelAvailabilities, r1, { locale: "fr_FR", month });
    const [r2] = await sentDuring(fake, () => api(hotelAvailabilitiesPath("fr_FR", hotel.id, month, { a: 2, c: 0, b: 0 })));
    expectSpecCall(SPEC_CALLS.hotelAvailabilities, r2, { locale: "fr_FR", month });
    const answer = (await answeredByCatalog(r1!)) as AvailabilitiesResponse;
    expect(answer.requestedMonths).toHaveLength(12);
    expect(answer.requestedMonths[0]).toBe(month);
    await answeredByCatalog(r2!);
  });
});

describe("packageCheckoutNights: locale and client=msite (spec 000 §7, spec 001 §7)", () => {
  it("the stay page's calendar asks checkin, party, locale, multiOffer true, client msite; the catalog answers night counts", async () => {
    const api = browserApi(fake);
    const month = inDays(0).slice(0, 7);
    const days = (await (stayAvailabilityOptions(api, "fr_FR", hotel.id, hotel.packageId, { a: 2, c: 0, b: 0 }, month).queryFn as () => Promise<AvailabilitiesResponse>)()).days;
    const checkin = Object.keys(days).sort()[0]!;
    const options = checkoutNightsOptions(api, "fr_FR", hotel.packageId, { a: 2, c: 0, b: 0 }, checkin);
    const [r] = await sentDuring(fake, () => (options.queryFn as () => Promise<unknown>)());
    expectSpecCall(SPEC_CALLS.checkoutNights, r, { checkin, locale: "fr_FR" });
    const nights = (await answeredByCatalog(r!)) as number[];
    expect(nights.length).toBeGreaterThan(0);
  });
});

describe("targeted banner: GET /content/targetedBanner.json (spec 001 §7, decision 070)", () => {
  it("the server-rendered results page asks it with no payload of its own; the catalog answers it", async () => {
    const page = fakeUpstream();
    await callWorker("http://fr.localhost/search/lyon-c2996944", page);
    const r = expectSpecCall(SPEC_CALLS.targetedBanner, page.requests.find((x) => x.path === "/content/targetedBanner.json"));
    await answeredByCatalog(r);
  });
});

describe("activity images: GET activities/{id}/images.json (spec 001 §7)", () => {
  it("the server-rendered activity page asks it with locale; the catalog answers the detail's pictures; a stay package is 404", async () => {
    const row = await env.DB.prepare("SELECT id FROM packages WHERE item_category = 'activity' AND published = 1 ORDER BY id LIMIT 1").first<{ id: number }>();
    // The upstream's images.json names one picture here: the gallery shows that answer, not the detail's five.
    const page = fakeUpstream("ok", (path, body) => (path.endsWith("/images.json") ? { ...(body as object), images: (body as { images: unknown[] }).images.slice(0, 1) } : body));
    const { res, text } = await callWorker(`http://fr.localhost/activity/${row!.id}`, page);
    expect(res.status).toBe(200);
    const r = expectSpecCall(SPEC_CALLS.activityImages, page.requests.find((x) => x.path.startsWith("/activities/")), { locale: "fr_FR" });
    expect(r.path).toBe(`/activities/${row!.id}/images.json`);
    const answer = (await answeredByCatalog(r)) as { images: { url: string }[] };
    const detail = await answeredByCatalog({ method: "GET", path: `/activity-only/weekend/${row!.id}/detail.json`, query: { locale: "fr_FR" }, body: undefined });
    expect(answer.images.map((i) => i.url)).toEqual((detail as { images: string[] }).images);
    expect(answer.images.length).toBeGreaterThan(1);
    expect(text).toMatch(/data-testid="hotel-gallery" data-layout="single"/);
    const stay = await callWorker(`http://fr.localhost/api/activities/${hotel.packageId}/images.json`, null);
    expect(stay.res.status).toBe(404);
    expect((await callWorker("http://fr.localhost/api/activities/abc/images.json", null)).res.status).toBe(400);
  });
});

describe("custom sub-elements: GET sub-elements/available-custom-sub-elements (spec 001 §7)", () => {
  it("the format picker's call sends locale; the catalog answers the sleeves, the standard one at 0 first, as the gift answer lists them", async () => {
    const options = customSubElementsQueryOptions(browserApi(fake), "fr_FR");
    const [r] = await sentDuring(fake, () => (options.queryFn as () => Promise<unknown>)());
    expectSpecCall(SPEC_CALLS.customSubElements, r, { locale: "fr_FR" });
    const answer = (await answeredByCatalog(r!)) as { subElements: { id: number; price: number }[] };
    expect(answer.subElements.length).toBeGreaterThan(1);
    expect(answer.subElements.find((e) => e.id === 0)?.price).toBe(0);
    const gift = await answeredByCatalog({ method: "GET", path: "/giftcard.json", query: { locale: "fr_FR" }, body: undefined });
    expect(answer.subElements).toEqual((gift as { subElements: unknown[] }).subElements);
  });
});

describe("a gift recipient's offers and facets at the spec's paths (spec 001 §7; decision 054)", () => {
  async function signIn(code: string, kind: "box" | "single_voucher"): Promise<string> {
    await env.DB.prepare("INSERT OR REPLACE INTO beneficiary_codes (code, kind, box_position, value_cents, nights, expires_on) VALUES (?1, ?2, ?3, ?4, ?5, '2099-12-31')")
      .bind(code, kind, kind === "box" ? 0 : null, kind === "box" ? null : 40000, kind === "box" ? null : 1)
      .run();
    const res = await SELF.fetch("http://fr.localhost/api/account/beneficiary/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://fr.localhost", "cf-connecting-ip": `198.51.103.${kind === "box" ? 1 : 2}` },
      body: JSON.stringify({ code }),
    });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().map((h) => h.split(";")[0]).join("; ");
  }

  for (const kind of ["box", "single_voucher"] as const) {
    it(`${kind}: the page's two calls carry the row's parameters and answer offers, then facets`, async () => {
      const cookie = await signIn(kind === "box" ? "TEST-073-BOX" : "TEST-073-SV", kind);
      expect(giftKindOf(cookie)).toBe(kind);
      const row = kind === "box" ? SPEC_CALLS.beneficiaryBoxes : SPEC_CALLS.beneficiarySingleVouchers;
      const day = inDays(30);
      const first = beneficiaryCallPaths(kind, { page: 0 });
      const firstAnswer = (await (await SELF.fetch(`http://fr.localhost/api/account${first.offers}`, { headers: { cookie } })).json()) as { offers: { hotel: { id: number } }[] };
      const hotelId = firstAnswer.offers[0]!.hotel.id;
      const paths = beneficiaryCallPaths(kind, { page: 0, checkinDate: day, hotelId });
      for (const [part, path] of Object.entries(paths)) {
        const url = new URL(path, "http://fr.localhost");
        expectSpecCall(row, { method: "GET", path: url.pathname, query: Object.fromEntries(url.searchParams), body: undefined }, { checkinDate: day });
        expect(url.pathname.endsWith(`/${part}`)).toBe(true);
        const res = await SELF.fetch(`http://fr.localhost/api/account${path}`, { headers: { cookie } });
        expect(res.status, path).toBe(200);
        const body = (await res.json()) as Record<string, unknown>;
        expect(body.kind).toBe(kind);
        expect(part === "offers" ? Array.isArray(body.offers) : typeof body.facets === "object").toBe(true);
      }
    });
  }
});
