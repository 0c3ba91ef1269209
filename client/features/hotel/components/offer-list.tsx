/**
 * The hotel page's offers (spec 001 §4 "Offer list: loading skeleton, rooms, or empty message
 * (different when dates selected)"; §8 'Sorry, no availability on your dates' / 'Sorry, we
 * currently don't have any offers for this hotel.' with the call-us hours and 'See all offers').
 * Rooms in 3 columns on desktop (room-card.tsx).
 */
import { useRouter, useRouterState } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { parseCriteria, serializeCriteria } from "#shared/criteria";
import { useT } from "../../../shop/use-shop";
import type { OfferListState } from "../lib/offer-list-state";
import { RoomCard } from "./room-card";

export function OfferList(props: { state: OfferListState; hotelId: number; hash: string }) {
  const t = useT();
  const router = useRouter();
  const location = useRouterState({ select: (s) => s.location });
  const s = props.state;
  if (s.kind === "loading") {
    return (
      <div className={grid} aria-busy="true" data-testid="offers-loading">
        <span className={css({ srOnly: true })} role="status">{t("hotel.offers.loading")}</span>
        {[0, 1, 2].map((i) => <div key={i} className={skeleton} aria-hidden="true" />)}
      </div>
    );
  }
  if (s.kind === "empty") {
    // 'See all offers': the dates are dropped, the party kept.
    const seeAll = () => {
      const c = parseCriteria(location.hash);
      delete c.checkin;
      delete c.checkout;
      router.history.replace(`${location.pathname}${location.searchStr}#${serializeCriteria(c)}`);
    };
    return (
      <div className={empty} data-testid="offers-empty" role="status">
        <p className={css({ fontSize: "lg", fontWeight: "bold", m: 0 })}>{t(s.dated ? "hotel.offers.noAvailability" : "hotel.offers.none")}</p>
        <p className={css({ color: "fg.muted", m: 0 })}>{/* The no-availability call-us hours (Mon-Fri 10h-21h, Sat-Sun 10h-19h), not the footer's support hours. */}
        {t("hotel.offers.callUs")}</p>
        {s.dated && (
          <button type="button" className={resetButton} onClick={seeAll}>
            {t("hotel.offers.seeAll")}
          </button>
        )}
      </div>
    );
  }
  return (
    <ul className={grid} data-testid="offers-rooms">
      {s.rooms.map((room) => (
        <li key={room.id} className={css({ display: "flex" })}>
          <RoomCard room={room} hotelId={props.hotelId} hash={props.hash} />
        </li>
      ))}
    </ul>
  );
}

const grid = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" }, gap: "5", listStyle: "none", p: 0, m: 0 });
const skeleton = css({
  h: "96", borderRadius: "xl", bg: "bg.subtle",
  animation: "pulse 1.4s ease-in-out infinite", _motionReduce: { animation: "none" },
});
const empty = css({ display: "grid", gap: "3", justifyItems: "start", bg: "bg.subtle", borderRadius: "xl", p: { base: "5", md: "8" } });
const resetButton = css({ bg: "primary", color: "primary.fg", fontWeight: "bold", px: "5", py: "3", borderRadius: "md", cursor: "pointer", _hover: { bg: "primary.hover" } });
