/**
 * The contact page's fixed links (spec 001 §2 "five popular questions as external help links",
 * §9 support hours and chat hours). The help centre is an external site per language; its
 * articles are the shop's own (fictional, like the catalog). docs/decisions/027.
 */
import type { Language } from "#shared/markets";

/** The help centre's home per language (external). */
export const HELP_CENTER: Record<Language, string> = {
  fr: "https://help.pasea.eu/fr",
  es: "https://help.pasea.eu/es",
  nl: "https://help.pasea.eu/nl",
  it: "https://help.pasea.eu/it",
};

/** The five popular questions: a locale key each (`contact.faq.{id}`) and the article's slug. */
export const POPULAR_QUESTIONS = [
  { id: "modify", slug: "change-dates-of-my-stay" },
  { id: "cancel", slug: "cancellation-and-refund" },
  { id: "voucher", slug: "use-a-gift-voucher" },
  { id: "payment", slug: "payment-methods-and-instalments" },
  { id: "included", slug: "what-is-included-in-my-stay" },
] as const;

/** The article URL of a popular question in a language. */
export function questionHref(language: Language, slug: string): string {
  return `${HELP_CENTER[language]}/articles/${slug}`;
}
