/**
 * CMS draft-mode preview (spec 001 §6 "Draft-mode preview revalidates CMS data"; issue 16;
 * docs/decisions/049), on workerd with the seeded D1: the signed link's gating (valid, expired,
 * tampered, foreign issuer or audience, wrong secret, too long a life, no token), drafts served only
 * to a preview session, and every cache bypassed in preview: the upstream cache (x-upstream-cache),
 * the page micro-cache (x-page-cache), the browser's (no-store), with noindex and the banner.
 */
import { env, SELF } from "cloudflare:test";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../env";
import { PREVIEW_COOKIE, PREVIEW_MAX_SECONDS, previewKey, signPreviewToken, verifyPreviewToken } from "./preview";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const db = (env as unknown as Bindings).DB;
const devEnv = { ENVIRONMENT: "development" } as Bindings;
const key = previewKey(devEnv)!;
const now = () => Math.floor(Date.now() / 1000);
const get = (url: string, headers: Record<string, string> = {}) => SELF.fetch(url, { headers: { "user-agent": BROWSER, ...headers }, redirect: "manual" });
const DRAFT_TITLE = "Brouillon 049: week-ends d'hiver";

/** A token with the given claims, signed with `secret` (the development key by default). */
function token(claims: { iss?: string; aud?: string; iat?: number; exp?: number }, secret: Uint8Array = key): Promise<string> {
  return new SignJWT({ editor: "test" }).setProtectedHeader({ alg: "HS256" }).setIssuer(claims.iss ?? "pasea-cms").setAudience(claims.aud ?? "cms-preview")
    .setIssuedAt(claims.iat ?? now()).setExpirationTime(claims.exp ?? now() + 600).sign(secret);
}

let cookie = "";
beforeAll(async () => {
  // A draft of fr_FR's booking homepage: the published body with another jumbotron title.
  const published = await db.prepare("SELECT body, position FROM cms_documents WHERE kind = 'homepage' AND locale = 'fr_FR' AND flow = 'booking' AND status = 'published'").first<{ body: string; position: number }>();
  const draft = JSON.parse(published!.body);
  draft.jumbotron.title = DRAFT_TITLE;
  await db.prepare("INSERT OR REPLACE INTO cms_documents (kind, locale, flow, slot, status, position, body) VALUES ('homepage', 'fr_FR', 'booking', '', 'draft', ?1, ?2)").bind(published!.position, JSON.stringify(draft)).run();
  cookie = `${PREVIEW_COOKIE}=${await signPreviewToken(key, "editor@pasea.example", 600)}`;
  // Warm the SSR bundle in this isolate (the first render is slow under load).
  await (await get("http://fr.localhost/contact")).text();
});
afterAll(async () => {
  await db.prepare("DELETE FROM cms_documents WHERE status = 'draft'").run();
});

describe("preview token", () => {
  it("accepts a token signed with the key, and refuses expired, tampered, foreign and overlong ones", async () => {
    expect(await verifyPreviewToken(devEnv, await token({}))).not.toBeNull();
    expect(await verifyPreviewToken(devEnv, await token({ iat: now() - 700, exp: now() - 100 }))).toBeNull();
    expect(await verifyPreviewToken(devEnv, await token({ aud: "customer-care" }))).toBeNull();
    expect(await verifyPreviewToken(devEnv, await token({ iss: "pasea-care" }))).toBeNull();
    expect(await verifyPreviewToken(devEnv, await token({}, new TextEncoder().encode("another-secret-of-at-least-32-characters")))).toBeNull();
    expect(await verifyPreviewToken(devEnv, await token({ exp: now() + PREVIEW_MAX_SECONDS + 3600 }))).toBeNull();
    const good = await token({});
    expect(await verifyPreviewToken(devEnv, `${good.slice(0, -3)}${good.endsWith("A") ? "BBB" : "AAA"}`)).toBeNull();
    expect(await verifyPreviewToken(devEnv, undefined)).toBeNull();
  });

  it("is refused everywhere but development when no PREVIEW_SECRET is set; a short secret is no secret", async () => {
    const t = await token({});
    expect(await verifyPreviewToken({ ENVIRONMENT: "production" } as Bindings, t)).toBeNull();
    expect(await verifyPreviewToken({ ENVIRONMENT: "production", PREVIEW_SECRET: "short" } as Bindings, t)).toBeNull();
    const secret = "a-production-preview-secret-of-40-characters";
    const signed = await signPreviewToken(new TextEncoder().encode(secret), "e", 60);
    expect(await verifyPreviewToken({ ENVIRONMENT: "production", PREVIEW_SECRET: secret } as Bindings, signed)).not.toBeNull();
  });
});

