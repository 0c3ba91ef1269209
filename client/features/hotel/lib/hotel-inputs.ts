/**
 * The hotel page's hash (spec 001 §2 "Hotel page": checkin, checkout, a default 2, c default 0,
 * b default 0, anchor=products scrolls to the offers) as the inputs of its detail call, and that
 * call's query string. Pure; the criteria parser (shared/criteria.ts) degrades bad values to the
 * defaults, so a malformed hash is an undated stay for 2 adults, never an error.
 */
import { stayPriceInputs, type StayPriceInputs } from "#shared/pricing";

/** Dates (check-in and nights, both or neither) and party the offers are priced for. */
export type HotelInputs = Omit<StayPriceInputs, "flow">;

/**
 * The inputs of a hash ('' on the server: no dates, 2 adults) and of the partner minisite the page
 * is scoped to (`?minisite=`, decisions 048 and 055; null without one).
 */
export function hotelInputs(hash: string, minisite: string | null = null): HotelInputs {
  const { flow: _flow, ...inputs } = stayPriceInputs("booking", hash, minisite);
  return inputs;
}

/** Whether two inputs ask for the same offers. */
export function sameHotelInputs(x: HotelInputs, y: HotelInputs): boolean {
  return x.checkin === y.checkin && x.nights === y.nights && x.a === y.a && x.c === y.c && x.b === y.b && (x.minisite ?? null) === (y.minisite ?? null);
}

/** Query string of GET /hotel/{id}/detail.json for these inputs; the same inputs give the same string. */
export function hotelDetailQuery(inputs: HotelInputs): string {
  const q = new URLSearchParams({ client: "msite" });
  if (inputs.checkin && inputs.nights) {
    q.set("checkin", inputs.checkin);
    q.set("night", String(inputs.nights));
  }
  q.set("adult", String(inputs.a));
  q.set("child", String(inputs.c));
  q.set("baby", String(inputs.b));
  if (inputs.minisite) q.set("minisite", inputs.minisite);
  return q.toString();
}

/** Whether the hash asks to land on the offers (anchor=products). */
export function wantsOffers(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, "")).get("anchor") === "products";
}

/** The hotel id at the start of the path segment ('1234' or '1234-some-slug'); null otherwise. */
export function hotelIdOf(segment: string): number | null {
  const m = /^(\d{1,10})(?:-|$)/.exec(segment);
  const id = m ? Number(m[1]) : 0;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
