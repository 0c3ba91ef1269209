#!/usr/bin/env node
/**
 * Signs a customer-care token with the development key pair (worker/middleware/care-dev-keys.json),
 * the way the identity provider signs its ID tokens (ES256, kid, iss, aud, iat, exp, email,
 * email_verified), for trying the care host from a shell (docs/decisions/005). Accepted only by a
 * worker in development with no CARE_JWKS / CARE_JWKS_URL set.
 *
 *   node scripts/care/sign-token.mjs --email agent@pasea.example [--iss pasea-care] [--aud customer-care] [--hours 8]
 *   curl -b "care_token=$(node scripts/care/sign-token.mjs --email a@pasea.example)" http://care.localhost:8787/
 *
 * Prints the token on stdout; exits 2 with a message on a bad argument.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { importJWK, SignJWT } from "jose";

const { values } = parseArgs({
  options: { email: { type: "string" }, iss: { type: "string", default: "pasea-care" }, aud: { type: "string", default: "customer-care" }, hours: { type: "string", default: "8" } },
});
const hours = Number(values.hours);
if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email) || !(hours > 0 && hours <= 8)) {
  console.error("usage: sign-token.mjs --email agent@example.com [--iss pasea-care] [--aud customer-care] [--hours 1-8]");
  process.exit(2);
}
const { privateJwk } = JSON.parse(readFileSync(new URL("../../worker/middleware/care-dev-keys.json", import.meta.url), "utf8"));
const key = await importJWK(privateJwk, "ES256");
const token = await new SignJWT({ email: values.email, email_verified: true })
  .setProtectedHeader({ alg: "ES256", kid: privateJwk.kid })
  .setIssuer(values.iss)
  .setAudience(values.aud)
  .setIssuedAt()
  .setExpirationTime(`${hours}h`)
  .sign(key);
process.stdout.write(`${token}\n`);
