/**
 * The current time for a countdown (spec 001 §4 "ticks every second"): `initial` (epoch ms) on
 * the server and during hydration, so both render the same text, then the browser clock, once a
 * second while `ticking`.
 */
import { useEffect, useState } from "react";

export function useNow(initial: number, ticking: boolean): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
