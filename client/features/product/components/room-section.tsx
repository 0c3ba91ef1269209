/**
 * The room the stay is sold in (spec 001 §2 nav tab Room, §3 Room: label, bedding, size m²,
 * capacity, maxCapacity, description, highlightedFacilities, importantInfos). Its availability on
 * the chosen dates (rooms left) shows only when the URL hash holds both a check-in and a check-out
 * (spec 001 §2; lib/stay-nav.ts `showAvailableRooms`); the hash is read after hydration.
 */
import { css } from "styled-system/css";
import type { StayRoom } from "#shared/contract/weekend-detail";
import { useT } from "../../../shop/use-shop";
import { showAvailableRooms } from "../lib/stay-texts";

export function RoomSection(props: { room: StayRoom; hash: string; availableRooms: number | null; pending: boolean }) {
  const t = useT();
  const r = props.room;
  const rooms = !props.pending && showAvailableRooms(props.hash, props.availableRooms) ? props.availableRooms! : null;
  return (
    <section id="room" aria-labelledby="room-title" className={section}>
      <h2 id="room-title" className={h2}>{t("product.nav.room")}</h2>
      <h3 className={css({ fontSize: "lg", fontWeight: "bold", m: 0 })}>{r.label}</h3>
      <p className={css({ m: 0, mt: "1", color: "fg.muted", fontSize: "sm" })}>
        {[t("product.room.size", { size: r.size }), r.bedding.label, t("product.room.guests", { count: r.maxCapacity })].join(" · ")}
      </p>
      {rooms !== null && (
        // Information, not a second scarcity badge (issue 25 item 9): the booking widget's badge says "only n left".
        <p className={availableRooms} data-testid="available-rooms" data-figure="availableRooms" data-count={rooms}>
          {t("product.room.available", { count: rooms })}
        </p>
      )}
      <p className={css({ lineHeight: "relaxed", maxW: "70ch", mt: "3", mb: 0 })}>{r.description}</p>
      {r.highlightedFacilities.length > 0 && (
        <ul className={chips} aria-label={t("product.room.facilities")}>
          {r.highlightedFacilities.map((f) => <li key={f.key} className={chip}>{f.label}</li>)}
        </ul>
      )}
      {r.importantInfos.map((info) => <p key={info} className={css({ m: 0, mt: "3", fontSize: "sm", color: "fg.muted" })}>{info}</p>)}
    </section>
  );
}

const section = css({ py: "8", borderTopWidth: "1px", borderColor: "border", mt: "6", scrollMarginTop: { base: "70px", lg: "88px" } });
const h2 = css({ fontSize: "2xl", fontWeight: "bold", mb: "4", mt: 0 });
const chips = css({ display: "flex", flexWrap: "wrap", gap: "2", listStyle: "none", p: 0, m: 0, mt: "3" });
const chip = css({ fontSize: "sm", px: "3", py: "1", borderRadius: "full", bg: "bg.subtle" });
// Three or fewer rooms left reads as a warning (spec 001 §9 rooms-left warning at 3 or fewer).
const availableRooms = css({ mt: "2", mb: 0, fontSize: "sm", color: "fg.muted" });
