import { describe, expect, it } from "vitest";
import es from "../locales/es.json";
import fr from "../locales/fr.json";
import it_ from "../locales/it.json";
import nl from "../locales/nl.json";
import { GIFT_VIDEO, giftVideoTrack, giftVideoVtt } from "./gift-video";

const cues = (vtt: string) => vtt.split("\n\n").slice(1);

describe("gift how-it-works video (spec 001 §2)", () => {
  it("scenes follow each other without gaps and fill the film", () => {
    GIFT_VIDEO.scenes.forEach((s, i) => {
      expect(s.end).toBeGreaterThan(s.start);
      if (i > 0) expect(s.start).toBe(GIFT_VIDEO.scenes[i - 1]!.end);
    });
    expect(GIFT_VIDEO.scenes.at(-1)!.end).toBe(GIFT_VIDEO.duration);
  });

  it("gives each worded scene one cue in every language, timed as the scene", () => {
    for (const messages of [es, fr, it_, nl] as Record<string, string>[]) {
      const vtt = giftVideoVtt((k) => messages[k]!);
      expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
      const list = cues(vtt);
      expect(list).toHaveLength(3);
      expect(list[0]).toBe(`1\n00:00:00.000 --> 00:00:05.000\n${messages["gifting.how.chooseTitle"]}\n${messages["gifting.how.chooseText"]}`.replaceAll("&", "&amp;"));
      expect(list[2]).toContain("00:00:10.000 --> 00:00:15.000");
    }
  });

  it("keeps cue text plain: markup, ampersands, the cue separator and line breaks are neutralised", () => {
    const vtt = giftVideoVtt((k) => (k.endsWith("Title") ? "A <b>gift</b> & more --> now" : "two\nlines"));
    expect(cues(vtt)[0]).toBe("1\n00:00:00.000 --> 00:00:05.000\nA &lt;b>gift&lt;/b> &amp; more --&gt; now\ntwo lines");
  });

  it("names one track per language", () => {
    expect(giftVideoTrack("nl")).toBe("/media/gift-how-it-works.nl.vtt");
  });
});
