/**
 * Where the customer-care gate gets the identity provider's public keys (spec 000 §6, 001 §6:
 * "Requires a Google token cookie"; issue 16 "verified with jose against the provider's JWKS").
 * docs/decisions/005.
 *
 * In order of precedence:
 * - `CARE_JWKS_URL`: the provider's `jwks_uri` (Google: https://www.googleapis.com/oauth2/v3/certs),
 *   fetched and cached by jose's createRemoteJWKSet (refetched on an unknown `kid`, with a cooldown);
 * - `CARE_JWKS`: a JWKS as JSON, for providers whose keys are pinned in configuration;
 * - in development only (`ENVIRONMENT=development`), the development key pair of
 *   care-dev-keys.json, which the local sign-in (`/care/dev-login`) and scripts/care/sign-token.mjs
 *   sign with.
 * Otherwise, or with a malformed setting, there is no key and every token is refused.
 */
import { createLocalJWKSet, createRemoteJWKSet, type JWK, type JWTVerifyGetKey } from "jose";
import type { Bindings } from "../env";
import devKeys from "./care-dev-keys.json";

/** Signature algorithms accepted: the asymmetric ones identity providers sign ID tokens with. */
export const CARE_ALGORITHMS = ["RS256", "ES256"];

const remote = new Map<string, JWTVerifyGetKey>();
/** The development JWKS as the text CARE_JWKS would hold (written once, not per request). */
const DEV_JWKS_JSON = JSON.stringify(devKeys.jwks);
const local = new Map<string, JWTVerifyGetKey | null>();

/** The key set to verify care tokens with, or null when none is configured (or it is malformed). */
export function careKeySet(env: Bindings): JWTVerifyGetKey | null {
  if (env.CARE_JWKS_URL) {
    let set = remote.get(env.CARE_JWKS_URL);
    if (!set) {
      let url: URL;
      try {
        url = new URL(env.CARE_JWKS_URL);
      } catch {
        console.error("CARE_JWKS_URL is not a URL: every care token is refused");
        return null;
      }
      set = createRemoteJWKSet(url, { timeoutDuration: 3000, cooldownDuration: 30_000 });
      remote.set(env.CARE_JWKS_URL, set);
    }
    return set;
  }
  const json = env.CARE_JWKS || (env.ENVIRONMENT === "development" ? DEV_JWKS_JSON : "");
  if (!json) return null;
  if (!local.has(json)) local.set(json, parseLocalSet(json));
  return local.get(json) ?? null;
}

function parseLocalSet(json: string): JWTVerifyGetKey | null {
  try {
    const jwks = JSON.parse(json) as { keys?: JWK[] };
    if (!Array.isArray(jwks.keys) || jwks.keys.length === 0) throw new Error("no keys");
    return createLocalJWKSet({ keys: jwks.keys });
  } catch {
    console.error("CARE_JWKS is not a JWKS with keys: every care token is refused");
    return null;
  }
}

/** The development private key (development sign-in and scripts/care/sign-token.mjs only). */
export const DEV_PRIVATE_JWK = devKeys.privateJwk as JWK;
