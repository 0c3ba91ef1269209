/**
 * The cart pages' one gate (client/features/booking/components/cart-gate.tsx, api/cart.ts
 * `loadCart`): the booking and payment steps (spec 001 §2) and the booking modification (spec 000
 * §2 MODIFICATION) answer an unknown or malformed cart id with 404, noindex and the same 'cart
 * not found' section with a link home, and an upstream failure with 503 and the generic error.
 * The gift's booking and payment steps (/booking/gift, /payment/gift) stand on the same gate
 * (CartGateOf): the same 404 section, and their own 'unavailable' section with a retry on 503.
 */
import { describe, expect, it } from "vitest";
import { callWorker, fakeUpstream } from "./fake-upstream";

const UNKNOWN = "0123456789abcdef0123456789abcdef";
const PATHS = (id: string) => [`/booking/${id}`, `/payment/${id}`, `/booking/${id}/change`, `/booking/gift/${id}`, `/payment/gift/${id}`];
const decode = (html: string) => html.replace(/&#x27;|&#39;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
const h1 = (html: string) => decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "");

describe("cart pages without their cart", () => {
  it("an unknown or malformed cart id: 404, noindex, 'cart not found' and a link home, on the cart pages", async () => {
    for (const path of [...PATHS(UNKNOWN), ...PATHS("not-a-cart")]) {
      const { res, text } = await callWorker(`http://fr.localhost${path}`, null);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("x-robots-tag"), path).toMatch(/noindex/);
      expect(h1(text), path).toBe("Nous ne trouvons pas ce panier. Il a peut-être expiré.");
      expect(text, path).toMatch(/<section role="alert"[^>]*>.*<a [^>]*href="\/"[^>]*>Accueil<\/a>/s);
    }
  });

  it("an upstream failure: 503 with the generic error, on the cart pages", async () => {
    const up = fakeUpstream("500");
    for (const path of PATHS(UNKNOWN)) {
      const { res, text } = await callWorker(`http://fr.localhost${path}`, up, { UPSTREAM_TIMEOUT_MS: "300" });
      expect(res.status, path).toBe(503);
      expect(h1(text), path).toBe("Oups, une erreur s'est produite");
      // The gift's steps offer a retry (gift-unavailable.tsx), the others a link home.
      if (path.includes("/gift/")) expect(text, path).toMatch(/<section role="alert"[^>]*>.*<a [^>]*href=""[^>]*>Réessayer<\/a>/s);
    }
  });
});
