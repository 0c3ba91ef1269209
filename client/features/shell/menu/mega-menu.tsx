/**
 * The desktop mega menu (spec 001 §2 "Main menu mega panel up to 4 levels (Inspirations, themes
 * panel with a theme of the week)"; §4 "hover a tab opens the panel, hover a level opens the next,
 * leaving closes"), a lazy chunk of desktop-nav.tsx. Ark UI's NavigationMenu runs the tabs: hover
 * opens a tab's panel and leaving closes it (with short delays), Enter or Space toggles it, Arrow
 * Down or Tab enters it, arrows move between its links, Escape or a click outside closes it and
 * focus returns to the tab.
 *
 * Inside a panel, levels 2, 3 and 4 of the CMS menu (GET /api/cms/menu) stand in columns: hovering
 * or focusing an item shows its children in the next column. Each level's list sits in the DOM
 * right after the item that opened it, so Tab walks the levels in reading order. The Inspirations
 * panel shows the theme of the week beside the columns. Every item is a link to its search page.
 */
import { useQuery } from "@tanstack/react-query";
import { useLayoutEffect, useState } from "react";
import { NavigationMenu } from "@ark-ui/react/navigation-menu";
import { css } from "styled-system/css";
import type { MenuFlow, MenuPanel, MenuTabId, ThemeOfTheWeek } from "#shared/contract/menu";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { Icon } from "../../../ui/icons";
import { highlightedItem, MenuItemLabel, menuLinkVariant } from "./menu-item-label";
import { MENU_TABS, tabHref } from "../../../shop/links";
import { menuQuery } from "./menu-query";
import { tabsList, tabStyle } from "./tab-styles";

/** How the mega menu starts: the tab to open (still hovered) and the tab to focus (had focus). */
export interface MegaStart {
  open?: MenuTabId;
  focus?: MenuTabId;
}

const triggerId = (tab: string) => `menu-tab-${tab}`;

