/**
 * The stay's activities (spec 001 §2 "program and activity sections", nav tab Experience / The
 * experience; §3 Program activity: title, image, duration, where, whyList, mustKnowList,
 * schedules, how, menu (dinner); §9 "Activities block collapsed height 124 px").
 *
 * Collapsed, the block shows each activity's summary line (picture, title, duration and place),
 * capped at 124 px; open, every field of every activity. "See more" is offered only when the
 * collapsed block hides something (lib/stay-texts.ts activitiesHideSomething): decided from the
 * data, so the server's HTML is the hydrated one, and the hidden fields are in it (`hidden`).
 */
import { useId, useState } from "react";
import { css } from "styled-system/css";
import type { WeekendDetailResponse } from "#shared/contract/weekend-detail";
import { rasterUrl } from "#shared/illustrations/raster-urls";
import { useT } from "../../../shop/use-shop";
import { ACTIVITIES_COLLAPSED_PX, ACTIVITIES_COLLAPSED_ROWS, activitiesHideSomething, hasActivityMore } from "../lib/stay-texts";

type Activity = WeekendDetailResponse["activities"][number];

export function ExperienceSection(props: { activities: WeekendDetailResponse["activities"]; flow: "booking" | "gifting" }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const hides = activitiesHideSomething(props.activities);
  const collapsed = hides && !open;
  const capped = collapsed && props.activities.length > ACTIVITIES_COLLAPSED_ROWS;
  const duration = (m: number) => (m < 60 ? t("product.durationMinutes", { minutes: m }) : t("product.durationHours", { hours: Math.floor(m / 60), minutes: m % 60 }));
  return (
    <section id="experience" aria-labelledby="experience-title" className={section}>
      <h2 id="experience-title" className={h2}>{props.flow === "gifting" ? t("product.nav.theExperience") : t("product.experienceTitle")}</h2>
      <ul id={id} className={capped ? `${list} ${folded}` : list} style={capped ? { maxHeight: ACTIVITIES_COLLAPSED_PX } : undefined} data-testid="activities">
        {props.activities.map((a) => (
          <li key={a.activityId} data-activity={a.activityId}>
            <div className={css({ display: "flex", gap: "3", alignItems: "center" })}>
              <img src={rasterUrl(a.imageUrl, 480)} alt="" width={96} height={54} loading="lazy" className={css({ w: "24", h: "14", objectFit: "cover", borderRadius: "md", flexShrink: 0, bg: "bg.subtle" })} />
              <div className={css({ minW: 0 })}>
                <h3 className={css({ fontSize: "md", fontWeight: "bold", m: 0 })}>{a.title}</h3>
                <p className={css({ m: 0, color: "fg.muted", fontSize: "sm" })}>
                  {[a.duration ? duration(a.duration) : null, a.where].filter(Boolean).join(" · ")}
                </p>
              </div>
            </div>
            {hasActivityMore(a) && <ActivityMore activity={a} hidden={collapsed} />}
          </li>
        ))}
      </ul>
      {hides && (
        <button type="button" aria-expanded={open} aria-controls={id} className={more} onClick={() => setOpen((o) => !o)} data-testid="activities-more">
          {open ? t("product.seeLess") : t("product.seeMore")}
        </button>
      )}
    </section>
  );
}

/** An activity's further fields: why, must-know, schedules, how, menu (each only when it has one). */
function ActivityMore(props: { activity: Activity; hidden: boolean }) {
  const t = useT();
  const a = props.activity;
  return (
    <dl className={fieldsList} hidden={props.hidden} data-testid="activity-more">
      {a.whyList.length > 0 && (<><dt className={dt}>{t("product.activity.why")}</dt><dd className={dd}><Lines items={a.whyList} /></dd></>)}
      {a.schedules.length > 0 && (<><dt className={dt}>{t("product.activity.schedules")}</dt><dd className={dd}><Lines items={a.schedules.map((s) => t("product.activity.slot", { from: s.from, to: s.to }))} /></dd></>)}
      {a.menu && a.menu.length > 0 && (<><dt className={dt}>{t("product.activity.menu")}</dt><dd className={dd}><Lines items={a.menu} /></dd></>)}
      {a.how && (<><dt className={dt}>{t("product.activity.how")}</dt><dd className={dd}>{a.how}</dd></>)}
      {a.mustKnowList.length > 0 && (<><dt className={dt}>{t("product.activity.mustKnow")}</dt><dd className={dd}><Lines items={a.mustKnowList} /></dd></>)}
    </dl>
  );
}

function Lines(props: { items: readonly string[] }) {
  if (props.items.length === 1) return <>{props.items[0]}</>;
  return <ul className={css({ m: 0, pl: "4" })}>{props.items.map((x) => <li key={x}>{x}</li>)}</ul>;
}

const section = css({ py: "8", borderTopWidth: "1px", borderColor: "border", mt: "6", scrollMarginTop: { base: "70px", lg: "88px" } });
const h2 = css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 });
const list = css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "3", overflow: "hidden" });
// The last visible line fades out: the shopper sees there is more.
const folded = css({ maskImage: "linear-gradient(to bottom, black 70%, transparent)" });
const fieldsList = css({ display: "grid", gridTemplateColumns: { base: "minmax(0, 1fr)", md: "10rem 1fr" }, columnGap: "4", rowGap: "1", m: 0, mt: "3", fontSize: "sm", "&[hidden]": { display: "none" } });
const dt = css({ fontWeight: "semibold" });
const dd = css({ m: 0, mb: { base: "2", md: 0 }, color: "fg.muted" });
const more = css({
  mt: "2", p: 0, bg: "transparent", color: "primary", fontWeight: "semibold", textDecoration: "underline", textUnderlineOffset: "0.15em", cursor: "pointer",
  _hover: { color: "primary.hover" },
});
