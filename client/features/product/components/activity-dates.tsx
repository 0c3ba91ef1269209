/**
 * The activities' dates in the stay's booking widget (spec 001 §5 "Every activity needs a date:
 * 'Please choose your activity dates.'"; §4 Book checks them first): one choice per activity among
 * the days of the stay (check-in to check-out). Before the stay dates are chosen the choices are
 * disabled and a line under the title says why (a phone's select cut the reason when it was the
 * placeholder). An activity Book found without a date is flagged (aria-invalid, red
 * border) until one is chosen. Loaded with stay-booking.tsx, never with the page.
 */
import { useId } from "react";
import { css } from "styled-system/css";
import { formatDay } from "#shared/dates";
import { useShop, useT } from "../../../shop/use-shop";
import { fieldLabel } from "./booking-box";

export function ActivityDates(props: {
  activities: readonly { activityId: number; title: string }[];
  /** 'YYYY-MM-DD' days the activities can be on (none before the stay dates). */
  days: readonly string[];
  /** Chosen day per activity id. */
  value: Readonly<Record<string, string>>;
  /** Activity ids Book found without a date. */
  flagged: readonly string[];
  onChange: (activityId: number, day: string) => void;
}) {
  const t = useT();
  const { market } = useShop();
  const none = props.days.length === 0;
  const hintId = useId();
  return (
    <fieldset className={css({ border: 0, p: 0, m: 0, display: "grid", gap: "2", minW: 0 })} data-testid="activity-dates">
      <legend className={css({ fontSize: "sm", fontWeight: "semibold", mb: "1", p: 0 })}>{t("product.activity.datesTitle")}</legend>
      {none && <p id={hintId} className={css({ m: 0, fontSize: "sm", color: "fg.muted" })} data-testid="activity-dates-hint">{t("product.activity.stayDatesFirst")}</p>}
      {props.activities.map((a) => {
        const id = `activity-date-${a.activityId}`;
        const invalid = props.flagged.includes(String(a.activityId));
        return (
          <div key={a.activityId} className={css({ display: "grid", gap: "1" })}>
            <label htmlFor={id} className={fieldLabel}>{t("product.activity.dateLabel", { title: a.title })}</label>
            <select
              id={id}
              className={select}
              value={props.value[a.activityId] ?? ""}
              disabled={none}
              aria-invalid={invalid || undefined}
              aria-describedby={none ? hintId : undefined}
              data-activity={a.activityId}
              onChange={(e) => e.target.value && props.onChange(a.activityId, e.target.value)}
            >
              <option value="">{t("product.activity.chooseDate")}</option>
              {props.days.map((day) => <option key={day} value={day}>{formatDay(day, market.pointOfSale, "long")}</option>)}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}

const select = css({
  w: "100%", minH: "11", px: "3", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", bg: "bg", color: "fg", fontSize: "sm",
  _disabled: { color: "fg.muted", cursor: "not-allowed" },
  "&[aria-invalid=true]": { borderColor: "danger", borderWidth: "2px" },
});
