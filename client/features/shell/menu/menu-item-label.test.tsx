import { renderToStaticMarkup } from "react-dom/server";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { MenuLevel2Schema } from "#shared/contract/menu";
import { MenuItemLabel, menuLinkVariant } from "./menu-item-label";

describe("menu items with their icon, count and highlight variant (spec 001 §3 Nav link)", () => {
  it("draws the icon, the label and the count badge", () => {
    const html = renderToStaticMarkup(<MenuItemLabel item={{ label: "Coffrets", icon: "gift", count: 12 }} />);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toContain("<span>Coffrets</span>");
    expect(html).toMatch(/data-testid="menu-count"[^>]*>12</);
    const plain = renderToStaticMarkup(<MenuItemLabel item={{ label: "Paris" }} />);
    expect(plain).not.toContain("<svg");
    expect(plain).not.toContain("menu-count");
  });
  it("marks the highlight variant on the link, nothing for the default", () => {
    expect(menuLinkVariant({ variant: "highlight" })).toBe("highlight");
    expect(menuLinkVariant({ variant: "default" })).toBeUndefined();
    expect(menuLinkVariant({})).toBeUndefined();
  });
  it("the contract takes the three and refuses unknown icons and negative or fractional counts", () => {
    const item = { label: "Premium", url: "/search", icon: "star", count: 3, variant: "highlight" };
    expect(v.safeParse(MenuLevel2Schema, item).success).toBe(true);
    for (const bad of [{ icon: "rocket" }, { count: -1 }, { count: 1.5 }, { variant: "loud" }]) expect(v.safeParse(MenuLevel2Schema, { ...item, ...bad }).success, JSON.stringify(bad)).toBe(false);
  });
});
