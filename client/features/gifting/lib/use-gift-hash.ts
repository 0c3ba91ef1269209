/**
 * The gift choices of the URL hash (shared/gift-hash.ts): read after mount (the server never sees
 * the hash, so the first render is the defaults, as the server rendered), written with replace.
 */
import { useRouter, useRouterState } from "@tanstack/react-router";
import { parseGiftHash, writeGiftHash, type GiftHash } from "#shared/gift-hash";
import { useMounted } from "../../../shop/use-shop";

export function useGiftHash(): [GiftHash, (next: GiftHash) => void] {
  const router = useRouter();
  const mounted = useMounted();
  const location = useRouterState({ select: (s) => s.location });
  const current = mounted ? parseGiftHash(location.hash) : {};
  const write = (next: GiftHash) => {
    const hash = writeGiftHash(location.hash, { ...current, ...next });
    router.history.replace(`${location.pathname}${location.searchStr}${hash ? `#${hash}` : ""}`);
  };
  return [current, write];
}
