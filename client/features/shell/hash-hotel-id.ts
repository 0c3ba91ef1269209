/**
 * The `hotelId` of the URL hash (spec 001 §2 "404 page": "When the hash has a hotelId and other
 * offers of that hotel are found, it shows Too late!"). The server never sees the hash, so this is
 * undefined until the page has hydrated; a hotelId that is not a positive integer is ignored.
 */
import { useHydrated, useRouterState } from "@tanstack/react-router";

/** Parses `hotelId` out of a hash such as "#hotelId=123&a=2" (with or without the '#'). */
export function hotelIdOfHash(hash: string): number | undefined {
  const raw = new URLSearchParams(hash.replace(/^#/, "")).get("hotelId") ?? "";
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** The hash's hotelId once hydrated, else undefined. */
export function useHashHotelId(): number | undefined {
  const hydrated = useHydrated();
  const hash = useRouterState({ select: (s) => s.location.hash });
  return hydrated ? hotelIdOfHash(hash) : undefined;
}
