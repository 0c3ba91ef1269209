/**
 * Injection (issue 3 "Resilience and security" §4): XSS and HTML payloads through every
 * user-controlled field the worker reads — query parameters, path segments, the autocomplete
 * term, labels coming back from the API, cookies and Accept-Language — must come back inert:
 * - no element, attribute or script the shop did not write (parsed with HTMLRewriter: no event
 *   handler attributes, no script without this request's nonce, no javascript: URLs, no frames);
 * - inside the dehydration scripts, strings escape `<` so `</script>` cannot close them;
 * - JSON answers stay JSON (content-type, nosniff, `default-src 'none'`);
 * - never a 5xx, and never a Location to another origin (open redirects, last describe block).
 *
 * The table FIELDS is the list of inputs: a new field joins with one line. The URL hash is not
 * here: browsers never send it (DESIGN.md "URL hash versus server rendering"); its parser has
 * property tests in shared/criteria.property.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { callWorker, existingStayId, fakeUpstream, type FakeUpstream, type WorkerAnswer } from "./fake-upstream";

/** A stay that exists, so stay pages render the product (set in beforeAll). */
let stay = 0;
beforeAll(async () => {
  stay = await existingStayId();
});

const PAYLOADS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  "javascript:alert(1)",
  "</script><script>alert(1)</script>",
  "<!--<script>alert(1)//-->",
  "{{7*7}}",
  "${7*7}",
  "＜script＞alert(1)＜/script＞", // fullwidth look-alikes
  "\u202e<script>alert(1)</script>\u2028\u2029", // bidi override, JS line separators
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E", // double encoding
  `${"A".repeat(8000)}<script>alert(1)</script>`,
];

/** How one input reaches the worker. `upstream` builds a fake upstream that echoes the payload. */
interface Field {
  name: string;
  url: (p: string) => string;
  headers?: (p: string) => Record<string, string>;
  init?: (p: string) => { method: string; body: string };
  upstream?: (p: string) => FakeUpstream;
  /** The payload is known to come back (escaped): the test then also checks that it did. */
  reflected?: boolean;
}

const q = encodeURIComponent;
let n = 0;
/** A URL no earlier render used: `from` is part of the page micro-cache key (an unknown key is not). */
const unique = (url: string) => `${url}${url.includes("?") ? "&" : "?"}from=t${Date.now().toString(36)}${++n}`;
/** Header values must be ByteStrings: non-ASCII payloads travel percent-encoded (servers decode cookies). */
const header = (p: string) => (/^[\x20-\x7e]*$/.test(p) ? p : q(p));
const cookie = (name: string) => (p: string) => ({ cookie: `${name}=${q(p)}` });

/** Rewrites every label-like string of a healthy upstream answer to the payload. */
function echoLabels(p: string): FakeUpstream {
  const walk = (value: unknown, key = ""): unknown => {
    if (Array.isArray(value)) return key === "reviewDetails" ? value : value.map((x) => walk(x));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, walk(x, k)]));
    if (typeof value === "string" && ["label", "name", "title", "description", "url"].includes(key)) return p;
    return value;
  };
  return fakeUpstream("ok", (_path, body) => walk(body));
}

const FIELDS: Field[] = [
  // A malformed flow is dropped before the loader (loaderDeps re-validate the query): not reflected.
  { name: "?flow=", url: (p) => `http://fr.localhost/search?flow=${q(p)}` },
  { name: "?page=", url: (p) => `http://fr.localhost/search?page=${q(p)}` },
  { name: "?from=", url: (p) => `http://fr.localhost/search?from=${q(p)}` },
  { name: "?lang= (Belgian host)", url: (p) => `http://be.localhost/?lang=${q(p)}` },
  { name: "?exp=", url: (p) => `http://fr.localhost/?exp=${q(`newGallery:${p},${p}:x`)}` },
  { name: "?referral= (tracking)", url: (p) => `http://fr.localhost/?referral=${q(p)}&clickid=${q(p)}` },
  { name: "?pos= (care host)", url: (p) => `http://care.localhost/care/login?pos=${q(p)}` },
  { name: "unknown query parameter", url: (p) => `http://fr.localhost/search/lyon-c2996944?utm_source=${q(p)}&${q(p)}=1` },
  { name: "/search/{segment}", url: (p) => `http://fr.localhost/search/${q(p)}`, reflected: true },
  { name: "/stay/{id}", url: (p) => `http://fr.localhost/stay/${q(p)}`, reflected: true },
  { name: "/stay/{id}-{slug}", url: (p) => `http://fr.localhost/stay/${stay}-${q(p)}` },
  { name: "unknown path", url: (p) => `http://fr.localhost/${q(p)}`, reflected: true },
  { name: "search-looking unknown path", url: (p) => `http://fr.localhost/sejours/${q(p)}` },
  { name: "autocomplete term (API)", url: (p) => `http://fr.localhost/api/autocomplete-geonames.json?term=${q(p)}&maxResults=5` },
  { name: "recommended autocomplete q (API)", url: (p) => `http://fr.localhost/api/recommendedAutocomplete.json?q=${q(p)}` },
  { name: "offers body (API)", url: () => "http://fr.localhost/api/offers.json", init: (p) => ({ method: "POST", body: JSON.stringify({ searchProvider: p.slice(0, 40), [p]: p }) }) },
  { name: "labels from the API: search page", url: () => "http://fr.localhost/search/paris-c2988507", upstream: echoLabels, reflected: true },
  { name: "labels from the API: stay page", url: () => `http://fr.localhost/stay/${stay}`, upstream: echoLabels, reflected: true },
  { name: "labels from the API: home page", url: () => "http://fr.localhost/", upstream: echoLabels, reflected: true },
  { name: "cookie vid", url: () => "http://fr.localhost/search", headers: cookie("vid") },
  { name: "cookie exp", url: () => "http://fr.localhost/", headers: (p) => ({ cookie: `exp=${q(`newGallery:${p},${p}:control`)}` }) },
  { name: "cookie lastLanguage", url: () => "http://be.localhost/", headers: cookie("lastLanguage") },
  { name: "cookie care_token", url: () => "http://care.localhost/", headers: cookie("care_token") },
  { name: "cookie care_pos", url: () => "http://care.localhost/", headers: cookie("care_pos") },
  { name: "Accept-Language", url: () => "http://be.localhost/search", headers: (p) => ({ "accept-language": header(p) }) },
];