describe("GET /preview and /preview/exit", () => {
  it("sets the preview cookie for a valid link and returns to a same-site path only", async () => {
    const t = await token({});
    const res = await get(`http://fr.localhost/preview?token=${t}&returnTo=${encodeURIComponent("/search?flow=gifting")}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/search?flow=gifting");
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${PREVIEW_COOKIE}=`))!;
    expect(set).toContain(t);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(set)![1])).toBeLessThanOrEqual(600);
    const away = await get(`http://fr.localhost/preview?token=${t}&returnTo=${encodeURIComponent("//evil.example/x")}`);
    expect(away.headers.get("location")).toBe("/");
  });

  it("answers 401 and sets nothing for an expired, foreign or missing token", async () => {
    for (const t of [await token({ iat: now() - 700, exp: now() - 60 }), await token({ aud: "account" }), ""]) {
      const res = await get(`http://fr.localhost/preview?token=${t}`);
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie().join(";")).not.toContain(PREVIEW_COOKIE);
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(await res.text()).toContain("Lien d&#39;aperçu non valable");
    }
  });

  it("exit clears the cookie and returns to the page", async () => {
    const res = await get(`http://fr.localhost/preview/exit?returnTo=${encodeURIComponent("/contact")}`, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact");
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${PREVIEW_COOKIE}=`))).toMatch(/Max-Age=0/i);
  });
});

describe("drafts and caches", () => {
  it("serves the draft only to a preview session; a status sent by a visitor is ignored", async () => {
    const title = async (headers: Record<string, string>, query = "") => {
      const res = await get(`http://fr.localhost/api/cms/homepage${query}`, headers);
      expect(res.status).toBe(200);
      return { res, title: ((await res.json()) as { booking: { jumbotron: { title: string } } }).booking.jumbotron.title };
    };
    expect((await title({})).title).not.toBe(DRAFT_TITLE);
    expect((await title({}, "?status=draft")).title).not.toBe(DRAFT_TITLE);
    const inPreview = await title({ cookie });
    expect(inPreview.title).toBe(DRAFT_TITLE);
    expect(inPreview.res.headers.get("cache-control")).toBe("private, no-store");
    // An expired or forged cookie is no preview, and is cleared.
    const expired = await title({ cookie: `${PREVIEW_COOKIE}=${await token({ iat: now() - 700, exp: now() - 60 })}` });
    expect(expired.title).not.toBe(DRAFT_TITLE);
    expect(expired.res.headers.getSetCookie().find((c) => c.startsWith(`${PREVIEW_COOKIE}=`))).toMatch(/Max-Age=0/i);
  });

  it("bypasses the upstream cache in preview: an edited draft shows at once", async () => {
    const url = "http://fr.localhost/api/cms/promoBars";
    await (await get(url)).text();
    expect((await get(url)).headers.get("x-upstream-cache")).toBe("hit");
    const first = await get(url, { cookie });
    expect(first.headers.get("x-upstream-cache")).toBe("bypass");
    await first.text();
    const draft = await db.prepare("SELECT * FROM cms_documents WHERE kind = 'promoBar' AND locale = 'fr_FR' AND status = 'published' ORDER BY position LIMIT 1").first<Record<string, string | number>>();
    const body = JSON.parse(String(draft!.body));
    body.links = [{ label: "Lien brouillon 049", url: "/search?from=draft049", newTab: false, variant: "default" }];
    await db.prepare("INSERT OR REPLACE INTO cms_documents (kind, locale, flow, slot, status, position, body) VALUES ('promoBar', 'fr_FR', ?1, ?2, 'draft', ?3, ?4)").bind(draft!.flow, draft!.slot, draft!.position, JSON.stringify(body)).run();
    const second = await get(url, { cookie });
    expect(second.headers.get("x-upstream-cache")).toBe("bypass");
    expect(await second.text()).toContain("Lien brouillon 049");
    // The public answer is still the cached, published one.
    const pub = await get(url);
    expect(await pub.text()).not.toContain("Lien brouillon 049");
  });

  it("renders preview pages afresh, noindex and no-store, with the banner; the public page never gets the draft", async () => {
    const url = "http://fr.localhost/?from=preview049";
    for (let i = 0; i < 2; i++) {
      const res = await get(url, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-page-cache")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      const html = await res.text();
      expect(html).toContain(DRAFT_TITLE.replace("'", "&#x27;"));
      expect(html).toContain('data-testid="preview-banner"');
      expect(html).toContain('href="/preview/exit?returnTo=%2F');
    }
    const pub = await get(url);
    expect(pub.headers.get("x-page-cache")).toBe("miss");
    const html = await pub.text();
    expect(html).not.toContain("Brouillon 049");
    expect(html).not.toContain("preview-banner");
  });
});
