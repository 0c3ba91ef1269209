import { describe, expect, it } from "vitest";
import type { HotelRoom } from "#shared/contract/hotel-detail";
import { hotelDetailQuery, hotelIdOf, hotelInputs, sameHotelInputs, wantsOffers } from "./hotel-inputs";
import { offerListState } from "./offer-list-state";
import { hotelJsonLd } from "./rating-json-ld";

describe("hotelInputs (spec 001 §2 hotel hash)", () => {
  it("reads dates and party, with the defaults (a 2, c 0, b 0) and no dates on the server", () => {
    expect(hotelInputs("")).toEqual({ checkin: null, nights: null, a: 2, c: 0, b: 0 });
    expect(hotelInputs("#checkin=2027-03-05&checkout=2027-03-07&a=3&c=1&b=1")).toEqual({ checkin: "2027-03-05", nights: 2, a: 3, c: 1, b: 1 });
  });
  it("degrades a bad hash to the defaults, never half dates", () => {
    expect(hotelInputs("#checkin=2027-03-05")).toMatchObject({ checkin: null, nights: null });
    expect(hotelInputs("#checkin=2027-02-30&checkout=2027-03-02&a=999")).toMatchObject({ checkin: null, nights: null, a: 2 });
    expect(hotelInputs("#checkin=2027-03-07&checkout=2027-03-05")).toMatchObject({ checkin: null, nights: null });
  });
  it("writes the same query for the same inputs, dates only with nights", () => {
    const a = hotelInputs("#checkin=2027-03-05&checkout=2027-03-06&a=2");
    expect(hotelDetailQuery(a)).toBe("client=msite&checkin=2027-03-05&night=1&adult=2&child=0&baby=0");
    expect(hotelDetailQuery(hotelInputs(""))).toBe("client=msite&adult=2&child=0&baby=0");
    expect(sameHotelInputs(a, hotelInputs("#a=2&checkout=2027-03-06&checkin=2027-03-05"))).toBe(true);
    expect(sameHotelInputs(a, hotelInputs(""))).toBe(false);
  });
  it("knows anchor=products and the id of a slugged segment", () => {
    expect(wantsOffers("#anchor=products&a=2")).toBe(true);
    expect(wantsOffers("#anchor=reviews")).toBe(false);
    expect(hotelIdOf("1234-hotel-du-lac")).toBe(1234);
    expect(hotelIdOf("1234")).toBe(1234);
    for (const bad of ["abc", "0", "12x", "", "99999999999"]) expect(hotelIdOf(bad), bad).toBeNull();
  });
});

const room = (id: number, offers: number): HotelRoom => ({
  id, uuid: `room-${id}`, label: "Room", title: "Room", bedding: { key: "double", label: "1 double bed" }, size: 20, type: "double", capacity: 2, maxCapacity: 2,
  description: "", detailsSection: { title: "", details: [] }, highlightedFacilities: [], images: [], importantInfos: [],
  offers: Array.from({ length: offers }, (_, i) => ({
    id: id * 10 + i, label: "Stay", nights: 1, price: { sellPrice: 10000, refPrice: 10000, promoPercentageRounded: 0, nights: 1, priceType: "from" as const },
    checkin: null, paxCount: 2, hasSelectedDates: false, shortProgramIntroWithoutRoom: [], availableRooms: null, lastMinute: false, room: id, uri: "/stay/1",
    cancellationPolicy: { type: "FLEXIBLE" as const, cancellable: true, message: "", cancellationDeadline: null, cancellableUntil: null },
  })),
});

describe("offerListState (spec 001 §4 offer list)", () => {
  it("shows the skeleton while the right offers load", () => {
    expect(offerListState({ pending: true, rooms: [room(1, 2)], dated: true })).toEqual({ kind: "loading" });
  });
  it("shows only rooms that sell something", () => {
    const s = offerListState({ pending: false, rooms: [room(1, 0), room(2, 1)], dated: false });
    expect(s.kind === "rooms" && s.rooms.map((r) => r.id)).toEqual([2]);
  });
  it("tells an empty list with dates from one without, and a failed detail is an empty list", () => {
    expect(offerListState({ pending: false, rooms: [room(1, 0)], dated: true })).toEqual({ kind: "empty", dated: true });
    expect(offerListState({ pending: false, rooms: null, dated: false })).toEqual({ kind: "empty", dated: false });
  });
});

describe("hotelJsonLd (spec 001 §9 aggregate rating 0-10)", () => {
  const hotel = { label: "Hôtel du Lac", url: "https://fr.example/hotel/1-lac", stars: 4, location: { address: "1 rue du Lac", city: "Annecy", postcode: "74000" } };
  it("rates on a 0-10 scale with the review count", () => {
    const data = JSON.parse(hotelJsonLd({ ...hotel, review: { count: 42, average: 8.6 } }));
    expect(data).toMatchObject({ "@type": "Hotel", name: "Hôtel du Lac", aggregateRating: { ratingValue: 8.6, bestRating: 10, worstRating: 0, reviewCount: 42 } });
  });
  it("has no rating for a hotel without reviews, and cannot close its script element", () => {
    const text = hotelJsonLd({ ...hotel, label: "</script><b>", review: { count: 0, average: null } });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).aggregateRating).toBeUndefined();
    expect(JSON.parse(text).name).toBe("</script><b>");
  });
});
