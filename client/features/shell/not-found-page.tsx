/**
 * The 404 page's message (spec 001 §2 "404 page", §8; the whole page with its search widgets and
 * articles is not-found-screen.tsx): 'Oops!', the explanation with the error code, and a
 * button back to the homepage; with a hotelId in the hash and offers of that hotel found, the
 * 'Too late!' variant with those offers instead (loaded on demand: not-found-too-late.tsx). Either
 * way the address is logged with `/error` (spec 001 §7; log-not-found.ts).
 */
import { Link } from "@tanstack/react-router";
import { Suspense, type ReactNode } from "react";
import { lazy } from "../../ui/lazy";
import { css } from "styled-system/css";
import { useShop, useT } from "../../shop/use-shop";
import { useLogNotFound } from "./log-not-found";
import { useHashHotelId } from "./hash-hotel-id";

const NotFoundTooLate = lazy(() => import("./not-found-too-late"));

/** The message part of the 404 page; `children`: a route's own way back, under the homepage button (not in the 'Too late!' variant). */
export function NotFoundPage(props: { children?: ReactNode }) {
  const hotelId = useHashHotelId();
  useLogNotFound(useShop().market.pointOfSale);
  const plain = <PlainNotFound>{props.children}</PlainNotFound>;
  if (hotelId === undefined) return plain;
  return (
    <Suspense fallback={plain}>
      <NotFoundTooLate hotelId={hotelId} fallback={plain} />
    </Suspense>
  );
}

function PlainNotFound(props: { children?: ReactNode }) {
  const t = useT();
  return (
    <section className={css({ maxW: "2xl", mx: "auto", textAlign: "center", py: "20", px: "4" })}>
      <h1 className={css({ fontSize: "4xl", fontWeight: "bold" })}>{t("errors.notFoundTitle")}</h1>
      <p className={css({ color: "fg.muted" })}>{t("errors.notFoundText")}</p>
      <Link to="/" className={css({ display: "inline-block", mt: "6", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "semibold", textDecoration: "none" })}>
        {t("errors.goHome")}
      </Link>
      {props.children}
    </section>
  );
}
