/**
 * The format modal of the box page (spec 001 §2 "Offer button opening a format modal. Confirming
 * goes to the gifting checkout with search giftFormat and code. Changing format replaces the
 * fourth path segment and sets search giftFormat"; §4, §8 physical 'coming back soon').
 * The shop's Ark UI dialog frame (shell/dialog-frame.tsx), loaded on demand when the Offer button
 * is pressed (hovered or focused first: prefetched). Choosing a format navigates at once (the page and its price follow the code);
 * Continue is enabled only for a format that can be bought.
 */
import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import type { Box } from "#shared/contract/boxes";
import type { GiftFormat } from "#shared/contract/boxes-format";
import { formatMoney } from "#shared/money";
import { useShop, useT } from "../../../shop/use-shop";
import { DialogFrame } from "../../../ui/dialog-frame";
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
    <DialogFrame open={props.open} onClose={props.onClose} placement="center" title={t("boxes.dialogTitle")} closeLabel={t("boxes.close")} testId="format-dialog">
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
    </DialogFrame>
  );
}

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
