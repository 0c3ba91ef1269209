/**
 * GET /media/gift-how-it-works.{lang}.vtt on workerd (spec 001 §2 how-it-works video; shared/gift-video.ts):
 * the film's subtitles in each of the shop's languages, from the locale files; 404 otherwise; the
 * film's files themselves are static assets served before the worker.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import fr from "../../locales/fr.json";
import nl from "../../locales/nl.json";

const get = (path: string, host = "fr.localhost") => SELF.fetch(`http://${host}${path}`, { redirect: "manual" });

describe("gift video subtitles", () => {
  it("serves WebVTT in the asked language, whatever the market's host", async () => {
    const res = await get("/media/gift-how-it-works.nl.vtt", "es.localhost");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    const body = await res.text();
    expect(body.startsWith("WEBVTT")).toBe(true);
    expect(body).toContain(nl["gifting.how.chooseTitle"]);
    expect(body).toContain(nl["gifting.how.bookText"]);
    expect(await (await get("/media/gift-how-it-works.fr.vtt")).text()).toContain(fr["gifting.how.personaliseTitle"]);
  });

  it("answers 404 for a language the shop does not have, or another file", async () => {
    expect((await get("/media/gift-how-it-works.de.vtt")).status).toBe(404);
    expect((await get("/media/other.fr.vtt")).status).toBe(404);
  });
});
