import { useEffect, useState } from "react";

/** False during SSR and hydration, true after the first client effect (hash-driven UI waits for it). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
