/**
 * The menu tabs of the desktop header (spec 001 §2 "Main menu mega panel up to 4 levels"; §4
 * "hover a tab opens the panel, hover a level opens the next, leaving closes"). The server renders
 * the tabs as plain links to their search pages (working without JavaScript). The first pointer or
 * focus on a tab fetches the mega menu (mega-menu.tsx: Ark UI's NavigationMenu, a lazy chunk) and
 * the menu content (GET /api/cms/menu) together, then swaps the links for the menu's triggers: the
 * tab still under the pointer opens, the tab that had focus keeps it (decision 024). Hidden below md,
 * where the burger takes over.
 */
import { useRef, useState, type ComponentType } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { css } from "styled-system/css";
import type { MenuFlow } from "#shared/contract/menu";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { MENU_TABS, tabHref, type MenuTabId } from "../../../shop/links";
import { menuQuery } from "./menu-query";
import { tabsList, tabStyle } from "./tab-styles";
import type { MegaStart } from "./mega-menu";
export type { MegaStart };

const loadMegaMenu = () => import("./mega-menu");
type MegaMenuComponent = ComponentType<{ flow: MenuFlow; start: MegaStart }>;

export function DesktopNav(props: { flow: MenuFlow }) {
  const t = useT();
  const shop = useShop();
  const api = useApi();
  const queryClient = useQueryClient();
  // The loaded component itself, not React.lazy: the swap is then one commit (no Suspense
  // fallback in between), so the tab that had focus never leaves it on the body.
  const [mega, setMega] = useState<{ Menu: MegaMenuComponent; start: MegaStart } | null>(null);
  const hovered = useRef<MenuTabId | null>(null);
  const loading = useRef(false);

  const enhance = () => {
    if (loading.current) return;
    loading.current = true;
    void Promise.all([loadMegaMenu(), queryClient.prefetchQuery(menuQuery(api, shop.market.pointOfSale, props.flow))]).then(([mod]) => {
      const focused = (document.activeElement as HTMLElement | null)?.dataset.tab as MenuTabId | undefined;
      setMega({ Menu: mod.default, start: { open: hovered.current ?? undefined, focus: focused } });
    });
  };

  const plain = (
    <nav aria-label={t("shell.mainNav")}>
      <ul className={tabsList}>
        {MENU_TABS.map((tab) => (
          <li key={tab}>
            <a
              href={tabHref(tab, props.flow)}
              className={tabStyle}
              data-tab={tab}
              onPointerEnter={() => {
                hovered.current = tab;
                enhance();
              }}
              onPointerLeave={() => (hovered.current = null)}
              onFocus={enhance}
            >
              {t(`menu.tab.${tab}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <div className={css({ display: { base: "none", md: "block" }, flex: 1, minW: 0 })} data-testid="desktop-nav">
      {mega ? <mega.Menu flow={props.flow} start={mega.start} /> : plain}
    </div>
  );
}