/** Elements and attributes the shop never writes; finding one means markup was injected. */
const FORBIDDEN_ELEMENTS = new Set(["iframe", "frame", "object", "embed", "base", "applet"]);
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "srcdoc", "data"];
/** React 19 replaces javascript: URLs by a throwing one mentioning this; it is inert. */
const REACT_BLOCKED_URL = "React has blocked a javascript: URL";

/** Parses an HTML answer and lists what should not be there. */
async function htmlProblems(html: string, nonce: string | undefined): Promise<string[]> {
  const problems: string[] = [];
  let scriptText = "";
  let inScript = false;
  const rewriter = new HTMLRewriter()
    .on("*", {
      element(el) {
        const tag = el.tagName.toLowerCase();
        if (FORBIDDEN_ELEMENTS.has(tag)) problems.push(`<${tag}> element`);
        for (const [name, value] of el.attributes as unknown as Iterable<[string, string]>) {
          if (/^on/i.test(name)) problems.push(`<${tag} ${name}=…> event handler`);
          const url = value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
          if (URL_ATTRIBUTES.includes(name.toLowerCase()) && url.startsWith("javascript:") && !value.includes(REACT_BLOCKED_URL)) problems.push(`<${tag} ${name}="${value.slice(0, 40)}">`);
        }
        if (tag === "script") {
          if (!nonce || el.getAttribute("nonce") !== nonce) problems.push(`<script> without this request's nonce: ${el.getAttribute("src") ?? "inline"}`);
          inScript = true;
          scriptText = "";
        }
      },
    })
    .on("script", {
      text(chunk) {
        scriptText += chunk.text;
        if (chunk.lastInTextNode && inScript) {
          inScript = false;
          // Strings in the dehydration scripts must escape '<' (seroval writes \x3C).
          const bad = /<\/?script|<!--|<img|<svg/i.exec(scriptText);
          if (bad) problems.push(`raw "${bad[0]}" inside a script`);
        }
      },
    });
  await rewriter.transform(new Response(html)).text();
  // Outside scripts, a payload's '<' must arrive as &lt;.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  for (const raw of ["<script>alert", "<img src=x", "<svg/onload", "<!--<script"]) if (markup.includes(raw)) problems.push(`raw ${raw} in markup`);
  return problems;
}

/** Checks one answer for the payload `p`; returns problems (empty = inert). */
async function answerProblems(a: WorkerAnswer, requestUrl: string): Promise<string[]> {
  const problems: string[] = [];
  const { res, text } = a;
  if (res.status >= 500) problems.push(`status ${res.status}`);
  const location = res.headers.get("location");
  if (location && new URL(location, requestUrl).origin !== new URL(requestUrl).origin) problems.push(`Location ${location}`);
  for (const line of res.headers.getSetCookie()) if (/alert|<|>|"/.test(decodeURIComponent(line.split(";")[0]!))) problems.push(`Set-Cookie ${line.slice(0, 60)}`);
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("text/html")) {
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    problems.push(...(await htmlProblems(text, nonce)));
  } else if (type.includes("json")) {
    if (res.headers.get("x-content-type-options") !== "nosniff") problems.push("JSON without nosniff");
    if (!/default-src 'none'/.test(res.headers.get("content-security-policy") ?? "")) problems.push("JSON without default-src 'none'");
    try {
      JSON.parse(text);
    } catch {
      problems.push("body is not JSON");
    }
  } else if (text.length > 0 && !type.startsWith("text/plain")) {
    problems.push(`unexpected content-type ${type}`);
  }
  return problems;
}

