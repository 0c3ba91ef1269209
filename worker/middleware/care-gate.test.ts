/**
 * Care token claims (issue 13 item 22; spec 000 §6, 001 §6): verifyCareToken on workerd with jose,
 * against tokens signed here with the configured secret.
 */
import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import type { Bindings } from "../env";
import { CARE_CLOCK_SKEW_SECONDS, DEFAULT_CARE_ISSUER, verifyCareToken } from "./care-gate";

const SECRET = "test-only-care-secret";
const env = { ENVIRONMENT: "production", CARE_TOKEN_SECRET: SECRET } as Bindings;
const key = new TextEncoder().encode(SECRET);
const now = () => Math.floor(Date.now() / 1000);

/** Signs a token with the claims given; `undefined` leaves a claim out. */
function token(claims: { iss?: string; aud?: string; iat?: number; exp?: number; email?: string }): Promise<string> {
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(claims)) if (v !== undefined) body[k] = v;
  return new SignJWT(body).setProtectedHeader({ alg: "HS256" }).sign(key);
}
const good = () => ({ iss: DEFAULT_CARE_ISSUER, aud: "customer-care", iat: now(), exp: now() + 3600, email: "agent@pasea.example" });

describe("verifyCareToken claims", () => {
  it("accepts a token with every claim right", async () => {
    expect(await verifyCareToken(env, await token(good()))).toBe("agent@pasea.example");
  });

  it("refuses a token without exp", async () => {
    expect(await verifyCareToken(env, await token({ ...good(), exp: undefined }))).toBeNull();
  });

  it("refuses an expired token", async () => {
    expect(await verifyCareToken(env, await token({ ...good(), iat: now() - 7200, exp: now() - 3600 }))).toBeNull();
  });

  it("refuses a token from another issuer or with none, and honours CARE_TOKEN_ISSUER", async () => {
    expect(await verifyCareToken(env, await token({ ...good(), iss: "https://evil.example" }))).toBeNull();
    expect(await verifyCareToken(env, await token({ ...good(), iss: undefined }))).toBeNull();
    const idp = { ...env, CARE_TOKEN_ISSUER: "https://accounts.google.com" } as Bindings;
    expect(await verifyCareToken(idp, await token({ ...good(), iss: "https://accounts.google.com" }))).toBe("agent@pasea.example");
    expect(await verifyCareToken(idp, await token(good()))).toBeNull();
  });

  it("refuses another audience or none", async () => {
    expect(await verifyCareToken(env, await token({ ...good(), aud: "shop" }))).toBeNull();
    expect(await verifyCareToken(env, await token({ ...good(), aud: undefined }))).toBeNull();
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

  it("refuses a token without email and one signed with another secret", async () => {
    expect(await verifyCareToken(env, await token({ ...good(), email: undefined }))).toBeNull();
    const other = await new SignJWT(good()).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("another-secret"));
    expect(await verifyCareToken(env, other)).toBeNull();
  });
});
