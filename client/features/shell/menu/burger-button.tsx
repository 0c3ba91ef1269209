/**
 * The burger button of the mobile header (spec 001 §2 "burger menu on mobile (level stack)"). The
 * server renders only this button; the drawer (mobile-menu.tsx: Ark UI's Dialog, the level stack)
 * and the menu's content (GET /api/cms/menu) are fetched at the first pointer or focus on it and
 * shown on click, so no page pays for them before interaction (decision 024). Hidden from md up,
 * where the tabs and their mega panels take over.
 */
import { Suspense, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { useQueryClient } from "@tanstack/react-query";
import { css } from "styled-system/css";
import type { MenuFlow } from "#shared/contract/menu";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { Icon } from "../../../ui/icons";
import { menuQuery } from "./menu-query";

const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

export function BurgerButton(props: { flow: MenuFlow }) {
  const t = useT();
  const shop = useShop();
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void loadMobileMenu();
    void queryClient.prefetchQuery(menuQuery(api, shop.market.pointOfSale, props.flow));
  };
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={burger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        data-testid="burger"
      >
        <Icon name="burger" />
        <span className={css({ srOnly: true })}>{t("menu.open")}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} flow={props.flow} returnFocus={ref} />
        </Suspense>
      )}
    </>
  );
}

const burger = css({
  display: { base: "inline-flex", md: "none" }, alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full",
  color: "fg", bg: "transparent", borderWidth: 0, cursor: "pointer", flexShrink: 0,
  _hover: { bg: "bg.subtle" },
});
