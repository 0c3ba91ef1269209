/**
 * The dated index through the whole worker (worker/catalog/dated-index/, decision 018): a dated
 * search without location starts the index load in the request's background, later calls are
 * answered by the index (Server-Timing `catalog;desc="dated-index"`, passed on by the upstream
 * client) with the hotels the general SQL finds; searches with a location stay on SQL.
 */
import { SELF, env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { OffersRequestSchema, type OffersResponse } from "../../shared/contract/offers";
import { addDays, todayIso } from "../../worker/catalog/dates";
import { searchOffers } from "../../worker/catalog/offers";
import { placeId } from "../../worker/catalog/test-helpers";
import { BROWSER_UA } from "./fake-upstream";

const checkin = addDays(todayIso(), 24);
const body = (nonce: string, location: Record<string, unknown> = {}) => ({
  locale: "fr_FR",
  searchProvider: nonce, // its own upstream cache key: every call reaches the catalog
  searchCriterias: { filters: { property: { location }, offer: { checkin, nights: 2, familyComposition: { adults: 2 } } } },
});

async function post(payload: unknown) {
  const res = await SELF.fetch("http://fr.localhost/api/offers.json", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
    body: JSON.stringify(payload),
  });
  return { status: res.status, timing: res.headers.get("server-timing") ?? "", json: (await res.json()) as OffersResponse };
}

describe("dated index through the worker", () => {
  it("answers dated searches without location from the index once it is loaded, with the SQL's hotels", async () => {
    const first = await post(body("dated-index-0"));
    expect(first.status).toBe(200);
    expect(first.timing).toMatch(/^catalog;desc="(sql|dated-index)"$/);
    let answer = first;
    for (let i = 1; i < 120 && !answer.timing.includes("dated-index"); i++) {
      await new Promise((r) => setTimeout(r, 250));
      answer = await post(body(`dated-index-${i}`));
    }
    expect(answer.timing).toBe('catalog;desc="dated-index"');
    const sql = await searchOffers(env.DB, v.parse(OffersRequestSchema, body("direct")));
    expect(answer.json.resultsCount).toBe(sql.resultsCount);
    expect(answer.json.exactMatch.map((h) => [h.id, h.mainPackage.id, h.mainPackage.sellPrice])).toEqual(
      sql.exactMatch.map((h) => [h.id, h.mainPackage.id, h.mainPackage.sellPrice]),
    );
  });

  it("keeps searches with a city on SQL", async () => {
    const cityId = await placeId("Lyon");
    const answer = await post(body("dated-index-city", { cityId }));
    expect(answer.status).toBe(200);
    expect(answer.timing).toBe('catalog;desc="sql"');
  });
});
