/**
 * A 'How it works' section: a title and numbered steps, each with a title, a text and optionally
 * a generated illustration (spec 001 §2 box detail "how-it-works section", stay page in the
 * gifting flow "how-it-works … sections"). Presentational: the box page and the gifting stay page
 * give their steps; strings come translated. Images are the raster twins of generated scenes
 * (decision 017): `image` is an /img/…svg URL, drawn as WebP through `srcset`, lazy.
 */
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { rasterSrcSet, rasterUrl } from "#shared/illustrations/raster-urls";

export interface HowStep {
  title: string;
  text: string;
  /** An illustration URL from /img (400x300), decorative. */
  image?: string;
}

/** `media`: shown between the title and the steps (the gifting flow's film). */
export function HowItWorks(props: { id: string; title: string; steps: readonly HowStep[]; testId: string; media?: ReactNode }) {
  const titleId = `${props.id}-title`;
  return (
    <section aria-labelledby={titleId} className={section} data-testid={props.testId}>
      <h2 id={titleId} className={h2}>{props.title}</h2>
      {props.media}
      <ol className={list}>
        {props.steps.map((s, i) => (
          <li key={s.title} className={step}>
            {s.image && (
              <img
                src={rasterUrl(s.image)}
                srcSet={rasterSrcSet(s.image, [320, 480, 640])}
                sizes="(min-width: 48em) 30vw, 6.5rem"
                alt=""
                width={400}
                height={300}
                loading="lazy"
                className={picture}
                data-testid="how-illustration"
              />
            )}
            <div className={row}>
              <span aria-hidden="true" className={badge}>{i + 1}</span>
              <div>
                <h3 className={h3}>{s.title}</h3>
                <p className={text}>{s.text}</p>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

const section = css({ mt: "10", p: { base: "5", md: "8" }, bg: "primary.subtle", borderRadius: "xl" });
const h2 = css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", m: 0, mb: "5", color: "primary" });
const list = css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "5", gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" } });
// Phones: a small picture beside its step (three full-width pictures made the section three screens long).
const step = css({ display: "grid", gridTemplateColumns: { base: "6.5rem minmax(0, 1fr)", md: "minmax(0, 1fr)" }, gap: "3", alignItems: "start" });
const picture = css({ w: "100%", h: "auto", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: "lg", bg: "bg.subtle" });
const row = css({ display: "flex", gap: "3", alignItems: "flex-start" });
const badge = css({ flexShrink: 0, display: "inline-flex", alignItems: "center", justifyContent: "center", w: "8", h: "8", borderRadius: "full", bg: "primary", color: "primary.fg", fontWeight: "bold" });
const h3 = css({ fontSize: "md", fontWeight: "bold", m: 0 });
const text = css({ m: 0, mt: "1", color: "fg.muted", fontSize: "sm", lineHeight: "relaxed" });
