/**
 * Care token verification (issue 16 "an OpenID Connect ID token verified in the worker with jose
 * against the provider's JWKS"; issue 13 item 22 claims; spec 000 §6, 001 §6): verifyCareToken on
 * workerd, with a JWKS configured as JSON (CARE_JWKS) and tokens signed here by the matching
 * private keys, as an identity provider would.
 */
import { describe, expect, it, vi } from "vitest";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import type { Bindings } from "../env";
import { CARE_CLOCK_SKEW_SECONDS, DEFAULT_CARE_ISSUER, signDevelopmentToken, VERIFIED_FOR_MS, verifyCareToken } from "./care-gate";

const now = () => Math.floor(Date.now() / 1000);

/** An identity provider: an RS256 and an ES256 key, published as a JWKS. */
async function provider() {
  const rsa = await generateKeyPair("RS256", { extractable: true });
  const ec = await generateKeyPair("ES256", { extractable: true });
  const pub = async (k: CryptoKey, kid: string, alg: string) => ({ ...(await exportJWK(k)), kid, alg, use: "sig" }) as JWK;
  const jwks = { keys: [await pub(rsa.publicKey, "rsa-1", "RS256"), await pub(ec.publicKey, "ec-1", "ES256")] };
  return { rsa, ec, jwks };
}
const idp = await provider();
const stranger = await provider();
const env = { ENVIRONMENT: "production", CARE_JWKS: JSON.stringify(idp.jwks) } as Bindings;

type Claims = { iss?: string; aud?: string; iat?: number; exp?: number; email?: string; email_verified?: boolean };
/** Signs `claims` with the provider's RSA key (or `key`/`alg`/`kid` given); `undefined` leaves a claim out. */
function token(claims: Claims, key: CryptoKey = idp.rsa.privateKey, alg = "RS256", kid = "rsa-1"): Promise<string> {
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(claims)) if (v !== undefined) body[k] = v;
  return new SignJWT(body).setProtectedHeader({ alg, kid }).sign(key);
}
const good = (): Claims => ({ iss: DEFAULT_CARE_ISSUER, aud: "customer-care", iat: now(), exp: now() + 3600, email: "agent@pasea.example" });

describe("verifyCareToken: signature against the JWKS", () => {
  it("accepts an RS256 and an ES256 token of the provider's keys", async () => {
    expect(await verifyCareToken(env, await token(good()))).toBe("agent@pasea.example");
    expect(await verifyCareToken(env, await token(good(), idp.ec.privateKey, "ES256", "ec-1"))).toBe("agent@pasea.example");
  });

  it("refuses a token signed by a key outside the JWKS, even with a known kid", async () => {
    expect(await verifyCareToken(env, await token(good(), stranger.rsa.privateKey))).toBeNull();
    expect(await verifyCareToken(env, await token(good(), stranger.ec.privateKey, "ES256", "ec-1"))).toBeNull();
  });

  it("refuses HS256 (a public key used as a secret) and alg none", async () => {
    const secret = new TextEncoder().encode(JSON.stringify(idp.jwks.keys[0]));
    const hs = await new SignJWT({ ...good() }).setProtectedHeader({ alg: "HS256", kid: "rsa-1" }).sign(secret);
    expect(await verifyCareToken(env, hs)).toBeNull();
    const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    expect(await verifyCareToken(env, `${b64({ alg: "none" })}.${b64(good())}.`)).toBeNull();
  });

  it("refuses everything when no key is configured or the JWKS is malformed; development has its own pair", async () => {
    const t = await token(good());
    expect(await verifyCareToken({ ENVIRONMENT: "production" } as Bindings, t)).toBeNull();
    expect(await verifyCareToken({ ENVIRONMENT: "production", CARE_JWKS: "{not json" } as Bindings, t)).toBeNull();
    expect(await verifyCareToken({ ENVIRONMENT: "production", CARE_JWKS: '{"keys":[]}' } as Bindings, t)).toBeNull();
    const dev = await signDevelopmentToken("dev@pasea.example", DEFAULT_CARE_ISSUER, "customer-care");
    expect(await verifyCareToken({ ENVIRONMENT: "development" } as Bindings, dev)).toBe("dev@pasea.example");
    // The development pair is never trusted outside development, nor beside configured keys.
    expect(await verifyCareToken({ ENVIRONMENT: "production" } as Bindings, dev)).toBeNull();
    expect(await verifyCareToken({ ...env, ENVIRONMENT: "development" } as Bindings, dev)).toBeNull();
  });
});

