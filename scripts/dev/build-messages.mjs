/**
 * Writes the browser's locale messages as hashed, immutable assets (docs/decisions/008):
 * public/assets/messages/{lang}-{hash}.json holds every message of a language, with messages that
 * have arguments pre-parsed to ICU AST (the client bundle has no ICU parser), and
 * public/assets/messages/manifest.json maps language → URL for the worker.
 * Run after `vite build` (which empties public/assets).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { parse } from "@formatjs/icu-messageformat-parser";

const OUT = "public/assets/messages";
mkdirSync(OUT, { recursive: true });
const manifest = {};
for (const lang of ["es", "fr", "nl", "it"]) {
  const source = JSON.parse(readFileSync(`locales/${lang}.json`, "utf8"));
  const compiled = {};
  for (const [key, text] of Object.entries(source)) compiled[key] = text.includes("{") ? parse(text, { ignoreTag: true }) : text;
  const body = JSON.stringify(compiled);
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 10);
  writeFileSync(`${OUT}/${lang}-${hash}.json`, body);
  manifest[lang] = `/assets/messages/${lang}-${hash}.json`;
}
writeFileSync(`${OUT}/manifest.json`, JSON.stringify(manifest, null, 2));
