/**
 * Crash page (spec 001 §4 error boundary, §8 "It seems that the page went on holidays"): logs an
 * ERROR with the page URL and the message cut to 256 characters, offers the homepage.
 */
import { useEffect } from "react";
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";

export function CrashPage(props: { error: unknown }) {
  const t = useT();
  useEffect(() => {
    const message = props.error instanceof Error ? props.error.message : String(props.error);
    console.error("ERROR", { url: location.href, message: message.slice(0, 256) });
  }, [props.error]);
  return (
    <section className={css({ maxW: "2xl", mx: "auto", textAlign: "center", py: "20", px: "4" })}>
      <h1 className={css({ fontSize: "3xl", fontWeight: "bold" })}>{t("errors.crashTitle")}</h1>
      <a href="/" className={css({ display: "inline-block", mt: "6", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "semibold", textDecoration: "none" })}>
        {t("errors.goHome")}
      </a>
    </section>
  );
}
