/**
 * Whether the physical format can be chosen on a box page (spec 001 §4 "Physical is disabled when
 * the shipping cost fetch errors or the feature flag is off, and then reads as coming back soon";
 * §5). With the physicalFormat flag on, the physical twin's detail is fetched for its shipping
 * cost (a physical page already has it); with the flag off nothing is fetched.
 */
import { useQuery } from "@tanstack/react-query";
import type { Box } from "#shared/contract/boxes";
import { useApi, useShop } from "../../../shop/use-shop";
import { boxDetailQueryOptions } from "../api/boxes";
import { codeForFormat, physicalAvailable } from "./box-format";

export function usePhysicalFormat(box: Box): { available: boolean; shipping: { amount: number } | null } {
  const api = useApi();
  const { market, flags } = useShop();
  const physicalCode = codeForFormat(box, "physical");
  const ownShipping = box.format === "physical" ? box.shippingCost : null;
  const twin = useQuery({
    ...boxDetailQueryOptions(api, market.pointOfSale, physicalCode ?? ""),
    enabled: flags.physicalFormat && physicalCode !== null && box.format !== "physical",
  });
  const shipping = ownShipping ?? twin.data?.shippingCost ?? null;
  return { available: physicalAvailable(flags.physicalFormat, shipping, twin.isError), shipping };
}
