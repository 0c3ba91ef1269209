/**
 * The format modal of the box page (spec 001 §2 "Offer button opening a format modal. Confirming
 * goes to the gifting checkout with search giftFormat and code. Changing format replaces the
 * fourth path segment and sets search giftFormat"; §4, §8 physical 'coming back soon').
 * An Ark UI Dialog, loaded on demand when the Offer button is pressed (hovered or focused first:
 * prefetched). Choosing a format navigates at once (the page and its price follow the code);
 * Continue is enabled only for a format that can be bought.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import type { Box } from "#shared/contract/boxes";
import type { GiftFormat } from "#shared/contract/boxes-format";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { FormatText } from "./format-option";

export interface FormatDialogProps {
  open: boolean;
  onClose: () => void;
  box: Box;
  physicalAvailable: boolean;
  shipping: { amount: number } | null;
  /** The shopper picked another format: the page navigates to that format's code. */
  onChangeFormat: (format: GiftFormat) => void;
  onConfirm: () => void;
}

export function FormatDialog(props: FormatDialogProps) {
  const t = useT();
  const { market } = useShop();
  const current = props.box.format;
  // The choice shows at once; the page follows when the navigation to that format's code is done.
  const [selected, setSelected] = useState<GiftFormat>(current);
  useEffect(() => setSelected(current), [current]);
  const buyable = selected === current && (current === "digital" || props.physicalAvailable);
  const formats: GiftFormat[] = ["digital", "physical"];
  return (
    <Dialog.Root open={props.open} onOpenChange={(d) => { if (!d.open) props.onClose(); }} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content} data-testid="format-dialog">
            <div className={head}>
              <Dialog.Title className={title}>{t("boxes.dialogTitle")}</Dialog.Title>
              <Dialog.CloseTrigger className={iconButton} aria-label={t("boxes.close")}>✕</Dialog.CloseTrigger>
            </div>
            <p className={boxLine}>
              <strong>{props.box.title}</strong> · {formatMoney(props.box.price.sellPrice, market.pointOfSale)}
            </p>
            <fieldset className={fieldset}>
              <legend className={srOnly}>{t("boxes.dialogTitle")}</legend>
              {formats.map((f) => {
                const disabled = f === "physical" && !props.physicalAvailable && current !== "physical";
                return (
                  <label key={f} className={option} data-disabled={disabled || undefined} data-testid={`format-${f}`}>
                    <input
                      type="radio"
                      name="giftFormat"
                      value={f}
                      checked={selected === f}
                      disabled={disabled}
                      onChange={() => {
                        setSelected(f);
                        props.onChangeFormat(f);
                      }}
                      className={radio}
                    />
                    <span className={optionBody}>
                      <span className={optionTitle}>{t(f === "digital" ? "boxes.formatDigital" : "boxes.formatPhysical")}</span>
                      <FormatText format={f} physicalAvailable={props.physicalAvailable} shipping={props.shipping} />
                    </span>
                  </label>
                );
              })}
            </fieldset>
            <button type="button" className={confirm} disabled={!buyable} onClick={props.onConfirm} data-testid="format-confirm">
              {t("boxes.dialogConfirm")}
            </button>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const backdrop = css({ position: "fixed", inset: 0, bg: "bg.overlay", zIndex: "modal" });
const positioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", alignItems: { base: "flex-end", md: "center" }, justifyContent: "center", p: { base: 0, md: "6" } });
const content = css({
  display: "flex", flexDirection: "column", gap: "4", bg: "bg", w: "100%", maxW: { md: "lg" }, maxH: "92dvh", overflowY: "auto", p: "6",
  borderRadius: { base: "xl xl 0 0", md: "xl" }, boxShadow: "modal", outline: "none",
});
const head = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3" });
const title = css({ m: 0, fontSize: "xl", fontWeight: "bold" });
const iconButton = css({ display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", flexShrink: 0, borderRadius: "full", cursor: "pointer", color: "fg", _hover: { bg: "bg.subtle" } });
const boxLine = css({ m: 0, color: "fg.muted" });
const fieldset = css({ border: 0, p: 0, m: 0, display: "grid", gap: "3" });
const srOnly = css({ srOnly: true });
const option = css({
  display: "flex", gap: "3", alignItems: "flex-start", p: "4", borderWidth: "1px", borderColor: "border", borderRadius: "lg", cursor: "pointer",
  "&:has(input:checked)": { borderColor: "primary", bg: "primary.subtle" },
  "&[data-disabled]": { cursor: "not-allowed", bg: "bg.subtle" },
});
const radio = css({ mt: "1", w: "5", h: "5", accentColor: "var(--colors-primary)", flexShrink: 0 });
const optionBody = css({ display: "flex", flexDirection: "column", gap: "1" });
const optionTitle = css({ fontWeight: "bold" });
const confirm = css({
  h: "12", px: "6", borderRadius: "md", fontWeight: "bold", cursor: "pointer", bg: "accent", color: "accent.fg", _hover: { bg: "accent.hover" },
  _disabled: { opacity: 0.5, cursor: "not-allowed" },
});
