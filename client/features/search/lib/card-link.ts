/**
 * Where a result card leads (spec 001 §2): an activity-only card to its activity page, which reads
 * the people from the page's hash; a stay to its stay page, the hash saying which stay and hotel
 * it opens (stay hash `id`, `hotelId`). The card's title and its cancellation dialog's "book" link
 * both use it, so they open the same page (decision 090). Its own module: the stay hash's code
 * stays out of the pages that show cards without links to them (the search feature's index).
 */
import { stayLinkHash } from "#shared/stay-hash";
import type { OfferCardData } from "./offer-card-data";

/** `to` (path) and `hash` of the page the card opens, from `pageHash` (the page's criteria hash). Pure. */
export function cardLink(card: Pick<OfferCardData, "id" | "itemCategory" | "hotel">, pageHash: string): { to: string; hash: string } {
  if (card.itemCategory === "activity") return { to: `/activity/${card.id}`, hash: pageHash };
  return { to: `/stay/${card.id}`, hash: stayLinkHash(pageHash, { id: card.id, hotelId: card.hotel.id }) };
}
