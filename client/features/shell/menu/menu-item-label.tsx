/**
 * The inside of a menu link (spec 001 §3 "Nav link: ... icon, ... count, variant (highlight)";
 * shared/contract/menu.ts): the item's icon (decorative), its label, and its count as a badge whose
 * text reads on its own ("12"). The highlight variant is the link's `data-variant` (menuLinkVariant),
 * styled by `highlightedItem` (the promo text colour, bold). Used by the mega menu and the mobile menu.
 */
import { css } from "styled-system/css";
import type { MenuIcon, MenuItem } from "#shared/contract/menu";
import { Icon } from "../../../ui/icons";

/**
 * The menu's own icons (tag, star), drawn like client/ui/icons.tsx; kept here, in the menus' lazy
 * chunks, so they do not join the ui kit every page loads with its first script.
 */
const MENU_PATHS = {
  tag: "M3 12V4h8l9 9-8 8-9-9zM7.5 7.5h.01",
  star: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z",
} as const;

function ItemIcon(props: { name: MenuIcon }) {
  const className = css({ w: "5", h: "5", flexShrink: 0 });
  if (props.name === "gift" || props.name === "heart") return <Icon name={props.name} className={className} />;
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false" className={className}
      fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={MENU_PATHS[props.name]} />
    </svg>
  );
}

export function MenuItemLabel(props: { item: Pick<MenuItem, "label" | "icon" | "count"> }) {
  const { item } = props;
  return (
    <span className={css({ display: "inline-flex", alignItems: "center", gap: "2", minW: 0 })}>
      {item.icon && <ItemIcon name={item.icon} />}
      <span>{item.label}</span>
      {item.count !== undefined && <span className={countBadge} data-testid="menu-count">{item.count}</span>}
    </span>
  );
}

/** The link attribute that marks the highlight variant (undefined for the default). */
export function menuLinkVariant(item: Pick<MenuItem, "variant">): "highlight" | undefined {
  return item.variant === "highlight" ? "highlight" : undefined;
}

/** Style for links with `data-variant="highlight"`: the promo text colour, bold. */
export const highlightedItem = css({ "&[data-variant=highlight]": { color: "promo.text", fontWeight: "bold" } });

const countBadge = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", minW: "6", h: "5", px: "1.5", borderRadius: "full",
  bg: "accent.subtle", color: "fg", fontSize: "xs", fontWeight: "bold", lineHeight: 1,
});
