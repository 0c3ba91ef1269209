/**
 * One test setup for the physical gift format, flag on and flag off (spec 001 §4 "Physical is
 * disabled when the shipping cost fetch errors or the feature flag is off", §5; issue 25 item 7).
 * Each setup is a worker configuration (FLAG_PHYSICAL_FORMAT, and an upstream whose box shipping
 * cost did or did not load) and says whether the physical format is then for sale. Tests run the
 * same checks over every setup: the refusal while it is disabled (this issue) and the purchase
 * while it is enabled (the physical-format flow of the specs issue) share them.
 *
 * Each setup has its own fake upstream (answering from the embedded catalog), so the page
 * micro-cache, keyed by upstream, never serves one setup's page to another.
 */
import { env } from "cloudflare:workers";
import { callWorker, fakeUpstream, type FakeUpstream } from "./fake-upstream";

export interface PhysicalFormatSetup {
  name: string;
  /** Whether the physical format may be bought in this setup. */
  physical: boolean;
  settings: Record<string, string>;
  upstream: () => FakeUpstream;
}

/** Box detail answers without a shipping cost: the shipping-cost call 'failed' (counts as off). */
const noBoxShipping = (path: string, body: unknown) =>
  /\/boxes\/[^/]+\/product-detail/.test(path) && body && typeof body === "object" ? { ...(body as object), shippingCost: null } : body;

export const PHYSICAL_FORMAT_SETUPS: readonly PhysicalFormatSetup[] = [
  { name: "flag off", physical: false, settings: { FLAG_PHYSICAL_FORMAT: "false" }, upstream: () => fakeUpstream("ok") },
  { name: "flag on", physical: true, settings: { FLAG_PHYSICAL_FORMAT: "true" }, upstream: () => fakeUpstream("ok") },
  { name: "flag on, box shipping cost not loaded", physical: false, settings: { FLAG_PHYSICAL_FORMAT: "true" }, upstream: () => fakeUpstream("ok", noBoxShipping) },
];

/** A worker call in `setup` from `host` (fr.localhost by default). */
export async function inSetup(setup: PhysicalFormatSetup, upstream: FakeUpstream, path: string, init: RequestInit & { headers?: Record<string, string> } = {}, host = "fr.localhost") {
  const { res, text } = await callWorker(`http://${host}${path}`, upstream, setup.settings, init);
  return { status: res.status, text };
}

/** A box sold in both formats: its physical and digital codes (from the seeded catalog). */
export async function boxInBothFormats(): Promise<{ physical: string; digital: string }> {
  const row = await env.DB.prepare(
    `SELECT p.code AS physical, d.code AS digital FROM boxes p JOIN boxes d ON d.base = p.base AND d.format = 'digital' WHERE p.format = 'physical' ORDER BY p.code LIMIT 1`,
  ).first<{ physical: string; digital: string }>();
  if (!row) throw new Error("no box in both formats in the catalog");
  return row;
}

/** A gift cart body of a stay's single voucher in `giftFormat` (the stay's first price-list nights). */
export async function voucherCartBody(giftFormat: "digital" | "physical") {
  const row = await env.DB.prepare(`SELECT package_id, nights FROM single_voucher_prices ORDER BY package_id, nights LIMIT 1`).first<{ package_id: number; nights: number }>();
  return { product: "SINGLEVOUCHER", packageId: row!.package_id, nights: row!.nights, giftFormat, sleeveId: 0, fromName: "Léa", toName: "Marc", message: "", expectedTotal: 0 };
}
