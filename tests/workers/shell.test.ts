/**
 * The worker shell on workerd (issue 2 §4): point of sale from the host, the Belgian splash and
 * lastLanguage, tracking and experiment cookies, the customer-care gate, the /api guard rails, the
 * upstream cache, and unknown paths. Security headers and cookie attributes: headers.test.ts.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readBody } from "../../worker/routes/api";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

function get(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return SELF.fetch(url, { redirect: "manual", ...init, headers: { "user-agent": BROWSER, ...(init.headers ?? {}) } });
}
const cookiesOf = (res: Response) => res.headers.getSetCookie();
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe("point of sale from the host", () => {
  for (const [host, lang] of [["fr.localhost", "fr-FR"], ["es.localhost", "es-ES"], ["it.localhost", "it-IT"], ["nl.localhost", "nl-NL"], ["localhost", "fr-FR"], ["unknown.example", "fr-FR"]] as const) {
    it(`${host} serves ${lang}`, async () => {
      const res = await get(`http://${host}/`);
      expect(res.status).toBe(200);
      expect(langOf(await res.text())).toBe(lang);
    });
  }
});

describe("Belgian splash and lastLanguage (spec 001 §2)", () => {
  it("asks once on the home page with two cards", async () => {
    const res = await get("http://be.localhost/");
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("Welkom");
    expect(html).toContain("Ga verder");
    expect(html).toContain("Bienvenue");
    expect(html).toContain("Entrer");
    expect(html).toContain('href="/?lang=nl"');
    expect(html).toContain('href="/?lang=fr"');
  });

  it("remembers the choice in lastLanguage", async () => {
    const res = await get("http://be.localhost/?lang=nl");
    expect(res.status).toBe(200);
    expect(langOf(await res.text())).toBe("nl-BE");
    expect(cookiesOf(res).join(";")).toMatch(/lastLanguage=nl_BE/);
    const again = await get("http://be.localhost/", { headers: { cookie: "lastLanguage=fr_BE" } });
    expect(langOf(await again.text())).toBe("fr-BE");
  });

  it("never blocks a deep link, taking the language from Accept-Language", async () => {
    const res = await get("http://be.localhost/search", { headers: { "accept-language": "nl-BE,nl;q=0.9,en;q=0.5" } });
    const html = await res.text();
    expect(html).not.toContain("splash-card");
    expect(langOf(html)).toBe("nl-BE");
  });
});

describe("visitor cookies", () => {
  it("stores tracking ids from the query, HttpOnly, and refuses odd values", async () => {
    const res = await get("http://fr.localhost/?referral=newsletter-42&clickid=abc.DEF_9&affiliateid=%3Cscript%3E&subscriptionid=s1");
    const cookies = cookiesOf(res).join("\n");
    expect(cookies).toMatch(/trk_referral=newsletter-42;.*HttpOnly/);
    expect(cookies).toMatch(/trk_clickid=abc\.DEF_9/);
    expect(cookies).toMatch(/trk_subscriptionid=s1/);
    expect(cookies).not.toMatch(/trk_affiliateid/);
    expect(cookies).toMatch(/lastLanguage=fr_FR/);
    expect(cookies).toMatch(/vid=[a-f0-9-]{36}/);
  });

  it("assigns experiments and lets the query force a variant (with consent to experiments, decision 077)", async () => {
    const consent = { headers: { cookie: "consent=experiments" } };
    const res = await get("http://fr.localhost/?exp=newFilterUi:drawer,bogus:x", consent);
    const exp = cookiesOf(res).find((c) => c.startsWith("exp="))!;
    expect(decodeURIComponent(exp)).toContain("newFilterUi:drawer");
    expect(decodeURIComponent(exp)).not.toContain("bogus");
    // calendarShortcuts only runs in es_ES, fr_FR, fr_BE, nl_BE
    const it_ = await get("http://it.localhost/?exp=calendarShortcuts:shortcuts", consent);
    expect(decodeURIComponent(cookiesOf(it_).find((c) => c.startsWith("exp="))!)).toContain("calendarShortcuts:control");
  });
});

describe("customer-care gate (spec 000 §6)", () => {
  it("shows the login screen and refuses the API without a token", async () => {
    const page = await get("http://care.localhost/");
    expect(page.status).toBe(401);
    expect(await page.text()).toContain("service client");
    const api = await get("http://care.localhost/api/themes.json");
    expect(api.status).toBe(401);
  });

  it("lets a signed-in agent in and refuses a forged token", async () => {
    const login = await get("http://care.localhost/care/dev-login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://care.localhost" },
      body: "email=agent%40pasea.example",
    });
    expect(login.status).toBe(303);
    const token = /care_token=([^;]+)/.exec(cookiesOf(login).join(";"))![1]!;
    const ok = await get("http://care.localhost/", { headers: { cookie: `care_token=${token}` } });
    expect(ok.status).toBe(200);
    const [h, p] = token.split(".");
    const forged = await get("http://care.localhost/", { headers: { cookie: `care_token=${h}.${p}.AAAA` } });
    expect(forged.status).toBe(401);
  });
});

describe("/api guard rails", () => {
  it("answers 404, 405, 400 and 413 with a JSON message", async () => {
    const unknown = await get("http://fr.localhost/api/secret.json");
    expect(unknown.status).toBe(404);
    const method = await get("http://fr.localhost/api/offers.json");
    expect(method.status).toBe(405);
    const bad = await get("http://fr.localhost/api/offers.json", { method: "POST", body: "{nope", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ error: string }>()).error).toMatch(/JSON/);
    const huge = await get("http://fr.localhost/api/offers.json", { method: "POST", body: JSON.stringify({ a: "x".repeat(40_000) }) });
    expect(huge.status).toBe(413);
  });

  it("counts the body limit in bytes, not characters (issue 13 item 23)", async () => {
    // 20,010 characters, 40,010 UTF-8 bytes: over the 32 KB limit.
    const accents = JSON.stringify({ adult: 2, note: "é".repeat(20_000) });
    expect(accents.length).toBeLessThan(32 * 1024);
    const res = await get("http://fr.localhost/api/offers.json", { method: "POST", body: accents, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(413);
    expect((await res.json<{ error: string }>()).error).toMatch(/bytes/);
    // Without a Content-Length (a stream, or an in-process call) the read stops past the limit.
    const streamed = new Request("http://fr.localhost/api/offers.json", { method: "POST", body: accents });
    streamed.headers.delete("content-length");
    expect(await readBody(streamed, 32 * 1024)).toBe("too-large");
    const small = await readBody(new Request("http://x/", { method: "POST", body: "{\"é\":1}" }), 32 * 1024);
    expect(small).toBeInstanceOf(Uint8Array);
    expect((small as Uint8Array).byteLength).toBe(8);
    // Bytes that are not UTF-8: a clear 400, not a garbled search.
    const latin1 = await get("http://fr.localhost/api/offers.json", { method: "POST", body: new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]) });
    expect(latin1.status).toBe(400);
  });

  it("caches good upstream answers per point of sale and never caches failures", async () => {
    const url = "http://fr.localhost/api/autocomplete-geonames.json?term=Nantes&maxResults=5";
    const first = await get(url);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const second = await get(url);
    expect(second.headers.get("x-upstream-cache")).toBe("hit");
    const es = await get(url.replace("fr.localhost", "es.localhost"));
    expect(es.headers.get("x-upstream-cache")).not.toBe("hit");
    const failing = "http://fr.localhost/api/autocomplete-geonames.json?term=&maxResults=5";
    expect((await get(failing)).status).toBe(400);
    expect((await get(failing)).headers.get("x-upstream-cache")).toBe("bypass");
  });
});

describe("unknown paths (spec 001 §2)", () => {
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it("shows results for search-looking paths and the home page otherwise, both 404 and noindex (issue 13 item 19)", async () => {
    const searchRes = await get("http://fr.localhost/sejours/bretagne");
    expect(searchRes.status).toBe(404);
    expect(searchRes.headers.get("x-robots-tag")).toBe("noindex");
    const search = await searchRes.text();
    expect(search).toMatch(/<h1[^>]*>[\d\s\u202f\u00a0]+ offres?/);
    expect(search).toContain('name="robots" content="noindex, follow"');
    const other = await get("http://fr.localhost/does/not/exist");
    expect(other.status).toBe(404);
    expect(other.headers.get("x-robots-tag")).toBe("noindex");
    expect(other.headers.get("x-pasea-page-status")).toBeNull();
    const html = await other.text();
    expect(html).toContain('name="robots" content="noindex, follow"');
    expect(html).toContain('role="search"');
    // Not cached either: the next one is a fresh 404 too.
    const again = await get("http://fr.localhost/does/not/exist");
    expect(again.status).toBe(404);
    expect(again.headers.get("x-page-cache")).not.toBe("hit");
    await again.text();
  });

  it("answers the 404 page, titled, for the spec's screens not built yet", async () => {
    const cases = [
      ["fr.localhost", "/coffret/1234", "Oups ! Page introuvable | Pasea", "Oups !"],
      ["fr.localhost", "/page/conditions", "Oups ! Page introuvable | Pasea", "Oups !"],
      ["fr.localhost", "/ville/lyon", "Oups ! Page introuvable | Pasea", "Oups !"],
      ["it.localhost", "/minisite/partner?ref=contact_thank_you", "Ops! Pagina non trovata | Pasea", "Ops!"],
      ["es.localhost", "/ayuda", "¡Vaya! Página no encontrada | Pasea", "¡Vaya!"],
    ] as const;
    for (const [host, path, title, heading] of cases) {
      const res = await get(`http://${host}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("x-robots-tag"), path).toBe("noindex");
      const html = await res.text();
      expect(titleOf(html), path).toBe(title);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, path).toContain('name="robots" content="noindex, follow"');
      // Search widgets: the search box.
      expect(html, path).toContain('role="search"');
    }
  });

  it("keeps 200 and no noindex for the shop's real pages", async () => {
    for (const path of ["/", "/search", "/search/lyon-c2996944"]) {
      const res = await get(`http://fr.localhost${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-robots-tag"), path).toBeNull();
      await res.text();
    }
  });

  it("answers 404 to file-looking paths no asset serves, not the home page", async () => {
    for (const path of ["/favicon.ico", "/apple-touch-icon.png", "/manifest.webmanifest", "/wp-login.php", "/.env"]) {
      const res = await get(`http://fr.localhost${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("<html");
    }
  });

  it("degrades bad search input instead of failing", async () => {
    // A `from` of their own: real renders, not the page cache's copy of the canonical URL.
    let n = 0;
    for (const path of ["/search?page=-1", "/search?page=99999", "/search?flow=nope", "/search/x-c99999999", "/stay/abc", "/stay/2147483647"]) {
      let res = await get(`http://fr.localhost${path}${path.includes("?") ? "&" : "?"}from=degrade-${Date.now().toString(36)}${++n}`);
      // A malformed or out-of-range ?page= or ?flow= redirects to the canonical URL (page dropped or clamped; issue 13 item 3).
      if (res.status === 307) {
        const location = res.headers.get("location") ?? "";
        expect(location, path).toMatch(/^\/search(\?|$)/);
        expect(location, path).not.toMatch(/page=(-|\d{4,})|flow=nope/);
        res = await get(`http://fr.localhost${location}`);
      }
      // A search degrades to results; an unknown stay id answers the 404 page (decision 021: unknown ids are missing pages).
      expect(res.status, path).toBe(path.startsWith("/stay/") ? 404 : 200);
      if (path.startsWith("/search")) expect(await res.text(), path).not.toMatch(/status:"error"/);
    }
  });
});

describe("home page state (issue 3 TBT)", () => {
  it("dehydrates the popular stays as card fields only, and renders them", async () => {
    const html = await (await get("http://fr.localhost/")).text();
    const state = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "").find((s) => s.includes("$_TSR.router"));
    expect(state).toContain('"popular-stays"');
    // Fields of the full offers answer that no card shows stay out of the page.
    for (const hidden of ["cancellationPolicy:", "headwords:", "images:", "otherPackages:", "channelManagerId:"]) expect(state).not.toContain(hidden);
    const from = html.indexOf('id="popular-title"');
    const popular = html.slice(from, html.indexOf("</section>", from));
    expect(popular.match(/<article/g)?.length).toBe(3); // spec 001 §2 "Lists show 3 cards by default"
  });
});

describe("start-up scripts (docs/decisions/016)", () => {
  // Module preloads in the head were measured to cost 1 s of LCP under Lighthouse's mobile
  // throttling: they take bandwidth from the largest image and run the JavaScript before its
  // paint. The entry loads its stages itself, after that paint (decision 092), the messages too.
  for (const path of ["/", "/search/lyon-c2996944", "/nope"]) {
    it(`${path} loads one async module script and preloads no modules or messages`, async () => {
      const html = await (await get(`http://fr.localhost${path}`)).text();
      expect(html.match(/<script type="module" src="[^"]+" async=""/g)).toHaveLength(1);
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toMatch(/<link rel="preload" as="fetch"/);
    });
  }
});
