/**
 * Texts that promise a delivery time or a validity state the rule's figures, never their own
 * (DESIGN.md habit 8: "when a text promises something, derive it from the rule"), in es, fr, nl, it:
 * - every locale message and seeded CMS text that names business days of delivery takes them from
 *   `{min}` / `{max}`, filled from shared/gift.ts PHYSICAL_DELIVERY_DAYS (the gift cart's deliveryDays);
 * - the gift card's and the activity voucher's validity messages take `{months}` (GIFT_VALIDITY_MONTHS,
 *   the gift cart's validityMonths), and no CMS text gives gift cards the stays' one year (they
 *   are valid 18 months);
 * - a promised reply time takes `{hours}`: the settings' replyWithinHours (the contact page, its
 *   thank-you, the footer), filled in the CMS copy by the seed from REPLY_WITHIN_HOURS, the figure
 *   it writes into the settings table.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COPY_ES } from "../../scripts/seed/cms/copy-es";
import { COPY_FR } from "../../scripts/seed/cms/copy-fr";
import { COPY_IT } from "../../scripts/seed/cms/copy-it";
import { COPY_NL } from "../../scripts/seed/cms/copy-nl";
import { strings } from "../json-strings";
import { REPLY_WITHIN_HOURS, settingsTable } from "../../scripts/seed/settings";

/** "2 à 4 jours ouvrés", "2 a 4 días laborables", "2-4 giorni lavorativi", "2 tot 4 werkdagen": a written range of days. */
const WRITTEN_DAYS = /\d+\s*(?:à|a|-|tot)\s*\d+\s*(?:jours ouvrés|días laborables|giorni lavorativi|werkdagen)/iu;
/** The same with placeholders: what a derived text holds. */
const DERIVED_DAYS = /\{min\}\s*(?:à|a|-|tot)\s*\{max\}\s*(?:jours ouvrés|días laborables|giorni lavorativi|werkdagen)/iu;

describe("delivery times are the rule's", () => {
  for (const lang of ["es", "fr", "nl", "it"]) {
    it(`${lang}: locale messages and CMS copy write no delivery days of their own, and some derive them`, () => {
      const messages = Object.values(JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Record<string, string>);
      const copy = strings({ es: COPY_ES, fr: COPY_FR, nl: COPY_NL, it: COPY_IT }[lang]);
      const texts = [...messages, ...copy];
      expect(texts.filter((t) => WRITTEN_DAYS.test(t))).toEqual([]);
      expect(messages.filter((t) => DERIVED_DAYS.test(t)).length).toBeGreaterThanOrEqual(3);
      expect(copy.filter((t) => DERIVED_DAYS.test(t)).length).toBe(1);
    });
  }
});

/** A gift card named with a one-year validity in the same text (the stays' validity, not the card's). */
const GIFT_CARD_ONE_YEAR = /(cartes? cadeaux?|tarjetas? regalo|carta regalo|carte regalo|cadeaukaart)[^.]*(un an\b|un año|un anno|een jaar)|(un an\b|un año|un anno|een jaar)[^.]*(cartes? cadeaux?|tarjetas? regalo|carta regalo|carte regalo|cadeaukaart)/iu;

describe("validity texts are the rule's", () => {
  for (const lang of ["es", "fr", "nl", "it"]) {
    it(`${lang}: the gift card's and the activity voucher's validity take {months}; no CMS text gives gift cards one year`, () => {
      const messages = JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Record<string, string>;
      for (const key of ["gifting.validity.giftcard", "activity.validity", "gifting.validity.stay"]) expect(messages[key], key).toContain("{months");
      const copy = strings({ es: COPY_ES, fr: COPY_FR, nl: COPY_NL, it: COPY_IT }[lang]);
      expect(copy.filter((t) => GIFT_CARD_ONE_YEAR.test(t))).toEqual([]);
    });
  }
});

/** Words of a promised reply, in the four languages. */
const REPLY = /(répond|contactera|responde|en contacto|risponde|contatterà|antwoordt|contact met je op)/iu;
/** Which sentences of `text` promise a reply within `hours` ("48", or the placeholder "\\{hours\\}"). */
function replyPromises(text: string, hours: string): string[] {
  const within = new RegExp(`(^|[^\\d{])${hours}\\s*(h|heures?|horas?|ore|uur)\\b`, "iu");
  return text.split(/(?<=[.!?])\s/u).filter((sentence) => REPLY.test(sentence) && within.test(sentence));
}

describe("reply times are the settings'", () => {
  it("the seed writes REPLY_WITHIN_HOURS into every market's settings", () => {
    const rows = settingsTable().rows.filter((r) => r[1] === "reply_within_hours");
    expect(rows).toHaveLength(6);
    for (const r of rows) expect(Number(r[2])).toBe(REPLY_WITHIN_HOURS);
  });

  for (const lang of ["es", "fr", "nl", "it"]) {
    it(`${lang}: locale messages and CMS copy write no reply time of their own; the thank-you and the USP derive it`, () => {
      const messages = JSON.parse(readFileSync(`locales/${lang}.json`, "utf8")) as Record<string, string>;
      const copy = strings({ es: COPY_ES, fr: COPY_FR, nl: COPY_NL, it: COPY_IT }[lang]);
      expect([...Object.values(messages), ...copy].flatMap((t) => replyPromises(t, "\\d+"))).toEqual([]);
      expect(replyPromises(messages["contact.thankYou"]!, "\\{hours\\}"), messages["contact.thankYou"]).toHaveLength(1);
      expect(messages["contact.replyText"]).toContain("{hours}");
      expect(copy.flatMap((t) => replyPromises(t, "\\{hours\\}"))).toHaveLength(1);
    });
  }
});
