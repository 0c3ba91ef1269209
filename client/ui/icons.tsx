/**
 * The header's line icons (24 × 24, stroke = currentColor, decorative: the link or button around
 * each carries the name). Inline SVG: no request, no image document (decision 017).
 */
const PATHS = {
  burger: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  back: "M15 5l-7 7 7 7",
  chevron: "M9 5l7 7-7 7",
  help: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01",
  gift: "M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10.5 3 8 3.8C6 4.5 7 7 9 7M12 7s1.5-4 4-3.2C18 4.5 17 7 15 7",
  heart: "M12 20s-7-4.4-8.6-9A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 8.6 4c-1.6 4.6-8.6 9-8.6 9z",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4.5-6 8-6s7 2 8 6",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon(props: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false" className={props.className}
      fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[props.name]} />
    </svg>
  );
}
