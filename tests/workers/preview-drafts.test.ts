/**
 * Drafts of the header menus and the static pages (spec 001 §6 "Draft-mode preview revalidates CMS
 * data"; migrations/0019; decision 055, extending 049's cms_documents drafts): a draft row is
 * served only to a preview session, instead of its published twin; a draft-only page exists only in
 * preview and is never in the sitemap; visitors keep the published rows.
 */
import { env, SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../../worker/env";
import type { MenuResponse } from "../../shared/contract/menu";
import { PREVIEW_COOKIE, previewKey, signPreviewToken } from "../../worker/middleware/preview";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const db = (env as unknown as Bindings).DB;
const DRAFT_LABEL = "Brouillon 055 du menu";
const DRAFT_TITLE = "Brouillon 055 : confidentialité";
let cookie = "";
const get = (url: string, preview: boolean) => SELF.fetch(url, { headers: { "user-agent": BROWSER, ...(preview ? { cookie } : {}) } });

beforeAll(async () => {
  cookie = `${PREVIEW_COOKIE}=${await signPreviewToken(previewKey({ ENVIRONMENT: "development" } as Bindings)!, "editor@pasea.example", 600)}`;
  const menu = await db.prepare("SELECT body FROM cms_menus WHERE locale = 'fr_FR' AND flow = 'booking' AND status = 'published'").first<{ body: string }>();
  const body = JSON.parse(menu!.body);
  body.panels[0].items[0].label = DRAFT_LABEL;
  await db.prepare("INSERT INTO cms_menus (locale, flow, status, body) VALUES ('fr_FR', 'booking', 'draft', ?1)").bind(JSON.stringify(body)).run();
  const page = await db.prepare("SELECT * FROM content_pages WHERE locale = 'fr_FR' AND slug = 'confidentialite' AND status = 'published'").first<Record<string, string | number>>();
  await db.prepare("INSERT INTO content_pages (locale, page_key, slug, status, title, content, position) VALUES ('fr_FR', ?1, ?2, 'draft', ?3, ?4, ?5)")
    .bind(page!.page_key, page!.slug, DRAFT_TITLE, page!.content, page!.position).run();
  await db.prepare("INSERT INTO content_pages (locale, page_key, slug, status, title, content, position) VALUES ('fr_FR', 'faq', 'faq-brouillon', 'draft', 'FAQ en brouillon', ?1, 9)")
    .bind(JSON.stringify([{ type: "paragraph", value: "Une page qui n'existe qu'en brouillon." }])).run();
  await (await get("http://fr.localhost/contact", false)).text();
});
afterAll(async () => {
  await db.prepare("DELETE FROM cms_menus WHERE status = 'draft'").run();
  await db.prepare("DELETE FROM content_pages WHERE status = 'draft'").run();
});

describe("menu drafts", () => {
  it("serve the draft menu to a preview session only", async () => {
    const label = async (preview: boolean) => ((await (await get("http://fr.localhost/api/cms/menu?flow=booking", preview)).json()) as MenuResponse).panels[0]!.items[0]!.label;
    expect(await label(false)).not.toBe(DRAFT_LABEL);
    expect(await label(true)).toBe(DRAFT_LABEL);
    // A visitor's status is dropped: no drafts through the API.
    const visitor = (await (await get("http://fr.localhost/api/cms/menu?flow=booking&status=draft", false)).json()) as MenuResponse;
    expect(visitor.panels[0]!.items[0]!.label).not.toBe(DRAFT_LABEL);
    // Another flow falls back to booking's menu, the draft in preview.
    const gifting = (await (await get("http://fr.localhost/api/cms/menu?flow=activity", true)).json()) as MenuResponse;
    if (gifting.flow === "booking") expect(gifting.panels[0]!.items[0]!.label).toBe(DRAFT_LABEL);
  });
});

describe("static page drafts", () => {
  it("show the draft page in preview, the published one to visitors", async () => {
    const previewPage = await (await get("http://fr.localhost/infos/confidentialite", true)).text();
    expect(previewPage).toContain(DRAFT_TITLE);
    const visitorPage = await (await get("http://fr.localhost/infos/confidentialite", false)).text();
    expect(visitorPage).not.toContain(DRAFT_TITLE);
    expect(visitorPage).toContain("<h1");
  });

  it("a draft-only page exists in preview only, and never in the sitemap", async () => {
    const inPreview = await get("http://fr.localhost/infos/faq-brouillon", true);
    expect(inPreview.status).toBe(200);
    expect(await inPreview.text()).toContain("FAQ en brouillon");
    expect((await get("http://fr.localhost/infos/faq-brouillon", false)).status).toBe(404);
    const sitemap = await (await get("http://fr.localhost/sitemap.xml", false)).text();
    expect(sitemap).toContain("/infos/confidentialite");
    expect(sitemap).not.toContain("faq-brouillon");
  });
});
