/**
 * Where a search or product page puts its announcement banner and promo bar (family-bars.tsx):
 * at the top of the page, server-rendered, hydrated at the first interaction (links and text:
 * decision 026), so they add nothing to the page's initial JavaScript (decision 014).
 */
import { lazy } from "react";
import { HydrateWhenVisible } from "../hydrate-when-visible";

const FamilyBars = lazy(() => import("./family-bars").then((m) => ({ default: m.FamilyBars })));

export function FamilyTopBars(props: { family: "search" | "product"; flow: string }) {
  return (
    <HydrateWhenVisible on="interaction">
      <FamilyBars family={props.family} flow={props.flow} />
    </HydrateWhenVisible>
  );
}
