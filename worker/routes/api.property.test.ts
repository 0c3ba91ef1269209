/**
 * Property tests of the API boundary through the whole worker (issue 3 "Resilience and security"
 * §1; worker/routes/api.ts over the embedded catalog): arbitrary JSON bodies to POST
 * /api/offers.json and arbitrary query strings and id segments to every GET endpoint, generated
 * from the valibot contract schemas (tests/workers/contract-arbitraries.ts), never give a 5xx;
 * every answer is JSON with an `error` string whenever it is not a 2xx.
 */
import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AutocompleteQuerySchema } from "#shared/contract/autocomplete-geonames";
import { FacetsQuerySchema } from "#shared/contract/facets";
import { AvailabilitiesQuerySchema } from "#shared/contract/hotel-availabilities";
import { ReviewsQuerySchema } from "#shared/contract/hotel-reviews";
import { OffersRequestSchema } from "#shared/contract/offers";
import { CheckoutNightsQuerySchema } from "#shared/contract/package-checkout-nights";
import { RecommendedAutocompleteQuerySchema } from "#shared/contract/recommended-autocomplete";
import { ThemesQuerySchema } from "#shared/contract/themes";
import { WeekendDetailQuerySchema } from "#shared/contract/weekend-detail";
import { QuoteQuerySchema } from "#shared/contract/weekend-quote";
import { DEFAULT_CRITERIA, type SearchCriteria } from "#shared/criteria";
import { facetsQuery, offersBody } from "#shared/search-request";
import { fromSchema, idSegment, queryFromSchema } from "../../tests/workers/contract-arbitraries";

const HOSTS = ["fr.localhost", "es.localhost", "it.localhost", "nl.localhost"];

/** Sends one request; returns a description of what is wrong with the answer, or null. */
async function problemWith(url: string, init?: RequestInit): Promise<string | null> {
  const res = await SELF.fetch(url, init);
  const text = await res.text();
  if (res.status >= 500) return `${res.status} ${text.slice(0, 200)}`;
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) return `content-type ${res.headers.get("content-type")}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "body is not JSON";
  }
  if (!res.ok && typeof (body as { error?: unknown })?.error !== "string") return `${res.status} without an error message`;
  return null;
}

describe("POST /api/offers.json with arbitrary bodies", () => {
  it("never answers 5xx, whatever JSON arrives (contract-shaped or not)", async () => {
    const body = fc.oneof(
      { weight: 4, arbitrary: fromSchema(OffersRequestSchema).map((b) => JSON.stringify(b)) },
      { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
      { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...HOSTS), body, async (host, text) => {
        const problem = await problemWith(`http://${host}/api/offers.json`, { method: "POST", body: text, headers: { "content-type": "application/json" } });
        expect(problem, text.slice(0, 300)).toBeNull();
      }),
      { numRuns: 80 },
    );
  });
});

describe("GET endpoints with arbitrary query strings and ids", () => {
  const ENDPOINTS: { path: (id: string) => string; schema: unknown }[] = [
    { path: () => "/api/facets.json", schema: FacetsQuerySchema },
    { path: () => "/api/autocomplete-geonames.json", schema: AutocompleteQuerySchema },
    { path: () => "/api/recommendedAutocomplete.json", schema: RecommendedAutocompleteQuerySchema },
    { path: () => "/api/themes.json", schema: ThemesQuerySchema },
    { path: (id) => `/api/weekend/${id}/detail.json`, schema: WeekendDetailQuerySchema },
    { path: (id) => `/api/weekend/${id}/packageCheckoutNights.json`, schema: CheckoutNightsQuerySchema },
    { path: (id) => `/api/weekend/${id}/quote.json`, schema: QuoteQuerySchema },
    { path: (id) => `/api/hotels/${id}/availabilities.json`, schema: AvailabilitiesQuerySchema },
    { path: (id) => `/api/hotel/${id}/reviews.json`, schema: ReviewsQuerySchema },
  ];
  for (const endpoint of ENDPOINTS) {
    const name = endpoint.path("{id}");
    it(`${name} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...HOSTS), idSegment, queryFromSchema(endpoint.schema), async (host, id, query) => {
          const url = `http://${host}${endpoint.path(id)}?${query}`;
          expect(await problemWith(url), url.slice(0, 300)).toBeNull();
        }),
        { numRuns: 15 },
      );
    });
  }
});

describe("one distance rule for offers and facets (issue 13 item 23)", () => {
  const LYON = { location: { type: "city" as const, id: 2996944 }, lat: 45.75, lng: 4.85 };
  // Values as the browser writes them: String(n) gives 1e-8 in exponent form.
  const CASES: [number, boolean][] = [
    [1e-8, true], [0, true], [12.5, true], [300, true], [1e2, true], [2.5e-7, true],
    [300.0001, false], [-1e-8, false], [1e21, false], [-5, false],
  ];
  for (const [distance, accepted] of CASES) {
    it(`distanceMin ${String(distance)}: both ${accepted ? "accept" : "refuse"} it`, async () => {
      const criteria: SearchCriteria = { ...DEFAULT_CRITERIA, ...LYON, distanceMin: distance, distanceMax: Math.max(distance, 300) };
      const offers = await SELF.fetch("http://fr.localhost/api/offers.json", { method: "POST", body: JSON.stringify(offersBody(criteria, "booking", 0, 3)), headers: { "content-type": "application/json" } });
      const facets = await SELF.fetch(`http://fr.localhost/api/facets.json?${facetsQuery(criteria, "booking")}`);
      const texts = [await offers.text(), await facets.text()];
      expect([offers.status, facets.status], texts.map((t) => t.slice(0, 200)).join(" | ")).toEqual(accepted ? [200, 200] : [400, 400]);
    });
  }
});
