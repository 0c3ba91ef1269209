/**
 * GET /product/:id/cancellation-offers.json against the seeded catalog (spec 000 §2 radio list with
 * insurance, §3 Cancellation offer, §5 ceiling; decision 053): the stay's own conditions at the
 * card's price first, then the insurances with their premiums; none in gifting nor once the cover
 * would have ended; a cart with the chosen insurance carries its premium; 400 for bad input, 404
 * for an unknown product.
 */
import { describe, expect, it } from "vitest";
import { CartSchema, type Cart } from "../../shared/contract/cart";
import { QuoteResponseSchema } from "../../shared/contract/weekend-quote";
import { CancellationOffersResponseSchema, insurancePremium } from "../../shared/contract/cancellation-offers";
import { buildOffers, type CancellationOfferRow } from "./cancellation-offers";
import { call, getValid, inDays, offers } from "./test-helpers";

describe("product/:id/cancellation-offers.json", () => {
  it("offers the card's own conditions at its price, then the insurances with their premiums", async () => {
    const checkin = inDays(40);
    const card = (await offers({ checkin, night: 2, pagination: { limit: 1 } })).exactMatch[0]!.mainPackage;
    const r = await getValid(CancellationOffersResponseSchema, `/product/${card.id}/cancellation-offers.json?locale=fr_FR&checkin=${checkin}&nights=2&adult=2`);
    expect(r.stayPrice).toBe(card.sellPrice);
    expect(r.priceType).toBe("final");
    expect(r.offers.map((o) => o.code)).toEqual(["standard", "insurance", "insurancePlus"]);
    const [standard, insurance, plus] = r.offers;
    expect(r.selectedOfferId).toBe(standard!.id);
    expect(standard).toMatchObject({ sellPrice: card.sellPrice, insurance: null, cancellationPolicy: card.cancellationPolicy });
    // 4.5 % with a 9 € floor, 7.5 % with a 15 € floor, rounded up to the cent.
    expect(insurance!.insurance!.price).toBe(Math.max(Math.ceil((card.sellPrice * 450) / 10_000), 900));
    expect(plus!.insurance!.price).toBe(Math.max(Math.ceil((card.sellPrice * 750) / 10_000), 1500));
    for (const o of [insurance!, plus!]) {
      expect(o.sellPrice).toBe(card.sellPrice + o.insurance!.price);
      expect(o.insurance!.refundPercent).toBe(100);
      expect(o.cancellationPolicy.cancellable).toBe(true);
      expect(o.cancellationPolicy.message).toMatch(/100 %/);
    }
    expect(insurance!.cancellationPolicy.cancellationDeadline).toBe(inDays(39));
    expect(plus!.cancellationPolicy.cancellationDeadline).toBe(checkin);
    expect(plus!.insurance!.anyReason).toBe(true);
  });

  it("sells no insurance in gifting; undated stays are insured with a 'from' price", async () => {
    const id = (await offers({ pagination: { limit: 1 } })).exactMatch[0]!.mainPackage.id;
    const gift = await getValid(CancellationOffersResponseSchema, `/product/${id}/cancellation-offers.json?locale=nl_BE&flow=gifting`);
    expect(gift.offers.map((o) => o.code)).toEqual(["standard"]);
    expect(gift.priceType).toBe("gift");
    const undated = await getValid(CancellationOffersResponseSchema, `/product/${id}/cancellation-offers.json?locale=es_ES`);
    expect(undated.priceType).toBe("from");
    expect(undated.offers).toHaveLength(3);
    expect(undated.offers[1]!.cancellationPolicy.cancellationDeadline).toBeNull();
  });

  it("drops an insurance whose cover would already have ended (pure rule)", () => {
    const rows: CancellationOfferRow[] = [
      { id: 1, code: "standard", premium_bp: 0, premium_min_cents: 0, refund_pct: 80, deadline_days: 7, any_reason: 0, insurer: null },
      { id: 2, code: "insurance", premium_bp: 450, premium_min_cents: 900, refund_pct: 100, deadline_days: 1, any_reason: 0, insurer: "X" },
      { id: 3, code: "insurancePlus", premium_bp: 750, premium_min_cents: 1500, refund_pct: 100, deadline_days: 0, any_reason: 1, insurer: "X" },
    ];
    const policy = { type: "NCNR" as const, cancellable: false, message: "", cancellationDeadline: null, cancellableUntil: null };
    const today = "2027-03-10";
    const codes = (checkin: string) => buildOffers(rows, { stayPrice: 10_001, policy, checkin, gift: false, today, lang: "fr" }).map((o) => o.code);
    expect(codes("2027-03-10")).toEqual(["standard", "insurancePlus"]);
    expect(codes("2027-03-11")).toEqual(["standard", "insurance", "insurancePlus"]);
    expect(insurancePremium(30_001, 450, 900)).toBe(1351);
    expect(insurancePremium(10_000, 450, 900)).toBe(900);
  });

  it("puts the chosen insurance's premium in the cart's breakdown; refuses an offer not on sale", async () => {
    const checkin = inDays(40);
    const card = (await offers({ checkin, night: 2, pagination: { limit: 1 } })).exactMatch[0]!.mainPackage;
    const list = await getValid(CancellationOffersResponseSchema, `/product/${card.id}/cancellation-offers.json?locale=fr_FR&checkin=${checkin}&nights=2&adult=2`);
    const insured = list.offers.find((o) => o.code === "insurance")!;
    const body = { locale: "fr_FR", packageId: card.id, checkin, nights: 2, adult: 2, expectedSellPrice: card.sellPrice };
    const res = await call("POST", "/carts.json", { ...body, cancellationOfferId: insured.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = res.body as Cart;
    expect(cart.breakdown.insurance).toBe(insured.insurance!.price);
    const plain = (await call("POST", "/carts.json", { ...body, cancellationOfferId: list.offers[0]!.id })).body as Cart;
    expect(plain.breakdown.insurance).toBe(0);
    expect(cart.breakdown.remainingAmountToPay - plain.breakdown.remainingAmountToPay).toBe(insured.insurance!.price);
    // Read back the same.
    expect(((await call("GET", `/carts/${cart.id}.json?locale=fr_FR`)).body as Cart).breakdown.insurance).toBe(insured.insurance!.price);
    for (const cancellationOfferId of [999, "x"]) expect((await call("POST", "/carts.json", { ...body, cancellationOfferId })).status).toBe(400);
  });

  it("prices the chosen cover in the stay's quote; the cart takes the same figure and reads back its conditions (decision 059)", async () => {
    const checkin = inDays(40);
    const card = (await offers({ checkin, night: 2, pagination: { limit: 1 } })).exactMatch[0]!.mainPackage;
    const list = await getValid(CancellationOffersResponseSchema, `/product/${card.id}/cancellation-offers.json?locale=nl_BE&checkin=${checkin}&nights=2&adult=2`);
    const plus = list.offers.find((o) => o.code === "insurancePlus")!;
    const base = `/weekend/${card.id}/quote.json?locale=nl_BE&checkin=${checkin}&nights=2&adult=2`;
    const quote = await getValid(QuoteResponseSchema, `${base}&cancellationOfferId=${plus.id}`);
    expect(quote.priceInfo!.sellPrice).toBe(card.sellPrice);
    expect(quote.cancellationOffer).toEqual(plus);
    // Without the parameter, no field; an offer not on sale is null (the shop then sends none).
    expect((await getValid(QuoteResponseSchema, base)).cancellationOffer).toBeUndefined();
    expect((await getValid(QuoteResponseSchema, `${base}&cancellationOfferId=999`)).cancellationOffer).toBeNull();
    expect((await call("GET", `${base}&cancellationOfferId=x`)).status).toBe(400);
    const res = await call("POST", "/carts.json", { locale: "nl_BE", packageId: card.id, checkin, nights: 2, adult: 2, expectedSellPrice: quote.priceInfo!.sellPrice, cancellationOfferId: plus.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = res.body as Cart;
    expect(created.breakdown.insurance).toBe(quote.cancellationOffer!.insurance!.price);
    // The booking step reads the cover's own conditions in the page's language, not the stay's.
    const cart = await getValid(CartSchema, `/carts/${created.id}.json?locale=fr_FR`);
    expect(cart.cancellationOffer).toMatchObject({ id: plus.id, code: "insurancePlus", insurance: plus.insurance, cancellationPolicy: { type: "FLEXIBLE", cancellationDeadline: checkin } });
    expect(cart.cancellationOffer!.cancellationPolicy.message).toMatch(/^Assurance annulation Plus/);
    expect(cart.cancellationPolicy.message).not.toBe(cart.cancellationOffer!.cancellationPolicy.message);
    const plain = (await call("POST", "/carts.json", { locale: "fr_FR", packageId: card.id, checkin, nights: 2, adult: 2, expectedSellPrice: card.sellPrice })).body as Cart;
    expect(plain.cancellationOffer).toBeNull();
  });

  it("answers 400 for bad input and 404 for an unknown product", async () => {
    for (const path of [
      "/product/x/cancellation-offers.json?locale=fr_FR",
      "/product/1/cancellation-offers.json",
      `/product/1/cancellation-offers.json?locale=fr_FR&checkin=${inDays(10)}`,
      `/product/1/cancellation-offers.json?locale=fr_FR&checkin=${inDays(-2)}&nights=2`,
    ]) {
      const res = await call("GET", path);
      expect(res.status, path).toBe(400);
    }
    expect((await call("GET", "/product/999999999/cancellation-offers.json?locale=fr_FR")).status).toBe(404);
  });
});
