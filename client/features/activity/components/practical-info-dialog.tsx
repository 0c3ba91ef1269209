/**
 * One practical-information dialog of the activity page (spec 001 §2): Getting there (meeting
 * point, parking, transport, access), Opening hours (each weekday, open with its hours or closed)
 * or Things to know. The shop's Ark UI dialog frame (shell/dialog-frame.tsx: focus trapped,
 * Escape and the backdrop close, focus returned); a chunk of its own, loaded by
 * practical-info.tsx on demand.
 */
import { css } from "styled-system/css";
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import { useT } from "../../../shop/use-shop";
import { DialogFrame } from "../../../ui/dialog-frame";

export type PracticalTopic = "gettingThere" | "openingHours" | "thingsToKnow";

export default function PracticalInfoDialog(props: { topic: PracticalTopic; info: ActivityDetailResponse["practicalInfo"]; onClose: () => void }) {
  const t = useT();
  const { info } = props;
  return (
    <DialogFrame placement="center" onClose={props.onClose} title={t(`activity.${props.topic}`)} closeLabel={t("activity.close")} testId="activity-practical-dialog">
      {props.topic === "openingHours" ? (
        <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "2 6", m: 0 })}>
          {[1, 2, 3, 4, 5, 6, 7].map((day) => (
            <div key={day} className={css({ display: "contents" })}>
              <dt className={css({ fontWeight: "semibold", textTransform: "capitalize" })}>{t("activity.weekday", { day: String(day) })}</dt>
              <dd className={info.openingHours.weekdays.includes(day) ? openDay : closedDay}>
                {info.openingHours.weekdays.includes(day)
                  ? t("activity.hours", { opens: info.openingHours.opens, closes: info.openingHours.closes })
                  : t("activity.closedOn", { day: t("activity.weekday", { day: String(day) }) })}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <ul className={css({ m: 0, pl: "5", display: "grid", gap: "2", lineHeight: "relaxed" })}>
          {(props.topic === "gettingThere" ? info.gettingThere : info.thingsToKnow).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </DialogFrame>
  );
}

const openDay = css({ m: 0, color: "fg" });
const closedDay = css({ m: 0, color: "fg.muted" });
