/**
 * Page heads computed by the route loaders (client/shop/route-head.ts): each real page names its
 * canonical URL on the public site of its point of sale (issue 16 "no page has a canonical URL"),
 * with the query that selects its content, and the pages that exist at the same path in every
 * market list their hreflang alternates; pages that are not real pages (fallbacks, expired
 * offers, booking steps) have none and say noindex.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import es from "../../locales/es.json";
import fr from "../../locales/fr.json";
import itMessages from "../../locales/it.json";
import nl from "../../locales/nl.json";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

async function head(url: string, cookie = "") {
  const res = await SELF.fetch(url, { redirect: "manual", headers: { "user-agent": BROWSER, ...(cookie ? { cookie } : {}) } });
  const html = await res.text();
  const end = html.indexOf("</head>");
  const part = html.slice(0, end);
  return {
    status: res.status,
    title: /<title>([^<]*)<\/title>/.exec(part)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(part)?.[1]?.replaceAll("&amp;", "&") ?? null,
    robots: /<meta name="robots" content="([^"]+)"/.exec(part)?.[1] ?? null,
    alternates: [...part.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => `${m[1]} ${m[2]!.replaceAll("&amp;", "&")}`),
  };
}

// A fresh isolate's first renders load the SSR bundle and the catalog's search index: done once
// here, under the hook's longer limit, so that no test's own limit pays for it.
beforeAll(async () => {
  for (const url of ["http://fr.localhost/", "http://fr.localhost/search"]) await (await SELF.fetch(url, { headers: { "user-agent": BROWSER } })).text();
});

describe("canonical URLs (issue 16)", () => {
  it("home: the site's root, the flow when not booking, and the alternates of every market", async () => {
    const home = await head("http://fr.localhost/");
    expect(home.canonical).toBe("http://fr.localhost/");
    expect(home.robots).toBe("index, follow");
    expect(home.alternates).toEqual(expect.arrayContaining(["es-ES http://es.localhost/", "fr-FR http://fr.localhost/", "fr-BE http://be.localhost/?lang=fr", "nl-BE http://be.localhost/?lang=nl", "nl-NL http://nl.localhost/", "it-IT http://it.localhost/"]));
    expect(home.alternates).toHaveLength(7); // six markets and x-default (issue 25 item 19)
    expect((await head("http://es.localhost/?flow=gifting")).canonical).toBe("http://es.localhost/?flow=gifting");
  });

  it("search: path, flow and page (0-based, dropped on the first)", async () => {
    const first = await head("http://fr.localhost/search");
    expect(first.canonical).toBe("http://fr.localhost/search");
    const second = await head("http://fr.localhost/search?page=1&flow=gifting&utm_source=x");
    expect(second.canonical).toBe("http://fr.localhost/search?flow=gifting&page=1");
    expect(second.alternates).toContain("nl-BE http://be.localhost/search?lang=nl&flow=gifting&page=1");
    expect(second.alternates).toHaveLength(7); // six markets and x-default (issue 25 item 19)
  });

  it("a destination's results page has no alternates (its slug is in the market's language)", async () => {
    const lyon = await head("http://fr.localhost/search/lyon-c2996944");
    expect(lyon.canonical).toBe("http://fr.localhost/search/lyon-c2996944");
    expect(lyon.alternates).toEqual([]);
  });

  it("the Belgian sites keep their language in the canonical URL", async () => {
    const nl = await head("http://be.localhost/search", "lastLanguage=nl");
    expect(nl.canonical).toBe("http://be.localhost/search?lang=nl");
    const fr = await head("http://be.localhost/search", "lastLanguage=fr");
    expect(fr.canonical).toBe("http://be.localhost/search?lang=fr");
  });

  it("stay page: the product path with its flow; an expired offer has none and is not indexed", async () => {
    const live = await head("http://it.localhost/stay/101879?flow=gifting");
    expect(live.status).toBe(200);
    expect(live.canonical).toBe("http://it.localhost/stay/101879?flow=gifting");
    expect(live.title).toMatch(/Pasea$/);
    expect(live.alternates).toContain("es-ES http://es.localhost/stay/101879?flow=gifting");
    expect(live.alternates).toContain("fr-BE http://be.localhost/stay/101879?lang=fr&flow=gifting");
    expect(live.alternates).toHaveLength(7); // six markets and x-default (issue 25 item 19)
    const expired = await head("http://fr.localhost/stay/100438");
    expect(expired.canonical).toBeNull();
    expect(expired.robots).toBe("noindex, follow");
    expect(expired.alternates).toEqual([]);
  });

  it("fallback pages of unknown paths and booking steps have no canonical URL", async () => {
    const unknown = await head("http://fr.localhost/zzz-nothing-here");
    expect(unknown.status).toBe(404);
    expect(unknown.canonical).toBeNull();
    expect(unknown.alternates).toEqual([]);
    expect(unknown.robots).toBe("noindex, follow");
    const looksLikeSearch = await head("http://fr.localhost/week-end/zzz");
    expect(looksLikeSearch.canonical).toBeNull();
    const booking = await head("http://fr.localhost/booking/0123456789abcdef0123456789abcdef");
    expect(booking.canonical).toBeNull();
    expect(booking.robots).toBe("noindex, nofollow");
    expect(booking.title).not.toBeNull();
  });

  it("box pages under a localised word: the page itself, canonical and alternates on /boxes (decision 043)", async () => {
    const { boxes } = (await (await SELF.fetch("http://fr.localhost/api/boxes/search?locale=fr_FR")).json()) as { boxes: { code: string; slug: string }[] };
    const box = boxes[0]!;
    for (const word of ["coffrets", "cajas-regalo", "cadeauboxen", "cofanetti"]) {
      const catalogue = await head(`http://nl.localhost/${word}`);
      expect(catalogue.status).toBe(200);
      expect(catalogue.canonical).toBe("http://nl.localhost/boxes");
      expect(catalogue.alternates).toContain("fr-FR http://fr.localhost/boxes");
      expect(catalogue.alternates).toHaveLength(7); // six markets and x-default (issue 25 item 19)
    }
    const detail = await head(`http://it.localhost/cofanetti/p/${box.slug}/${box.code}`);
    expect(detail.status).toBe(200);
    expect(detail.canonical).toBe(`http://it.localhost/boxes/p/${box.slug}/${box.code}`);
    expect(detail.alternates).toContain(`nl-BE http://be.localhost/boxes/p/${box.slug}/${box.code}?lang=nl`);
    expect(detail.alternates).toHaveLength(7); // six markets and x-default (issue 25 item 19)
    expect((await head("http://fr.localhost/coffret")).status).toBe(404);
  });

  it("the gift's payment step is a private page like the stays' (decision 043)", async () => {
    const payment = await head("http://fr.localhost/payment/gift/0123456789abcdef0123456789abcdef");
    expect(payment.status).toBe(404);
    expect(payment.canonical).toBeNull();
    expect(payment.robots).toBe("noindex, nofollow");
  });

  it("contact: the market's own word, whichever word was visited, and each market's alternate at its own word", async () => {
    const fr = await head("http://fr.localhost/contatti");
    expect(fr.canonical).toBe("http://fr.localhost/contact");
    expect(fr.alternates).toEqual(["es-ES http://es.localhost/contacto", "fr-FR http://fr.localhost/contact", "fr-BE http://be.localhost/contact?lang=fr", "nl-BE http://be.localhost/contact?lang=nl", "nl-NL http://nl.localhost/contact", "it-IT http://it.localhost/contatti", "x-default http://fr.localhost/contact"]);
    expect((await head("http://es.localhost/contacto")).canonical).toBe("http://es.localhost/contacto");
  });
});

describe("structured data (issue 16 SEO)", () => {
  it("ideas pages: each alternate is the same page in the other language, its route word and slug (issue 16)", async () => {
    const paris = await head("http://fr.localhost/ville/paris-2988507");
    expect(paris.canonical).toBe("http://fr.localhost/ville/paris-2988507");
    expect(paris.alternates).toEqual(expect.arrayContaining([
      "fr-FR http://fr.localhost/ville/paris-2988507", "fr-BE http://be.localhost/ville/paris-2988507?lang=fr",
      "es-ES http://es.localhost/ciudad/paris-2988507", "nl-BE http://be.localhost/stad/parijs-2988507?lang=nl",
      "nl-NL http://nl.localhost/stad/parijs-2988507", "it-IT http://it.localhost/citta/parigi-2988507",
    ]));
    expect(paris.alternates).toHaveLength(7); // six markets and x-default (issue 25 item 19)
    const theme = await head("http://nl.localhost/thema/18");
    expect(theme.canonical).toBe("http://nl.localhost/thema/romantic-18");
    expect(theme.alternates).toEqual(expect.arrayContaining(["fr-FR http://fr.localhost/idee/romantic-18", "es-ES http://es.localhost/tema/romantic-18", "it-IT http://it.localhost/idea/romantic-18"]));
  });

  it("home: the shop as an Organization with its fixed 4.5 of 5 from 4146 reviews", async () => {
    const html = await (await SELF.fetch("http://nl.localhost/", { headers: { "user-agent": BROWSER } })).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const org = blocks.find((b) => b["@type"] === "Organization")!;
    expect(org).toMatchObject({ name: "Pasea", url: "http://nl.localhost/", aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, bestRating: 5, reviewCount: 4146 } });
  });
});

describe("results page titles per flow (spec 000 §1 four flows; issue 25 item 22)", () => {
  const MESSAGES = { "fr.localhost": fr, "nl.localhost": nl, "es.localhost": es, "it.localhost": itMessages } as Record<string, Record<string, string>>;
  const KEYS = { booking: "search.metaTitle", gifting: "search.metaTitleGifting", hotel: "search.metaTitleHotel", activity: "search.metaTitleActivity" } as const;
  const decode = (s: string) => s.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
  for (const host of Object.keys(MESSAGES)) {
    it(`${host}: each flow's title says what it sells, with and without a destination`, async () => {
      const m = MESSAGES[host]!;
      // The destination as the market names it, read from the booking page's title (its template's hole).
      const booking = decode((await head(`http://${host}/search/lyon-c2996944`)).title ?? "");
      const [before, after] = m["search.metaTitleDestination"]!.split("{destination}") as [string, string];
      expect(booking.startsWith(before) && booking.endsWith(after), booking).toBe(true);
      const destination = booking.slice(before.length, booking.length - after.length);
      const titles = new Set<string>();
      for (const [flow, key] of Object.entries(KEYS)) {
        const query = flow === "booking" ? "" : `?flow=${flow}`;
        const plain = await head(`http://${host}${flow === "activity" ? "/activities" : `/search${query}`}`);
        expect(plain.status, flow).toBe(200);
        expect(decode(plain.title ?? ""), flow).toBe(m[key]);
        const atPlace = await head(`http://${host}/search/lyon-c2996944${query}`);
        expect(decode(atPlace.title ?? ""), flow).toBe(m[`${key}Destination`]!.replace("{destination}", destination));
        titles.add(m[key]!);
      }
      expect(titles.size).toBe(4);
    });
  }
});
