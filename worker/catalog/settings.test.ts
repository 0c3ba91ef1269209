/**
 * The shop's settings (worker/catalog/settings.ts; spec 001 §10 support hours and reply time;
 * decision 055) against the seeded D1, and where the pages show them: the footer's contact column
 * and the contact page, in the market's language.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ShopSettingsSchema } from "../../shared/contract/settings";
import { call, getValid } from "./test-helpers";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const html = async (url: string) => (await SELF.fetch(url, { headers: { "user-agent": BROWSER } })).text();

beforeAll(async () => {
  await html("http://fr.localhost/contact");
});

describe("GET /cms/settings", () => {
  it("answers every point of sale's support hours, chat hours and reply time", async () => {
    for (const locale of ["es_ES", "fr_FR", "fr_BE", "nl_BE", "nl_NL", "it_IT"]) {
      const s = await getValid(ShopSettingsSchema, `/cms/settings?locale=${locale}`);
      expect(s.supportHours).toEqual([{ from: 1, to: 5, open: "10:00", close: "19:00" }, { from: 6, to: 6, open: "10:00", close: "18:00" }]);
      expect(s.chatHours).toEqual([{ from: 1, to: 5, open: "09:00", close: "18:00" }]);
      expect(s.replyWithinHours).toBe(48);
    }
  });

  it("refuses a bad locale with 400, and answers 404 (logged) for a value that breaks the contract", async () => {
    expect((await call("GET", "/cms/settings")).status).toBe(400);
    expect((await call("GET", "/cms/settings?locale=en_GB")).status).toBe(400);
    const db = env.DB;
    const original = await db.prepare("SELECT value FROM settings WHERE locale = 'it_IT' AND key = 'support_hours'").first<{ value: string }>();
    await db.prepare("UPDATE settings SET value = ?1 WHERE locale = 'it_IT' AND key = 'support_hours'").bind(JSON.stringify([{ from: 5, to: 1, open: "10:00", close: "19:00" }])).run();
    try {
      expect((await call("GET", "/cms/settings?locale=it_IT")).status).toBe(404);
    } finally {
      await db.prepare("UPDATE settings SET value = ?1 WHERE locale = 'it_IT' AND key = 'support_hours'").bind(original!.value).run();
    }
    // An edited value is the next answer (not memoised).
    await db.prepare("UPDATE settings SET value = '24' WHERE locale = 'it_IT' AND key = 'reply_within_hours'").run();
    try {
      expect((await getValid(ShopSettingsSchema, "/cms/settings?locale=it_IT")).replyWithinHours).toBe(24);
    } finally {
      await db.prepare("UPDATE settings SET value = '48' WHERE locale = 'it_IT' AND key = 'reply_within_hours'").run();
    }
  });
});

describe("support hours on the pages", () => {
  it("the footer and the contact page write them in the market's language", async () => {
    const fr = await html("http://fr.localhost/contact");
    expect(fr).toContain("Du lundi au vendredi de 10:00 à 19:00");
    expect(fr).toContain("Le samedi de 10:00 à 18:00");
    expect(fr).toContain("Nous répondons à chaque message sous 48 h.");
    // In the contact card and in the footer's contact column.
    expect(fr).toMatch(/<dd[^>]*>Le samedi de 10:00 à 18:00<\/dd>/);
    expect(fr).toMatch(/<li>Le samedi de 10:00 à 18:00<\/li>/);
    const nl = await html("http://nl.localhost/contact");
    expect(nl).toContain("Maandag tot en met vrijdag van 10:00 tot 19:00 uur");
    expect(nl).toContain("We beantwoorden elk bericht binnen 48 uur.");
    const es = await html("http://es.localhost/");
    expect(es).toContain("De lunes a viernes, de 10:00 a 19:00");
  });
});
