/** Stay page navigation rules (spec 001 §2 nav tabs, available rooms; §9 truncation, star score). */
import { describe, expect, it } from "vitest";
import { galleryMosaic, starScore, stayTabs, type StaySections } from "./stay-nav";
import { currentSection } from "./stay-nav-observer";
import { cutIndex, showAvailableRooms, showEcoBlock, splitDescription } from "./stay-texts";

const booking: StaySections = { flow: "booking", room: true, activities: 2, gift: false, reviews: true };

describe("stayTabs", () => {
  it("lists every section of a booking stay in page order", () => {
    expect(stayTabs(booking).map((t) => t.id)).toEqual(["description", "room", "experience", "reviews", "hotel", "practical"]);
    expect(stayTabs(booking).find((t) => t.id === "experience")!.label).toBe("product.nav.experience");
  });
  it("shows only the tabs whose section exists", () => {
    expect(stayTabs({ ...booking, room: false, activities: 0, reviews: false }).map((t) => t.id)).toEqual(["description", "hotel", "practical"]);
  });
  it("adds The gift and names the activities The experience in gifting only", () => {
    const tabs = stayTabs({ ...booking, flow: "gifting", gift: true });
    expect(tabs.map((t) => t.id)).toEqual(["description", "room", "experience", "gift", "reviews", "hotel", "practical"]);
    expect(tabs.find((t) => t.id === "experience")!.label).toBe("product.nav.theExperience");
    expect(stayTabs({ ...booking, gift: true }).some((t) => t.id === "gift")).toBe(false);
    expect(stayTabs({ ...booking, flow: "gifting", gift: false }).some((t) => t.id === "gift")).toBe(false);
  });
});

describe("description truncation (86 phones, 250 desktop)", () => {
  const long = "Au cœur des vignes, ce domaine du XVIIIe siècle accueille ses hôtes dans des chambres lumineuses ouvertes sur le parc. " +
    "Le soir, le restaurant sert une cuisine de saison avec les vins de la propriété, et le spa attend les voyageurs après une journée de balades entre les coteaux et les villages voisins. " +
    "Le petit-déjeuner est servi en terrasse aux beaux jours.";
  it("cuts at a word boundary, never beyond the limit", () => {
    const s = splitDescription(long);
    expect(s.phone.length).toBeLessThanOrEqual(86);
    expect((s.phone + s.desktop).length).toBeLessThanOrEqual(250);
    expect(s.phone + s.desktop + s.rest).toBe(long);
    expect(long.charAt(s.phone.length)).toMatch(/[\s,]/);
    expect(s.phone).not.toMatch(/[\s,.]$/);
    expect(s.phoneCut && s.desktopCut).toBe(true);
  });
  it("does not cut a text that fits", () => {
    const short = "Un hôtel de charme au bord du lac.";
    expect(splitDescription(short)).toEqual({ phone: short, desktop: "", rest: "", phoneCut: false, desktopCut: false });
    const mid = long.slice(0, 200);
    const s = splitDescription(mid);
    expect(s.phoneCut).toBe(true);
    expect(s.desktopCut).toBe(false);
    expect(s.rest).toBe("");
  });
  it("cuts a single overlong word at the limit", () => {
    expect(cutIndex("x".repeat(100), 86)).toBe(86);
    expect(cutIndex("exactly", 7)).toBe(7);
  });
});

describe("starScore", () => {
  it("rounds to halves within 0..5", () => {
    expect(starScore(3)).toBe(3);
    expect(starScore(3.4)).toBe(3.5);
    expect(starScore(3.2)).toBe(3);
    expect(starScore(4.75)).toBe(5);
    expect(starScore(7)).toBe(5);
  });
  it("defaults to 4 when unknown", () => {
    expect(starScore(null)).toBe(4);
    expect(starScore(undefined)).toBe(4);
    expect(starScore(Number.NaN)).toBe(4);
    expect(starScore(0)).toBe(4);
  });
});

describe("galleryMosaic", () => {
  it("shows one large image under 4 images, the mosaic from 4", () => {
    expect(galleryMosaic(3)).toBe(false);
    expect(galleryMosaic(1)).toBe(false);
    expect(galleryMosaic(4)).toBe(true);
    expect(galleryMosaic(8)).toBe(true);
  });
});

describe("showEcoBlock", () => {
  it("shows from 8 eco facilities", () => {
    expect(showEcoBlock(7)).toBe(false);
    expect(showEcoBlock(8)).toBe(true);
    expect(showEcoBlock(0)).toBe(false);
  });
});

describe("showAvailableRooms", () => {
  it("needs both check-in and check-out in the hash", () => {
    expect(showAvailableRooms("#checkin=2026-12-05&checkout=2026-12-07&a=2", 3)).toBe(true);
    expect(showAvailableRooms("#checkin=2026-12-05&a=2", 3)).toBe(false);
    expect(showAvailableRooms("", 3)).toBe(false);
    expect(showAvailableRooms("#checkin=2026-12-05&checkout=2026-12-07", null)).toBe(false);
  });
});

describe("currentSection", () => {
  it("is the last section whose top reached the offset line", () => {
    const tops = [{ id: "a", top: -400 }, { id: "b", top: 60 }, { id: "c", top: 500 }];
    expect(currentSection(tops, 88)).toBe("b");
    expect(currentSection(tops, 40)).toBe("a");
    expect(currentSection([{ id: "a", top: 300 }], 88)).toBe("a");
    expect(currentSection([], 88)).toBe(null);
    // Not in page order (the gifting panel sits in the side column): the lowest passed top wins.
    expect(currentSection([{ id: "a", top: -900 }, { id: "gift", top: -1200 }, { id: "b", top: 20 }], 88)).toBe("b");
  });
});
