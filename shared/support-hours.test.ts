/** Support hours as text (shared/support-hours.ts; spec 001 §10; decision 055), in the four languages. */
import { describe, expect, it, vi } from "vitest";
import es from "../locales/es.json";
import fr from "../locales/fr.json";
import it_ from "../locales/it.json";
import nl from "../locales/nl.json";
import { createTranslator, type Messages } from "./i18n";
import { MARKETS, type PointOfSale } from "./markets";
import { supportHoursLines, withinHours } from "./support-hours";

const HOURS = [
  { from: 1, to: 5, open: "10:00", close: "19:00" },
  { from: 6, to: 6, open: "10:00", close: "18:00" },
];
const lines = (pos: PointOfSale, messages: Record<string, string>) => supportHoursLines(HOURS, pos, createTranslator(MARKETS[pos].bcp47, messages as Messages));

describe("supportHoursLines", () => {
  it("writes each range in the market's language, days and 24-hour times", () => {
    expect(lines("fr_FR", fr)).toEqual(["Du lundi au vendredi de 10:00 à 19:00", "Le samedi de 10:00 à 18:00"]);
    expect(lines("es_ES", es)).toEqual(["De lunes a viernes, de 10:00 a 19:00", "Sábado, de 10:00 a 18:00"]);
    expect(lines("nl_BE", nl)).toEqual(["Maandag tot en met vrijdag van 10:00 tot 19:00 uur", "Zaterdag van 10:00 tot 18:00 uur"]);
    expect(lines("it_IT", it_)).toEqual(["Dal lunedì al venerdì dalle 10:00 alle 19:00", "Il sabato dalle 10:00 alle 18:00"]);
  });

  it("keeps the wall-clock times of the settings in every market's time zone, and follows the ranges given", () => {
    for (const pos of ["fr_BE", "nl_NL"] as const) expect(lines(pos, pos === "fr_BE" ? fr : nl)[0]).toMatch(/10:00.*19:00/);
    const t = createTranslator("fr-FR", fr as Messages);
    expect(supportHoursLines([{ from: 7, to: 7, open: "09:30", close: "12:15" }], "fr_FR", t)).toEqual(["Le dimanche de 09:30 à 12:15"]);
    expect(supportHoursLines([], "fr_FR", t)).toEqual([]);
  });
});

describe("supportHoursLines on the render path (issue 28: written on every rendered page)", () => {
  it("builds its date formatters once, not on every call", () => {
    lines("fr_FR", fr); // the formatters of fr_FR exist now
    const built = vi.spyOn(Intl, "DateTimeFormat");
    try {
      for (let i = 0; i < 5; i++) expect(lines("fr_FR", fr)).toEqual(["Du lundi au vendredi de 10:00 à 19:00", "Le samedi de 10:00 à 18:00"]);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe("chat hours (spec 001 §10 'chat 9 to 6 Mon-Fri')", () => {
  const CHAT = [{ from: 1, to: 5, open: "09:00", close: "18:00" }];
  it("is open from 9:00 until 18:00 on weekdays only", () => {
    expect(withinHours(CHAT, 1, 9)).toBe(true);
    expect(withinHours(CHAT, 5, 17)).toBe(true);
    expect(withinHours(CHAT, 3, 8)).toBe(false);
    expect(withinHours(CHAT, 3, 18)).toBe(false);
    expect(withinHours(CHAT, 6, 12)).toBe(false);
    expect(withinHours([], 2, 12)).toBe(false);
  });

  it("writes the hours inside a sentence without a capital", () => {
    const t = createTranslator("fr-FR", fr as Messages);
    const hours = supportHoursLines(CHAT, "fr_FR", t, false).join(", ");
    expect(t("contact.chatHours", { hours })).toBe("Chat ouvert du lundi au vendredi de 09:00 à 18:00.");
    const tn = createTranslator("nl-NL", nl as Messages);
    expect(tn("contact.chatClosed", { hours: supportHoursLines(CHAT, "nl_NL", tn, false).join(", ") })).toBe("De chat is gesloten. Openingstijden: maandag tot en met vrijdag van 09:00 tot 18:00 uur.");
  });
});
