/**
 * The included-dates calendar of the gifting upsell (spec 001 §2 "availability upsell with
 * included-dates calendar", §4 "Calendar day status in gifting upsell: included, supplement,
 * notAvailable"). Loaded on demand (the 'See the included dates' button). The same grid library,
 * week start and date-fns locales as the search calendar (search-calendar.tsx), read-only: each
 * day is coloured by its status (shared/gift.ts giftDayStatus) and names it for screen readers
 * (single mode with every day disabled: the grid renders its day buttons, none can be chosen).
 * Two months side by side on wide screens, one under the other on phones; previous/next page
 * through the 6 months the catalog answered.
 */
import { es, fr, it, nl } from "date-fns/locale";
import { useMemo, useState } from "react";
import { DayPicker, type DayButtonProps } from "react-day-picker";
import { css } from "styled-system/css";
import { giftDayStatus, includedThreshold, type GiftBucketId, type GiftDayStatus } from "#shared/gift";
import { useShop, useT } from "../../../shop/use-shop";

const LOCALES = { es, fr, it, nl } as const;
const dateOf = (iso: string) => new Date(`${iso}T12:00:00`);
const isoOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

export default function IncludedDates(props: { days: readonly { day: string; price: number | null }[]; bucket: GiftBucketId; upsell: boolean }) {
  const t = useT();
  const { market } = useShop();
  const first = props.days[0]?.day ?? isoOf(new Date());
  const last = props.days[props.days.length - 1]?.day ?? first;
  const [month, setMonth] = useState(() => dateOf(`${first.slice(0, 7)}-01`));
  const status = useMemo(() => {
    const threshold = includedThreshold(props.days, props.bucket);
    const map = new Map<string, GiftDayStatus>();
    for (const d of props.days) map.set(d.day, giftDayStatus(d.price, threshold, props.upsell));
    return map;
  }, [props.days, props.bucket, props.upsell]);
  const of = (d: Date) => status.get(isoOf(d)) ?? "notAvailable";
  const label = (s: GiftDayStatus) => t(`gifting.calendar.${s}`);

  function StatusDayButton({ day, modifiers: _m, ...rest }: DayButtonProps) {
    const s = of(day.date);
    return (
      <button {...rest} data-status={s} aria-label={`${day.date.toLocaleDateString(market.bcp47, { weekday: "long", day: "numeric", month: "long" })}, ${label(s)}`} tabIndex={-1} />
    );
  }

  return (
    <div data-testid="gift-calendar" className={css({ display: "grid", gap: "3" })}>
      <DayPicker
        mode="single"
        selected={undefined}
        onSelect={() => undefined}
        locale={LOCALES[market.language]}
        weekStartsOn={1}
        numberOfMonths={2}
        month={month}
        onMonthChange={setMonth}
        startMonth={dateOf(`${first.slice(0, 7)}-01`)}
        endMonth={dateOf(`${last.slice(0, 7)}-01`)}
        disabled={() => true}
        labels={{ labelPrevious: () => t("calendar.previous"), labelNext: () => t("calendar.next"), labelNav: () => t("calendar.navigation") }}
        components={{ DayButton: StatusDayButton }}
        classNames={{ root, months, month_caption: caption, nav, button_previous: navButton, button_next: navButton, month_grid: grid, weekday, day: dayCell, day_button: dayButton, outside: outsideCell }}
      />
      <ul className={legend}>
        {(["included", "supplement", "notAvailable"] as const).map((s) => (
          <li key={s}><span aria-hidden="true" className={swatch} data-status={s} /> {label(s)}</li>
        ))}
      </ul>
    </div>
  );
}

const root = css({ position: "relative", fontSize: "sm" });
const months = css({ display: "flex", flexWrap: "wrap", gap: "6" });
const caption = css({ fontWeight: "bold", textTransform: "capitalize", mb: "2", h: "9", display: "flex", alignItems: "center" });
const nav = css({ position: "absolute", top: 0, insetInlineEnd: 0, display: "flex", gap: "2", zIndex: 1 });
const navButton = css({ w: "9", h: "9", borderRadius: "full", borderWidth: "1px", borderColor: "border.strong", bg: "bg", cursor: "pointer", display: "flex", alignItems: "center", justifyContent: "center", _disabled: { opacity: 0.4, cursor: "default" }, "& svg": { w: "4", h: "4", fill: "currentColor" } });
const grid = css({ borderCollapse: "collapse" });
const weekday = css({ fontSize: "xs", color: "fg.muted", fontWeight: "semibold", w: "10", h: "8" });
const dayCell = css({ p: "0.5" });
const outsideCell = css({ visibility: "hidden" });
const dayButton = css({ w: "9", h: "9", borderRadius: "md", borderWidth: "1px", fontSize: "sm", cursor: "default", opacity: "1 !important", "&[data-status=\"included\"]": { bg: "accent.subtle", color: "fg", borderColor: "primary" }, "&[data-status=\"supplement\"]": { bg: "bg.subtle", color: "fg", borderColor: "border.strong", borderStyle: "dashed" }, "&[data-status=\"notAvailable\"]": { bg: "transparent", color: "fg.muted", textDecoration: "line-through", borderColor: "transparent" } });
const legend = css({ display: "flex", flexWrap: "wrap", gap: "4", listStyle: "none", p: 0, m: 0, fontSize: "sm", "& li": { display: "flex", alignItems: "center", gap: "2" } });
const swatch = css({ display: "inline-block", w: "4", h: "4", borderRadius: "sm", borderWidth: "1px", "&[data-status=\"included\"]": { bg: "accent.subtle", color: "fg", borderColor: "primary" }, "&[data-status=\"supplement\"]": { bg: "bg.subtle", color: "fg", borderColor: "border.strong", borderStyle: "dashed" }, "&[data-status=\"notAvailable\"]": { bg: "transparent", color: "fg.muted", textDecoration: "line-through", borderColor: "transparent" } });
