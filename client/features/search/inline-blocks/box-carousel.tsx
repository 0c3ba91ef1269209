/**
 * The results page's box carousel (spec 000 §2 inline blocks; spec 001 §3 "Box block (carousel)"):
 * the CMS box block for the results page, drawn like the homepage's boxes block. Nothing while
 * there is no block (loading, failure).
 */
import { useGatedQuery } from "../../../shop/gated-queries";
import { useApi, useShop } from "../../../shop/use-shop";
import { BoxesBlock } from "../../cms";
import { boxBlockSerpQuery } from "./box-block-query";

export function BoxCarousel() {
  const api = useApi();
  const shop = useShop();
  const block = useGatedQuery(boxBlockSerpQuery(api, shop.market.pointOfSale)).data;
  if (!block || block.items.length === 0) return null;
  return <BoxesBlock block={{ type: "boxes", title: block.title, items: block.items }} />;
}
