/**
 * Renders `children` (a lazy section fetched on the client) once the visitor has scrolled, pointed,
 * touched or typed and its place is within `margin` of the viewport; nothing on the server and
 * before (spec 001 §2 sections below the fold; JS budget: on a short page the place can be near
 * the first viewport, and waiting for the first interaction keeps their code and call out of the
 * first load).
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { whenNearViewport } from "../../../ui/when-near-viewport";

const FIRST_USE = ["scroll", "wheel", "pointerdown", "touchstart", "keydown"] as const;

export function WhenNear(props: { margin?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    let stop: () => void = () => undefined;
    const start = () => {
      for (const type of FIRST_USE) window.removeEventListener(type, start, true);
      stop = whenNearViewport(ref.current, props.margin ?? "400px", () => setNear(true));
    };
    // A page opened already scrolled (back/forward, an anchor) counts as used.
    if (window.scrollY > 0) start();
    else for (const type of FIRST_USE) window.addEventListener(type, start, { passive: true, capture: true });
    return () => {
      for (const type of FIRST_USE) window.removeEventListener(type, start, true);
      stop();
    };
  }, [props.margin]);
  return <div ref={ref}>{near ? <Suspense fallback={null}>{props.children}</Suspense> : null}</div>;
}
