/**
 * The cancellation conditions of a result card (spec 000 §3 cancellationPolicy; §9 cancellation
 * texts): the card's label as title, the conditions (cancellation-label.ts) with the deadline in
 * the market's format and time zone, and the catalog's own policy message. The shop's Ark UI
 * dialog frame (shell/dialog-frame.tsx: focus trapped, Escape closes, focus returned to the
 * label); a chunk of its own, loaded at the first click (offers-drawer/card-actions.tsx).
 */
import { css } from "styled-system/css";
import type { ProductCard } from "#shared/contract/common";
import type { Flow } from "#shared/criteria";
import { useShop, useT } from "../../../shop/use-shop";
import { DialogFrame } from "../../shell/dialog-frame";
import { cancellationConditions, cancellationLabel } from "./cancellation-label";

export default function CancellationDialog(props: { card: ProductCard; flow: Flow; onClose: () => void }) {
  const t = useT();
  const { market } = useShop();
  const policy = props.card.cancellationPolicy;
  const label = cancellationLabel(policy, props.flow, market.pointOfSale);
  const conditions = cancellationConditions(policy, props.flow, market.pointOfSale);
  return (
    <DialogFrame placement="center" onClose={props.onClose} title={t("search.offers.cancel.title")} description={props.card.label} closeLabel={t("search.offers.close")} testId="cancellation-dialog">
      <p className={policy.cancellable ? good : strong}>{t(label.key, label.values)}</p>
      <ul className={css({ m: 0, pl: "5", display: "grid", gap: "2" })}>
        {conditions.map((c) => <li key={c.key}>{t(c.key, c.values)}</li>)}
      </ul>
    </DialogFrame>
  );
}

const good = css({ m: 0, fontWeight: "semibold", color: "success" });
const strong = css({ m: 0, fontWeight: "semibold" });
