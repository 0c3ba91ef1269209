/** A gift page that cannot show its product: unknown (404) or an upstream failure (503, spec 001 §8 generic error with a retry). */
import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";

export function GiftUnavailable(props: { status: "ok" | "missing" | "error" }) {
  const t = useT();
  if (props.status === "ok") return null;
  return (
    <section role="alert" className={css({ maxW: "2xl", mx: "auto", textAlign: "center", py: "20", px: "4" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{props.status === "error" ? t("errors.generic") : t("gifting.missing")}</h1>
      {props.status === "error" ? (
        <a href="" className={button}>{t("errors.retry")}</a>
      ) : (
        <Link to="/giftcard/customization" className={button}>{t("gifting.card.link")}</Link>
      )}
    </section>
  );
}

const button = css({ display: "inline-block", mt: "6", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "semibold", textDecoration: "none" });
