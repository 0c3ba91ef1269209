#!/usr/bin/env node
/**
 * Builds a CMS preview link (docs/decisions/049), as the CMS does when an editor asks to preview a
 * draft: a JWT (HS256, iss "pasea-cms", aud "cms-preview", iat, exp) signed with PREVIEW_SECRET (the
 * environment variable; unset: the worker's development secret, accepted only with
 * ENVIRONMENT=development), put in `/preview?token=…&returnTo=…` on the given site.
 *
 *   node scripts/cms/preview-link.mjs --site http://fr.localhost:8825 [--path /] [--minutes 60] [--editor me@pasea.example]
 *
 * Prints the link on stdout; exits 2 with a message on a bad argument.
 */
import { parseArgs } from "node:util";
import { SignJWT } from "jose";

const DEV_SECRET = "pasea-development-cms-preview-secret-not-for-production";
const { values } = parseArgs({
  options: { site: { type: "string" }, path: { type: "string", default: "/" }, minutes: { type: "string", default: "60" }, editor: { type: "string", default: "editor" } },
});
const minutes = Number(values.minutes);
const secret = process.env.PREVIEW_SECRET || DEV_SECRET;
if (!values.site || !/^https?:\/\/[^/]+$/.test(values.site) || !values.path.startsWith("/") || !(minutes > 0 && minutes <= 24 * 60) || secret.length < 32) {
  console.error("usage: preview-link.mjs --site http://fr.localhost:8825 [--path /] [--minutes 1-1440] [--editor name]; PREVIEW_SECRET >= 32 characters");
  process.exit(2);
}
const token = await new SignJWT({ editor: values.editor })
  .setProtectedHeader({ alg: "HS256" })
  .setIssuer("pasea-cms")
  .setAudience("cms-preview")
  .setIssuedAt()
  .setExpirationTime(`${Math.round(minutes * 60)}s`)
  .sign(new TextEncoder().encode(secret));
process.stdout.write(`${values.site}/preview?token=${token}&returnTo=${encodeURIComponent(values.path)}\n`);
