/**
 * The header's flow tabs (spec 000 §1 "Four search flows exist", §9 "Header texts per flow describe
 * the four flows as listed in point 1"; spec 001 §2 top-bar flow toggle), in the spec's order. Each
 * flow `f` has the messages `flow.<f>.tab`, `flow.<f>.short` (its name on a phone) and `flow.<f>.description`; the activity tab shows only
 * when its flag is on; the activity flow's search path is /activities, the others' /search with
 * flow=<f> (booking too: spec 000 §2, issue 25 item 12). Pure and tiny: the header is first-load code on every page.
 */

/** A flow the header links to. */
export type HeaderFlow = "booking" | "gifting" | "activity" | "hotel";

/** The flows in order. */
export const FLOW_TABS: readonly HeaderFlow[] = ["booking", "gifting", "activity", "hotel"];

/** The page's flow from the query's `flow` (unknown or missing: booking). */
export const pageFlow = (flow: unknown): HeaderFlow => (FLOW_TABS.includes(flow as HeaderFlow) ? (flow as HeaderFlow) : "booking");
