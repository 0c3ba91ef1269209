/**
 * Which promo bar a page shows (spec 001 §2 Header "Three page families (home, product, search)
 * feed the promo bar", §3 "Promo bar: internalCode, campaign, category, flow, links", §5 "Promo bar
 * CTA only if url and label exist"). Pure.
 *
 * The promo bars of a point of sale come from GET /api/cms/promoBars (the worker sets the locale);
 * a bar's `category` names its page family and `flow` the page flow it is written for
 * (docs/decisions/042). The stay and hotel pages are the product family.
 */
import type { PromoBar, PromoBarLink } from "#shared/contract/cms";

/** Page families of the promo bar. */
export type PromoFamily = "home" | "search" | "product";

/** A promo bar link that can be shown: url and label both present. */
export type VisiblePromoLink = PromoBarLink & { url: string; label: string };

/** Promo bar links that can be shown: both a non-blank url and label (spec 001 §5), in order. */
export function visiblePromoLinks(links: readonly PromoBarLink[]): VisiblePromoLink[] {
  return links.filter((l): l is VisiblePromoLink => !!l.url?.trim() && !!l.label?.trim());
}

/**
 * The bar of `family` for `flow`, else the family's booking bar (as the homepage falls back to
 * booking, spec 001 §2), else null. The first matching bar wins (the CMS orders them by position).
 */
export function promoBarFor(bars: readonly PromoBar[], family: PromoFamily, flow: string): PromoBar | null {
  const of = (f: string) => bars.find((b) => b.category === family && b.flow === f);
  return of(flow) ?? of("booking") ?? null;
}

/** The links a page of `family` and `flow` shows: its bar's visible links; [] when none (no bar is drawn). */
export function promoLinksFor(bars: readonly PromoBar[], family: PromoFamily, flow: string): VisiblePromoLink[] {
  const bar = promoBarFor(bars, family, flow);
  return bar ? visiblePromoLinks(bar.links) : [];
}
