/**
 * GET /boxes/{code}/offers — the stays a gift box redeems (spec 001 §2 box detail "paginated offers
 * carousel with a map view", §4 "Box offers load pages of 8", §7 box calls).
 *
 * Input: code (BoxCodeSchema; malformed → 400, unknown → 404) and BoxOffersQuerySchema (locale,
 * page 0-based, limit ≤ 8; or performMapSearch=true). Offers are the published, unexpired stays
 * of active hotels that carry one of the box's subthemas, last the box's nights and cost at most
 * its value (cents, for 2 adults): `exactMatch` true. When no stay meets all of that, the answer
 * holds the box's themes at any price and nights, `exactMatch` false. Order: best reviewed hotel
 * first, then id (stable pages). A page past the end has no offers (the page stops there).
 * Cards are gift cards (priceType gift, 2 participants). performMapSearch: no cards, every
 * offer's pin (at most MAP_OFFERS_MAX) with its price (cents, as its card), title and stay page
 * (the box map's price pins and pin card, decision 043). Two D1 round trips (three when falling back).
 */
import { BoxCodeSchema, BoxOffersQuerySchema, type BoxOffersResponse } from "../../shared/contract/boxes";
import { findBox, type BoxRow } from "./boxes";
import { cardColumnsSql, cardJoinsSql, packageUri, toCards, type CardRow } from "./cards";
import { todayIso } from "./dates";
import { validate } from "./http";
import { langOf } from "./locale";
import { batch, prepare } from "./sql";

/** Most pins a map search answers. */
export const MAP_OFFERS_MAX = 1000;

/** FROM + WHERE of a box's offers; `exact` adds the nights and value rules. Params: ?1 base, ?2 today, ?3 nights, ?4 value. */
function offersFromSql(exact: boolean): string {
  return `FROM packages p ${cardJoinsSql("p.id", "p.hotel_id")}
    WHERE p.item_category = 'weekend' AND p.published = 1 AND ch.active = 1
      AND (p.expiration IS NULL OR p.expiration >= ?2)
      AND EXISTS (SELECT 1 FROM package_themes pt JOIN box_subthemes bs ON bs.theme_id = pt.theme_id WHERE pt.package_id = p.id AND bs.base = ?1)
      ${exact ? "AND p.nights = ?3 AND p.sell_price_cents <= ?4" : "AND ?3 IS NOT NULL AND ?4 IS NOT NULL"}`;
}

async function runOffers(db: D1Database, box: BoxRow, lang: ReturnType<typeof langOf>, today: string, exact: boolean, page: number, limit: number, map: boolean) {
  const params = [box.base, today, box.nights, box.value_cents];
  const from = offersFromSql(exact);
  const order = "ORDER BY ch.review_average IS NULL, ch.review_average DESC, p.id";
  const list = map
    ? prepare(
        db,
        `SELECT p.id AS pid, ch.latitude AS lat, ch.longitude AS lng, p.sell_price_cents AS price, cp.label_${lang} AS label, cp.slug AS slug
         ${from} ${order} LIMIT ${MAP_OFFERS_MAX}`,
        params,
      )
    : prepare(
        db,
        `SELECT p.id AS pid, p.hotel_id AS hid, p.sell_price_cents AS price, p.ref_price_cents AS refp, NULL AS rooms, NULL AS dist,
           p.nights AS stay_nights, p.sell_price_cents AS from_price, ${cardColumnsSql(lang, "p.id")}
         ${from} ${order} LIMIT ${limit} OFFSET ${page * limit}`,
        params,
      );
  const [count, rows] = await batch<[{ n: number }[], unknown[]]>(db, [prepare(db, `SELECT count(*) AS n ${from}`, params), list]);
  return { total: count[0]?.n ?? 0, rows };
}

/** GET /boxes/{code}/offers. */
export async function handleBoxOffers(db: D1Database, rawCode: string, query: Record<string, string>): Promise<BoxOffersResponse> {
  const code = validate(BoxCodeSchema, rawCode, "box code");
  const q = validate(BoxOffersQuerySchema, query, "box offers query");
  const lang = langOf(q.locale);
  const box = await findBox(db, code, lang);
  const today = todayIso();
  const map = q.performMapSearch;
  let exactMatch = true;
  let result = await runOffers(db, box, lang, today, true, q.page, q.limit, map);
  if (result.total === 0) {
    exactMatch = false;
    result = await runOffers(db, box, lang, today, false, q.page, q.limit, map);
  }
  const searchDetails = { totalCount: result.total, page: map ? 0 : q.page, limit: map ? MAP_OFFERS_MAX : q.limit };
  if (map) {
    const pins = result.rows as { pid: number; lat: number; lng: number; price: number; label: string; slug: string }[];
    const mapOffers = pins.map((r) => ({ id: r.pid, location: { lat: r.lat, lng: r.lng }, sellPrice: r.price, label: r.label, uri: packageUri(r.pid, r.slug) }));
    return { exactMatch, searchDetails, offers: [], mapOffers };
  }
  const offers = toCards({ lang, today, checkin: null, gift: true, participants: 2, imageCount: 1 }, result.rows as CardRow[]);
  return { exactMatch, searchDetails, offers, mapOffers: [] };
}
