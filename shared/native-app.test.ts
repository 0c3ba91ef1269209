import { describe, expect, it } from "vitest";
import { isNativeAppWrapper } from "./native-app";

describe("native app wrapper (spec 001 §2 stay page; issue 26)", () => {
  it("is our app's web view: the PaseaApp/<version> token", () => {
    expect(isNativeAppWrapper("Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 PaseaApp/3.2")).toBe(true);
    expect(isNativeAppWrapper("PaseaApp/1 (iPhone; iOS 18.1)")).toBe(true);
  });
  it("not a browser, another app's web view, or a look-alike token", () => {
    expect(isNativeAppWrapper("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36")).toBe(false);
    expect(isNativeAppWrapper("Mozilla/5.0 (iPhone) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]")).toBe(false);
    expect(isNativeAppWrapper("Mozilla/5.0 NotPaseaApp/3.2")).toBe(false);
    expect(isNativeAppWrapper("Mozilla/5.0 PaseaApp")).toBe(false);
    expect(isNativeAppWrapper("")).toBe(false);
    expect(isNativeAppWrapper(undefined)).toBe(false);
  });
});
