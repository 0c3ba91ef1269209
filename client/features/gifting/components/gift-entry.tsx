/**
 * The stay page's entry to the gifting setup in the gifting flow (spec 001 §2 "A
 * Personalise-your-gift drawer has an Offer button"; §6 "Customer-care: disables the gift drawer
 * entry"). A plain button, server-rendered and tiny; the drawer (gift-drawer.tsx, an Ark UI
 * Dialog) is fetched on hover or focus and opened on click. In customer care the Offer link goes
 * straight to the setup.
 */
import { Link } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { useShop, useT } from "../../../shop/use-shop";

const loadDrawer = () => import("./gift-drawer");
const GiftDrawer = lazy(loadDrawer);

export function GiftEntry(props: { packageId: number; label: string; fromPrice: number; nights: number; prices: readonly { nights: number; sellPrice: number }[]; hotel?: string }) {
  const t = useT();
  const shop = useShop();
  const { care } = shop;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (care) {
    return (
      <Link to="/gift/$id" params={{ id: String(props.packageId) }} className={button} data-testid="gift-offer">
        {t("gifting.drawer.offer")}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={button}
        aria-haspopup="dialog"
        data-testid="gift-personalise"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
          // personalization_item (spec 001 §7): the gift customisation of this stay opened.
          void import("../../../shop/stay-tracking").then((m) => m.trackPersonalization(shop, { id: props.packageId, label: props.label, hotel: props.hotel ?? "", sellPrice: props.fromPrice }));
        }}
      >
        {t("gifting.drawer.open")}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <GiftDrawer open={open} onClose={() => setOpen(false)} packageId={props.packageId} label={props.label} nights={props.nights} prices={props.prices} />
        </Suspense>
      )}
    </>
  );
}

const button = css({
  display: "flex", alignItems: "center", justifyContent: "center", mt: "4", width: "100%", h: "12", borderRadius: "md", bg: "primary", color: "primary.fg",
  fontWeight: "bold", fontSize: "md", cursor: "pointer", textDecoration: "none", _hover: { bg: "primary.hover" },
});
