/**
 * Property tests of the readers of cookies and request headers (issue 3 "Resilience and security"
 * §1): `vid`, `exp` (shared/flags.ts, see flags.property.test.ts), `lastLanguage`, `care_token`,
 * `care_pos`, tracking ids, Accept-Language and the HOSTS setting. Each reader must never throw
 * and only yield values the shop knows; and any Cookie / Accept-Language header sent to the worker
 * must never produce a 5xx.
 */
import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { belgianPointOfSale, isPointOfSale, POINTS_OF_SALE } from "#shared/markets";
import type { Bindings } from "../env";
import { DEFAULT_CARE_ISSUER, signDevelopmentToken, verifyCareToken } from "./care-gate";
import { languageFromAcceptLanguage, parseHosts } from "./point-of-sale";
import { readTrackingValue, readVisitorId } from "./visitor";

const anyText = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: "binary", maxLength: 80 }));
/** Printable ASCII: what a header value can carry. */
const headerText = (maxLength: number) => fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });

describe("cookie readers (properties)", () => {
  it("vid: a lowercase UUID or nothing", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.uuid(), fc.uuid().map((u) => u.toUpperCase())), (raw) => {
        const id = readVisitorId(raw);
        if (id !== undefined) {
          expect(id).toBe(raw);
          expect(id).toMatch(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/);
        }
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.uuid(), (u) => {
        expect(readVisitorId(u.toLowerCase())).toBe(u.toLowerCase());
      }),
    );
    expect(readVisitorId("-".repeat(36))).toBeUndefined();
  });

  it("lastLanguage and Accept-Language: only a Belgian point of sale or nothing", () => {
    fc.assert(
      fc.property(anyText, headerText(200), (cookie, acceptLanguage) => {
        expect([undefined, "nl_BE", "fr_BE"]).toContain(belgianPointOfSale(cookie));
        const lang = languageFromAcceptLanguage(acceptLanguage);
        expect([undefined, "nl", "fr"]).toContain(lang);
        expect([undefined, "nl_BE", "fr_BE"]).toContain(belgianPointOfSale(lang));
      }),
      { numRuns: 300 },
    );
  });

  it("care_pos and tracking ids: a known point of sale / a short URL-safe id, or nothing", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.constantFrom(...POINTS_OF_SALE)), (raw) => {
        if (isPointOfSale(raw)) expect(POINTS_OF_SALE).toContain(raw);
        const t = readTrackingValue(raw);
        if (t !== undefined) expect(t).toMatch(/^[A-Za-z0-9._~-]{1,128}$/);
      }),
      { numRuns: 300 },
    );
  });

  it("HOSTS: any setting text gives a map, never an exception", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.json({ maxDepth: 2 })), (raw) => {
        const map = parseHosts(raw);
        expect(typeof map).toBe("object");
      }),
      { numRuns: 200 },
    );
  });
});

describe("care_token (properties)", () => {
  // Development: the gate trusts the development key pair (care-keys.ts), which signDevelopmentToken signs with.
  const env = { ENVIRONMENT: "development" } as Bindings;
  const b64 = fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"), maxLength: 60 });

  it("rejects any forged, malformed or foreign token without throwing", async () => {
    const other = await generateKeyPair("ES256");
    const foreign = await new SignJWT({ email: "x@y.z" }).setProtectedHeader({ alg: "ES256", kid: "pasea-dev-care-1" }).setIssuer(DEFAULT_CARE_ISSUER).setAudience("customer-care").setIssuedAt().setExpirationTime("1h").sign(other.privateKey);
    const hs = await new SignJWT({ email: "x@y.z" }).setProtectedHeader({ alg: "HS256" }).setAudience("customer-care").setExpirationTime("1h").sign(new TextEncoder().encode("another-secret"));
    const none = `${btoa(JSON.stringify({ alg: "none" })).replace(/=+$/, "")}.${btoa(JSON.stringify({ email: "x@y.z", aud: "customer-care" })).replace(/=+$/, "")}.`;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyText, fc.tuple(b64, b64, b64).map((p) => p.join(".")), fc.constantFrom(foreign, hs, none, `${foreign}x`, "a".repeat(5000), "", ".", "..")),
        async (token) => {
          expect(await verifyCareToken(env, token)).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });

  it("accepts exactly the tokens signed for the issuer and audience", async () => {
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), async (email) => {
        expect(await verifyCareToken(env, await signDevelopmentToken(email, DEFAULT_CARE_ISSUER, "customer-care"))).toBe(email);
        expect(await verifyCareToken(env, await signDevelopmentToken(email, DEFAULT_CARE_ISSUER, "shop"))).toBeNull();
        expect(await verifyCareToken(env, await signDevelopmentToken(email, "https://evil.example", "customer-care"))).toBeNull();
      }),
      { numRuns: 20 },
    );
  });
});

describe("any Cookie and Accept-Language header through the worker", () => {
  const NAMES = ["vid", "exp", "lastLanguage", "care_token", "care_pos", "trk_referral", "__proto__", "constructor"];
  const value = fc.oneof(headerText(60), fc.uuid(), fc.constantFrom("nl_BE", "fr_BE", "es_ES", "toString:x", "newGallery:new,__proto__:x", "%", "%E0%A4%A", '"quoted"'));
  const cookieHeader = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...NAMES), headerText(8)), value), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("; "));

  it("regression: experiment names of Object.prototype (toString, __proto__) answered 500", async () => {
    // The same answer as without them (an unknown stay id is the 404 page since decision 072), never a 500.
    const plain = await SELF.fetch("http://fr.localhost/stay/x");
    await plain.arrayBuffer();
    expect(plain.status).toBe(404);
    for (const [url, cookie] of [["http://fr.localhost/stay/x?exp=toString:x", ""], ["http://fr.localhost/stay/x", "exp=__proto__:x,constructor:y"]] as const) {
      const res = await SELF.fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      expect(res.status, url).toBe(plain.status);
    }
  });

  it("never answers 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("fr.localhost/stay/x", "be.localhost/", "be.localhost/stay/x", "care.localhost/"), cookieHeader, headerText(80), async (target, cookie, acceptLanguage) => {
        const res = await SELF.fetch(`http://${target}`, { headers: { cookie, "accept-language": acceptLanguage } });
        await res.arrayBuffer();
        expect(res.status, `${target} cookie: ${cookie} accept-language: ${acceptLanguage}`).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
