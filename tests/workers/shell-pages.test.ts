/**
 * Shell pages (issue 25 items 19, 20, 26), rendered by the whole worker:
 * - 19: every hreflang alternate of a page (six markets and x-default) answers 200 in its own
 *   language to a client with no cookies; the Belgian sitemap's URLs too;
 * - 20: the seeded unpublished activity shows the expired message with 'See other offers' to search;
 * - 26: outage pages (503) have their own title in each language, 502 bodies keep the upstream's
 *   validation detail to the log, and the Belgian splash says how it may be cached.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { BROWSER_UA, callWorker, existingStayId, fakeUpstream } from "./fake-upstream";

const decode = (html: string) => html.replace(/&#x27;|&#39;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const alternatesOf = (html: string) => [...html.slice(0, html.indexOf("</head>")).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => ({ hrefLang: m[1]!, href: decode(m[2]!) }));

/** A cookie-less GET as a crawler would send it (no Accept-Language either). */
async function crawl(url: string): Promise<{ status: number; html: string }> {
  const res = await SELF.fetch(url, { redirect: "manual", headers: { "user-agent": BROWSER_UA } });
  return { status: res.status, html: await res.text() };
}

beforeAll(async () => {
  await (await SELF.fetch("http://fr.localhost/", { headers: { "user-agent": BROWSER_UA } })).text();
});

describe("item 19: crawlable per language without cookies", () => {
  it("each alternate of the home, a stay, the contact page and the boxes answers 200 in its own language; x-default is the fr_FR page", async () => {
    const stay = await existingStayId();
    for (const path of ["/", `/stay/${stay}`, "/contact", "/boxes"]) {
      const { html } = await crawl(`http://fr.localhost${path}`);
      const alternates = alternatesOf(html);
      expect(alternates.map((a) => a.hrefLang).sort(), path).toEqual(["es-ES", "fr-BE", "fr-FR", "it-IT", "nl-BE", "nl-NL", "x-default"]);
      expect(alternates.find((a) => a.hrefLang === "x-default")!.href, path).toBe(alternates.find((a) => a.hrefLang === "fr-FR")!.href);
      for (const a of alternates.filter((x) => x.hrefLang !== "x-default")) {
        const page = await crawl(a.href);
        expect(page.status, a.href).toBe(200);
        expect(langOf(page.html), a.href).toBe(a.hrefLang);
      }
    }
  });

  it("the Belgian sitemap's nl URLs answer in Dutch without a cookie", async () => {
    const xml = await (await SELF.fetch("http://be.localhost/sitemap.xml")).text();
    const nl = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!)).filter((u) => u.includes("lang=nl")).slice(0, 4);
    expect(nl.length).toBeGreaterThan(0);
    for (const url of nl) {
      const page = await crawl(url);
      expect(page.status, url).toBe(200);
      expect(langOf(page.html), url).toBe("nl-BE");
    }
  });
});

describe("item 18: the Belgian language switch never leads to a 404", () => {
  it("from static, ideas and minisite pages in French, the Dutch link answers 200 in Dutch (and back)", async () => {
    const xml = await (await SELF.fetch("http://be.localhost/sitemap.xml")).text();
    const words = /^\/(infos|ville|idee|partenaire)\//;
    const fr = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!))).filter((u) => u.searchParams.get("lang") === "fr" && words.test(u.pathname));
    const paths = [...new Set([...fr.filter((u) => u.pathname.startsWith("/infos/")).map((u) => u.pathname), ...fr.slice(0, 3).map((u) => u.pathname), "/partenaire/selection-privee"])];
    expect(paths.filter((p) => p.startsWith("/infos/")).length).toBeGreaterThanOrEqual(4);
    for (const path of paths) {
      const page = await crawl(`http://be.localhost${path}?lang=fr`);
      expect(langOf(page.html), path).toBe("fr-BE");
      const toNl = decode(/<a href="(\/[^"]*)"[^>]*hrefLang="nl-BE"/i.exec(page.html)?.[1] ?? "");
      expect(toNl, path).not.toBe("");
      const nl = await crawl(`http://be.localhost${toNl}`);
      expect(nl.status, `${path} → ${toNl}`).toBe(200);
      expect(langOf(nl.html), toNl).toBe("nl-BE");
    }
  });
});

describe("item 20: an unpublished activity", () => {
  it("shows 'Trop tard !' with 'See other offers' leading to the activity search (seeded unpublished activity)", async () => {
    const row = await env.DB.prepare("SELECT id FROM packages WHERE item_category = 'activity' AND published = 0 ORDER BY id LIMIT 1").first<{ id: number }>();
    expect(row, "the seed has an unpublished activity").not.toBeNull();
    const { status, html } = await crawl(`http://fr.localhost/activity/${row!.id}`);
    expect(status).toBe(200);
    expect(html).toContain('data-testid="activity-expired"');
    expect(decode(html)).toContain("Trop tard !");
    expect(decode(html)).toMatch(/href="\/activities\?flow=activity"[^>]*>Voir d'autres offres/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});

describe("item 26: outages", () => {
  const TITLES: Record<string, string> = {
    "fr.localhost": "Service momentanément indisponible | Pasea",
    "es.localhost": "Servicio no disponible temporalmente | Pasea",
    "nl.localhost": "Tijdelijk niet beschikbaar | Pasea",
    "it.localhost": "Servizio temporaneamente non disponibile | Pasea",
  };

  it("503 pages carry the outage title in each language, never the 404's or 'Too late!'", async () => {
    const up = fakeUpstream("500");
    const stay = await existingStayId();
    for (const [host, title] of Object.entries(TITLES)) {
      for (const path of [`/stay/${stay}`, "/activity/1", "/partenaire/selection-privee"]) {
        const { res, text } = await callWorker(`http://${host}${path}?from=outage${Date.now().toString(36)}`, up, { UPSTREAM_TIMEOUT_MS: "300" });
        if (res.status !== 503) continue; // a path that is not this market's (the minisite word) is a 404 page
        expect(titleOf(text), `${host}${path}`).toBe(title);
      }
    }
    const fr = await callWorker(`http://fr.localhost/stay/${stay}?from=o2`, up, { UPSTREAM_TIMEOUT_MS: "300" });
    expect(fr.res.status).toBe(503);
    expect(titleOf(fr.text)).toBe(TITLES["fr.localhost"]);
  });

  it("a 502 for an answer off the contract says so without the schema's detail", async () => {
    const up = fakeUpstream("off-contract");
    const { res, text } = await callWorker("http://fr.localhost/api/themes.json", up, { UPSTREAM_TIMEOUT_MS: "300" });
    expect(res.status).toBe(502);
    expect(JSON.parse(text)).toEqual({ error: "Upstream answer does not match the contract" });
  });

  it("the Belgian splash is private and revalidated (it may set the visitor cookies)", async () => {
    const res = await SELF.fetch("http://be.localhost/", { headers: { "user-agent": BROWSER_UA } });
    expect(await res.text()).toContain("splash-card");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toMatch(/Cookie/);
  });
});
