/** The header's links (links.ts; spec 001 §2 Header, §6 account entry). */
import { describe, expect, it } from "vitest";
import { accountHref, backTarget, helpHref, isSimplifiedRoute, menuFlow, tabHref } from "../../../shop/links";

describe("backTarget", () => {
  it("goes back to the product page keeping dates, party (hash) and flow", () => {
    expect(backTarget({ pathname: "/booking/1234", search: "?flow=gifting&x=1", hash: "#checkin=2026-12-04&checkout=2026-12-06&a=2&c=1" }))
      .toBe("/stay/1234?flow=gifting#checkin=2026-12-04&checkout=2026-12-06&a=2&c=1");
    expect(backTarget({ pathname: "/checkout/77/step-2", search: "", hash: "" })).toBe("/stay/77");
  });
  it("drops booking (the default) and unknown flows from the query", () => {
    expect(backTarget({ pathname: "/payment/5", search: "flow=booking", hash: "" })).toBe("/stay/5");
    expect(backTarget({ pathname: "/payment/5", search: "flow=<script>", hash: "a=2" })).toBe("/stay/5#a=2");
  });
  it("goes home from checkout or payment without a product, and lets the browser go back otherwise", () => {
    expect(backTarget({ pathname: "/checkout", search: "", hash: "" })).toBe("/");
    expect(backTarget({ pathname: "/payment/abc", search: "", hash: "" })).toBe("/");
    expect(backTarget({ pathname: "/booking", search: "", hash: "" })).toBeNull();
    expect(backTarget({ pathname: "/search", search: "", hash: "" })).toBeNull();
  });
});

describe("header links", () => {
  it("knows the simplified routes", () => {
    expect(isSimplifiedRoute("/booking/12")).toBe(true);
    expect(isSimplifiedRoute("/Checkout")).toBe(true);
    expect(isSimplifiedRoute("/stay/12")).toBe(false);
    expect(isSimplifiedRoute("/")).toBe(false);
  });
  it("reads the flow of a page and points the tabs at search pages of that flow", () => {
    expect(menuFlow("gifting")).toBe("gifting");
    expect(menuFlow("cruise")).toBe("booking");
    expect(menuFlow(undefined)).toBe("booking");
    expect(tabHref("inspirations", "booking")).toBe("/search");
    expect(tabHref("inspirations", "gifting")).toBe("/search?flow=gifting");
    expect(tabHref("gifts", "booking")).toBe("/search?flow=gifting");
  });
  it("sends help to the contact page of the language", () => {
    expect(helpHref("es")).toBe("/contacto");
    expect(helpHref("it")).toBe("/contatti");
    expect(helpHref("nl")).toBe("/contact");
  });
  it("signs in with a same-site origin only, or looks a booking up when the account feature is off", () => {
    expect(accountHref(true, "/search?flow=gifting")).toBe("/account/signin?origin=%2Fsearch%3Fflow%3Dgifting");
    expect(accountHref(true, "//evil.example/x")).toBe("/account/signin?origin=%2F");
    expect(accountHref(false, "/search")).toBe("/account/trips");
  });
});
