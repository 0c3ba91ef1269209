/**
 * The two homepage rules the route and its head need before any page code loads (spec 001 §2
 * Homepage): the flow asked for in `?flow=` and the robots meta of a document's SEO flags. Kept
 * apart from cms.ts so that every page does not carry the homepage's other rules.
 */
import type { CmsFlow } from "#shared/contract/cms";

/** Flows a homepage can be asked for in `?flow=`; anything else is booking (spec 001 §2 "falls back to booking"). */
export function homeFlow(raw: unknown): CmsFlow {
  return raw === "gifting" || raw === "activity" ? raw : "booking";
}

/** The robots meta content of a document's SEO flags: "index, follow", "noindex, follow"… */
export function robotsContent(seo: { index: boolean; follow: boolean }): string {
  return `${seo.index ? "index" : "noindex"}, ${seo.follow ? "follow" : "nofollow"}`;
}
