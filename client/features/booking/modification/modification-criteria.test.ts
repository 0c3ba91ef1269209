import { describe, expect, it } from "vitest";
import { parseCriteria } from "#shared/criteria";
import { FALLBACK_RADIUS_KM } from "#shared/fallback";
import { MODIFICATION_RADIUS_KM, isBookedChoice, modificationChoice, modificationCriteria, modificationHash } from "./modification-criteria";

const cart = {
  hotel: { id: 7, label: "Hôtel du Parc", stars: 4, location: "Lyon", destination: { id: 2996944, latitude: 45.75, longitude: 4.85 } },
  reservationCriteria: { checkin: "2026-12-11", checkout: "2026-12-13", nights: 2, adult: 2, child: 1, baby: 0 },
};

describe("modification criteria (spec 000 §2 MODIFICATION; decision 046)", () => {
  it("searches 30 km around the booked hotel's city with the booking's dates and party by default", () => {
    const c = modificationCriteria(cart, "");
    expect(c).toMatchObject({ location: { type: "city", id: 2996944 }, label: "Lyon", lat: 45.75, lng: 4.85, distanceMax: 30, checkin: "2026-12-11", checkout: "2026-12-13", a: 2, c: 1, b: 0, s: true });
    expect(isBookedChoice(cart, modificationChoice(cart, ""))).toBe(true);
    expect(MODIFICATION_RADIUS_KM).toBe(FALLBACK_RADIUS_KM);
  });
  it("takes the hash's complete dates and party, and ignores any place or filter in it", () => {
    const c = modificationCriteria(cart, "#checkin=2027-01-08&checkout=2027-01-11&a=3&c=0&b=0&city=1&stars=5");
    expect(c).toMatchObject({ location: { type: "city", id: 2996944 }, checkin: "2027-01-08", checkout: "2027-01-11", a: 3, c: 0, s: false, stars: [] });
    expect(isBookedChoice(cart, modificationChoice(cart, "checkin=2027-01-08&checkout=2027-01-11&a=2&c=1&b=0"))).toBe(false);
  });
  it("degrades a half or malformed date pair and a missing party to the booking's", () => {
    expect(modificationChoice(cart, "checkin=2027-01-08")).toEqual({ checkin: "2026-12-11", checkout: "2026-12-13", a: 2, c: 1, b: 0 });
    expect(modificationChoice(cart, "checkin=2027-01-08&checkout=2027-01-08&a=x")).toEqual({ checkin: "2026-12-11", checkout: "2026-12-13", a: 2, c: 1, b: 0 });
  });
  it("writes only the dates and party into the hash, and reads them back", () => {
    const hash = modificationHash({ checkin: "2027-01-08", checkout: "2027-01-10", a: 1, c: 0, b: 2 });
    expect(hash).not.toMatch(/city|lat|label/);
    expect(parseCriteria(hash)).toMatchObject({ checkin: "2027-01-08", checkout: "2027-01-10", a: 1, b: 2 });
    expect(modificationChoice(cart, hash)).toEqual({ checkin: "2027-01-08", checkout: "2027-01-10", a: 1, c: 0, b: 2 });
  });
});
