/**
 * Unpublished activity (spec 001 §2 "Unpublished (published false) shows the expired message
 * instead of the purchase panel; See other offers leads to search"; §8 'Too late!'). A chunk of
 * its own: few shoppers ever see it (decision 026). The page is `noindex, follow` (activity-head.ts).
 */
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import { useT } from "../../../shop/use-shop";

export function ActivityExpired(props: { detail: ActivityDetailResponse }) {
  const t = useT();
  const d = props.detail;
  return (
    <section aria-labelledby="activity-expired-title" data-testid="activity-expired" className={css({ maxW: "2xl", mx: "auto", px: { base: "4", md: "6" }, py: { base: "10", md: "16" }, textAlign: "center" })}>
      <h1 id="activity-expired-title" className={css({ fontSize: { base: "3xl", md: "4xl" }, fontWeight: "bold", m: 0 })}>{t("product.expiredTitle")}</h1>
      <p className={css({ color: "fg.muted", mt: "3", fontSize: "lg" })}>{t("activity.expiredText")}</p>
      <p className={css({ mt: "2", fontWeight: "semibold" })}>{d.label} – {d.mainActivityCenter.label}</p>
      <p className={css({ mt: "8" })}>
        <Link to="/activities" search={{ flow: "activity" }} className={css({ display: "inline-block", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "semibold", textDecoration: "none" })}>
          {t("product.seeOtherOffers")}
        </Link>
      </p>
    </section>
  );
}
