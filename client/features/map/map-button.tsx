/**
 * A Map button (the search action bar's, spec 000 §2; the box offers section's, spec 001 §2): the
 * map icon and 'Map'. `prefetch` starts loading the overlay and MapLibre on the first hover, focus
 * or touch, so they are usually there by the click; `onOpen` opens the overlay.
 */
import type { Ref } from "react";
import { useT } from "../../shop/use-shop";

export function MapButton(props: { className: string; testId: string; expanded: boolean; onOpen: () => void; prefetch: () => void; ref?: Ref<HTMLButtonElement> }) {
  const t = useT();
  return (
    <button
      ref={props.ref}
      type="button"
      className={props.className}
      aria-haspopup="dialog"
      aria-expanded={props.expanded}
      data-testid={props.testId}
      onPointerEnter={props.prefetch}
      onFocus={props.prefetch}
      onTouchStart={props.prefetch}
      onClick={props.onOpen}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="m15 5.6-6-2.1-6 2.3v15.1l6-2.3 6 2.1 6-2.3V3.3l-6 2.3Zm-5 .3 4 1.4v11.8l-4-1.4V5.9ZM5 7.1l3-1.1v11.7l-3 1.1V7.1Zm14 9.8-3 1.1V6.3l3-1.1v11.7Z" /></svg>
      {t("map.button")}
    </button>
  );
}
