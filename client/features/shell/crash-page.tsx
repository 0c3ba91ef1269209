/**
 * Crash page (spec 001 §4 error boundary, §8 "It seems that the page went on holidays"): logs an
 * ERROR with the page URL and the message, both cut to 256 characters (crash-log.ts), offers the homepage.
 */
import { useEffect } from "react";
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";
import { crashLogEntry } from "./crash-log";

export function CrashPage(props: { error: unknown }) {
  const t = useT();
  useEffect(() => {
    console.error("ERROR", crashLogEntry(location.href, props.error));
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
