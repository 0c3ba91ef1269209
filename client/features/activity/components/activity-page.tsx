/**
 * Activity detail page (spec 001 §2 "Activity detail page"): breadcrumb, pictures (the hotel
 * page's gallery and lightbox), title and activity centre, description, program, practical
 * information (Getting there, Opening hours, Things to know: dialogs loaded on demand) and the
 * purchase panel (people chooser, price per person and total, Offer and Buy for myself).
 * Unpublished: the expired message with 'See other offers' (a chunk of its own, shown rarely);
 * unknown id: the 404 page; a failed detail: the page's title and the error with a retry.
 *
 * The wishlist heart beside the title (kind ACTIVITY, issue 26) appears once the page is mounted.
 *
 * Initial JavaScript (decision 026): this chunk holds what is clicked first (gallery button,
 * practical-info buttons, people stepper, the two actions); the dialogs, the lightbox and the
 * cart hand-off load on hover, focus or click.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useLoaderData } from "@tanstack/react-router";
import { Suspense } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { HotelGallery } from "../../hotel";
import { Stars } from "../../../ui/stars";
import { activityDetailQueryOptions } from "../api/activity-detail";
import { activityImagesQueryOptions } from "../api/activity-images";
import type { ActivityLoaderData } from "../activity-head";
import { PracticalInfo } from "./practical-info";
import { PurchasePanel } from "./purchase-panel";
import { useRecordView } from "../../recently-viewed";
import { WishlistHeartSlot } from "../../wishlist";
import { loadNotFoundScreen } from "../../shell";

// Unknown id: the shop's one 404 page (spec 001 §2), its code loaded only then.
const NotFoundScreen = lazy(() => loadNotFoundScreen().then((m) => ({ default: m.NotFoundScreen })));
const ActivityExpired = lazy(() => import("./activity-expired").then((m) => ({ default: m.ActivityExpired })));

export function ActivityPage() {
  const data = useLoaderData({ strict: false }) as ActivityLoaderData;
  if (data.status === "missing" || !data.id) {
    return (
      <Suspense fallback={null}>
        <NotFoundScreen />
      </Suspense>
    );
  }
  return <ActivityContent id={data.id} />;
}

function ActivityContent(props: { id: number }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const query = useQuery({ ...activityDetailQueryOptions(api, market.pointOfSale, props.id), retry: 1 });
  const images = useQuery(activityImagesQueryOptions(api, market.pointOfSale, props.id));
  const d = query.data;
  // Remembered in the browser at the first interaction (decision 044).
  useRecordView(d && d.published ? { kind: "activity", detail: d } : null);
  if (!d) {
    return (
      <article className={page} data-testid="activity-page">
        <h1 className={h1}>{t("activity.errorTitle")}</h1>
        {!query.isPending && (
          <div role="alert" className={css({ mt: "6" })}>
            <p className={css({ fontSize: "lg", fontWeight: "semibold" })}>{t("errors.generic")}</p>
            <button type="button" className={secondary} onClick={() => void query.refetch()}>{t("errors.retry")}</button>
          </div>
        )}
      </article>
    );
  }
  if (!d.published) {
    return (
      <Suspense fallback={null}>
        <ActivityExpired detail={d} />
      </Suspense>
    );
  }
  return (
    <article className={page} data-testid="activity-page">
      <Breadcrumb detail={d} />
      <HotelGallery images={images.data ? images.data.images.map((i) => i.url) : d.images} title={d.label} />
      {/* Phones: title, then the purchase panel, then the rest; desktop: the panel in its own sticky column. */}
      <div className={layout}>
        <header className={css({ gridArea: "header" })}>
          <p className={css({ color: "fg.muted", fontWeight: "semibold", fontSize: "sm", textTransform: "uppercase", letterSpacing: "wide", m: 0 })}>{t("activity.kind")} · {d.theme.label}</p>
          {/* The wishlist heart, as on the stay page (spec 001 §2 "Wishlist drawer … Activities"; issue 26): the card's item, kind ACTIVITY. */}
          <div className={css({ display: "flex", gap: "3", alignItems: "flex-start", justifyContent: "space-between", mt: "1" })}>
            <h1 className={h1}>{d.label}</h1>
            <WishlistHeartSlot variant="page" item={{ id: d.id, kind: "ACTIVITY", label: d.label, imageUrl: d.images[0] ?? "", uri: `/activity/${d.id}`, hotel: { id: d.mainActivityCenter.id, label: d.mainActivityCenter.label, stars: d.mainActivityCenter.stars, review: { count: 0, average: null }, location: d.mainActivityCenter.location.label } }} />
          </div>
          <p className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", mt: "2", mb: 0, color: "fg.muted" })}>
            <span>{t("activity.centre", { name: d.mainActivityCenter.label, place: d.mainActivityCenter.location.label })}</span>
            <Stars count={d.mainActivityCenter.stars} />
          </p>
        </header>
        <div className={css({ gridArea: "panel", alignSelf: "start", position: { lg: "sticky" }, top: { lg: "4" } })}>
          <PurchasePanel detail={d} />
        </div>
        <div className={css({ gridArea: "main" })}>
          <section aria-labelledby="activity-description" className={section}>
            <h2 id="activity-description" className={h2}>{t("activity.descriptionTitle")}</h2>
            <p className={css({ lineHeight: "relaxed", m: 0 })}>{d.description}</p>
          </section>
          <Program detail={d} />
          <PracticalInfo info={d.practicalInfo} />
        </div>
      </div>
    </article>
  );
}

