import { describe, expect, it } from "vitest";
import { turnstileLanguage } from "./captcha-language";

describe("the captcha in the shopper's language (spec 001 §7, issue 26)", () => {
  it("asks Turnstile for each market's language", () => {
    const markets = { "es-ES": "es", "fr-FR": "fr", "fr-BE": "fr", "nl-BE": "nl", "nl-NL": "nl", "it-IT": "it" };
    for (const [bcp47, code] of Object.entries(markets)) expect(turnstileLanguage(bcp47)).toBe(code);
    expect(turnstileLanguage("nl_BE")).toBe("nl");
  });
  it("falls back to the browser's language where Turnstile has none", () => {
    expect(turnstileLanguage("ca-ES")).toBe("auto");
    expect(turnstileLanguage("")).toBe("auto");
  });
});
