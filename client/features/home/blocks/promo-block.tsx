/**
 * Jumbotron block, the promo block of the CMS (spec 001 §3 "Promo block"): title, subtitle,
 * description, desktop image (mobile image under 599 px, spec 001 §9), CTAs, CTA cards and an
 * optional countdown. With a countdown the block shows only inside its window and counts down
 * every second (spec 001 §4); `renderedAt` (epoch ms, the CMS answer's time, the same on server
 * and client) is the clock until the page has hydrated.
 */
import { useId } from "react";
import { css } from "styled-system/css";
import type { JumbotronBlock as Block } from "#shared/contract/cms";
import { rasterSrcSet, rasterUrl } from "#shared/illustrations/raster-urls";
import { useT } from "../../../shop/use-shop";
import { countdownLeft } from "../../cms";
import { useNow } from "./use-now";

export function PromoBlock(props: { block: Block; renderedAt: number }) {
  const { block } = props;
  const id = useId();
  const t = useT();
  const now = useNow(props.renderedAt, block.countdown !== undefined);
  const left = block.countdown ? countdownLeft(block.countdown, now) : null;
  if (block.countdown && !left) return null;
  return (
    <section aria-labelledby={id} data-block="jumbotron" className={box}>
      <picture>
        {block.imageMobile && <source media="(max-width: 599px)" srcSet={rasterSrcSet(block.imageMobile, [480, 750]) ?? block.imageMobile} sizes="100vw" />}
        <img src={rasterUrl(block.imageDesktop)} srcSet={rasterSrcSet(block.imageDesktop, [960, 1500, 2560])} sizes="(min-width: 80em) 1200px, 100vw" alt="" width={1500} height={736} loading="lazy" decoding="async" className={image} />
      </picture>
      <div aria-hidden="true" className={veil} />
      <div className={css({ position: "relative", p: { base: "6", md: "10" }, display: "flex", flexDirection: "column", gap: "3", maxW: "2xl" })}>
        {left && (
          <p className={countdown} data-testid="countdown" data-ends-at={block.countdown!.end} role="timer" aria-live="off">
            <span>{t("homeCms.countdown.endsIn")}</span>{" "}
            <strong className={css({ fontVariantNumeric: "tabular-nums" })}>{t("homeCms.countdown.value", { ...left })}</strong>
          </p>
        )}
        <h2 id={id} className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold", lineHeight: "tight", m: 0 })}>{block.title}</h2>
        {block.subtitle && <p className={css({ fontSize: { base: "lg", md: "xl" }, fontWeight: "semibold", m: 0, color: "accent" })}>{block.subtitle}</p>}
        {block.description && <p className={css({ m: 0, opacity: 0.92 })}>{block.description}</p>}
        {block.ctas.length > 0 && (
          <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "2" })}>
            {block.ctas.map((cta) => (
              <a key={cta.url} href={cta.url} target={cta.newTab ? "_blank" : undefined} rel={cta.newTab ? "noopener" : undefined} className={button}>{cta.label}</a>
            ))}
          </div>
        )}
        {block.ctaCards.length > 0 && (
          <ul className={css({ listStyle: "none", p: 0, m: 0, mt: "3", display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", sm: "repeat(3, 1fr)" } })}>
            {block.ctaCards.map((c) => (
              <li key={c.url}>
                <a href={c.url} className={ctaCard}>
                  <strong>{c.title}</strong>
                  {c.text && <span className={css({ fontSize: "sm", opacity: 0.9 })}>{c.text}</span>}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

const box = css({ position: "relative", borderRadius: "xl", overflow: "hidden", color: "white", bg: "primary.deep", minH: { md: "26rem" }, display: "flex", alignItems: "center" });
const image = css({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" });
// Keeps white text above 4.5:1 on the lightest part of the illustration.
const veil = css({ position: "absolute", inset: 0, backgroundImage: "linear-gradient(90deg, rgba(6,29,33,0.88) 0%, rgba(6,29,33,0.7) 55%, rgba(6,29,33,0.35) 100%)" });
const countdown = css({ display: "inline-flex", flexWrap: "wrap", gap: "1", alignSelf: "flex-start", bg: "promo", color: "promo.fg", px: "3", py: "1.5", borderRadius: "md", fontSize: "sm", m: 0 });
const button = css({ display: "inline-flex", alignItems: "center", h: "11", px: "5", borderRadius: "md", bg: "accent", color: "accent.fg", fontWeight: "bold", textDecoration: "none", _hover: { bg: "accent.hover" } });
const ctaCard = css({
  display: "flex", flexDirection: "column", gap: "0.5", p: "3", borderRadius: "md", color: "white", textDecoration: "none",
  bg: "rgba(255,255,255,0.12)", borderWidth: "1px", borderStyle: "solid", borderColor: "rgba(255,255,255,0.3)",
  _hover: { bg: "rgba(255,255,255,0.2)" },
});
