/**
 * HTML validity of every page type (issue 16 "Every page type validates as HTML (vnu-jar) and its
 * structured data parses"; decision 035). Runs on the end-to-end suite's own `wrangler dev`
 * (tests/e2e/run.mjs: the built client and the seeded local D1) instead of starting one of its
 * own: fetches each page type's server HTML, validates all of them in one run of the Nu Html
 * Checker (npm vnu-jar, Java 17) and parses every JSON-LD block. No browser: HTTP only.
 * Alone: `E2E_PORT=<port> node tests/e2e/run.mjs tests/e2e/html-validity.spec.ts`.
 *
 * Only errors fail the test (warnings are advice); each failure names the page and the message.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./console-guard";
import { get } from "./http";

const VNU_JAR = fileURLToPath(new URL("../../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url));

/** The page's server HTML on `host`, whole (a checker's user agent: the router does not stream to it). */
async function html(request: APIRequestContext, host: string, path: string): Promise<{ status: number; text: string }> {
  const res = await get(request, path, host, { "user-agent": "html-validity-check" });
  return { status: res.status(), text: await res.text() };
}

test("server HTML of every page type validates with vnu and every JSON-LD block parses", async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = (await html(request, "fr.localhost", "/sitemap.xml")).text;
  const first = (re: RegExp) => re.exec(sitemap)?.[1] ?? "";
  const stay = first(/<loc>https?:\/\/[^/]+(\/stay\/[^<]+)<\/loc>/);
  const hotel = first(/<loc>https?:\/\/[^/]+(\/hotel\/[^<]+)<\/loc>/);
  const city = first(/<loc>https?:\/\/[^/]+(\/ville\/[^<]+)<\/loc>/);
  const boxes = (await html(request, "fr.localhost", "/boxes")).text;
  const box = /href="(\/boxes\/p\/[^"]+)"/.exec(boxes)?.[1] ?? "";
  expect([stay, hotel, city, box].every(Boolean), "sample ids from the sitemap and the box catalogue").toBe(true);
  const pages: [string, string, string][] = [
    ["home", "fr.localhost", "/"],
    ["home-gifting", "es.localhost", "/?flow=gifting"],
    ["splash", "be.localhost", "/"],
    ["search", "fr.localhost", "/search"],
    ["activities", "it.localhost", "/activities"],
    ["stay", "fr.localhost", stay],
    ["hotel", "nl.localhost", hotel],
    ["boxes", "fr.localhost", "/boxes"],
    ["box", "fr.localhost", box],
    ["contact", "es.localhost", "/contacto"],
    ["not-found", "fr.localhost", "/does/not/exist"],
    ["static", "fr.localhost", "/infos/confidentialite"],
    ["ideas-city", "fr.localhost", city],
    ["ideas-theme", "es.localhost", "/tema/12"],
    ["minisite", "fr.localhost", "/partenaire/club-rail-plus"],
  ];
  const dir = mkdtempSync(join(tmpdir(), "html-check-"));
  try {
    const files: string[] = [];
    const ldErrors: string[] = [];
    for (const [name, host, path] of pages) {
      const { status, text } = await html(request, host, path);
      expect(status, `${name} ${path}`).toBeLessThan(500);
      const file = join(dir, `${name}.html`);
      writeFileSync(file, text);
      files.push(file);
      for (const m of text.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
        try {
          const data = JSON.parse(m[1]!) as Record<string, unknown>;
          if (!String(data["@context"] ?? "").includes("schema.org") || !data["@type"]) ldErrors.push(`${name}: JSON-LD without schema.org @context or @type`);
        } catch (err) {
          ldErrors.push(`${name}: JSON-LD does not parse: ${(err as Error).message}`);
        }
      }
    }
    const { stdout, stderr } = await promisify(execFile)("java", ["-Xss4m", "-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...files], { maxBuffer: 32 * 1024 * 1024 });
    const report = JSON.parse(stderr || stdout) as { messages: { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }[] };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => `${(m.url ?? "").replace(/^.*\//, "")}:${m.lastLine ?? "?"} ${m.message} ${m.extract ? `«${m.extract.trim().slice(0, 120)}»` : ""}`);
    expect(errors, "vnu errors").toEqual([]);
    expect(ldErrors, "JSON-LD").toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
