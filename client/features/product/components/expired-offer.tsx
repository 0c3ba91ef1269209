/**
 * Expired-offer screen (spec 001 §4 "Product page shows the expired-offer screen when not fetching
 * and no hotel or product data", §8 'Too late!').
 */
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";

export function ExpiredOffer() {
  const t = useT();
  return (
    <section className={css({ maxW: "2xl", mx: "auto", textAlign: "center", py: "20", px: "4" })}>
      <h1 className={css({ fontSize: "4xl", fontWeight: "bold" })}>{t("product.expiredTitle")}</h1>
      <p className={css({ color: "fg.muted" })}>{t("product.expiredText")}</p>
      <Link to="/search" className={css({ display: "inline-block", mt: "6", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "semibold", textDecoration: "none" })}>
        {t("product.seeOtherOffers")}
      </Link>
    </section>
  );
}
