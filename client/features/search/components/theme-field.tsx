/**
 * The search box's theme field (spec 000 §2 "Theme modal title: 'What do you feel like?' (booking)
 * or 'Thematics' (gifting, activity)"; issue 26). Closed, it is a small server-rendered button
 * showing the chosen theme or "all themes"; pressing it opens the theme modal (theme-dialog.tsx, an
 * Ark UI dialog with a listbox), a chunk of its own fetched on the first hover or focus of the field,
 * so no page pays for it in its first load. Full screen on phones like the destination sheet.
 *
 * `value` is the theme id as a string, "" for every theme; `onChange` gets the chosen one. Focus
 * comes back to the field when the modal closes.
 */
import { Suspense, useRef, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";
import type { ThemeOption } from "../lib/theme-options";

const loadDialog = () => import("./theme-dialog");
const ThemeDialog = lazy(loadDialog);

export function ThemeField(props: {
  id: string;
  labelId: string;
  /** The modal's title: the field's label in the flow (spec 000 §2). */
  title: string;
  value: string;
  options: readonly ThemeOption[];
  onChange: (value: string) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const chosen = props.options.find((x) => String(x.id) === props.value);
  const valueId = `${props.id}-value`;
  return (
    <>
      <button
        ref={buttonRef}
        id={props.id}
        type="button"
        className={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${props.labelId} ${valueId}`}
        data-empty={chosen ? undefined : true}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <span id={valueId}>{chosen?.label ?? t("searchBox.anyTheme")}</span>
        <span aria-hidden="true" className={chevron}>▾</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ThemeDialog
            title={props.title}
            value={props.value}
            options={props.options}
            onChoose={(value) => { props.onChange(value); setOpen(false); }}
            onClose={() => setOpen(false)}
            returnFocus={() => buttonRef.current}
          />
        </Suspense>
      )}
    </>
  );
}

// The dates and travellers buttons' look (dates-field.tsx), with a chevron at the end.
const trigger = css({
  position: "relative", width: "100%", height: "12", px: "3", pr: "8", textAlign: "start", borderWidth: "1px", borderColor: "border.strong", borderRadius: "md", bg: "bg", color: "fg", cursor: "pointer",
  whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", "&[data-empty]": { color: "fg.muted" },
});
const chevron = css({ position: "absolute", right: "3", top: "50%", transform: "translateY(-50%)", fontSize: "xs", color: "fg.muted" });
