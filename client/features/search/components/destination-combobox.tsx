/**
 * Destination field: a WAI-ARIA 1.2 combobox with a listbox popup (spec 000 §2 search box, §4
 * destination rules). Focusing clears the current selection and opens suggestions (recent searches
 * and popular places when empty); typing fetches suggestions (debounced); ArrowUp/ArrowDown move
 * the highlight, Enter picks it, Escape closes; a pick is stored in recent searches.
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { css } from "styled-system/css";
import type { LocationType } from "#shared/criteria";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { autocompleteQueryOptions } from "../api/autocomplete";
import { useDebounced } from "../hooks/use-debounced";
import { readRecentSearches, saveRecentSearch } from "../lib/recent-searches";

export interface DestinationValue {
  id: number;
  category: LocationType;
  label: string;
}

interface Option extends DestinationValue {
  key: string;
  detail?: string;
  recent?: boolean;
}

const AUTOCOMPLETE_DEBOUNCE_MS = 250;

export function DestinationCombobox(props: { value: DestinationValue | null; onChange: (value: DestinationValue | null) => void; inputId?: string }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const baseId = useId();
  const inputId = props.inputId ?? `${baseId}-input`;
  const listId = `${baseId}-list`;
  const [text, setText] = useState(props.value?.label ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const term = useDebounced(text, AUTOCOMPLETE_DEBOUNCE_MS);
  const query = useQuery({ ...autocompleteQueryOptions(api, market.pointOfSale, term), enabled: open });
  if (query.error) console.warn("autocomplete failed", query.error); // spec 000 §7: logged only

  const options: Option[] = useMemo(() => {
    const out: Option[] = [];
    if (!text.trim() && typeof window !== "undefined") {
      for (const r of readRecentSearches()) out.push({ ...r, key: `r-${r.category}-${r.id}`, recent: true });
    }
    for (const s of query.data ?? []) {
      if (out.some((o) => o.id === s.id && o.category === s.category)) continue;
      out.push({ id: s.id, category: s.category as LocationType, detail: s.label !== s.name ? s.label.slice(s.name.length + 2) : undefined, label: s.name, key: `${s.category}-${s.id}` });
    }
    return out.slice(0, 30);
  }, [query.data, text]);

  function choose(option: Option) {
    props.onChange({ id: option.id, category: option.category, label: option.label });
    saveRecentSearch({ id: option.id, category: option.category, label: option.label });
    setText(option.label);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      if (!open) setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (e.key === "Enter") {
      if (open && active >= 0 && options[active]) {
        e.preventDefault();
        choose(options[active]!);
      } else if (open && options.length && !props.value && text.trim()) {
        e.preventDefault();
        choose(options[0]!);
      }
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const expanded = open && (options.length > 0 || query.isFetching || (!!term.trim() && query.isSuccess));
  return (
    <div className={css({ position: "relative" })}>
      <input
        ref={inputRef}
        id={inputId}
        className={fieldInput}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t("searchBox.destinationPlaceholder")}
        value={text}
        onFocus={() => {
          if (props.value) props.onChange(null);
          setText("");
          setOpen(true);
          setActive(-1);
        }}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          if (props.value) props.onChange(null);
        }}
        onBlur={() => {
          // Let a pointer pick land before closing.
          setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t("searchBox.suggestions")} hidden={!expanded} className={listbox}>
        {options.map((o, i) => (
          <li
            key={o.key}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={option}
            data-active={i === active || undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(o)}
            onMouseEnter={() => setActive(i)}
          >
            <span className={css({ fontWeight: "semibold" })}>{o.label}</span>
            <span className={css({ color: "fg.muted", fontSize: "sm" })}>
              {o.recent ? t("searchBox.recent") : [t(`category.${o.category}`), o.detail].filter(Boolean).join(" · ")}
            </span>
          </li>
        ))}
        {/* A listbox holds only options: the message is a disabled one. */}
        {expanded && !options.length && !query.isFetching && <li role="option" aria-selected={false} aria-disabled="true" className={css({ p: "3", color: "fg.muted" })}>{t("searchBox.noSuggestion")}</li>}
      </ul>
      <span aria-live="polite" className={css({ srOnly: true })}>
        {expanded && options.length ? t("searchBox.suggestionCount", { count: options.length }) : expanded && !query.isFetching ? t("searchBox.noSuggestion") : ""}
      </span>
    </div>
  );
}

export const fieldInput = css({
  width: "100%",
  height: "12",
  px: "3",
  borderWidth: "1px",
  // Input outlines need 3:1 against the page (WCAG 1.4.11): border.strong, not the decorative border.
  borderColor: "border.strong",
  borderRadius: "md",
  bg: "bg",
  color: "fg",
  fontSize: "md",
  _placeholder: { color: "fg.muted" },
});
const listbox = css({
  position: "absolute",
  zIndex: "popover",
  top: "calc(100% + 4px)",
  left: 0,
  right: 0,
  maxHeight: "22rem",
  overflowY: "auto",
  bg: "bg",
  borderRadius: "md",
  boxShadow: "popover",
  borderWidth: "1px",
  borderColor: "border",
  py: "1",
  listStyle: "none",
  m: 0,
});
const option = css({
  display: "flex",
  flexDirection: "column",
  px: "3",
  py: "2",
  cursor: "pointer",
  "&[data-active]": { bg: "bg.subtle" },
});
