/**
 * Fictional guest reviews in fr_FR, es_ES, it_IT and nl_NL, and the hotel aggregates derived from
 * them. Criteria are integers 1-10 scattered around the hotel's quality; texts are snippets in the
 * review's language for its best (positive) and worst (negative) criteria.
 *
 * Aggregates (exact, in integer tenths, rounded half up to one decimal):
 *   review_count = number of reviews; review_average = mean of review averages;
 *   score_<criterion> = mean of that criterion. No reviews → count 0, average and scores NULL ("New").
 * Means that fall exactly on a rounding tie (x.x5) are avoided by nudging one review score, so
 * SQL's ROUND(AVG(col), 1) over the reviews gives exactly the stored aggregate.
 */
import type { ReviewText } from "./content";
import { addDays } from "./dates";
import type { Rng } from "./prng";
import { CRITERIA, type Criterion, type Hotel, type Review, type ReviewLocale, type Scores } from "./types";

const LOCALE_WEIGHTS: Record<Hotel["country"], Record<ReviewLocale, number>> = {
  FR: { fr_FR: 62, nl_NL: 15, it_IT: 10, es_ES: 13 },
  ES: { es_ES: 55, fr_FR: 25, nl_NL: 10, it_IT: 10 },
  BE: { nl_NL: 48, fr_FR: 42, es_ES: 4, it_IT: 6 },
};

const CRITERION_BIAS: Record<Criterion, number> = { welcoming: 0.3, comfort: 0, cleanliness: 0.2, food: -0.2, localization: 0.3, price_quality_ratio: -0.3 };

/** Mean of integers rounded half up to one decimal, computed exactly: round(sum * 10 / n) / 10. */
export function meanOneDecimal(sumTenths: number, n: number): number {
  return Math.round(sumTenths / n) / 10;
}

/** True when sumTenths / n lies exactly halfway between two tenths (20·sum = odd·n). */
function isTie(sumTenths: number, n: number): boolean {
  return (2 * sumTenths) % n === 0 && ((2 * sumTenths) / n) % 2 === 1;
}

function reviewAverage(scores: Scores): number {
  return meanOneDecimal(CRITERIA.reduce((s, c) => s + scores[c], 0) * 10, 6);
}

/**
 * Nudge scores (deterministically, ±1 on one review at a time) until no hotel mean is a rounding
 * tie. Returns the number of nudges.
 */
export function breakTies(reviews: Review[]): number {
  const n = reviews.length;
  for (let step = 0; step < 50; step++) {
    const tied = CRITERIA.find((c) => isTie(reviews.reduce((s, r) => s + r.scores[c] * 10, 0), n));
    const averageTied = isTie(reviews.reduce((s, r) => s + Math.round(r.average * 10), 0), n);
    if (!tied && !averageTied) return step;
    const r = reviews[step % n]!;
    const c = tied ?? CRITERIA[step % CRITERIA.length]!;
    r.scores[c] += r.scores[c] < 10 ? 1 : -1;
    r.average = reviewAverage(r.scores);
  }
  throw new Error("could not break review rounding ties");
}

/**
 * Share `total` among weights by largest remainder, giving each positive weight at least one.
 * Deterministic; returns integers summing to `total` (when total >= number of positive weights).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const positive = weights.filter((w) => w > 0).length;
  const rest = total - positive;
  const sum = weights.reduce((s, w) => s + w, 0);
  const raw = weights.map((w) => (w > 0 ? (w / sum) * rest : 0));
  const out = weights.map((w, i) => (w > 0 ? 1 : 0) + Math.floor(raw[i]!));
  let left = total - out.reduce((s, n) => s + n, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k]![1]]!++;
  return out;
}

function reviewTexts(scores: Scores, locale: ReviewLocale, rng: Rng, text: ReviewText): { positive: string | null; negative: string | null } {
  const t = text.locales[locale];
  const ranked = [...CRITERIA].sort((a, b) => scores[b] - scores[a] || CRITERIA.indexOf(a) - CRITERIA.indexOf(b));
  const best = ranked[0]!;
  const worst = ranked[ranked.length - 1]!;
  let positive: string | null = null;
  if (scores[best] >= 8) {
    const picks = rng.chance(0.5) ? [best, ranked[1]!] : [best];
    positive = picks.filter((c) => scores[c] >= 8).map((c) => rng.pick(t.positive[c])).join(" ");
  } else if (scores[best] >= 6 && rng.chance(0.5)) positive = rng.pick(t.positive[best]);
  let negative: string | null = null;
  if (scores[worst] <= 6) negative = rng.pick(t.negative[worst]);
  else {
    const r = rng.next();
    negative = r < 0.35 ? rng.pick(t.none) : r < 0.65 ? rng.pick(t.negative[worst]) : null;
  }
  return { positive, negative };
}

/**
 * Generate `total` reviews over the hotels (about 6 % of hotels get none) and write the
 * aggregates onto the hotels. Review dates lie in the 3 years before `today`, mostly recent.
 * Review ids are sequential from `firstId`.
 */
export function generateReviews(rng: Rng, hotels: Hotel[], text: ReviewText, today: string, total: number, firstId = 1): Review[] {
  const weights = hotels.map((h) => (rng.chance(0.06) ? 0 : (0.6 + 0.15 * h.stars) * Math.exp(rng.normal(0, 0.6))));
  const counts = allocate(total, weights);
  const reviews: Review[] = [];
  hotels.forEach((h, index) => {
    const n = counts[index]!;
    const own: Review[] = [];
    for (let k = 0; k < n; k++) {
      const locale = rng.weighted(Object.keys(LOCALE_WEIGHTS[h.country]) as ReviewLocale[], (l) => LOCALE_WEIGHTS[h.country][l]);
      const mood = rng.normal(0, 0.8);
      const scores = {} as Scores;
      for (const c of CRITERIA) {
        const bias = CRITERION_BIAS[c] + (c === "food" && !h.facilities.includes("restaurant") ? -0.2 : 0) + (c === "localization" && h.environment === "city" ? 0.2 : 0);
        scores[c] = Math.min(10, Math.max(1, Math.round(h.quality + bias + mood + rng.normal(0, 0.7))));
      }
      const t = text.locales[locale];
      own.push({
        id: 0,
        hotelId: h.id,
        locale,
        customer: `${rng.pick(t.firstNames)} ${String.fromCharCode(65 + rng.int(0, 25))}.`,
        type: rng.weighted(["couple", "family", "friends", "solo"] as const, (ty) => ({ couple: 50, family: h.style === "family" ? 40 : 20, friends: 18, solo: 12 })[ty]),
        date: addDays(today, -(2 + Math.floor(1093 * rng.next() ** 1.6))),
        average: reviewAverage(scores),
        scores,
        ...reviewTexts(scores, locale, rng, text),
      });
    }
    own.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    if (n > 0) breakTies(own);
    for (const r of own) reviews.push({ ...r, id: firstId + reviews.length });
    h.reviewCount = n;
    if (n === 0) {
      h.reviewAverage = null;
      h.scores = null;
      return;
    }
    h.reviewAverage = meanOneDecimal(own.reduce((s, r) => s + Math.round(r.average * 10), 0), n);
    const scores = {} as Scores;
    for (const c of CRITERIA) scores[c] = meanOneDecimal(own.reduce((s, r) => s + r.scores[c] * 10, 0), n);
    h.scores = scores;
  });
  return reviews;
}
