/**
 * Practical information (spec 001 §2 "practical info modals (Getting there, Opening hours, Things
 * to know)"): three buttons, each opening its dialog. The dialog (Ark UI Dialog) is a chunk of its
 * own, loaded on hover, focus or click (decision 026).
 */
import { Suspense, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { ActivityDetailResponse } from "#shared/contract/activity-detail";
import { useT } from "../../../shop/use-shop";
import type { PracticalTopic } from "./practical-info-dialog";
export type { PracticalTopic };

const TOPICS: readonly PracticalTopic[] = ["gettingThere", "openingHours", "thingsToKnow"];

const loadDialog = () => import("./practical-info-dialog");
const PracticalInfoDialog = lazy(loadDialog);

export function PracticalInfo(props: { info: ActivityDetailResponse["practicalInfo"] }) {
  const t = useT();
  const [open, setOpen] = useState<PracticalTopic | null>(null);
  const preload = () => void loadDialog();
  return (
    <section aria-labelledby="activity-practical" className={css({ py: "6", borderTopWidth: "1px", borderColor: "border", mt: "6" })}>
      <h2 id="activity-practical" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 })}>{t("activity.practicalTitle")}</h2>
      <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" }, gap: "3" })}>
        {TOPICS.map((topic) => (
          <li key={topic}>
            <button type="button" className={button} aria-haspopup="dialog" onPointerEnter={preload} onFocus={preload} onClick={() => setOpen(topic)}>
              <span className={css({ flex: 1 })}>{t(`activity.${topic}`)}</span>
              <span aria-hidden="true" className={css({ color: "primary", fontSize: "xl", lineHeight: 1 })}>›</span>
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <PracticalInfoDialog topic={open} info={props.info} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}

const button = css({
  display: "flex", alignItems: "center", gap: "2", w: "100%", textAlign: "left", px: "4", py: "3", bg: "bg", color: "fg", fontWeight: "semibold",
  borderWidth: "1px", borderColor: "border", borderRadius: "md", cursor: "pointer", _hover: { borderColor: "primary" },
});
