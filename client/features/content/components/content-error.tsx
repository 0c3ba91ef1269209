/** 'Oops, something went wrong' (spec 001 §8: ideas failures; also static content and minisites), with a retry (a reload). */
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";

export function ContentError() {
  const t = useT();
  return (
    <div role="alert" className={box} data-testid="content-error">
      <h1 className={title}>{t("errors.generic")}</h1>
      <a href="" className={retry}>{t("errors.retry")}</a>
    </div>
  );
}

const box = css({ maxW: "3xl", mx: "auto", my: "12", p: "8", textAlign: "center", bg: "bg.subtle", borderRadius: "xl" });
const title = css({ fontSize: "xl", fontWeight: "bold", m: 0, mb: "4" });
const retry = css({ display: "inline-flex", px: "5", py: "2.5", borderRadius: "md", borderWidth: "1px", borderColor: "primary", color: "primary", fontWeight: "semibold", textDecoration: "none" });
