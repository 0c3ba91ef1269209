/**
 * The header's wishlist and account icons (spec 001 §2 Header "wishlist, account menu"; §6
 * "with the customer-account feature on, the account icon opens the account menu when a token
 * exists, else links to sign-in; with it off it goes to booking lookup"; docs/decisions/034).
 *
 * Both stay plain links in the server HTML (the wishlist page, the sign-in or booking lookup
 * page), so a click before hydration still lands somewhere useful. Once hydrated, a click on the
 * wishlist opens the drawer, and on the account icon (feature on, `user_account` cookie present)
 * the account menu; each is a lazy chunk fetched at the first pointer or focus on its icon.
 */
import { Suspense, useRef, useState, type ReactNode } from "react";
import { lazy } from "../../ui/lazy";
import { userAccountName } from "#shared/account-cookies";
import { useShop } from "../../shop/use-shop";
import { loadWishlistDrawer } from "../wishlist";

const loadDrawer = () => loadWishlistDrawer();
const loadMenu = () => import("./account-menu");
const WishlistDrawer = lazy(loadDrawer);
const AccountMenu = lazy(loadMenu);

export function HeaderAccountTool(props: { tool: "wishlist" | "account"; href: string; label: string; className: string; children: ReactNode }) {
  const shop = useShop();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLAnchorElement>(null);
  const menu = props.tool === "account";
  const usable = () => !menu || (shop.flags.customerAccount && userAccountName(document.cookie) !== null);
  const warm = () => void (usable() ? (menu ? loadMenu() : loadDrawer()) : undefined);
  return (
    <>
      <a
        ref={ref}
        href={props.href}
        title={props.label}
        className={props.className}
        data-tool={props.tool}
        aria-haspopup={menu ? (shop.flags.customerAccount ? "menu" : undefined) : "dialog"}
        aria-expanded={menu && !shop.flags.customerAccount ? undefined : open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || !usable()) return;
          e.preventDefault();
          setOpen((o) => !o);
        }}
      >
        {props.children}
      </a>
      {open && (
        <Suspense fallback={null}>
          {menu ? (
            <AccountMenu anchor={ref} onClose={() => setOpen(false)} />
          ) : (
            <WishlistDrawer open={open} onOpenChange={setOpen} returnFocus={() => ref.current} />
          )}
        </Suspense>
      )}
    </>
  );
}
