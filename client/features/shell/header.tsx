/**
 * Header (spec 001 §2 Header), on every page, server-rendered as plain links that work without
 * JavaScript:
 *   top bar   flow toggle (book, give, activities; on a product page the same page in the other
 *             flow) and, on the Belgian host, the language selector (language-switch.tsx)
 *   main row  burger (mobile), logo to home, the menu tabs (desktop), help (contact), gift,
 *             wishlist, account entry; the customer-care badge on the care host (care-badge.tsx)
 * On simplified routes (booking, checkout, payment) only the back arrow, the logo and help show.
 * The burger drawer and the mega menu panels are separate chunks loaded at the first pointer or
 * focus on their trigger (menu/burger-button.tsx, menu/desktop-nav.tsx; decision 024). Parts that
 * only some hosts or routes show (back arrow, language selector, care badge) are chunks of their
 * own, loaded where they show; the icon links are plain links: their code loads at the first
 * interaction (decision 026), a click that came before it replayed once hydrated (decision 052).
 */
import { Link, useRouterState } from "@tanstack/react-router";
import { Suspense } from "react";
import { lazy } from "../../ui/lazy";
import { css } from "styled-system/css";
import { header as headerRecipe } from "styled-system/recipes";
import { logoShapes } from "#shared/illustrations/logo";
import { ACTIVITY_SEARCH_PATH } from "#shared/search-path";
import type { MenuFlow } from "#shared/contract/menu";
import { useShop, useT } from "../../shop/use-shop";
import { HydrateWhenVisible } from "../../ui/hydrate-when-visible";
import { BurgerButton } from "./menu/burger-button";
import { DesktopNav } from "./menu/desktop-nav";
import { FLOW_TABS, pageFlow, type HeaderFlow } from "./menu/flow-tabs";
import { useFlowSwitchClick, useStayFlowSwitch } from "./menu/flow-switch-click";
import { isSimplifiedRoute, menuFlow } from "../../shop/links";

const LOGO = { __html: logoShapes() };

const CareBadge = lazy(() => import("./care-badge").then((m) => ({ default: m.CareBadge })));
const HeaderBack = lazy(() => import("./header-back").then((m) => ({ default: m.HeaderBack })));
const HeaderTools = lazy(() => import("./header-tools").then((m) => ({ default: m.HeaderTools })));
const LanguageSwitch = lazy(() => import("./language-switch").then((m) => ({ default: m.LanguageSwitch })));

