/**
 * The box's offers section (spec 001 §2 box detail "paginated offers carousel"): the server
 * renders its heading and a reserved, empty row; the carousel's code (box-offers.tsx) loads and
 * asks the first page when the section comes within 400 px of the viewport, and with it the Map
 * button of the offers map (../map/box-map-button.tsx). Nothing here is
 * clickable before then, so no click can be lost to a dehydrated boundary (docs/decisions/026).
 */
import { Suspense, useEffect, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";
import { whenNearViewport } from "../../../ui/when-near-viewport";
import { Skeleton } from "./box-offers-skeleton";

const BoxOffers = lazy(() => import("./box-offers").then((m) => ({ default: m.BoxOffers })));

export function BoxOffersSection(props: { code: string; title: string }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => whenNearViewport(ref.current, "400px", () => setNear(true)), []);
  return (
    <section aria-labelledby="box-offers-title" className={section} data-testid="box-offers">
      <h2 id="box-offers-title" className={h2}>{t("boxes.offersTitle")}</h2>
      <div ref={ref} className={reserved}>
        {near ? (
          <Suspense fallback={<Skeleton />}>
            <BoxOffers code={props.code} title={props.title} />
          </Suspense>
        ) : (
          <Skeleton />
        )}
      </div>
    </section>
  );
}

const section = css({ mt: "12" });
const h2 = css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", m: 0, mb: "2" });
const reserved = css({ minH: "22rem" });
