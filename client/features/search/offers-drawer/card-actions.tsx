/**
 * The result cards' two dialogs, opened from buttons the cards render as plain HTML
 * (`data-card-action="offers" | "cancellation"` in the card's `data-offer-id`): the hotel offers drawer and the
 * cancellation conditions (spec 000 §2 result view, §4 offers drawer, §3 cancellationPolicy).
 *
 * One click listener on the window (capture phase), set by the results page (hydrated with the
 * page), serves every card: the list itself hydrates only at the first interaction (decision 026)
 * and React drops a click that lands on a boundary still dehydrated (and stops its propagation),
 * so the cards carry no handler of their own and the very first click opens its dialog. The
 * dialogs' code loads at that click.
 */
import { Suspense, useEffect, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import type { ResultCard, ResultRow } from "../lib/results-answer";
import { cardIdAt } from "../lib/card-id";
import type { Flow, SearchCriteria } from "#shared/criteria";

const OffersDrawer = lazy(() => import("./offers-drawer"));
const CancellationDialog = lazy(() => import("../cancellation/cancellation-dialog"));

/** The open dialog: its kind, the card it was opened from (kept while the list changes under it) and the button. */
type Open = { kind: "offers" | "cancellation"; card: ResultCard; from: HTMLElement } | null;

/** The element of the open dialog, or null; mount it anywhere in the results page. */
export function useCardActions(hotels: readonly ResultRow[], criteria: SearchCriteria, flow: Flow, hash: string) {
  const [open, setOpen] = useState<Open>(null);
  const hotelsRef = useRef(hotels);
  hotelsRef.current = hotels;
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const button = (e.target as Element | null)?.closest?.<HTMLElement>("[data-card-action]");
      const kind = button?.dataset.cardAction;
      if (!button || (kind !== "offers" && kind !== "cancellation")) return;
      const id = cardIdAt(button);
      const card = hotelsRef.current.find((h) => h.mainPackage.id === id)?.mainPackage;
      if (!card) return;
      e.preventDefault();
      setOpen({ kind, card, from: button });
    };
    // Capture phase: React stops a click that lands on a boundary it has not hydrated yet from bubbling further.
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, []);
  if (!open) return null;
  const card = open.card;
  const close = () => {
    const from = open.from;
    setOpen(null);
    // Back to the card's button (the list may have re-rendered it: find it again by its data).
    requestAnimationFrame(() => (from.isConnected ? from : document.querySelector<HTMLElement>(`[data-offer-id="${card.id}"] [data-card-action="${open.kind}"]`))?.focus());
  };
  return (
    <Suspense fallback={null}>
      {open.kind === "offers" ? (
        <OffersDrawer card={card} criteria={criteria} flow={flow} hash={hash} onClose={close} />
      ) : (
        <CancellationDialog card={card} criteria={criteria} flow={flow} hash={hash} onClose={close} />
      )}
    </Suspense>
  );
}
