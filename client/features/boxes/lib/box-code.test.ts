/** The browser's box code rules answer exactly as the contract's (client/features/boxes/lib/box-code.ts, shared/contract/boxes-format.ts). */
import { describe, expect, it } from "vitest";
import * as contract from "#shared/contract/boxes-format";
import { BOX_OFFERS_PAGE_SIZE, boxFormatOf, boxOffersQuery } from "./box-code";

describe("box-code agrees with the contract", () => {
  it("reads the same format from every kind of code", () => {
    for (const code of ["WE12-EBOX", "we12-ebox", "WE12-PBOX", "WE12-BOX", "WE12", "A-B-EBOX", "A-EBOX-PBOX", "", "-", "X-"]) {
      expect(boxFormatOf(code), code).toBe(contract.boxFormatOf(code));
    }
  });

  it("asks the same page of the same size", () => {
    expect(BOX_OFFERS_PAGE_SIZE).toBe(contract.BOX_OFFERS_PAGE_SIZE);
    for (const page of [0, 1, 7]) expect(boxOffersQuery("nl_BE", page)).toBe(contract.toBoxOffersQuery({ locale: "nl_BE", page }));
  });
});
