/**
 * Decision 093: a server render reads upstream answers the isolate already parsed
 * (worker/upstream/memory.ts, shared/api-fetch.ts `preparsed`), one value shared by every render.
 * Every page type is rendered three times on the customer-care host (never from the page cache:
 * each render runs its loaders), in three markets, and the shop hosts' pages (blocks the care host
 * leaves out, e.g. the home page's gift block) three times each with a fresh `from` (a query the
 * page cache keys on); afterwards every kept value still equals its
 * answer's JSON (no reader changed a shared value) and the second and third renders of each page
 * are the same page (a reader that changed a value would change the next render).
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { changedValues } from "../../worker/upstream/memory";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
let cookie = "";

async function firstCard(pos: string, cityId: number) {
  const res = await SELF.fetch(`http://care.localhost/api/offers.json?pos=${pos}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ searchCriterias: { filters: { property: { location: { cityId } } } }, pagination: { page: 0, limit: 1 } }),
  });
  const hotel = ((await res.json()) as { exactMatch: { id: number; mainPackage: { id: number } }[] }).exactMatch[0]!;
  return { stay: hotel.mainPackage.id, hotel: hotel.id };
}

/**
 * The page with what changes from one render to the next masked: the nonce, timestamps, and a
 * countdown's time left (role="timer": counted from the render's own time, so two renders a second
 * apart differ; on a loaded machine they are).
 */
async function render(path: string, host = "care.localhost", cookies = cookie): Promise<{ status: number; page: string; pageCache: string | null }> {
  const res = await SELF.fetch(`http://${host}${path}`, { redirect: "manual", headers: { "user-agent": BROWSER, cookie: cookies } });
  const html = await res.text();
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return { status: res.status, pageCache: res.headers.get("x-page-cache"), page: (nonce ? html.replaceAll(nonce, "N") : html).replace(/\b1\d{12}\b/g, "T").replace(/from=t\w+/g, "from=F").replace(/(<p[^>]*\brole="timer"[^>]*>)[\s\S]*?<\/p>/g, "$1T</p>") };
}

let fresh = 0;
/** `path` with a `from` no earlier render used: the page micro-cache keys on it, so the page renders. */
const unique = (path: string) => `${path}${path.includes("?") ? "&" : "?"}from=t${Date.now().toString(36)}${++fresh}`;

beforeAll(async () => {
  const login = await SELF.fetch("http://care.localhost/care/dev-login", {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://care.localhost" },
    body: "email=agent%40pasea.example",
  });
  cookie = `care_token=${/care_token=([^;]+)/.exec(login.headers.getSetCookie().join(";"))![1]!}`;
});

describe("answers parsed once per isolate (decision 093)", () => {
  it("every page type renders the same from a shared parsed answer, and none changes it", async () => {
    const lyon = await firstCard("fr_FR", 2996944);
    const brugge = await firstCard("nl_BE", 2800931);
    const activity = await SELF.fetch("http://care.localhost/api/search/activity-only.json", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ page: 0, limit: 1 }),
    }).then(async (res) => ((await res.json()) as { exactMatch: { activityOnlyPackages: { mainPackage: { id: number } }[] } }).exactMatch.activityOnlyPackages[0]!.mainPackage.id);
    const paths = [
      "/?pos=fr_FR",
      "/search?page=2&pos=fr_FR",
      "/search/lyon-c2996944?pos=fr_FR",
      "/search/lyon-c2996944?flow=gifting&pos=fr_FR",
      "/search/lyon-c2996944?flow=hotel&pos=fr_FR",
      "/activities?pos=fr_FR",
      `/stay/${lyon.stay}?pos=fr_FR`,
      `/hotel/${lyon.hotel}?pos=fr_FR`,
      `/gift/${lyon.stay}?pos=fr_FR`,
      `/activity/${activity}?pos=fr_FR`,
      "/boxes?pos=fr_FR",
      "/contact?pos=fr_FR",
      "/ville/lyon-2996944?pos=fr_FR",
      "/giftcard/customization?pos=fr_FR",
      "/search/brugge-c2800931?pos=nl_BE",
      `/stay/${brugge.stay}?pos=nl_BE`,
      "/boxes?pos=nl_BE",
      "/partner/ledenvoordeel-fietsbond?pos=nl_NL",
      "/search?pos=it_IT",
    ];
    for (const path of paths) {
      const renders = [await render(path), await render(path), await render(path)];
      expect(renders.map((r) => r.status), path).toEqual([200, 200, 200]);
      expect(renders[2]!.page === renders[1]!.page, `${path}: the third render differs from the second`).toBe(true);
    }
    const shop: [string, string, string][] = [
      ["fr.localhost", "/", ""],
      ["fr.localhost", "/?flow=gifting", ""],
      ["fr.localhost", "/search/lyon-c2996944", ""],
      ["fr.localhost", `/stay/${lyon.stay}`, ""],
      ["be.localhost", "/", "lastLanguage=nl_BE"],
      ["be.localhost", `/stay/${brugge.stay}`, "lastLanguage=nl_BE"],
      ["it.localhost", "/boxes", ""],
    ];
    for (const [host, path, cookies] of shop) {
      const renders = [await render(unique(path), host, cookies), await render(unique(path), host, cookies), await render(unique(path), host, cookies)];
      expect(renders.map((r) => r.status), `${host}${path}`).toEqual([200, 200, 200]);
      expect(renders.map((r) => r.pageCache), `${host}${path}: rendered, not from the page cache`).not.toContain("hit");
      expect(renders[2]!.page === renders[1]!.page, `${host}${path}: the third render differs from the second`).toBe(true);
    }
    const { checked, changed } = changedValues();
    expect(checked).toBeGreaterThan(paths.length); // the renders read parsed answers
    expect(changed).toEqual([]);
  });
});
