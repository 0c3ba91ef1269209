import { describe, expect, it } from "vitest";
import { createTranslator } from "#shared/i18n";
import { MARKETS } from "#shared/markets";
import { compiledMessagesFor, messagesFor } from "./messages";

describe("pre-parsed messages (sent to the browser)", () => {
  for (const language of ["es", "fr", "nl", "it"] as const) {
    it(`${language}: format exactly like the ICU sources`, () => {
      const bcp47 = Object.values(MARKETS).find((m) => m.language === language)!.bcp47;
      const fromSource = createTranslator(bcp47, messagesFor(language));
      const fromAst = createTranslator(bcp47, compiledMessagesFor(language));
      const values = { count: 3, adults: 2, children: 1, babies: 0, nights: 2, people: 2, page: 4, km: 12, index: 1, year: 2026, theme: "Spa", destination: "Lyon", date: "7 janv.", price: "99 €", amount: "10 €", label: "Adultes", title: "X", score: "4,5", checkin: "15:00", checkout: "11:00", min: "30 €", min3: "200 €", min4: "250 €", max: "2000 €", days: 5, hours: 3, minutes: 4, seconds: 5, rating: "8,9", percent: 20, domain: "gmail.com", size: 20, bedding: "1 lit", place: "Lyon", hotel: "Hôtel", zone: "CET", areas: "Rhône, France", stay: "Spa", hasTheme: "yes", partner: "Club", pages: 9, name: "Léa", number: "12345678", value: "400 €", stars: 4, city: "Lyon", opens: "10:00", closes: "18:00", day: "1", months: 12, share: 55, country: "Belgique", code: "ABC12345", fee: "3 €", first: "120 €", others: "2 x 100 €", kg: 10, language: "nl_NL", sign: "+", time: "10:00", id: "49392", gift: "120 €", supplement: "30 €", left: "10 €", used: "90 €", total: "150 €", remaining: "5 €", insurer: "Allianz", from: "lundi", to: "vendredi", open: "10:00", close: "19:00", activity: "Kayak" };
      for (const key of Object.keys(messagesFor(language))) expect(fromAst(key, values), key).toBe(fromSource(key, values));
      expect(Object.values(compiledMessagesFor(language)).some(Array.isArray)).toBe(true);
    });
  }
});
