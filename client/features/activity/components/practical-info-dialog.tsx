/**
 * One practical-information dialog of the activity page (spec 001 §2): Getting there (meeting
 * point, parking, transport, access), Opening hours (each weekday, open with its hours or closed)
 * or Things to know. Ark UI Dialog (focus trapped, Escape and the backdrop close, focus returned);
 * a chunk of its own, loaded by practical-info.tsx on demand.
 */
import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { css } from "styled-system/css";
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import { useT } from "../../../shop/use-shop";
import type { PracticalTopic } from "./practical-info";

export default function PracticalInfoDialog(props: { topic: PracticalTopic; info: ActivityDetailResponse["practicalInfo"]; onClose: () => void }) {
  const t = useT();
  const { info } = props;
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && props.onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content} data-testid="activity-practical-dialog">
            <div className={css({ display: "flex", alignItems: "center", gap: "3", mb: "4" })}>
              <Dialog.Title className={css({ m: 0, fontSize: "xl", fontWeight: "bold", flex: 1 })}>{t(`activity.${props.topic}`)}</Dialog.Title>
              <Dialog.CloseTrigger className={close} aria-label={t("activity.close")}>✕</Dialog.CloseTrigger>
            </div>
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
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const openDay = css({ m: 0, color: "fg" });
const closedDay = css({ m: 0, color: "fg.muted" });
const backdrop = css({ position: "fixed", inset: 0, bg: "bg.overlay", zIndex: "overlay" });
// A centred card on desktop, a bottom sheet on phones.
const positioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", alignItems: { base: "flex-end", md: "center" }, justifyContent: "center" });
const content = css({
  bg: "bg.surface", color: "fg", p: "6", w: { base: "100vw", md: "min(32rem, calc(100vw - 2rem))" }, maxH: "85dvh", overflowY: "auto",
  borderRadius: { base: "xl xl 0 0", md: "xl" }, boxShadow: "popover", outline: "none",
});
const close = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", bg: "bg", color: "fg",
  borderWidth: "1px", borderColor: "border", cursor: "pointer", _hover: { borderColor: "primary" },
});
