/**
 * The static content page (spec 001 §2 "Static content page": title and content list; §3 content
 * items with a value). Headings and paragraphs as stored; unknown id: the 404 page; upstream
 * failure: 'Oops, something went wrong'. The other footer pages are linked at the end.
 */
import { useLoaderData } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { CONTENT_PAGE_KEYS, contentPagePath } from "#shared/content-routes";
import { useShop, useT } from "../../../shop/use-shop";
import { ContentMissing } from "./content-missing";
import type { ContentLoaderData } from "../content-loader";
import { ContentError } from "./content-error";

export function ContentPage() {
  const data = useLoaderData({ strict: false }) as ContentLoaderData;
  const t = useT();
  const { market } = useShop();
  if (data.status === "missing") return <ContentMissing />;
  if (data.status === "error" || !data.page) return <ContentError />;
  const { page } = data;
  return (
    <article className={article} data-testid="content-page">
      <h1 className={h1}>{page.title}</h1>
      {page.content.map((item, i) =>
        item.type === "heading" ? <h2 key={i} id={item.id} className={h2}>{item.value}</h2> : <p key={i} className={p}>{item.value}</p>,
      )}
      <nav aria-labelledby="content-more" className={css({ mt: "12", pt: "6", borderTopWidth: "1px", borderColor: "border" })}>
        <h2 id="content-more" className={css({ fontSize: "md", fontWeight: "bold", m: 0 })}>{t("content.otherPages")}</h2>
        <ul className={css({ listStyle: "none", p: 0, mt: "3", display: "flex", flexWrap: "wrap", gap: "4" })}>
          {CONTENT_PAGE_KEYS.filter((k) => k !== page.key).map((k) => (
            <li key={k}><a className={link} href={contentPagePath(market.language, k)}>{t(`content.link.${k}`)}</a></li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

const article = css({ maxW: "3xl", mx: "auto", px: { base: "4", md: "6" }, py: { base: "8", md: "12" } });
const h1 = css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "bold", lineHeight: "tight", m: 0, mb: "6" });
const h2 = css({ fontSize: { base: "lg", md: "xl" }, fontWeight: "bold", mt: "8", mb: "2" });
const p = css({ fontSize: "md", lineHeight: "relaxed", color: "fg", m: 0 });
const link = css({ color: "primary", textDecoration: "underline", fontSize: "sm" });
