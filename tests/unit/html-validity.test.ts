/**
 * HTML validity of every page type (issue 16 "Every page type validates as HTML (vnu-jar) and its
 * structured data parses"; decision 035). Starts `wrangler dev` on a free port (the built client
 * and the seeded local D1, as `npm test` leaves them), fetches each page type's server HTML,
 * validates all of them in one run of the Nu Html Checker (npm vnu-jar, Java 17) and parses every
 * JSON-LD block. `HTML_CHECK_ORIGIN=http://127.0.0.1:8814` uses a server already running instead.
 *
 * Only errors fail the test (warnings are advice); each failure names the page and the message.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../e2e/server.mjs";

const VNU_JAR = join(import.meta.dirname, "../../node_modules/vnu-jar/build/dist/vnu.jar");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

let origin = process.env.HTML_CHECK_ORIGIN ?? "";
let stop: (() => void) | undefined;
const dir = mkdtempSync(join(tmpdir(), "html-check-"));

/** The page's HTML as a shopper's browser gets it on `host` (Node's fetch cannot resolve *.localhost). */
async function html(host: string, path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${origin}${path}`, { headers: { host, "user-agent": "html-validity-check" }, redirect: "manual" });
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  if (!origin) {
    const port = await freePort();
    ({ stop } = await startServer(port, { timeoutMs: 45_000 }));
    origin = `http://127.0.0.1:${port}`;
  }
}, 60_000);

afterAll(() => {
  stop?.();
  rmSync(dir, { recursive: true, force: true });
});

describe("server HTML of every page type", () => {
  it("validates with vnu and every JSON-LD block parses", { timeout: 90_000 }, async () => {
    const sitemap = (await html("fr.localhost", "/sitemap.xml")).text;
    const first = (re: RegExp) => re.exec(sitemap)?.[1] ?? "";
    const stay = first(/<loc>https?:\/\/[^/]+(\/stay\/[^<]+)<\/loc>/);
    const hotel = first(/<loc>https?:\/\/[^/]+(\/hotel\/[^<]+)<\/loc>/);
    const city = first(/<loc>https?:\/\/[^/]+(\/ville\/[^<]+)<\/loc>/);
    const boxes = (await html("fr.localhost", "/boxes")).text;
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
    const files: string[] = [];
    const ldErrors: string[] = [];
    for (const [name, host, path] of pages) {
      const { status, text } = await html(host, path);
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
      .filter((m) => m.type === "error" || (m.type === "non-document-error"))
      .map((m) => `${(m.url ?? "").replace(/^.*\//, "")}:${m.lastLine ?? "?"} ${m.message} ${m.extract ? `«${m.extract.trim().slice(0, 120)}»` : ""}`);
    expect(errors, "vnu errors").toEqual([]);
    expect(ldErrors, "JSON-LD").toEqual([]);
  });
});
