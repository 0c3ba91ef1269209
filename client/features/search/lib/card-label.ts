/**
 * The experiment label of a search card (spec 000 §4 "Auto-discount label appears only if its
 * experiment is assigned, a code exists and the flow is not gifting. Otherwise a targeted label
 * appears if the labels experiment is assigned"; §6). Pure: the card shows at most one of them.
 *
 * - `autoDiscount`: the card's extra percent (`value`, an integer percent) and its `code`;
 * - `targeted`: the card's targeted label code, shown as the `targeted.{code}` message.
 * Returns null when neither applies (a targeted label is shown only when the card has one).
 */
import type { Experiments } from "#shared/flags";
import type { Flow } from "#shared/criteria";

export type CardLabel = { kind: "autoDiscount"; code: string; value: number } | { kind: "targeted"; code: string } | null;

/** The card's fields this rule reads (spec 000 §3 Product card `autoDiscount`, `targetedLabel`). */
export interface CardLabelSource {
  autoDiscount?: { code: string; value: number } | null;
  targetedLabel?: string | null;
}

/** Which label the card shows, for the visitor's experiments and the search's flow. */
export function cardLabel(card: CardLabelSource, flow: Flow, experiments: Pick<Experiments, "autoDiscount" | "targetedLabels">): CardLabel {
  const discount = card.autoDiscount;
  if (experiments.autoDiscount === "label" && discount && discount.code && flow !== "gifting") return { kind: "autoDiscount", code: discount.code, value: discount.value };
  if (experiments.targetedLabels === "label" && card.targetedLabel) return { kind: "targeted", code: card.targetedLabel };
  return null;
}
