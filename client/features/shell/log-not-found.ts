/**
 * 404 logging (spec 001 §7 "GET {origin}/error: uri, locale"): when the 404 page shows in the
 * browser, it tells the worker which address was not found (worker/routes/sitemap.ts logs it).
 * Once per address: the page may mount twice (a fallback, then the full page). Fire and forget.
 */
import { useEffect } from "react";

let logged = "";

/** Calls `/error?uri&locale` once for the current address, after the page has mounted. */
export function useLogNotFound(locale: string): void {
  useEffect(() => {
    const uri = window.location.href;
    if (logged === uri) return;
    logged = uri;
    const q = new URLSearchParams({ uri, locale });
    fetch(`/error?${q}`, { keepalive: true, credentials: "same-origin" }).catch(() => undefined);
  }, [locale]);
}