describe("user input comes back inert", () => {
  for (const field of FIELDS) {
    it(field.name, async () => {
      const found: string[] = [];
      let reflections = 0;
      for (const p of PAYLOADS) {
        // A page built from a fake upstream gets its own URL: the page micro-cache must not keep it.
        const url = field.upstream ? unique(field.url(p)) : field.url(p);
        const a = await callWorker(url, field.upstream?.(p) ?? null, {}, { headers: field.headers?.(p), ...(field.init?.(p) ?? {}) });
        for (const problem of await answerProblems(a, url)) found.push(`${JSON.stringify(p.slice(0, 40))}: ${problem}`);
        if (a.text.includes("alert(1)")) reflections++;
      }
      expect(found).toEqual([]);
      if (field.reflected) expect(reflections, "the payload should come back (escaped)").toBeGreaterThan(0);
    });
  }
  it("the checker itself catches injected markup", async () => {
    const nonce = "abc";
    expect(await htmlProblems(`<p><img src=x onerror=alert(1)></p>`, nonce)).not.toEqual([]);
    expect(await htmlProblems(`<script nonce="abc">var s="</script><script>alert(1)</script>";</script>`, nonce)).not.toEqual([]);
    expect(await htmlProblems(`<a href=" javascript:alert(1)">x</a>`, nonce)).not.toEqual([]);
    expect(await htmlProblems(`<script nonce="abc">var s="\\x3Cscript>";</script><p>&lt;script&gt;alert(1)</p>`, nonce)).toEqual([]);
  });
});

describe("no open redirects", () => {
  const EVIL = ["https://evil.example", "//evil.example", "/\\evil.example", "https:evil.example", "\\\\evil.example"];
  const PARAMS = ["redirect", "next", "origin", "returnTo", "return_to", "url", "continue", "dest"];

  it("no query parameter turns into a Location elsewhere", async () => {
    const requests: { url: string; init?: { method: string; body?: string; headers?: Record<string, string> } }[] = [];
    for (const evil of EVIL) {
      const query = PARAMS.map((k) => `${k}=${q(evil)}`).join("&");
      requests.push(
        { url: `http://fr.localhost/?${query}` },
        { url: `http://fr.localhost/search?${query}` },
        { url: `http://care.localhost/care/login?${query}` },
        { url: `http://care.localhost/?${query}` },
        { url: `http://care.localhost/care/dev-login?${query}`, init: { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `email=agent%40pasea.example&${query}` } },
        { url: `http://care.localhost/care/logout?${query}`, init: { method: "POST" } },
      );
    }
    const found: string[] = [];
    for (const r of requests) {
      const a = await callWorker(r.url, null, {}, r.init);
      const location = a.res.headers.get("location");
      if (a.res.status >= 500) found.push(`${r.url}: ${a.res.status}`);
      if (location && (new URL(location, r.url).origin !== new URL(r.url).origin || /^\/[/\\]/.test(location))) found.push(`${r.url} → ${location}`);
    }
    expect(found).toEqual([]);
  });

  it("no path turns into a Location elsewhere (protocol-relative and backslash tricks)", async () => {
    const paths = ["//evil.example", "//evil.example/", "///evil.example", "/\\evil.example", "/%2F%2Fevil.example", "/%5Cevil.example", "/search/", "/search//evil.example", "/stay/1/", "/./evil.example", "/search/..//evil.example"];
    const found: string[] = [];
    for (const path of paths) {
      const url = `http://fr.localhost${path}`;
      const a = await callWorker(url, null);
      const location = a.res.headers.get("location");
      if (a.res.status >= 500) found.push(`${path}: ${a.res.status}`);
      if (location && (new URL(location, url).origin !== "http://fr.localhost" || /^\/[/\\]/.test(location))) found.push(`${path} → ${location}`);
    }
    expect(found).toEqual([]);
  });
});

describe("page micro-cache poisoning", () => {
  it("a page rendered for http:// is not served to https:// visitors", async () => {
    const url = unique("http://fr.localhost/");
    await callWorker(url, null);
    const secure = await callWorker(url.replace("http://", "https://"), null);
    expect(secure.text).not.toContain('href="http://es.localhost/"');
  });

  it("a page rendered for one Belgian language is not served for the other", async () => {
    const url = unique("http://be.localhost/search");
    const nl = await callWorker(url, null, {}, { headers: { cookie: "lastLanguage=nl_BE" } });
    const fr = await callWorker(url, null, {}, { headers: { cookie: "lastLanguage=fr_BE" } });
    expect(nl.text).toContain('lang="nl-BE"');
    expect(fr.text).toContain('lang="fr-BE"');
  });
});
