/**
 * How a card's picture loads (issue 28 goal 5, Lighthouse mobile LCP; decision 084's note):
 * "lcp" for the page's first card (eager, fetchpriority high: React preloads it from the head at
 * that priority), "eager" for the other cards above the fold on a wide screen (eager at the
 * browser's own priority, so a phone, which shows one card, does not share its bandwidth between
 * three high-priority pictures), absent for the rest (lazy).
 */
export type CardImagePriority = "lcp" | "eager";

/** The `<img>` attributes for a priority: `loading` and `fetchPriority`. */
export function cardImageLoading(priority: CardImagePriority | undefined): { loading: "eager" | "lazy"; fetchPriority: "high" | undefined } {
  return { loading: priority ? "eager" : "lazy", fetchPriority: priority === "lcp" ? "high" : undefined };
}

/** The priority of the card at `index` (0-based) in a page's first list. */
export function cardPriorityAt(index: number): CardImagePriority | undefined {
  return index === 0 ? "lcp" : index < 3 ? "eager" : undefined;
}
