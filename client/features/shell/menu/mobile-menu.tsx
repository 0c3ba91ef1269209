/**
 * The mobile menu drawer (spec 001 §2 "burger menu on mobile (level stack)"), a lazy chunk of
 * burger-button.tsx. Ark UI's Dialog gives the modal behaviour: focus moves in and stays in,
 * Escape, the close button and a tap outside close it, the page behind cannot scroll, and focus
 * returns to the burger.
 *
 * The level stack: the first level lists the menu tabs (Inspirations, Destinations, Gift ideas),
 * the account links, help and gift, and the language selector on the Belgian host; a row with
 * children drills down (the CMS menu, GET /api/cms/menu, up to 4 levels) and a back button returns
 * to the level before, focus on the row it came from. Every level starts with a link to its own
 * page ("See all"). While the menu loads, or if it fails, the tabs are plain links.
 */
import { useQuery } from "@tanstack/react-query";
import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { Dialog } from "@ark-ui/react/dialog";
import { css } from "styled-system/css";
import type { MenuIcon, MenuResponse } from "#shared/contract/menu";
import { MENU_TABS, type MenuFlow } from "#shared/menu-tabs";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import type { Translate } from "#shared/i18n";
import { LanguageSwitch } from "../language-switch";
import { Icon } from "../../../ui/icons";
import { highlightedItem, MenuItemLabel, menuLinkVariant } from "./menu-item-label";
import { ACCOUNT_LINKS, accountHref, GIFT_HREF, helpHref, tabHref } from "../../../shop/links";
import { GIFT_CARD_HREF } from "../../gifting";
import { menuQuery } from "./menu-query";

/** A row of a level: a link, or (with children) a button that opens the next level. */
interface Row {
  label: string;
  url: string;
  icon?: MenuIcon;
  count?: number;
  variant?: "default" | "highlight";
  children: Row[];
}

/** One level of the stack; `from` is the index of the row that opened it in the level before. */
interface Level {
  title: string;
  url?: string;
  rows: Row[];
  from?: number;
}

const asRow = (item: Omit<Row, "children"> & { children?: readonly unknown[] }): Row => ({
  label: item.label,
  url: item.url,
  icon: item.icon,
  count: item.count,
  variant: item.variant,
  children: (item.children ?? []).map((c) => asRow(c as Parameters<typeof asRow>[0])),
});

/** The first level's tab rows: drill-down rows once the menu is here, plain links before. */
function tabRows(t: Translate, flow: MenuFlow, menu: MenuResponse | undefined): Row[] {
  return MENU_TABS.map((tab) => ({
    label: t(`menu.tab.${tab}`),
    url: tabHref(tab, flow),
    children: (menu?.panels.find((p) => p.tab === tab)?.items ?? []).map(asRow),
  }));
}

