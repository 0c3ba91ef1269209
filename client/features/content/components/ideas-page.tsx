/**
 * The ideas page (spec 001 §2 "Ideas page": title, intro, sections of idea cards, regions links;
 * items per section limited then See more; §8 'Oops, something went wrong' on failure). 'See more'
 * is a link to the section in full (the second-segment page, noindex, follow), so it works before
 * any JavaScript. Unknown city or theme: the 404 page.
 */
import { useLoaderData } from "@tanstack/react-router";
import { css } from "styled-system/css";
import type { IdeasPage as IdeasPageData, IdeasSection } from "#shared/content-contract";
import { ideasCityPath, ideasThemePath } from "#shared/content-routes";
import { destinationSegment, SEARCH_PATH } from "#shared/search-path";
import { useShop, useT } from "../../../shop/use-shop";
import { container } from "../../../ui/layout";
import { ContentMissing } from "./content-missing";
import type { IdeasLoaderData } from "../ideas-loader";
import { ContentError } from "./content-error";
import { IdeaCard } from "./idea-card";
import { cardPriorityAt } from "../../../ui/card-image-priority";

export function IdeasPage() {
  const data = useLoaderData({ strict: false }) as IdeasLoaderData;
  if (data.status === "missing" || (data.status === "ok" && !data.page)) return <ContentMissing />;
  if (data.status === "error" || !data.page) return <ContentError />;
  return <Ideas page={data.page} section={data.section} />;
}

function Ideas(props: { page: IdeasPageData; section: number | null }) {
  const t = useT();
  const { market } = useShop();
  const { page } = props;
  const pathFor = page.kind === "city" ? ideasCityPath : ideasThemePath;
  const base = pathFor(market.language, page.id, page.slug);
  const full = props.section !== null;
  return (
    <div className={`${container} ${css({ py: { base: "6", md: "10" } })}`} data-testid="ideas-page">
      {full && <a href={base} className={back}>← {page.title}</a>}
      <h1 className={h1}>{full ? page.sections[0]?.title ?? page.title : page.title}</h1>
      <p className={intro}>{page.intro}</p>
      {page.sections.length === 0 && <p className={intro}>{t("ideas.empty")}</p>}
      {page.sections.map((s, i) => (
        <Section key={s.id} first={i === 0} section={s} moreHref={!full && s.total > s.cards.length ? pathFor(market.language, page.id, page.slug, s.id) : null} />
      ))}
      {page.regions.length > 0 && (
        <nav aria-labelledby="ideas-regions" className={css({ mt: "12" })}>
          <h2 id="ideas-regions" className={h2}>{t("ideas.regions")}</h2>
          <ul className={regions}>
            {page.regions.map((r) => (
              <li key={r.id}>
                <a className={regionLink} href={`${SEARCH_PATH}/${destinationSegment({ type: "region", id: r.id }, r.label)}`}>{r.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** `first`: the page's first section, whose first cards load eagerly (the page's LCP is among them). */
function Section(props: { section: IdeasSection; moreHref: string | null; first: boolean }) {
  const t = useT();
  const { section } = props;
  const id = `ideas-section-${section.id}`;
  return (
    <section aria-labelledby={id} className={css({ mt: "10" })} data-testid="ideas-section">
      <div className={sectionHead}>
        <h2 id={id} className={h2}>{section.title}</h2>
        <span className={count}>{t("ideas.count", { count: section.total })}</span>
      </div>
      <ul className={grid}>
        {section.cards.map((c, i) => <IdeaCard key={c.packageId} card={c} priority={props.first ? cardPriorityAt(i) : undefined} />)}
      </ul>
      {props.moreHref && (
        <a href={props.moreHref} className={more} data-testid="ideas-see-more">
          {t("ideas.seeMore", { title: section.title })}
        </a>
      )}
    </section>
  );
}

const back = css({ display: "inline-block", mb: "4", color: "primary", fontWeight: "semibold", textDecoration: "none", _hover: { textDecoration: "underline" } });
const h1 = css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "bold", lineHeight: "tight", m: 0 });
const h2 = css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", m: 0 });
const intro = css({ color: "fg.muted", fontSize: { base: "md", md: "lg" }, mt: "3", maxW: "3xl" });
const sectionHead = css({ display: "flex", alignItems: "baseline", gap: "3", flexWrap: "wrap", mb: "4" });
const count = css({ color: "fg.muted", fontSize: "sm" });
export const grid = css({ display: "grid", gap: "5", p: 0, m: 0, gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" } });
const more = css({
  display: "inline-flex", mt: "5", px: "5", py: "2.5", borderRadius: "md", borderWidth: "1px", borderColor: "primary", color: "primary",
  fontWeight: "semibold", textDecoration: "none", _hover: { bg: "primary.subtle" },
});
const regions = css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", p: 0, mt: "4" });
const regionLink = css({ display: "inline-block", px: "3", py: "1.5", borderRadius: "full", bg: "bg.subtle", color: "fg", fontSize: "sm", textDecoration: "none", _hover: { textDecoration: "underline" } });
