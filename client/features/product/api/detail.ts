/**
 * Stay product detail: GET /api/weekend/{id}/detail.json (spec 001 §7) with the hash dates and
 * party when the page has them.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";
import { nightsOf, type SearchCriteria } from "#shared/criteria";

export function detailQueryOptions(api: ApiFetch, pointOfSale: string, id: number, criteria?: Pick<SearchCriteria, "checkin" | "checkout" | "a" | "c" | "b">) {
  const q = new URLSearchParams({ client: "msite" });
  if (criteria) {
    const nights = nightsOf(criteria);
    if (criteria.checkin && nights) { q.set("checkin", criteria.checkin); q.set("night", String(nights)); }
    q.set("adult", String(criteria.a));
    q.set("child", String(criteria.c));
    q.set("baby", String(criteria.b));
  }
  return queryOptions({
    queryKey: ["detail", pointOfSale, id, q.toString()],
    queryFn: () => apiJson<WeekendDetailResponse>(api, `/api/weekend/${id}/detail.json?${q}`),
  });
}
