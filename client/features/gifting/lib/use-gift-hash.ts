/**
 * The gift choices of the URL hash (shared/gift-hash.ts). `hash` is the location's hash as the
 * page passes it: "" until the page has mounted (the server never sees the hash, so the first
 * render is the defaults, as the server rendered). Writes with replace, from the router's current
 * location at the time of the write.
 */
import { useRouter } from "@tanstack/react-router";
import { useMemo } from "react";
import { parseGiftHash, writeGiftHash, type GiftHash } from "#shared/gift-hash";

export function useGiftHash(hash: string): [GiftHash, (next: GiftHash) => void] {
  const router = useRouter();
  const current = useMemo(() => parseGiftHash(hash), [hash]);
  const write = (next: GiftHash) => {
    const location = router.state.location;
    const written = writeGiftHash(location.hash, { ...parseGiftHash(location.hash), ...next });
    router.history.replace(`${location.pathname}${location.searchStr}${written ? `#${written}` : ""}`);
  };
  return [current, write];
}
