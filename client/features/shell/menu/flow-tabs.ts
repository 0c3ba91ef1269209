/**
 * The header's flow tabs and their texts (spec 000 §1 "Four search flows exist", §9 "Header texts
 * per flow describe the four flows as listed in point 1"; spec 001 §2 top-bar flow toggle): one tab
 * per flow, in the spec's order (booking, gifting, activity when its flag is on, hotel), each with
 * its search path, query and the message keys of its name and its description. Pure, no imports,
 * so the header's first-load code stays small.
 */

/** A flow the header links to. */
export type HeaderFlow = "booking" | "gifting" | "activity" | "hotel";

/** One tab: where it goes and what it says. */
export interface FlowTab {
  flow: HeaderFlow;
  /** Search path of the flow (the activity search path in the activity flow). */
  to: "/search" | "/activities";
  /** Query of the link: flow=<flow> except in booking, the default. */
  search: { flow?: HeaderFlow };
  /** Message keys: `flow.<flow>.tab` and `flow.<flow>.description`. */
  tabKey: string;
  descriptionKey: string;
}

/** The tabs in order; the activity tab only when the activity flow is enabled. */
export function flowTabs(activityEnabled: boolean): FlowTab[] {
  const flows: HeaderFlow[] = activityEnabled ? ["booking", "gifting", "activity", "hotel"] : ["booking", "gifting", "hotel"];
  return flows.map((flow) => ({
    flow,
    to: flow === "activity" ? "/activities" : "/search",
    search: flow === "booking" ? {} : { flow },
    tabKey: `flow.${flow}.tab`,
    descriptionKey: `flow.${flow}.description`,
  }));
}

/** The page's flow from the query's `flow` (unknown or missing: booking). */
export function pageFlow(flow: unknown): HeaderFlow {
  return flow === "gifting" || flow === "activity" || flow === "hotel" ? flow : "booking";
}
