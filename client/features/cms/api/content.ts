/**
 * The content calls of the storefront (shared/content-contract.ts; spec 001 §2 static content,
 * ideas and minisite pages): GET /api/cms/staticContent, /api/ideas/{city|theme}/{id}.json,
 * /api/minisites/{url}.json and its offers. Answers are typed with the contract (checked by the
 * worker, docs/decisions/013). Throws ApiError (shared/api-fetch.ts) on a non-2xx answer.
 */
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { IdeasPage, Minisite, MinisiteOffers, StaticContent } from "#shared/content-contract";

const enc = encodeURIComponent;

export function fetchStaticContent(api: ApiFetch, locale: string, id: string): Promise<StaticContent> {
  return apiJson<StaticContent>(api, `/api/cms/staticContent?locale=${enc(locale)}&id=${enc(id)}`);
}

/** An ideas page: kind city (id = cityId) or theme (id = subthemaRegion); `section`: that section in full. */
export function fetchIdeasPage(api: ApiFetch, locale: string, kind: "city" | "theme", id: number, section?: number): Promise<IdeasPage> {
  const q = section === undefined ? "" : `&section=${section}`;
  return apiJson<IdeasPage>(api, `/api/ideas/${kind}/${id}.json?locale=${enc(locale)}${q}`);
}

export function fetchMinisite(api: ApiFetch, locale: string, url: string): Promise<Minisite> {
  return apiJson<Minisite>(api, `/api/minisites/${enc(url)}.json?locale=${enc(locale)}`);
}

/** One page (0-based, 12 cards) of a partner's offers. */
export function fetchMinisiteOffers(api: ApiFetch, locale: string, url: string, page = 0): Promise<MinisiteOffers> {
  return apiJson<MinisiteOffers>(api, `/api/minisites/${enc(url)}/offers.json?locale=${enc(locale)}&page=${page}`);
}
