/**
 * Locale → label column language (DESIGN.md "Points of sale and locales").
 * Localised columns end in _es, _fr, _nl, _it: es_ES→es, fr_FR/fr_BE→fr, nl_NL/nl_BE→nl, it_IT→it.
 */
import type { ContractLocale } from "../../shared/contract/common";

/** Suffix of the localised columns. */
export type Lang = "es" | "fr" | "nl" | "it";

const LANG: Record<ContractLocale, Lang> = { es_ES: "es", fr_FR: "fr", fr_BE: "fr", nl_BE: "nl", nl_NL: "nl", it_IT: "it" };

/**
 * Language of a validated locale. The result is one of four literals, so it is safe to build a
 * column name from it (`label_${lang}`); it never carries user text.
 */
export function langOf(locale: ContractLocale): Lang {
  return LANG[locale];
}