describe("verifyCareToken claims", () => {
  it("refuses a token without exp", async () => {
    expect(await verifyCareToken(env, await token({ ...good(), exp: undefined }))).toBeNull();
  });

  it("refuses an expired token", async () => {
    expect(await verifyCareToken(env, await token({ ...good(), iat: now() - 7200, exp: now() - 3600 }))).toBeNull();
  });

  it("refuses a token from another issuer or with none, and honours CARE_TOKEN_ISSUER", async () => {
    expect(await verifyCareToken(env, await token({ ...good(), iss: "https://evil.example" }))).toBeNull();
    expect(await verifyCareToken(env, await token({ ...good(), iss: undefined }))).toBeNull();
    const google = { ...env, CARE_TOKEN_ISSUER: "https://accounts.google.com" } as Bindings;
    expect(await verifyCareToken(google, await token({ ...good(), iss: "https://accounts.google.com" }))).toBe("agent@pasea.example");
    expect(await verifyCareToken(google, await token(good()))).toBeNull();
  });

  it("refuses another audience or none, and honours CARE_TOKEN_AUDIENCE (an OAuth client id)", async () => {
    expect(await verifyCareToken(env, await token({ ...good(), aud: "shop" }))).toBeNull();
    expect(await verifyCareToken(env, await token({ ...good(), aud: undefined }))).toBeNull();
    const client = { ...env, CARE_TOKEN_AUDIENCE: "1234.apps.googleusercontent.com" } as Bindings;
    expect(await verifyCareToken(client, await token({ ...good(), aud: "1234.apps.googleusercontent.com" }))).toBe("agent@pasea.example");
    expect(await verifyCareToken(client, await token(good()))).toBeNull();
  });

  it(`refuses an iat more than ${CARE_CLOCK_SKEW_SECONDS} s in the future, accepts a small skew`, async () => {
    expect(await verifyCareToken(env, await token({ ...good(), iat: now() + 3600, exp: now() + 7200 }))).toBeNull();
    expect(await verifyCareToken(env, await token({ ...good(), iat: now() + CARE_CLOCK_SKEW_SECONDS + 30 }))).toBeNull();
    expect(await verifyCareToken(env, await token({ ...good(), iat: now() + 20 }))).toBe("agent@pasea.example");
  });

  it("refuses a token without iat or issued longer ago than a session (8 h)", async () => {
    expect(await verifyCareToken(env, await token({ ...good(), iat: undefined }))).toBeNull();
    expect(await verifyCareToken(env, await token({ ...good(), iat: now() - 9 * 3600, exp: now() + 3600 }))).toBeNull();
  });

  it("refuses a token without email or with an unverified one, and keeps to CARE_EMAIL_DOMAIN", async () => {
    expect(await verifyCareToken(env, await token({ ...good(), email: undefined }))).toBeNull();
    expect(await verifyCareToken(env, await token({ ...good(), email_verified: false }))).toBeNull();
    expect(await verifyCareToken(env, await token({ ...good(), email_verified: true }))).toBe("agent@pasea.example");
    const company = { ...env, CARE_EMAIL_DOMAIN: "pasea.example" } as Bindings;
    expect(await verifyCareToken(company, await token(good()))).toBe("agent@pasea.example");
    expect(await verifyCareToken(company, await token({ ...good(), email: "agent@pasea.example.evil.com" }))).toBeNull();
    expect(await verifyCareToken(company, await token({ ...good(), email: "someone@gmail.com" }))).toBeNull();
  });
});

describe("verifyCareToken remembers a verified token (issue 28: one signature check per session, not per page)", () => {
  it("checks the signature once for the same token and configuration, again for another configuration", async () => {
    const verify = vi.spyOn(crypto.subtle, "verify");
    try {
      const t = await token({ ...good(), email: "remembered@pasea.example" });
      for (let i = 0; i < 3; i++) expect(await verifyCareToken(env, t)).toBe("remembered@pasea.example");
      expect(verify).toHaveBeenCalledTimes(1);
      // Another email domain, audience or issuer is another answer: checked, and refused here.
      expect(await verifyCareToken({ ...env, CARE_EMAIL_DOMAIN: "other.example" } as Bindings, t)).toBeNull();
      expect(await verifyCareToken({ ...env, CARE_TOKEN_AUDIENCE: "another-client" } as Bindings, t)).toBeNull();
      expect(verify).toHaveBeenCalledTimes(3);
    } finally {
      verify.mockRestore();
    }
  });

  it(`refuses a remembered token once it expires, and checks it again after ${VERIFIED_FOR_MS / 1000} s`, async () => {
    const short = await token({ ...good(), exp: now() + 30, email: "short@pasea.example" });
    const long = await token({ ...good(), exp: now() + 3600, email: "long@pasea.example" });
    expect(await verifyCareToken(env, short)).toBe("short@pasea.example");
    expect(await verifyCareToken(env, long)).toBe("long@pasea.example");
    vi.useFakeTimers({ now: Date.now(), toFake: ["Date"] });
    const verify = vi.spyOn(crypto.subtle, "verify");
    try {
      vi.setSystemTime(Date.now() + (31 + CARE_CLOCK_SKEW_SECONDS) * 1000);
      expect(await verifyCareToken(env, short)).toBeNull(); // expired (past jose's tolerance) while remembered
      vi.setSystemTime(Date.now() + VERIFIED_FOR_MS);
      expect(await verifyCareToken(env, long)).toBe("long@pasea.example");
      expect(verify).toHaveBeenCalledTimes(2); // both checked again: one expired, one past VERIFIED_FOR_MS
    } finally {
      verify.mockRestore();
      vi.useRealTimers();
    }
  });
});
