/**
 * Feature flags and experiments: one typed registry (spec 000 §2, §4, §6; spec 001 §6).
 *
 * Flags come from settings (wrangler vars `FLAG_*`, "true"/"false"). Experiments are assigned per
 * visitor by a stable hash of the visitor id, kept in the `exp` cookie, and can be forced for tests
 * with the query parameter `?exp=name:variant,name2:variant2`.
 */

export const FLAGS = {
  activityFlow: { setting: "FLAG_ACTIVITY_FLOW", default: true, doc: "activity-only search flow (spec 000 §1)" },
  wishlistHeart: { setting: "FLAG_WISHLIST_HEART", default: true, doc: "wishlist heart on cards, needs a mounted client (spec 000 §6)" },
  physicalFormat: { setting: "FLAG_PHYSICAL_FORMAT", default: false, doc: "physical gift format (spec 001 §4)" },
  customerAccount: { setting: "FLAG_CUSTOMER_ACCOUNT", default: false, doc: "customer account menu (spec 001 §6)" },
  allIncentives: { setting: "FLAG_ALL_INCENTIVES", default: false, doc: "every incentive on search cards: score labels from 7, not only 9+ (spec 000 §9)" },
} as const;
export type FlagName = keyof typeof FLAGS;
export type Flags = Record<FlagName, boolean>;

export interface ExperimentDef {
  variants: readonly string[];
  /**
   * True when server-rendered markup depends on the variant: the page micro-cache then keys on it
   * (docs/decisions/007). Otherwise components must read the variant only after mount, because a
   * cached page may have been rendered for another visitor's variant.
   */
  ssr?: boolean;
  /** Points of sale the experiment runs in; others always get the first variant ("control"). */
  pointsOfSale?: readonly string[];
  doc: string;
}

export const EXPERIMENTS = {
  newFilterUi: { variants: ["control", "drawer"], ssr: true, doc: "left 'Filter by' drawer instead of the filter bar (spec 000 §2)" },
  calendarShortcuts: { variants: ["control", "shortcuts"], pointsOfSale: ["es_ES", "fr_FR", "fr_BE", "nl_BE"], doc: "calendar shortcuts (spec 000 §6)" },
  autoDiscount: { variants: ["control", "label"], ssr: true, doc: "auto-discount label and banner, booking flow only (spec 000 §4)" },
  targetedLabels: { variants: ["control", "label"], ssr: true, doc: "targeted labels on cards (spec 000 §4)" },
  dateVariation: { variants: ["control", "datesForced", "datesSuggested"], doc: "date forcing / suggestion (spec 000 §4)" },
  reducedThematics: { variants: ["control", "reduced"], ssr: true, doc: "fewer themes in the theme picker (spec 000 §5)" },
  newGallery: { variants: ["control", "new"], doc: "new product gallery (spec 001 §6)" },
  threePriceVoucher: { variants: ["control", "threePrices"], ssr: true, doc: "three-price single voucher (spec 001 §6; decision 043)" },
} as const satisfies Record<string, ExperimentDef>;
export type ExperimentName = keyof typeof EXPERIMENTS;
export type Experiments = { [K in ExperimentName]: (typeof EXPERIMENTS)[K]["variants"][number] };

/** Reads flags from settings: "true"/"1" is on, "false"/"0" off, anything else the default. */
export function readFlags(settings: Record<string, unknown>): Flags {
  const out = {} as Flags;
  for (const [name, def] of Object.entries(FLAGS) as [FlagName, (typeof FLAGS)[FlagName]][]) {
    const raw = String(settings[def.setting] ?? "").toLowerCase();
    out[name] = raw === "true" || raw === "1" ? true : raw === "false" || raw === "0" ? false : def.default;
  }
  return out;
}

/** FNV-1a 32-bit hash, for stable bucketing. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Parses "name:variant,name:variant" (cookie or query); unknown names or variants are dropped. */
export function parseExperimentList(raw: string | null | undefined): Partial<Experiments> {
  const out: Record<string, string> = {};
  if (!raw) return out as Partial<Experiments>;
  for (const pair of raw.slice(0, 1000).split(",")) {
    const [name, variant] = pair.split(":");
    // Own keys only: "toString:x" or "__proto__:x" must not reach Object.prototype.
    const def = name && Object.hasOwn(EXPERIMENTS, name) ? (EXPERIMENTS as Record<string, ExperimentDef>)[name] : undefined;
    if (def && variant && def.variants.includes(variant)) out[name!] = variant;
  }
  return out as Partial<Experiments>;
}

/** Serialises assignments to the cookie/query form "name:variant,...". */
export function serializeExperiments(exp: Partial<Experiments>): string {
  return Object.entries(exp).map(([k, val]) => `${k}:${val}`).join(",");
}

/**
 * Assigns every experiment for a visitor: forced (query) wins over stored (cookie), which wins over
 * a hash of visitorId + experiment name. Outside its points of sale an experiment is "control".
 * `drawn: false` (a visitor who has not consented to experiments, shared/consent.ts, decision 077):
 * no variant is drawn, what is neither forced nor stored is "control".
 */
export function assignExperiments(opts: {
  visitorId: string;
  pointOfSale: string;
  stored?: Partial<Experiments>;
  forced?: Partial<Experiments>;
  drawn?: boolean;
}): Experiments {
  const out = {} as Record<string, string>;
  for (const [name, def] of Object.entries(EXPERIMENTS) as [ExperimentName, ExperimentDef][]) {
    if (def.pointsOfSale && !def.pointsOfSale.includes(opts.pointOfSale)) { out[name] = def.variants[0]!; continue; }
    const drawn = opts.drawn === false ? def.variants[0]! : def.variants[hash(`${opts.visitorId}:${name}`) % def.variants.length]!;
    out[name] = opts.forced?.[name] ?? opts.stored?.[name] ?? drawn;
  }
  return out as Experiments;
}

/** The assignments the server render depends on (experiments declared `ssr: true`). */
export function ssrExperiments(exp: Experiments): Partial<Experiments> {
  const out: Record<string, string> = {};
  for (const [name, def] of Object.entries(EXPERIMENTS) as [ExperimentName, ExperimentDef][]) if (def.ssr) out[name] = exp[name];
  return out as Partial<Experiments>;
}

/** Full assignment from a serialized list, "control" (first variant) for anything missing. */
export function experimentsFrom(raw: string | null | undefined): Experiments {
  const parsed = parseExperimentList(raw);
  const out = {} as Record<string, string>;
  for (const [name, def] of Object.entries(EXPERIMENTS) as [ExperimentName, ExperimentDef][]) out[name] = parsed[name] ?? def.variants[0]!;
  return out as Experiments;
}
