/**
 * A full-screen map overlay's opening and closing: focus on its Close button when it opens, the
 * page under it not scrolling while it is open. The caller gives focus back to the button that
 * opened it (its onClose).
 */
import { useEffect, type RefObject } from "react";

export function useOverlayFocus(closeRef: RefObject<HTMLButtonElement | null>): void {
  useEffect(() => {
    closeRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [closeRef]);
}
