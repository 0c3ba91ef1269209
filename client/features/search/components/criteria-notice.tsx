/**
 * Tells the shopper, in their language, what the page changed in the criteria they brought
 * (issue 13 item 4: "tell the shopper what changed"): past dates dropped, a stay capped at 20
 * nights, a sort the flow does not offer, the activity party or dates; and, while a check-in has
 * no check-out, that a check-out is needed. The changes come from the history entry written by
 * useNormalisedCriteria; the lone check-in is read from the criteria themselves.
 */
import { css } from "styled-system/css";
import type { CriteriaChange, Flow, SearchCriteria } from "#shared/criteria";
import { formatDay } from "#shared/dates";
import { useMounted, useShop, useT } from "../../../shop/use-shop";
import { useRecordedCriteriaChanges } from "../lib/use-normalised-criteria";

export function CriteriaNotice(props: { criteria: SearchCriteria; flow: Flow }) {
  const t = useT();
  const { market } = useShop();
  const mounted = useMounted();
  const recorded = useRecordedCriteriaChanges();
  const c = props.criteria;
  const changes: CriteriaChange[] = recorded.filter((x) => x !== "checkoutMissing");
  if (props.flow !== "gifting" && props.flow !== "activity" && c.checkin && !c.checkout) changes.push("checkoutMissing");
  // History state and the hash exist only in the browser: nothing to say before hydration.
  if (!mounted || !changes.length) return null;
  return (
    <div role="status" className={notice} data-testid="criteria-notice">
      <ul className={changes.length > 1 ? listMany : listOne}>
        {changes.map((change) => (
          <li key={change}>{t(`searchCriteria.notice.${change}`, change === "nightsCapped" && c.checkout ? { checkout: formatDay(c.checkout, market.pointOfSale, "long") } : undefined)}</li>
        ))}
      </ul>
    </div>
  );
}

const listOne = css({ m: 0, p: 0, listStyle: "none" });
const listMany = css({ m: 0, paddingInlineStart: "5", listStyle: "disc" });
const notice = css({ mb: "3", px: "4", py: "3", borderRadius: "lg", bg: "bg", color: "fg", borderLeftWidth: "4px", borderLeftColor: "accent", boxShadow: "card", fontSize: "sm", fontWeight: "semibold" });
