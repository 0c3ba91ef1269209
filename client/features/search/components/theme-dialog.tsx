/**
 * The theme modal (spec 000 §2 "Theme modal title: 'What do you feel like?' (booking) or
 * 'Thematics' (gifting, activity)"; issue 26): the shop's Ark UI dialog frame (client/ui/dialog-frame,
 * focus trapped, Escape and the close button close it, focus back to the field) holding an Ark UI
 * listbox of "all themes" then the flow's themes. Full screen on phones (the frame's 'panel'
 * layout, like the destination sheet), a centred panel on larger screens. The listbox has focus
 * when the modal opens, on the chosen theme: arrows (and Home/End, typeahead) move, Enter or a
 * click chooses and closes. Loaded on demand by theme-field.tsx.
 */
import { createListCollection, Listbox } from "@ark-ui/react/listbox";
import { useMemo, useRef } from "react";
import { css } from "styled-system/css";
import { DialogFrame } from "../../../ui/dialog-frame";
import { useT } from "../../../shop/use-shop";
import type { ThemeOption } from "../lib/theme-options";

/** The listbox value of "every theme" (an empty value would read as no highlight). */
const ANY = "any";

export default function ThemeDialog(props: {
  title: string;
  /** Chosen theme id as a string, "" for every theme. */
  value: string;
  options: readonly ThemeOption[];
  onChoose: (value: string) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);
  const collection = useMemo(
    () => createListCollection({ items: [{ value: ANY, label: t("searchBox.anyTheme") }, ...props.options.map((x) => ({ value: String(x.id), label: x.label }))] }),
    [props.options, t],
  );
  return (
    <DialogFrame
      onClose={props.onClose}
      returnFocus={props.returnFocus}
      initialFocus={() => listRef.current}
      placement="center"
      layout="panel"
      title={props.title}
      closeLabel={t("searchBox.themeClose")}
      testId="theme-dialog"
    >
      <Listbox.Root
        collection={collection}
        value={[props.value || ANY]}
        defaultHighlightedValue={props.value || ANY}
        onSelect={(d) => props.onChoose(d.value === ANY ? "" : d.value)}
        loopFocus
        typeahead
        className={css({ overflowY: "auto", flex: 1, minH: 0 })}
      >
        <Listbox.Label className={css({ srOnly: true })}>{props.title}</Listbox.Label>
        <Listbox.Content ref={listRef} className={list}>
          {collection.items.map((item) => (
            <Listbox.Item key={item.value} item={item} className={option}>
              <Listbox.ItemText>{item.label}</Listbox.ItemText>
              <Listbox.ItemIndicator className={css({ color: "primary", fontWeight: "bold" })}>✓</Listbox.ItemIndicator>
            </Listbox.Item>
          ))}
        </Listbox.Content>
      </Listbox.Root>
    </DialogFrame>
  );
}

const list = css({
  display: "grid", gap: "1", p: { base: "3", md: "4" }, m: 0, outline: "none",
  _focusVisible: { outline: "3px solid", outlineColor: "focus", outlineOffset: "-3px" },
});
const option = css({
  display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", minH: "12", px: "4", borderRadius: "md", cursor: "pointer",
  borderWidth: "1px", borderColor: "border", bg: "bg", color: "fg", fontWeight: "semibold",
  "&[data-highlighted]": { borderColor: "primary", bg: "bg.subtle" },
  "&[data-state=checked]": { borderColor: "primary", boxShadow: "inset 0 0 0 1px token(colors.primary)" },
});
