/**
 * Property tests of the search path and query parsers (spec 000 §2; issue 3 "Resilience and
 * security"): `?flow=`, `?page=`, `?from=` and the `/search/{slug}-{letter}{id}` segment come
 * straight from the address bar, so the parsers must never throw, must only yield values the
 * router can use, and must round-trip what the shop writes itself.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FLOWS, LOCATION_TYPES } from "./criteria";
import { MAX_PAGE, destinationSegment, looksLikeSearchPath, parseDestinationSegment, parseSearchQuery, slugify } from "./search-path";

/** Anything TanStack Router's search parser can hand over: strings, numbers, JSON values. */
const rawValue = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(...FLOWS, "Booking", "gifting ", "0", "-1", "1.5", "1e2", "500", "501", "NaN", "", " ", "0x1", "[]", "{}", "null", "contact_thank_you"),
  fc.integer({ min: -10, max: MAX_PAGE + 10 }),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

describe("parseSearchQuery (properties)", () => {
  it("never throws and keeps only usable values", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(fc.constantFrom("flow", "page", "from", "ref", "giftFormat", "code", "minisite", "cancellationOffer", "exp", "lang"), fc.string({ maxLength: 10 })), rawValue, { maxKeys: 6 }), (raw) => {
        const q = parseSearchQuery(raw);
        expect(Object.keys(q).every((k) => ["flow", "page", "from", "ref", "giftFormat", "code", "minisite", "cancellationOffer"].includes(k))).toBe(true);
        if (q.cancellationOffer !== undefined) expect(Number.isInteger(q.cancellationOffer) && q.cancellationOffer >= 1 && q.cancellationOffer <= 1_000_000).toBe(true);
        if (q.giftFormat !== undefined) expect(["digital", "physical"]).toContain(q.giftFormat);
        if (q.code !== undefined) expect(q.code).toMatch(/^[A-Z0-9]{2,12}-[A-Z]{3,6}$/);
        if (q.ref !== undefined) expect(q.ref).toBe("contact_thank_you");
        if (q.minisite !== undefined) expect(q.minisite).toMatch(/^[a-z0-9][a-z0-9-]{0,59}$/);
        if (q.flow !== undefined) expect(FLOWS).toContain(q.flow);
        if (q.page !== undefined) {
          expect(Number.isInteger(q.page)).toBe(true);
          expect(q.page).toBeGreaterThanOrEqual(0);
          expect(q.page).toBeLessThanOrEqual(MAX_PAGE);
        }
        if (q.from !== undefined) {
          expect(typeof q.from).toBe("string");
          expect(q.from.length).toBeLessThanOrEqual(40);
        }
        // Idempotent: validating its own output changes nothing (links the router writes).
        expect(parseSearchQuery(q as Record<string, unknown>)).toEqual(q);
      }),
      { numRuns: 400 },
    );
  });

  it("tolerates a missing or odd query object", () => {
    for (const raw of [undefined, null, {}, Object.create(null)]) expect(parseSearchQuery(raw as never)).toEqual({});
  });
});

describe("destination segments (properties)", () => {
  it("never throws and yields a known type with a positive safe id", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: "binary", maxLength: 120 }), fc.webSegment()), (segment) => {
        const loc = parseDestinationSegment(segment);
        if (loc) {
          expect(LOCATION_TYPES).toContain(loc.type);
          expect(Number.isSafeInteger(loc.id) && loc.id > 0).toBe(true);
        }
        expect(typeof looksLikeSearchPath(`/${segment}`)).toBe("boolean");
      }),
      { numRuns: 400 },
    );
  });

  it("round-trips every segment the shop writes", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCATION_TYPES),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.option(fc.string({ unit: "grapheme", maxLength: 80 }), { nil: undefined }),
        (type, id, label) => {
          const segment = destinationSegment({ type, id }, label);
          expect(segment).toMatch(/^[a-z0-9-]*$/);
          expect(parseDestinationSegment(segment)).toEqual({ type, id });
          expect(slugify(slugify(label ?? ""))).toBe(slugify(label ?? ""));
        },
      ),
      { numRuns: 400 },
    );
  });
});
