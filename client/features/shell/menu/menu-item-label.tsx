/**
 * The inside of a menu link (spec 001 §3 "Nav link: ... icon, ... count, variant (highlight)";
 * shared/contract/menu.ts): the item's icon (decorative), its label, and its count as a badge whose
 * text reads on its own ("12"). The highlight variant is the link's `data-variant` (menuLinkVariant),
 * styled by `highlightedItem` (the promo text colour, bold). Used by the mega menu and the mobile menu.
 */
import { css } from "styled-system/css";
import type { MenuItem } from "#shared/contract/menu";
import { Icon } from "../../../ui/icons";

export function MenuItemLabel(props: { item: Pick<MenuItem, "label" | "icon" | "count"> }) {
  const { item } = props;
  return (
    <span className={css({ display: "inline-flex", alignItems: "center", gap: "2", minW: 0 })}>
      {item.icon && <Icon name={item.icon} className={css({ w: "5", h: "5", flexShrink: 0 })} />}
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
