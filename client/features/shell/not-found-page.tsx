/**
 * 404 page (spec 001 §2 "404 page", §8): 'Oops!', the explanation with the error code, and a
 * button back to the homepage.
 */
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";

export function NotFoundPage() {
  const t = useT();
  return (
    <section className={css({ maxW: "2xl", mx: "auto", textAlign: "center", py: "20", px: "4" })}>
      <h1 className={css({ fontSize: "4xl", fontWeight: "bold" })}>{t("errors.notFoundTitle")}</h1>
      <p className={css({ color: "fg.muted" })}>{t("errors.notFoundText")}</p>
      <Link to="/" className={css({ display: "inline-block", mt: "6", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "semibold", textDecoration: "none" })}>
        {t("errors.goHome")}
      </Link>
    </section>
  );
}
