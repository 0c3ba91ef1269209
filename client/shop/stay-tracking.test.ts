import { afterEach, describe, expect, it, vi } from "vitest";
import { takePending } from "./tracking";
import { trackAddToCart, trackViewItem } from "./stay-tracking";

const shop = { care: false, market: { pointOfSale: "fr_FR" } } as Parameters<typeof trackViewItem>[0];
const stay = { id: 100447, label: "Escapade romantique", hotel: "Hôtel Le Petit Bois", sellPrice: 17_400 };

describe("stay tracking (spec 001 §7 add_to_cart, view_item)", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { document?: unknown }).document;
    takePending("fr_FR");
  });

  it("add_to_cart carries the same item as view_item, at the confirmed price in euros", () => {
    const win = { dataLayer: [] as unknown[], requestIdleCallback: vi.fn(), addEventListener: vi.fn() };
    (globalThis as { window?: unknown }).window = win;
    // The beacon waits for engagement (a hidden tab among the signals): a stand-in document.
    // A visitor who accepted measurement (decision 077): without it nothing is recorded.
    (globalThis as { document?: unknown }).document = { addEventListener: vi.fn(), removeEventListener: vi.fn(), visibilityState: "visible", cookie: "consent=measurement" };
    trackViewItem(shop, stay, "booking");
    trackAddToCart(shop, { ...stay, sellPrice: 15_400 }, "booking");
    const [view, added] = win.dataLayer as { ecommerce: { value: number; items: Record<string, unknown>[] } }[];
    expect(added!.ecommerce.items[0]).toEqual({ ...view!.ecommerce.items[0], price: 154 });
    expect(added).toEqual({ event: "add_to_cart", ecommerce: { currency: "EUR", value: 154, items: [{ item_id: "100447", item_name: "Escapade romantique", item_brand: "Hôtel Le Petit Bois", item_category: "booking", price: 154, quantity: 1 }] } });
  });
});
