import { beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { buildDestinations } from "../data/build-destinations";
import type { DestinationData } from "../data/types";
import { generateCatalog } from "./generate";
import { ROOM_LADDER } from "./rooms";
import type { Catalog } from "./types";

const dataDir = join(import.meta.dirname, "..", "..", "data");
let catalog: Catalog;
let destinations: DestinationData;
const small = { hotels: 120, activityPackages: 10, reviews: 500, supplementReviewsPerHotel: 0 };

beforeAll(() => {
  destinations = buildDestinations({ dataDir });
  catalog = generateCatalog({ seed: "rooms-test", today: "2026-11-22", dataDir, destinations, sizes: small, supplement: false });
});

describe("generateRooms (spec 001 §3 Room)", () => {
  it("gives every hotel 1-3 rooms in ladder order, none without a stay package", () => {
    const stays = catalog.packages.filter((p) => p.itemCategory === "weekend");
    for (const h of catalog.hotels) {
      const rooms = catalog.rooms.filter((r) => r.hotelId === h.id);
      const hotelStays = stays.filter((p) => p.hotelId === h.id);
      expect(rooms.length).toBeGreaterThanOrEqual(1);
      expect(rooms.length).toBeLessThanOrEqual(Math.min(3, Math.max(1, hotelStays.length)));
      expect(rooms.map((r) => r.position)).toEqual(rooms.map((_, i) => i));
      const ranks = rooms.map((r) => ROOM_LADDER.indexOf(r.type));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      for (const r of rooms) expect(catalog.roomPackages.some((m) => m.roomId === r.id)).toBe(hotelStays.length > 0);
    }
  });

  it("sells each stay package in exactly one room of its own hotel; activity-only packages in none", () => {
    const roomOf = new Map(catalog.rooms.map((r) => [r.id, r]));
    const seen = new Set<number>();
    for (const m of catalog.roomPackages) {
      expect(seen.has(m.packageId)).toBe(false);
      seen.add(m.packageId);
      const p = catalog.packages.find((x) => x.id === m.packageId)!;
      expect(p.itemCategory).toBe("weekend");
      expect(roomOf.get(m.roomId)!.hotelId).toBe(p.hotelId);
    }
    expect(seen.size).toBe(catalog.packages.filter((p) => p.itemCategory === "weekend").length);
  });

  it("writes plausible sizes, capacities and texts in the four languages", () => {
    for (const r of catalog.rooms) {
      expect(r.sizeM2).toBeGreaterThanOrEqual(14);
      expect(r.sizeM2).toBeLessThanOrEqual(60);
      expect(r.capacity).toBeGreaterThanOrEqual(2);
      expect(r.maxCapacity).toBeGreaterThanOrEqual(r.capacity);
      for (const lang of ["es", "fr", "nl", "it"] as const) {
        expect(r.labels[lang].length).toBeGreaterThan(3);
        expect(r.descriptions[lang]).toContain(`${r.sizeM2} m²`);
      }
      expect(r.facilities).toContain("wifi");
    }
    expect(new Set(catalog.rooms.map((r) => r.type)).size).toBeGreaterThanOrEqual(4);
  });

  it("is deterministic", () => {
    const again = generateCatalog({ seed: "rooms-test", today: "2026-11-22", dataDir, destinations, sizes: small, supplement: false });
    expect(again.rooms).toEqual(catalog.rooms);
    expect(again.roomPackages).toEqual(catalog.roomPackages);
  });
});
