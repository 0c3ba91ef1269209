/**
 * The offer id of the result card around an element (spec 000 §3 product card): each card says its
 * id once, on its `<article data-offer-id>`, and its title link (`data-select-item`) and action
 * buttons (`data-card-action`) find it there (issue 28 goal 4, decision 090: the id was written
 * four times per card). Returns null outside a card or for a malformed id.
 */
export function cardIdAt(element: Element): number | null {
  const id = Number(element.closest<HTMLElement>("[data-offer-id]")?.dataset.offerId);
  return Number.isInteger(id) && id > 0 ? id : null;
}
