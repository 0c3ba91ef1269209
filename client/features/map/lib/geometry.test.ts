import { describe, expect, it } from "vitest";
import { BARCELONA, countryView, fitPinsView } from "./geometry";

describe("fitPinsView (the box offers map's opening view, decision 043)", () => {
  it("fits several pins, centres one at city zoom, falls back on the market country", () => {
    const pins = [{ location: { lat: 41, lng: 2 } }, { location: { lat: 43, lng: -1 } }];
    expect(fitPinsView(pins, "FR")).toEqual({ kind: "fit", bounds: [[-1, 41], [2, 43]] });
    expect(fitPinsView(pins.slice(0, 1), "FR")).toEqual({ kind: "centre", centre: { lat: 41, lng: 2 }, zoom: 12 });
    expect(fitPinsView([], "NL")).toEqual({ kind: "centre", centre: { lat: 52.2, lng: 5.5 }, zoom: 6 });
    expect(countryView("PT")).toEqual({ kind: "centre", centre: BARCELONA, zoom: 12 });
  });
});