function Breadcrumb(props: { detail: ActivityDetailResponse }) {
  const t = useT();
  const crumbs = props.detail.breadcrumb;
  return (
    <nav aria-label={t("product.breadcrumb")} className={css({ fontSize: "sm", mb: "3" })}>
      <ol className={css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", p: 0, m: 0, color: "fg.muted" })}>
        <li><Link to="/" className={crumb}>{t("shell.home")}</Link> <span aria-hidden="true">›</span></li>
        {crumbs.slice(1, -1).filter((b) => /^\/(?!\/)/.test(b.url)).map((b) => (
          <li key={b.url}><a href={b.url} className={crumb}>{b.label}</a> <span aria-hidden="true">›</span></li>
        ))}
        <li aria-current="page">{props.detail.label}</li>
      </ol>
    </nav>
  );
}

function Program(props: { detail: ActivityDetailResponse }) {
  const t = useT();
  const duration = (m: number | null) => {
    if (!m) return null;
    const hours = Math.floor(m / 60);
    const minutes = m % 60;
    if (!hours) return t("activity.durationMinutes", { minutes });
    return minutes ? t("activity.durationHoursMinutes", { hours, minutes: String(minutes).padStart(2, "0") }) : t("activity.durationHours", { hours });
  };
  return (
    <section aria-labelledby="activity-program" className={section}>
      <h2 id="activity-program" className={h2}>{t("activity.programTitle")}</h2>
      <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "4" })}>
        {props.detail.activities.map((a) => (
          <li key={a.activityId} className={css({ display: "grid", gridTemplateColumns: { base: "6rem 1fr", md: "10rem 1fr" }, gap: "4", alignItems: "start" })}>
            <img src={a.imageUrl} alt="" width={160} height={90} loading="lazy" className={css({ w: "100%", aspectRatio: "16/9", objectFit: "cover", borderRadius: "md", bg: "bg.subtle" })} />
            <div>
              <h3 className={css({ fontSize: "lg", fontWeight: "semibold", m: 0 })}>{a.title}</h3>
              {duration(a.duration) && <p className={css({ color: "fg.muted", fontSize: "sm", mt: "1", mb: 0 })}>{duration(a.duration)}</p>}
              <p className={css({ mt: "1", mb: 0, lineHeight: "relaxed" })}>{a.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const layout = css({
  display: "grid", gap: { base: "5", lg: "0 10" }, mt: "5",
  gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) 22rem" },
  gridTemplateAreas: { base: '"header" "panel" "main"', lg: '"header panel" "main panel"' },
  gridTemplateRows: { lg: "auto 1fr" },
});
const page = css({ maxW: "7xl", mx: "auto", px: { base: "4", md: "6" }, pt: "4", pb: "10" });
const h1 = css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "bold", lineHeight: "tight", m: 0 });
const h2 = css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 });
const section = css({ py: "6", borderTopWidth: "1px", borderColor: "border", mt: "6" });
// Underlined: the links must not be told apart from the plain text beside them by colour alone (WCAG 1.4.1).
const crumb = css({ color: "fg.muted", textDecoration: "underline", textUnderlineOffset: "0.15em", _hover: { color: "primary" } });
const secondary = css({ mt: "3", px: "4", py: "2", borderRadius: "md", borderWidth: "1px", borderColor: "border", bg: "bg", cursor: "pointer", fontWeight: "semibold" });
