/**
 * Calls `onNear` once, the first time `el` comes within `margin` (CSS px, e.g. "300px") of the
 * viewport; at once when IntersectionObserver is missing. Returns the cleanup for an effect.
 * Shared by the hydration gate (hydrate-when-visible.tsx) and the fallback area's mount.
 */
export function whenNearViewport(el: Element | null, margin: string, onNear: () => void): () => void {
  if (!el || typeof IntersectionObserver === "undefined") {
    onNear();
    return () => undefined;
  }
  const io = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      io.disconnect();
      onNear();
    }
  }, { rootMargin: margin });
  io.observe(el);
  return () => io.disconnect();
}
