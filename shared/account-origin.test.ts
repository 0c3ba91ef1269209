import { describe, expect, it } from "vitest";
import { safeOrigin, signinHref } from "./account-origin";

describe("safeOrigin (sign-in origin: same-site relative paths only)", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeOrigin("/search?flow=gifting#a=2")).toBe("/search?flow=gifting#a=2");
    expect(safeOrigin("/stay/12")).toBe("/stay/12");
  });
  it.each([
    ["//evil.example/x"],
    ["https://evil.example/"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["evil.example"],
    [""],
    ["/account/signin?origin=/x"],
    ["/" + "a".repeat(2048)],
  ])("refuses %j → home", (raw) => {
    expect(safeOrigin(raw)).toBe("/");
  });
  it("refuses what is not a string", () => {
    expect(safeOrigin(undefined)).toBe("/");
    expect(safeOrigin(["/x"])).toBe("/");
  });
  it("builds the sign-in link with a safe origin", () => {
    expect(signinHref("/search?flow=gifting")).toBe("/account/signin?origin=%2Fsearch%3Fflow%3Dgifting");
    expect(signinHref("//evil")).toBe("/account/signin?origin=%2F");
  });
});
