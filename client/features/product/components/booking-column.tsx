/**
 * The stay page's booking column (spec 001 §2 "Stay product page": price panel and booking
 * controls; §3 price display): the price panel, then the booking launcher (booking flow) or the
 * gift entry (gifting flow). Server-rendered with the page; its code loads at the visitor's first
 * interaction, the click that opened it replayed (stay-page.tsx, decision 045), or at once when
 * the price changes (a hash with dates or a party).
 *
 * Props stay the same from the server render to hydration (`detail` is the query's object,
 * `pending` false without a hash), so the gate holds: `mounted` is read here, not passed in.
 */
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";
import { useMounted } from "../../../shop/use-shop";
import { GiftEntry } from "../../gifting";
import { BookingLauncher } from "./booking-launcher";
import { PricePanel } from "./price-panel";

export function BookingColumn(props: { detail: WeekendDetailResponse; flow: "booking" | "gifting"; pending: boolean }) {
  const mounted = useMounted();
  const { detail, flow } = props;
  return (
    <>
      <PricePanel price={detail.price} autoDiscount={detail.autoDiscount} flow={flow} pending={props.pending} mounted={mounted} />
      {flow === "booking" && detail.nights > 0 && <BookingLauncher packageId={detail.id} hotelId={detail.hotel.id} label={detail.label} hotel={detail.hotel.label} shownSellPrice={detail.price.sellPrice} autoDiscount={detail.autoDiscount} activities={detail.activities} />}
      {/* The gift tab leads to the page's gift section (gift-section.tsx), not here (issue 26). */}
      {flow === "gifting" && detail.nights > 0 && (
        <GiftEntry packageId={detail.id} label={detail.label} fromPrice={detail.price.sellPrice} nights={detail.nights} prices={detail.giftPriceList ?? []} hotel={detail.hotel.label} />
      )}
    </>
  );
}
