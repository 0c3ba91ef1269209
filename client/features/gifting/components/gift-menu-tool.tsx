/**
 * The header's gift icon (spec 001 §2 Header "Gift icon", §6; docs/decisions/049). On the
 * customer-care host a plain link to the gift card. Elsewhere a link to the gifting home that,
 * once the header tools hydrate, opens the gift drawer (gift-menu-drawer.tsx, fetched at the first
 * pointer or focus on the icon, so nothing is added before interaction).
 */
import { Suspense, useRef, useState, type ReactNode } from "react";
import { lazy } from "../../../ui/lazy";
import { useShop } from "../../../shop/use-shop";
import { giftTool } from "../lib/gift-menu";

const loadDrawer = () => import("./gift-menu-drawer");
const GiftMenuDrawer = lazy(loadDrawer);

export function GiftMenuTool(props: { label: string; careLabel: string; className: string; children: ReactNode }) {
  const { care } = useShop();
  const tool = giftTool(care);
  const ref = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!tool.drawer) {
    return (
      <a href={tool.href} title={props.careLabel} className={props.className} data-tool="gift" data-gift-tool="giftcard">
        {props.children}
      </a>
    );
  }
  return (
    <>
      <a
        ref={ref}
        href={tool.href}
        title={props.label}
        className={props.className}
        data-tool="gift"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          setLoaded(true);
          setOpen(true);
        }}
      >
        {props.children}
      </a>
      {loaded && (
        <Suspense fallback={null}>
          <GiftMenuDrawer open={open} onClose={() => setOpen(false)} returnFocus={() => ref.current} />
        </Suspense>
      )}
    </>
  );
}
