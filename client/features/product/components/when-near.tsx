/**
 * Renders `children` (a lazy section fetched on the client) once its place comes within `margin`
 * of the viewport, after hydration; nothing on the server and before (spec 001 §2 sections below
 * the fold; JS budget: their code and data never join the first load).
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { whenNearViewport } from "../../shell/when-near-viewport";

export function WhenNear(props: { margin?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => whenNearViewport(ref.current, props.margin ?? "400px", () => setNear(true)), [props.margin]);
  return <div ref={ref}>{near ? <Suspense fallback={null}>{props.children}</Suspense> : null}</div>;
}
