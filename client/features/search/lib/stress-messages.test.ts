import { describe, expect, it } from "vitest";
import { stressMessages, type StressSource } from "./stress-messages";

const everything: StressSource = {
  priorityMessage: { message: "Only today" },
  expiration: "2026-12-31",
  lastMinute: true,
  availableRooms: 2,
  stressMessage: { message: "Booked 12 times today" },
  marketingLabels: ["bestseller"],
};
const keys = (s: StressSource, dates = true) => stressMessages(s, dates).map((m) => m.key);

describe("stressMessages (spec 000 §4)", () => {
  it("keeps at most 2, in the priority order", () => {
    expect(keys(everything)).toEqual(["stress.priority", "stress.expiration"]);
    expect(stressMessages(everything, true)[0]).toMatchObject({ text: "Only today", tone: "urgent" });
  });
  it("walks down the order as the higher ones are missing", () => {
    const { priorityMessage: _p, ...noPriority } = everything;
    expect(keys(noPriority)).toEqual(["stress.expiration", "stress.lastMinute"]);
    expect(keys({ ...noPriority, expiration: null })).toEqual(["stress.lastMinute", "stress.roomsLeft"]);
    expect(keys({ ...noPriority, expiration: null, lastMinute: false })).toEqual(["stress.roomsLeft", "stress.generic"]);
    expect(keys({ ...noPriority, expiration: null, lastMinute: false, availableRooms: 9 })).toEqual(["stress.generic", "marketing.bestseller"]);
    expect(keys({ marketingLabels: ["bestseller", "eco", "new"] })).toEqual(["marketing.bestseller", "marketing.eco"]);
  });
  it("shows rooms left only with dates and 3 or fewer rooms", () => {
    expect(keys({ availableRooms: 3 })).toEqual(["stress.roomsLeft"]);
    expect(keys({ availableRooms: 3 }, false)).toEqual([]);
    expect(keys({ availableRooms: 4 })).toEqual([]);
    expect(keys({ availableRooms: 0 })).toEqual([]);
    expect(keys({ availableRooms: null })).toEqual([]);
  });
  it("skips empty content messages and empty labels", () => {
    expect(keys({ priorityMessage: { message: "  " }, stressMessage: { message: "" }, marketingLabels: [""] })).toEqual([]);
  });
});
