/**
 * The booking summary's re-quote of its cart (spec 001 §4 "real-time quote check", "Price-update
 * modal … opened from checkout"): quote-realtime.json for the cart's package, dates and party
 * (an activity's 0 nights are left out: the quote takes the package's own), never cached; and the
 * replacement cart at the new price (POST carts.json, 409 when the price moved again). A gift
 * recipient's cart (`gift`, decision 047) is replaced through the recipient's own call, so the new
 * cart is booked against the gift again (the code's cookie goes with it). An activity bought
 * without a date (decision 061) is checked against its price table (detail.json), the figure its
 * cart was made from. Cents.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, postJson, type ApiFetch } from "#shared/api-fetch";
import type { Cart } from "#shared/contract/cart";
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import type { QuoteRealtimeResponse } from "#shared/contract/weekend-quote-realtime";

/** What the re-quote tells the summary: still bookable, and at which sell price (cents). */
export interface CartRequoteAnswer {
  bookable: boolean;
  priceInfo: { sellPrice: number } | null;
}

/** The real-time quote of the cart's criteria; one per page visit (no refetch on focus). */
export function cartRequoteOptions(api: ApiFetch, pointOfSale: string, cart: Pick<Cart, "id" | "packageId" | "reservationCriteria">) {
  const rc = cart.reservationCriteria;
  const nights = rc.nights > 0 ? `&nights=${rc.nights}` : "";
  const path = `/api/weekend/${cart.packageId}/quote-realtime.json?checkin=${rc.checkin}${nights}&adult=${rc.adult}&child=${rc.child}&baby=${rc.baby}&smartcapacity=true`;
  const activityPrice = async (): Promise<CartRequoteAnswer> => {
    const d = await apiJson<ActivityDetailResponse>(api, `/api/activity-only/weekend/${cart.packageId}/detail.json`);
    const line = d.published ? d.prices.find((p) => p.paxComposition.adults === rc.adult) : undefined;
    return { bookable: line !== undefined, priceInfo: line ? { sellPrice: line.sellPrice } : null };
  };
  return queryOptions({
    queryKey: ["cart-requote", pointOfSale, cart.id],
    queryFn: (): Promise<CartRequoteAnswer> => (rc.checkin ? apiJson<QuoteRealtimeResponse>(api, path) : activityPrice()),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** A new cart of the same criteria at `sellPrice`, the price the shopper accepted; throws ApiError. */
export function replaceCart(api: ApiFetch, cart: Pick<Cart, "packageId" | "reservationCriteria" | "gift" | "cancellationOfferId">, sellPrice: number): Promise<Cart> {
  const rc = cart.reservationCriteria;
  // The chosen cancellation cover (decision 053) stays with the replacement cart.
  const cover = !cart.gift && cart.cancellationOfferId ? { cancellationOfferId: cart.cancellationOfferId } : {};
  return apiJson<Cart>(api, cart.gift ? "/api/account/beneficiary/carts" : "/api/carts.json", postJson({ packageId: cart.packageId, checkin: rc.checkin ?? undefined, nights: rc.nights, adult: rc.adult, child: rc.child, baby: rc.baby, expectedSellPrice: sellPrice, ...cover }));
}
