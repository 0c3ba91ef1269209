/**
 * The home page's USP icons (spec 001 §2 Homepage, main USPs): small line drawings, 24×24 units,
 * drawn in currentColor, decorative (aria-hidden). Inline SVG rather than Unicode glyphs, which
 * looked different on every system and sent the browser looking for a font that has them.
 */
export type UspKind = "activities" | "price" | "gift";

const PATHS: Record<UspKind, string> = {
  // A sun over a footpath between two hills: the stay comes with something to do.
  activities: "M12 3v2M5.6 5.6l1.4 1.4M18.4 5.6 17 7M9 11a3 3 0 0 1 6 0M2 19c3-4 6-5 10-5s7 1 10 5M10 21c.5-2 1.5-4 2-7",
  // A price tag with its hole.
  price: "M3 12.5V4a1 1 0 0 1 1-1h8.5l8.5 8.5-9.5 9.5L3 12.5ZM7.5 7.5h.01",
  // A gift box with its ribbon and bow.
  gift: "M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7Z",
};

export function UspIcon(props: { kind: UspKind; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false" className={props.className} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[props.kind]} />
    </svg>
  );
}
