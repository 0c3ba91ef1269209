/**
 * The stay's activities (spec 001 §2 "program and activity sections", nav tab Experience / The
 * experience; §3 Program activity; §9 "Activities block collapsed height 124 px"): each activity
 * with its picture, duration and place. The block is collapsed to 124 px with See more when it is
 * taller; the measure is taken after hydration (before it, the block is collapsed when it holds
 * more than one activity, which is when it is taller).
 */
import { useEffect, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";
import { rasterUrl } from "#shared/illustrations/raster-urls";
import { useT } from "../../../shop/use-shop";
import { ACTIVITIES_COLLAPSED_PX } from "../lib/stay-texts";

export function ExperienceSection(props: { activities: WeekendDetailResponse["activities"]; flow: "booking" | "gifting" }) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [tall, setTall] = useState(props.activities.length > 1);
  useEffect(() => {
    const el = ref.current;
    if (el) setTall(el.scrollHeight > ACTIVITIES_COLLAPSED_PX + 4);
  }, [props.activities]);
  const collapsed = tall && !open;
  const duration = (m: number) => (m < 60 ? t("product.durationMinutes", { minutes: m }) : t("product.durationHours", { hours: Math.floor(m / 60), minutes: m % 60 }));
  return (
    <section id="experience" aria-labelledby="experience-title" className={section}>
      <h2 id="experience-title" className={h2}>{props.flow === "gifting" ? t("product.nav.theExperience") : t("product.experienceTitle")}</h2>
      <ul id={id} ref={ref} className={collapsed ? `${list} ${folded}` : list} style={collapsed ? { maxHeight: ACTIVITIES_COLLAPSED_PX } : undefined} data-testid="activities">
        {props.activities.map((a) => (
          <li key={a.activityId} className={css({ display: "flex", gap: "3", alignItems: "center" })}>
            <img src={rasterUrl(a.imageUrl, 480)} alt="" width={96} height={54} loading="lazy" className={css({ w: "24", h: "14", objectFit: "cover", borderRadius: "md", flexShrink: 0, bg: "bg.subtle" })} />
            <div className={css({ minW: 0 })}>
              <strong>{a.title}</strong>
              <p className={css({ m: 0, color: "fg.muted", fontSize: "sm" })}>
                {[a.duration ? duration(a.duration) : null, a.where].filter(Boolean).join(" · ")}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {tall && (
        <button type="button" aria-expanded={open} aria-controls={id} className={more} onClick={() => setOpen((o) => !o)} data-testid="activities-more">
          {open ? t("product.seeLess") : t("product.seeMore")}
        </button>
      )}
    </section>
  );
}

const section = css({ py: "8", borderTopWidth: "1px", borderColor: "border", mt: "6", scrollMarginTop: { base: "70px", lg: "88px" } });
const h2 = css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 });
const list = css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "3", overflow: "hidden" });
// The last visible line fades out: the shopper sees there is more.
const folded = css({ maskImage: "linear-gradient(to bottom, black 70%, transparent)" });
const more = css({
  mt: "2", p: 0, bg: "transparent", color: "primary", fontWeight: "semibold", textDecoration: "underline", textUnderlineOffset: "0.15em", cursor: "pointer",
  _hover: { color: "primary.hover" },
});