export function Header() {
  const t = useT();
  const shop = useShop();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The activity search path is the activity flow whatever its query says (issue 25 item 22: its tab, not booking's, is the current one).
  const topFlow = useRouterState({ select: (s) => (s.location.pathname === ACTIVITY_SEARCH_PATH ? "activity" : pageFlow((s.location.search as { flow?: unknown }).flow)) });
  const flow: MenuFlow = menuFlow(topFlow);
  const simplified = isSimplifiedRoute(pathname);
  return (
    <header className={css({ bg: "bg", borderBottomWidth: "1px", borderColor: "border", position: "relative", zIndex: "header" })}>
      {!simplified && <TopBar pathname={pathname} flow={topFlow} />}
      <div className={css({ maxW: "7xl", mx: "auto", px: { base: "3", md: "6" }, minH: "16", display: "flex", flexWrap: { base: "wrap", md: "nowrap" }, alignItems: "center", gap: { base: "1", md: "4" }, position: "relative" })}>
        {/* The back arrow's way back is decided in the browser (the hash, the history, the page's own product link): a click that came before its code is held and replayed, not followed to the server's fallback (home). */}
        {simplified ? <HydrateWhenVisible on="interaction" replay className={tools}><HeaderBack /></HydrateWhenVisible> : <BurgerButton flow={flow} />}
        <Link to="/" className={css({ display: "flex", alignItems: "center", color: "primary", textDecoration: "none", flexShrink: 0, mr: { base: "auto", md: 0 } })} aria-label={t("shell.homeLink")}>
          {/* Inline, not <img src="/logo.svg">: an SVG image is a document of its own on the main thread (decision 017). The link carries the name. */}
          <svg viewBox="0 0 254 64" width={127} height={32} aria-hidden="true" focusable="false" className={css({ height: { base: "7", md: "8" }, width: "auto", maxWidth: "100%" })} dangerouslySetInnerHTML={LOGO} />
        </Link>
        {!simplified && <DesktopNav flow={flow} />}
        {/* A click on an icon before its code is there is held and replayed: the gift, wishlist and account icons open their drawer or menu instead of following their plain link (decision 052). */}
        <HydrateWhenVisible on="interaction" replay className={tools}>
          <HeaderTools simplified={simplified} />
        </HydrateWhenVisible>
        {shop.care && <Suspense fallback={null}><CareBadge /></Suspense>}
      </div>
    </header>
  );
}

/** The top bar: flow toggle, and the language selector where the point of sale has two languages. */
function TopBar(props: { pathname: string; flow: HeaderFlow }) {
  const t = useT();
  const shop = useShop();
  // On a product page the toggle is the same page in the other flow (spec 001 §2 "Top-bar flow toggle links to the product page").
  const product = props.pathname.startsWith("/stay/") ? props.pathname : null;
  const onSearch = product !== null || props.pathname === "/search" || props.pathname.startsWith("/search/") || props.pathname === "/activities";
  const current = (f: HeaderFlow) => (onSearch && props.flow === f ? "page" : undefined);
  // On a search page the flow links switch the search's flow (menu/flow-switch-click.ts).
  const switchFlow = useFlowSwitchClick();
  // On a stay page the toggle keeps dates and party, and sets giftAdult and giftNights (issue 26).
  const stayFlow = useStayFlowSwitch();
  return (
    <div className={css({ bg: "bg.subtle", borderBottomWidth: "1px", borderColor: "border" })}>
      <div className={css({ maxW: "7xl", mx: "auto", px: { base: "3", md: "6" }, minH: "9", display: "flex", alignItems: "center", justifyContent: "space-between", columnGap: "3" })}>
        {/* On a phone the tabs show their short names so that all four fit (360 px, every language); a narrower row (zoom) wraps rather than hiding a tab. */}
        <nav aria-label={t("header.flows")} className={css({ minW: 0, flex: 1 })}>
          <ul className={css({ display: "flex", flexWrap: "wrap", columnGap: { base: "3", md: "5" }, rowGap: 0, listStyle: "none", m: 0, p: 0, fontSize: { base: "xs", md: "sm" }, fontWeight: "semibold", whiteSpace: "nowrap" })}>
            {FLOW_TABS.filter((f) => f !== "activity" || shop.flags.activityFlow).map((f) => (
              <li key={f}>
                {/* The activity and hotel flows have no product-page twin: their tab goes to their search page. */}
                {product && (f === "booking" || f === "gifting") ? (
                  <a href={f === "gifting" ? `${product}?flow=gifting` : product} onPointerDown={(e) => stayFlow(e, f)} onFocus={(e) => stayFlow(e, f)} onClick={(e) => stayFlow(e, f)} data-testid={`flow-toggle-${f}`} title={t(`flow.${f}.description`)} aria-current={current(f)} aria-label={t(`flow.${f}.tab`)} className={flowLink}><TabName flow={f} /></a>
                ) : (
                  // Every tab writes its flow (spec 000 §2 "flow=<flow>"; issue 25 item 12).
                  <Link to={f === "activity" ? "/activities" : "/search"} search={{ flow: f }} onClick={(e) => switchFlow(e, f)} activeOptions={{ exact: true }} title={t(`flow.${f}.description`)} aria-current={current(f)} aria-label={t(`flow.${f}.tab`)} className={flowLink}><TabName flow={f} /></Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {/* What the current flow sells (spec 000 §9 header texts per flow); the tabs carry theirs as a title. */}
        <p className={flowDescription} data-testid="flow-description">{t(`flow.${props.flow}.description`)}</p>
        {/* Links: hydrated at the first interaction, a click replayed so the hash is carried over (decision 045). */}
        {shop.belgianHost && (
          <HydrateWhenVisible on="interaction" replay className={tools}>
            <LanguageSwitch />
          </HydrateWhenVisible>
        )}
      </div>
    </div>
  );
}

/** A flow tab's visible name: `flow.<f>.short` on a phone, `flow.<f>.tab` from `sm` up (the link's accessible name is always the full one). */
function TabName(props: { flow: HeaderFlow }) {
  const t = useT();
  return (
    <>
      <span className={fullName}>{t(`flow.${props.flow}.tab`)}</span>
      <span className={shortName} aria-hidden="true">{t(`flow.${props.flow}.short`)}</span>
    </>
  );
}

const fullName = css({ display: { base: "none", sm: "inline" } });
const shortName = css({ display: { base: "inline", sm: "none" } });

const flowDescription = css({ display: { base: "none", lg: "block" }, m: 0, fontSize: "sm", color: "fg.muted", whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", minW: 0 });

// The gate's wrapper is no box of its own: the icon list stays a flex item of the row (pushed to its end on desktop).
const tools = css({ display: "contents" });

/** Links never break inside; the current flow is underlined (client/theme/small-recipes.ts `header`). */
const { flowLink } = headerRecipe();
