/**
 * Root route: the HTML document, header and footer around every page (spec 001 §2 Header, Footer).
 */
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouterState } from "@tanstack/react-router";
import { Suspense, useEffect } from "react";
import { lazy } from "../ui/lazy";
import { serializeExperiments } from "#shared/flags";
import type { RouterContext } from "../shop/context";
import { useShop } from "../shop/use-shop";
import { Header } from "../features/shell/header";
import { HydrateWhenVisible } from "../ui/hydrate-when-visible";
import { SkipLink } from "../features/shell/skip-link";
import { isSimplifiedRoute } from "../shop/links";
import { chromeOf } from "../shop/page-chrome";

// The footer is links and text below the fold: its code loads and hydrates at the first interaction (issue 13, JS budget).
const Footer = lazy(() => import("../features/shell/footer").then((m) => ({ default: m.Footer })));
// Only in a content editor's preview session (docs/decisions/049).
const PreviewBanner = lazy(() => import("../features/shell/preview-banner").then((m) => ({ default: m.PreviewBanner })));
// A partner's band and legal footer on the pages scoped to its minisite (`?minisite=`, decision 048):
// their code loads only there, at the first interaction like the footer's.
const PartnerScope = lazy(() => import("../features/minisite/partner-scope"));

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: "#0f4c5c" },
      { name: "pasea-experiments", content: serializeExperiments(match.context.shop.experiments) },
      { name: "pasea-messages", content: match.context.shop.assets.messages },
      ...(match.context.shop.preview ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    ],
    links: [
      ...match.context.shop.assets.css.map((href) => ({ rel: "stylesheet", href })),
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    ],
  }),
  scripts: ({ match }) => [{ type: "module", src: match.context.shop.assets.script, async: true }],
  component: RootDocument,
});

function RootDocument() {
  const shop = useShop();
  // Booking, checkout and payment steps have no footer (spec 001 §2 Footer "Hidden on simplified pages").
  const simplified = useRouterState({ select: (s) => isSimplifiedRoute(s.location.pathname) });
  // The page's CMS switches (the home page's header and footer; spec 001 §3). The care host keeps
  // its header: the agent's badge and sign-out are in it.
  const chrome = useRouterState({ select: (s) => chromeOf(s.matches) });
  const minisite = useRouterState({ select: (s) => (s.location.search as { minisite?: unknown }).minisite });
  const partner = (place: "top" | "bottom") =>
    typeof minisite === "string" && <HydrateWhenVisible on="interaction"><PartnerScope slug={minisite} place={place} /></HydrateWhenVisible>;
  // Marks the document once React owns it (tests wait for it before typing).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={shop.market.bcp47}>
      <head>
        <HeadContent />
      </head>
      <body>
        <SkipLink />
        {shop.preview && <Suspense fallback={null}><PreviewBanner /></Suspense>}
        {(chrome.showHeader || shop.care) && <Header />}
        {partner("top")}
        <main id="main">
          <Outlet />
          {partner("bottom")}
        </main>
        {!simplified && chrome.showFooter && (
          // replay: the cookie-preferences link opens a panel instead of following its href
          // (decision 077); a click or Enter on it before the footer hydrated is held, then replayed.
          <HydrateWhenVisible on="interaction" replay>
            <Footer showLegal={chrome.showLegal} showContact={chrome.showContact} />
          </HydrateWhenVisible>
        )}
        <Scripts />
      </body>
    </html>
  );
}
