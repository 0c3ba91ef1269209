/**
 * The home page's CMS switches (spec 001 §3 "Homepage CMS: header.showHeader, footer (showFooter,
 * showLegal, showContact)"; client/shop/page-chrome.ts): a document that turns them off hides the
 * header, the footer's legal parts and contact column, or the whole footer. Served as drafts to a
 * preview session (decision 049), which bypasses every cache, so the edit shows at once.
 */
import { env, SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../../worker/env";
import { PREVIEW_COOKIE, previewKey, signPreviewToken } from "../../worker/middleware/preview";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const db = (env as unknown as Bindings).DB;
let cookie = "";
const html = async (url: string, withCookie = true) =>
  (await SELF.fetch(url, { headers: { "user-agent": BROWSER, cookie: withCookie ? cookie : "lastLanguage=nl_BE" } })).text();

/** Stores a draft of nl_BE's booking homepage with the given switches. */
async function draft(header: { showHeader: boolean }, footer: { showFooter: boolean; showLegal: boolean; showContact: boolean }) {
  const published = await db.prepare("SELECT body, position FROM cms_documents WHERE kind = 'homepage' AND locale = 'nl_BE' AND flow = 'booking' AND status = 'published'").first<{ body: string; position: number }>();
  const doc = { ...JSON.parse(published!.body), header, footer };
  await db.prepare("INSERT OR REPLACE INTO cms_documents (kind, locale, flow, slot, status, position, body) VALUES ('homepage', 'nl_BE', 'booking', '', 'draft', ?1, ?2)").bind(published!.position, JSON.stringify(doc)).run();
}

beforeAll(async () => {
  cookie = `${PREVIEW_COOKIE}=${await signPreviewToken(previewKey({ ENVIRONMENT: "development" } as Bindings)!, "editor@pasea.example", 600)}; lastLanguage=nl_BE`;
  await html("http://be.localhost/contact");
});
afterAll(async () => {
  await db.prepare("DELETE FROM cms_documents WHERE kind = 'homepage' AND locale = 'nl_BE' AND status = 'draft'").run();
});

describe("homepage CMS switches", () => {
  it("shows every part with the published document", async () => {
    const page = await html("http://be.localhost/");
    expect(page).toContain("<header");
    for (const id of ["footer-help", "footer-contact", "footer-legal", "footer-booking-legal"]) expect(page).toContain(`id="${id}"`);
  });

  it("hides the header, the legal parts and the contact column when the document says so", async () => {
    await draft({ showHeader: false }, { showFooter: true, showLegal: false, showContact: false });
    const page = await html("http://be.localhost/");
    expect(page).not.toContain("<header");
    expect(page).toContain("<footer");
    expect(page).toContain('id="footer-help"');
    for (const id of ["footer-contact", "footer-legal", "footer-booking-legal"]) expect(page).not.toContain(`id="${id}"`);
    // Other pages keep the whole shell; visitors (no preview) still get the published document.
    const contact = await html("http://be.localhost/contact");
    expect(contact).toContain("<header");
    expect(contact).toContain('id="footer-legal"');
    expect(await html("http://be.localhost/", false)).toContain("<header");
  });

  it("hides the whole footer with showFooter false", async () => {
    await draft({ showHeader: true }, { showFooter: false, showLegal: true, showContact: true });
    const page = await html("http://be.localhost/");
    expect(page).toContain("<header");
    expect(page).not.toContain("<footer");
  });
});
