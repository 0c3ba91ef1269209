import { describe, expect, it } from "vitest";
import type { HomepageResponse } from "#shared/contract/cms";
import { pickArticles } from "./pick-articles";

const item = (n: number, url = `/a/${n}`) => ({ title: `T${n}`, text: "", imageUrl: `/img/${n}`, imageAlt: "", url, label: "Go" });
const doc = (blocks: unknown[]) => ({ blocks }) as never;

describe("the 404 page's articles (spec 001 §2)", () => {
  it("takes the booking document's promo list items, then the gifting one's, one per url, at most 3", () => {
    const homepage = {
      booking: doc([{ type: "banner" }, { type: "marketingPromoList", title: "x", items: [item(1), item(2)] }]),
      gifting: doc([{ type: "marketingPromoList", title: "y", items: [item(9, "/a/2"), item(3), item(4)] }]),
    } as HomepageResponse;
    expect(pickArticles(homepage).map((a) => a.title)).toEqual(["T1", "T2", "T3"]);
    expect(pickArticles(homepage)[0]).toEqual({ title: "T1", url: "/a/1", imageUrl: "/img/1", imageAlt: "" });
  });

  it("is empty without promo lists or documents (a failed CMS call answers {})", () => {
    expect(pickArticles({} as HomepageResponse)).toEqual([]);
    expect(pickArticles({ booking: doc([{ type: "banner" }]) } as HomepageResponse)).toEqual([]);
  });
});
