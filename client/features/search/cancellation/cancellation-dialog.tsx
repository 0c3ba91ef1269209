/**
 * The cancellation conditions of a result card (spec 000 §3 cancellationPolicy; §9 cancellation
 * texts): the card's label as title, the conditions (cancellation-label.ts) with the deadline in
 * the market's format and time zone, and the catalog's own policy message. Ark UI Dialog (focus
 * trapped, Escape closes, focus returned to the label); a chunk of its own, loaded at the first
 * click (offers-drawer/card-actions.tsx).
 */
import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { css } from "styled-system/css";
import type { ProductCard } from "#shared/contract/common";
import type { Flow } from "#shared/criteria";
import { useShop, useT } from "../../../shop/use-shop";
import { cancellationConditions, cancellationLabel } from "./cancellation-label";

export default function CancellationDialog(props: { card: ProductCard; flow: Flow; onClose: () => void }) {
  const t = useT();
  const { market } = useShop();
  const policy = props.card.cancellationPolicy;
  const label = cancellationLabel(policy, props.flow, market.pointOfSale);
  const conditions = cancellationConditions(policy, props.flow, market.pointOfSale);
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && props.onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content} data-testid="cancellation-dialog">
            <div className={css({ display: "flex", alignItems: "flex-start", gap: "3" })}>
              <div className={css({ flex: 1 })}>
                <Dialog.Title className={css({ m: 0, fontSize: "xl", fontWeight: "bold" })}>{t("search.offers.cancel.title")}</Dialog.Title>
                <Dialog.Description className={css({ m: 0, color: "fg.muted" })}>{props.card.label}</Dialog.Description>
              </div>
              <Dialog.CloseTrigger className={close} aria-label={t("search.offers.close")}>✕</Dialog.CloseTrigger>
            </div>
            <p className={policy.cancellable ? good : strong}>{t(label.key, label.values)}</p>
            <ul className={css({ m: 0, pl: "5", display: "grid", gap: "2" })}>
              {conditions.map((c) => <li key={c.key}>{t(c.key, c.values)}</li>)}
            </ul>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const backdrop = css({ position: "fixed", inset: 0, bg: "bg.overlay", zIndex: "overlay" });
const positioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", alignItems: { base: "flex-end", md: "center" }, justifyContent: "center" });
const content = css({
  display: "grid", gap: "4", bg: "bg.surface", boxShadow: "modal", outline: "none", overflowY: "auto", p: { base: "5", md: "6" },
  w: { base: "100vw", md: "min(32rem, calc(100vw - 2rem))" }, maxH: { base: "90dvh", md: "calc(100dvh - 4rem)" },
  borderRadius: { base: "1rem 1rem 0 0", md: "2xl" }, animation: "slideUp 0.2s ease-out",
});
const close = css({ display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", bg: "bg.subtle", cursor: "pointer", flexShrink: 0 });
const good = css({ m: 0, fontWeight: "semibold", color: "success" });
const strong = css({ m: 0, fontWeight: "semibold" });
