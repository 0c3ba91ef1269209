/**
 * Instalment and pay-later advertising checked against the rules it advertises (issue 25 item 5;
 * spec 001 §9 "Instalments: monthly, fee on the first. Pay later: arrival at least 5 days ahead. 3x:
 * at least 7 days, total 200 to 2000 euros. 4x: at least 7 days, 250 to 2000. Enabled for fr_FR,
 * es_ES, fr_BE, nl_BE. PayPal pay-later: total 30 to 2000, es_ES and it_IT."; rules in
 * shared/instalments.ts `PAYMENT_RULES`). In the EU an advertised payment condition the checkout
 * does not honour is a misleading commercial practice.
 *
 * `instalmentClaims` reads what a marketing text (a locale message, a CMS banner, a promo bar label)
 * says about paying in instalments or later, in the shop's four languages; `advertisingViolations`
 * lists what of it a point of sale's rules contradict:
 * - a number of instalments the market does not offer (3x/4x in nl_NL or it_IT);
 * - "free" instalments ("sans frais", "zonder kosten", "sin intereses", "senza interessi" ...): a
 *   fee is always charged with the first payment;
 * - a "from" amount below the rule's least total for the instalments it names ("dès 200 €" for 4x);
 * - pay later, or PayPal pay-later, where the market does not offer it.
 * Pure; amounts in integer cents. The seed derives its texts from the rules (scripts/seed/cms) and
 * tests/workers/consistency/stays.test.ts checks every locale message and seeded CMS text with this.
 */
import { marketPaymentOptions, paymentRule, type PaymentOption } from "./instalments";
import type { PointOfSale } from "./markets";

/** What one text claims. `counts`: instalment counts named (3, 4), or [] for "in instalments" without a number. */
export interface InstalmentClaims {
  /** The text speaks of paying in several instalments. */
  instalments: boolean;
  counts: number[];
  /** It says the instalments cost nothing. */
  noFee: boolean;
  /**
   * The least amounts it names ("dès 200 €", "vanaf € 200"), cents, each with the instalment
   * counts it is said of (the counts named just before it; all counts when it comes first).
   */
  from: { counts: number[]; cents: number }[];
  /** It offers paying later (the shop's own pay-later). */
  payLater: boolean;
  /** It names PayPal's pay-later or PayPal instalments. */
  paypal: boolean;
}

// Words of the four languages (fr, nl, es, it), lower case, after normalising apostrophes and spaces.
const N = "[2-9]|trois|quatre|drie|vier|tres|cuatro|tre|quattro";
const UNIT = "x\\b|fois\\b|termijnen\\b|keer\\b|plazos\\b|cuotas\\b|pagos\\b|rate\\b|mensualités|maandelijkse\\b|mensualidades\\b";
const COUNT = new RegExp(`\\b(${N})(?:\\s*(?:ou|of|o|y|e|or|,)\\s*(${N}))?\\s*(?:${UNIT})`, "g");
const INSTALMENT_WORDS = /(plusieurs fois|mensualités|termijnen|a plazos|en plazos|cuotas|a rate|in rate|rateale|paiement fractionné|gespreid betalen)/;
const NO_FEE = /(sans frais|gratuit|zonder kosten|kosteloos|gratis|sin intereses|sin coste|sin gastos|senza interessi|senza costi|a costo zero|\b0 ?%)/;
const FROM_AMOUNT = /(?:dès|à partir de|vanaf|desde|a partir de|a partire da|\bda)\s*(?:€\s*(\d[\d .]*\d|\d)(?:,(\d{2}))?|(\d[\d .]*?)(?:,(\d{2}))?\s*(?:€|euros?))/g;
const PAY_LATER = /(payez plus tard|payer plus tard|paiement différé|later betalen|betaal later|paga (?:más )?tarde|pago aplazado|paga (?:più )?tardi|paga dopo|pagamento posticipato)/;
const NUMBER_WORDS: Record<string, number> = { trois: 3, quatre: 4, drie: 3, vier: 4, tres: 3, cuatro: 4, tre: 3, quattro: 4 };
const num = (w: string | undefined): number[] => (w ? [NUMBER_WORDS[w] ?? Number(w)] : []);

/** Reads the payment claims of a text in any of the shop's languages. */
export function instalmentClaims(text: string): InstalmentClaims {
  const s = text.toLowerCase().replace(/[’‘]/g, "'").replace(/[\u00a0\u202f]/g, " ");
  const named = [...s.matchAll(COUNT)].map((m) => ({ at: m.index, counts: [...num(m[1]), ...num(m[2])] }));
  const counts = [...new Set(named.flatMap((n) => n.counts))].sort();
  const instalments = counts.length > 0 || INSTALMENT_WORDS.test(s);
  const from = instalments
    ? [...s.matchAll(FROM_AMOUNT)].map((m) => {
        const before = named.filter((n) => n.at < m.index).pop();
        return { counts: before ? before.counts : counts, cents: Number((m[1] ?? m[3])!.replace(/[ .]/g, "")) * 100 + Number(m[2] ?? m[4] ?? 0) };
      })
    : [];
  return { instalments, counts, noFee: instalments && NO_FEE.test(s), from, payLater: PAY_LATER.test(s), paypal: /paypal/.test(s) };
}

const OPTION_OF_COUNT: Record<number, PaymentOption> = { 3: "threeTimes", 4: "fourTimes" };

/**
 * What the rules of the points of sale where `text` is shown contradict in it (empty: nothing).
 * A text shown in several markets (a language's locale file) must hold in each of them.
 */
export function advertisingViolations(pointsOfSale: readonly PointOfSale[], text: string): string[] {
  const c = instalmentClaims(text);
  const out: string[] = [];
  for (const pos of pointsOfSale) {
    const offered = marketPaymentOptions(pos);
    const instalmentOptions = offered.filter((o) => o === "threeTimes" || o === "fourTimes");
    if (c.instalments && !c.paypal && instalmentOptions.length === 0) out.push(`${pos} offers no instalments`);
    for (const n of c.counts) {
      const option = OPTION_OF_COUNT[n];
      if (!option || !offered.includes(option)) out.push(`${pos} offers no payment in ${n} instalments`);
    }
    if (c.payLater && !offered.includes("payLater") && !(c.paypal && offered.includes("paypalPayLater"))) out.push(`${pos} offers no pay later`);
    if (c.paypal && (c.instalments || c.payLater) && !offered.includes("paypalPayLater")) out.push(`${pos} offers no PayPal pay later`);
    if (c.paypal && c.counts.length > 0) out.push(`PayPal pay later is one deferred payment, not ${c.counts.join("/")} instalments`);
  }
  if (c.noFee) out.push("instalments always charge a fee with the first payment: no 'free' instalments");
  for (const f of c.from) {
    const named = f.counts.map((n) => OPTION_OF_COUNT[n]).filter((o): o is PaymentOption => Boolean(o));
    const options: PaymentOption[] = named.length ? named : c.paypal ? ["paypalPayLater"] : ["threeTimes"];
    for (const o of options) {
      const min = paymentRule(o).minTotalCents;
      if (f.cents < min) out.push(`${o} starts at ${min / 100} €, not ${f.cents / 100} €`);
    }
  }
  return [...new Set(out)];
}
