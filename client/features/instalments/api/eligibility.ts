/**
 * The instalment options of one stay: GET /api/purchase/alma/eligibility (spec 001 §7;
 * shared/contract/alma-eligibility.ts). Amount in cents, the check-in and the cancellation policy
 * of the quote or cart; the point of sale in lower case. Never retried: a failure is not shown
 * (spec 001 §8 "Instalment eligibility error: not handled visibly").
 */
import { queryOptions } from "@tanstack/react-query";
import { apiJson, type ApiFetch } from "#shared/api-fetch";
import type { AlmaEligibilityResponse } from "#shared/contract/alma-eligibility";

/** What the eligibility depends on. `amount` cents (> 0); dates 'YYYY-MM-DD'. */
export interface EligibilityInput {
  amount: number;
  checkinDate: string;
  cancellationPolicyType: "NCNR" | "FLEXIBLE";
  cancellableUntil: string | null;
}

export function eligibilityOptions(api: ApiFetch, pointOfSale: string, input: EligibilityInput) {
  const p = new URLSearchParams({ amount: String(input.amount), checkinDate: input.checkinDate, pointOfSale: pointOfSale.toLowerCase(), cancellationPolicyType: input.cancellationPolicyType });
  if (input.cancellableUntil) p.set("cancellableUntil", input.cancellableUntil);
  const path = `/api/purchase/alma/eligibility?${p.toString()}`;
  return queryOptions({
    queryKey: ["alma-eligibility", pointOfSale, path],
    queryFn: () => apiJson<AlmaEligibilityResponse>(api, path),
    retry: false,
    staleTime: 10 * 60_000,
  });
}
