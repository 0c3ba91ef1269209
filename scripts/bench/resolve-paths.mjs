/**
 * Turns the page table (pages.mjs) into concrete URLs for one server: `{firstStay:CITY_ID}` becomes
 * the package id of the first card of that city's search (`{firstHotel:CITY_ID}` its hotel's id), asked on the page's own host
 * (POST /api/offers.json, the search page's default order). Returns the rows with `path` resolved,
 * `url` (for Chromium) and `label` ("search nl_BE").
 */
import { request } from "./http.mjs";

async function firstCard(port, host, cityId) {
  const body = JSON.stringify({ searchCriterias: { filters: { property: { location: { cityId } } } }, pagination: { page: 0, limit: 1 } });
  const res = await request({ port, host, path: "/api/offers.json", method: "POST", body });
  const hotel = res.status === 200 ? JSON.parse(res.body).exactMatch?.[0] : undefined;
  if (!hotel?.mainPackage?.id) throw new Error(`no stay found for city ${cityId} on ${host} (status ${res.status})`);
  return { stay: hotel.mainPackage.id, hotel: hotel.id };
}

/** The package id of the first activity of the activity-only search on `host`. */
async function firstActivity(port, host) {
  const res = await request({ port, host, path: "/api/search/activity-only.json", method: "POST", body: JSON.stringify({ page: 0, limit: 1 }) });
  const id = res.status === 200 ? JSON.parse(res.body).exactMatch?.activityOnlyPackages?.[0]?.mainPackage?.id : undefined;
  if (!id) throw new Error(`no activity found on ${host} (status ${res.status})`);
  return id;
}

export async function resolvePages(pages, port) {
  const out = [];
  for (const p of pages) {
    let path = p.path;
    for (const [token, kind, city] of path.matchAll(/\{first(Stay|Hotel):(\d+)\}/g)) {
      const card = await firstCard(port, p.host, Number(city));
      path = path.replace(token, String(kind === "Stay" ? card.stay : card.hotel));
    }
    if (path.includes("{firstActivity}")) path = path.replace("{firstActivity}", String(await firstActivity(port, p.host)));
    out.push({ ...p, path, url: `http://${p.host}:${port}${path}`, label: `${p.name} ${p.market}` });
  }
  return out;
}
