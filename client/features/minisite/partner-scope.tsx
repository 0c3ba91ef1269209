/**
 * Where a partner's branding goes on the pages scoped to its minisite (`?minisite=` kept by the
 * search, stay and booking routes; decision 048). Tiny on purpose (it is in every page's first
 * load): the band's code loads only when the URL names a partner.
 */
import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense } from "react";

const PartnerBand = lazy(() => import("./components/partner-band").then((m) => ({ default: m.PartnerBand })));
const PartnerLegal = lazy(() => import("./components/partner-band").then((m) => ({ default: m.PartnerLegal })));

/** `place`: 'top' under the header (band), 'bottom' above the footer (the partner's legal text). */
export function PartnerScope(props: { place: "top" | "bottom" }) {
  const slug = useRouterState({ select: (s) => (s.location.search as { minisite?: unknown }).minisite });
  if (typeof slug !== "string" || !/^[a-z0-9][a-z0-9-]{0,59}$/.test(slug)) return null;
  return <Suspense fallback={null}>{props.place === "top" ? <PartnerBand slug={slug} /> : <PartnerLegal slug={slug} />}</Suspense>;
}