export default function MegaMenu(props: { flow: MenuFlow; start: MegaStart }) {
  const t = useT();
  const shop = useShop();
  const api = useApi();
  const menu = useQuery(menuQuery(api, shop.market.pointOfSale, props.flow));
  const [value, setValue] = useState<string>(props.start.open ?? "");

  // The server's link that had focus is gone: give focus to its trigger, in the same commit.
  useLayoutEffect(() => {
    if (props.start.focus) document.getElementById(triggerId(props.start.focus))?.focus();
  }, [props.start.focus]);

  return (
    <NavigationMenu.Root
      value={value}
      onValueChange={(d) => setValue(d.value)}
      translations={{ rootLabel: t("shell.mainNav") }}
      ids={{ trigger: triggerId, content: (tab) => `menu-panel-${tab}` }}
      openDelay={120}
      closeDelay={250}
    >
      {/* Ark positions the list; the panels span the whole header row instead. */}
      <NavigationMenu.List className={tabsList} style={{ position: "static" }}>
        {MENU_TABS.map((tab) => (
          <NavigationMenu.Item key={tab} value={tab}>
            <NavigationMenu.Trigger className={tabStyle} data-tab={tab}>
              {t(`menu.tab.${tab}`)}
              <Icon name="chevron" className={css({ w: "4", h: "4", transform: "rotate(90deg)", color: "fg.muted" })} />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className={panelStyle} data-testid={`mega-panel-${tab}`}>
              <Panel tab={tab} flow={props.flow} panel={menu.data?.panels.find((p) => p.tab === tab)} failed={menu.isError} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function Panel(props: { tab: MenuTabId; flow: MenuFlow; panel: MenuPanel | undefined; failed: boolean }) {
  const t = useT();
  const [l2, setL2] = useState(0);
  const [l3, setL3] = useState(0);
  const items = props.panel?.items ?? [];
  const label = t(`menu.tab.${props.tab}`);
  const show2 = (i: number) => {
    setL2(i);
    setL3(0);
  };
  return (
    <div className={css({ maxW: "7xl", mx: "auto", px: "6", py: "5", display: "flex", gap: "8" })}>
      <div className={css({ flex: 1, minW: 0 })}>
        <NavigationMenu.Link value={props.tab} asChild>
          <a href={tabHref(props.tab, props.flow)} className={seeAll}>{t("menu.seeAll", { label })}</a>
        </NavigationMenu.Link>
        {props.failed && <p className={css({ fontSize: "sm", color: "fg.muted", mt: "2" })} role="status">{t("menu.loadError")}</p>}
        <div className={css({ position: "relative", minH: "72", mt: "3" })}>
          <ul className={column} data-level="2">
            {items.map((item, i) => (
              <li key={`${item.url}|${item.label}`}>
                <NavigationMenu.Link value={props.tab} asChild>
                  <a href={item.url} className={`${levelLink} ${highlightedItem}`} data-variant={menuLinkVariant(item)} data-active={i === l2 || undefined} onPointerEnter={() => show2(i)} onFocus={() => show2(i)}>
                    <MenuItemLabel item={item} />
                    {item.children.length > 0 && <Icon name="chevron" className={chevron} />}
                  </a>
                </NavigationMenu.Link>
                {i === l2 && item.children.length > 0 && (
                  <ul className={`${column} ${nextColumn}`} data-level="3">
                    {item.children.map((child, j) => (
                      <li key={`${child.url}|${child.label}`}>
                        <NavigationMenu.Link value={props.tab} asChild>
                          <a href={child.url} className={`${levelLink} ${highlightedItem}`} data-variant={menuLinkVariant(child)} data-active={j === l3 || undefined} onPointerEnter={() => setL3(j)} onFocus={() => setL3(j)}>
                            <MenuItemLabel item={child} />
                            {child.children.length > 0 && <Icon name="chevron" className={chevron} />}
                          </a>
                        </NavigationMenu.Link>
                        {j === l3 && child.children.length > 0 && (
                          <ul className={`${column} ${nextColumn}`} data-level="4">
                            {child.children.map((leaf) => (
                              <li key={`${leaf.url}|${leaf.label}`}>
                                <NavigationMenu.Link value={props.tab} asChild>
                                  <a href={leaf.url} className={`${leafLink} ${highlightedItem}`} data-variant={menuLinkVariant(leaf)}><MenuItemLabel item={leaf} /></a>
                                </NavigationMenu.Link>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {props.panel?.themeOfTheWeek && <ThemeCard tab={props.tab} theme={props.panel.themeOfTheWeek} />}
    </div>
  );
}

/** The theme of the week beside the Inspirations columns. */
function ThemeCard(props: { tab: MenuTabId; theme: ThemeOfTheWeek }) {
  const t = useT();
  return (
    <aside className={css({ w: "72", flexShrink: 0, display: { base: "none", lg: "block" } })} aria-labelledby="menu-theme-of-the-week">
      <p id="menu-theme-of-the-week" className={css({ fontSize: "xs", fontWeight: "bold", textTransform: "uppercase", letterSpacing: "wide", color: "fg.muted", m: 0, mb: "2" })}>
        {t("menu.themeOfTheWeek")}
      </p>
      <img src={props.theme.imageUrl} alt="" width={400} height={300} loading="lazy" className={css({ w: "full", h: "auto", borderRadius: "lg", aspectRatio: "4 / 3", objectFit: "cover" })} />
      <p className={css({ fontWeight: "bold", fontSize: "lg", mt: "3", mb: "1" })}>{props.theme.title}</p>
      <p className={css({ fontSize: "sm", color: "fg.muted", m: 0 })}>{props.theme.text}</p>
      <NavigationMenu.Link value={props.tab} asChild>
        <a href={props.theme.url} className={css({ display: "inline-flex", mt: "3", fontSize: "sm", fontWeight: "semibold", color: "link", textDecoration: "underline", textUnderlineOffset: "3px" })}>
          {t("menu.discover")}
          <span className={css({ srOnly: true })}>: {props.theme.title}</span>
        </a>
      </NavigationMenu.Link>
    </aside>
  );
}

// The panel spans the header row (positioned) under the tabs.
const panelStyle = css({
  position: "absolute", left: 0, right: 0, top: "100%", bg: "bg.surface", borderTopWidth: "1px", borderBottomWidth: "1px", borderColor: "border",
  boxShadow: "popover", zIndex: "dropdown",
  "&[hidden]": { display: "none" },
});
const seeAll = css({ fontSize: "sm", fontWeight: "bold", color: "link", textDecoration: "underline", textUnderlineOffset: "3px", _hover: { color: "link.hover" } });
const column = css({ listStyle: "none", m: 0, p: 0, w: "15rem" });
// The next level stands in the next column, top-aligned with the first.
const nextColumn = css({ position: "absolute", top: 0, left: "15rem", paddingLeft: "4", borderLeftWidth: "1px", borderColor: "border", minH: "full" });
const levelLink = css({
  display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2", minH: "10", px: "3", borderRadius: "md",
  fontSize: "sm", color: "fg", textDecoration: "none",
  _hover: { bg: "bg.subtle", color: "primary" },
  "&[data-active]": { bg: "bg.subtle", color: "primary", fontWeight: "semibold" },
});
const leafLink = css({ display: "flex", alignItems: "center", minH: "10", px: "3", borderRadius: "md", fontSize: "sm", color: "fg", textDecoration: "none", _hover: { bg: "bg.subtle", color: "primary", textDecoration: "underline" } });
const chevron = css({ w: "4", h: "4", color: "fg.muted", flexShrink: 0 });
