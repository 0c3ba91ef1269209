/**
 * The `hotelId` of the URL hash (spec 001 §2 "404 page": "When the hash has a hotelId and other
 * offers of that hotel are found, it shows Too late!"). The server never sees the hash, so this is
 * undefined until the page has hydrated; a hotelId that is not a positive integer (at most 2,000,000,000) is ignored.
 */
import { useHydrated, useRouterState } from "@tanstack/react-router";
import { parseStayHash } from "#shared/stay-hash";

/** `hotelId` of a hash such as "#hotelId=123&a=2" (with or without the '#'): the stay hash's reader (shared/stay-hash.ts). */
export function hotelIdOfHash(hash: string): number | undefined {
  return parseStayHash(hash).hotelId;
}

/** The hash's hotelId once hydrated, else undefined. */
export function useHashHotelId(): number | undefined {
  const hydrated = useHydrated();
  const hash = useRouterState({ select: (s) => s.location.hash });
  return hydrated ? hotelIdOfHash(hash) : undefined;
}
