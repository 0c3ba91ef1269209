/**
 * The customer's access token and the gift recipient's token (spec 001 §6 "Signed-in customer
 * (access token cookie)", "Beneficiary: separate login"; docs/decisions/034): JWTs signed with
 * HS256 by `jose` with ACCOUNT_TOKEN_SECRET (a wrangler secret, at least 32 characters). With it
 * unset, ENVIRONMENT=development uses a fixed development secret; elsewhere no token is signed or
 * accepted (sign-in answers 503).
 *
 *   access token:       sub = account id, aud "account", 30 days
 *   beneficiary token:  sub = the gift code, aud "beneficiary", 1 day
 */
import { jwtVerify, SignJWT } from "jose";
import type { Bindings } from "../env";

export const ACCESS_TOKEN_SECONDS = 30 * 24 * 3600;
export const BENEFICIARY_TOKEN_SECONDS = 24 * 3600;
const ISSUER = "pasea-shop";
const DEV_SECRET = "pasea-development-account-secret-not-for-production";

type Audience = "account" | "beneficiary";

/** The signing key, or null when none is configured outside development. */
export function tokenKey(env: Bindings): Uint8Array | null {
  const secret = env.ACCOUNT_TOKEN_SECRET;
  if (secret && secret.length >= 32) return new TextEncoder().encode(secret);
  return env.ENVIRONMENT === "development" ? new TextEncoder().encode(DEV_SECRET) : null;
}

/** A signed token for `subject`, valid for `seconds`. */
export async function signToken(key: Uint8Array, audience: Audience, subject: string, seconds: number): Promise<string> {
  return new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setIssuer(ISSUER).setAudience(audience).setSubject(subject).setIssuedAt().setExpirationTime(`${seconds}s`).sign(key);
}

/** The token's subject when it verifies (signature, HS256 only, issuer, audience, expiry), else null. Never throws. */
export async function verifyToken(env: Bindings, audience: Audience, token: string | undefined): Promise<string | null> {
  const key = tokenKey(env);
  if (!key || !token || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience, algorithms: ["HS256"], requiredClaims: ["exp", "sub"] });
    return typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}