export default function MobileMenu(props: { open: boolean; onOpenChange: (open: boolean) => void; flow: MenuFlow; returnFocus: RefObject<HTMLElement | null> }) {
  const t = useT();
  const shop = useShop();
  const api = useApi();
  const menu = useQuery(menuQuery(api, shop.market.pointOfSale, props.flow));
  const [stack, setStack] = useState<Level[]>([]);
  const [focusRow, setFocusRow] = useState<number | "title" | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const root: Level = { title: t("menu.title"), rows: tabRows(t, props.flow, menu.data) };
  const level = stack.at(-1) ?? root;
  const previous = stack.length > 1 ? stack.at(-2)! : stack.length === 1 ? root : null;

  // After a drill-down focus the new level's title; after going back, the row it was opened from.
  useLayoutEffect(() => {
    if (focusRow === null) return;
    if (focusRow === "title") titleRef.current?.focus();
    else bodyRef.current?.querySelector<HTMLElement>(`[data-row="${focusRow}"]`)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const drill = (row: Row, index: number) => {
    setStack((s) => [...s, { title: row.label, url: row.url, rows: row.children, from: index }]);
    setFocusRow("title");
  };
  const back = () => {
    setFocusRow(level.from ?? 0);
    setStack((s) => s.slice(0, -1));
  };

  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(d) => {
        props.onOpenChange(d.open);
        if (!d.open) setStack([]);
      }}
      finalFocusEl={() => props.returnFocus.current}
      lazyMount
      unmountOnExit
    >
      <Dialog.Backdrop className={backdrop} />
      <Dialog.Positioner className={positioner}>
        <Dialog.Content className={drawer} data-testid="mobile-menu" data-level={stack.length + 1}>
          <div className={bar}>
            {previous && (
              <button type="button" className={iconButton} onClick={back} aria-label={t("menu.back", { label: previous.title })} data-testid="menu-back">
                <Icon name="back" />
              </button>
            )}
            <Dialog.Title ref={titleRef} tabIndex={-1} className={title}>{level.title}</Dialog.Title>
            <Dialog.CloseTrigger className={iconButton} aria-label={t("menu.close")}>
              <Icon name="close" />
            </Dialog.CloseTrigger>
          </div>
          <div ref={bodyRef} className={css({ overflowY: "auto", flex: 1, pb: "6" })}>
            {level.url && (
              <a href={level.url} className={seeAll}>{t("menu.seeAll", { label: level.title })}</a>
            )}
            <ul className={list}>
              {level.rows.map((row, i) => (
                <li key={`${row.url}|${row.label}`}>
                  {row.children.length > 0 ? (
                    <button type="button" className={rowStyle} data-row={i} onClick={() => drill(row, i)} aria-haspopup="true">
                      <MenuItemLabel item={row} />
                      <Icon name="chevron" className={css({ color: "fg.muted", flexShrink: 0 })} />
                    </button>
                  ) : (
                    <a href={row.url} className={`${rowStyle} ${highlightedItem}`} data-variant={menuLinkVariant(row)} data-row={i}><MenuItemLabel item={row} /></a>
                  )}
                </li>
              ))}
            </ul>
            {stack.length === 0 && (
              <>
                {menu.isPending && <p className={note}>{t("menu.loading")}</p>}
                {menu.isError && <p className={note} role="status">{t("menu.loadError")}</p>}
                <RootLinks />
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

/** The first level's own links: account, help, gift, and the language selector (Belgium). */
function RootLinks() {
  const t = useT();
  const shop = useShop();
  const origin = typeof window === "undefined" ? "/" : `${window.location.pathname}${window.location.search}`;
  const links = [
    { href: accountHref(shop.flags.customerAccount, origin), label: shop.flags.customerAccount ? t("menu.account.signin") : t("header.bookingLookup") },
    { href: ACCOUNT_LINKS.wishlist, label: t("header.wishlist") },
    { href: ACCOUNT_LINKS.beneficiary, label: t("menu.account.beneficiary") },
    // Customer care: the gift-card link (spec 001 §6; docs/decisions/049).
    shop.care ? { href: GIFT_CARD_HREF, label: t("header.giftCard") } : { href: GIFT_HREF, label: t("header.gift") },
    { href: helpHref(shop.market.language), label: t("header.help") },
  ];
  return (
    <>
      <ul className={css({ listStyle: "none", m: 0, p: 0, mt: "2", borderTopWidth: "1px", borderColor: "border", pt: "2" })}>
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className={secondaryRow}>{l.label}</a>
          </li>
        ))}
      </ul>
      {shop.belgianHost && (
        <div className={css({ px: "4", pt: "4" })}>
          <LanguageSwitch />
        </div>
      )}
    </>
  );
}

const backdrop = css({ position: "fixed", inset: 0, bg: "bg.overlay", zIndex: "overlay" });
const positioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", justifyContent: "flex-start" });
const drawer = css({
  display: "flex", flexDirection: "column", w: "min(100vw, 24rem)", h: "100dvh", bg: "bg.surface", boxShadow: "modal", outline: "none",
});
const bar = css({ display: "flex", alignItems: "center", gap: "2", px: "2", minH: "14", borderBottomWidth: "1px", borderColor: "border" });
const title = css({ flex: 1, m: 0, px: "2", fontSize: "lg", fontWeight: "bold", lineClamp: 1, outline: "none" });
const iconButton = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", color: "fg",
  bg: "transparent", borderWidth: 0, cursor: "pointer", flexShrink: 0, _hover: { bg: "bg.subtle" },
});
const list = css({ listStyle: "none", m: 0, p: 0 });
const rowStyle = css({
  display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", w: "full", minH: "12", px: "4", textAlign: "start",
  fontSize: "md", fontWeight: "semibold", color: "fg", textDecoration: "none", bg: "transparent", borderWidth: 0, cursor: "pointer",
  _hover: { bg: "bg.subtle", color: "primary" },
});
const secondaryRow = css({ display: "flex", alignItems: "center", minH: "11", px: "4", fontSize: "sm", color: "fg", textDecoration: "none", _hover: { bg: "bg.subtle", color: "primary" } });
const seeAll = css({ display: "flex", alignItems: "center", minH: "12", px: "4", fontSize: "sm", fontWeight: "semibold", color: "link", textDecoration: "underline", textUnderlineOffset: "3px" });
const note = css({ px: "4", py: "2", fontSize: "sm", color: "fg.muted" });
