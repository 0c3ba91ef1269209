/**
 * The contact page's fixed links (spec 001 §2 "five popular questions as external help links",
 * §9 support hours and chat hours). The help centre is an external site (the HELP_CENTER_URL
 * setting), with the shop's own help page as the fallback when none is set. Decisions 027, 077.
 */
import { helpPagePath } from "#shared/content-routes";
import type { Language } from "#shared/markets";

/** The five popular questions: a locale key each (`contact.faq.{id}`) and the article's slug. */
export const POPULAR_QUESTIONS = [
  { id: "modify", slug: "change-dates-of-my-stay" },
  { id: "cancel", slug: "cancellation-and-refund" },
  { id: "voucher", slug: "use-a-gift-voucher" },
  { id: "payment", slug: "payment-methods-and-instalments" },
  { id: "included", slug: "what-is-included-in-my-stay" },
] as const;

/**
 * A popular question's link: the configured help centre's article (`{helpCenterUrl}/{language}/
 * articles/{slug}`, external) or, with none configured, the shop's own help page, where each
 * question is a section (`/infos/aide#{id}`; decision 077: a recorded fallback, the spec wants
 * external help links).
 */
export function questionHref(language: Language, question: { id: string; slug: string }, helpCenterUrl: string | undefined): string {
  return helpCenterUrl ? `${helpCenterUrl}/${language}/articles/${question.slug}` : `${helpPagePath(language)}#${question.id}`;
}
