/**
 * Turns the page table (pages.mjs) into concrete URLs for one server: `{firstStay:CITY_ID}` becomes
 * the package id of the first card of that city's search, asked on the page's own host
 * (POST /api/offers.json, the search page's default order). Returns the rows with `path` resolved,
 * `url` (for Chromium) and `label` ("search nl_BE").
 */
import { request } from "./http.mjs";

async function firstStay(port, host, cityId) {
  const body = JSON.stringify({ searchCriterias: { filters: { property: { location: { cityId } } } }, pagination: { page: 0, limit: 1 } });
  const res = await request({ port, host, path: "/api/offers.json", method: "POST", body });
  const id = JSON.parse(res.body).exactMatch?.[0]?.mainPackage?.id;
  if (res.status !== 200 || !id) throw new Error(`no stay found for city ${cityId} on ${host} (status ${res.status})`);
  return id;
}

export async function resolvePages(pages, port) {
  const out = [];
  for (const p of pages) {
    let path = p.path;
    for (const [token, city] of path.matchAll(/\{firstStay:(\d+)\}/g)) path = path.replace(token, String(await firstStay(port, p.host, Number(city))));
    out.push({ ...p, path, url: `http://${p.host}:${port}${path}`, label: `${p.name} ${p.market}` });
  }
  return out;
}
