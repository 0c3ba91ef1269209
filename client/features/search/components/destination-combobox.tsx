/**
 * Destination field: a WAI-ARIA 1.2 combobox with a listbox popup (spec 000 §2 search box, §4
 * destination rules). Focusing clears the current selection and opens suggestions (recent searches
 * and popular places when empty); typing fetches suggestions (debounced); ArrowUp/ArrowDown move
 * the highlight, Enter picks it, Escape closes; a pick is stored in recent searches.
 *
 * Typed but not picked (issue 13 item 6): Enter with typed text and no highlight picks the first
 * suggestion for that text (waiting for it when the suggestions are still loading); leaving the
 * field with text that names no pick keeps the text and says a suggestion must be chosen
 * (aria-invalid + message, also when `invalid` is set by the form on submit). Focusing a chosen
 * destination clears it to show suggestions, and leaving without typing restores it, so tabbing
 * through the field loses nothing.
 *
 * Phones (spec 000 §4 "Desktop shows a dropdown, mobile a full-screen modal"): while the field is
 * open below the md breakpoint, the field and its list fill the screen (a modal dialog named
 * "Destination", with a Close button), so the suggestions are not hidden under the on-screen
 * keyboard or the fold. Focus stays in the input (the options are aria-activedescendant); leaving
 * the field (Tab, a pick, Escape, Close) gives the page back, so nothing behind it takes focus
 * while it covers the page. Desktop keeps the dropdown.
 *
 * Recent searches live in localStorage: they are read when the field gets focus, never during
 * render, so a returning visitor's page hydrates without a mismatch (issue 13 item 1).
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { css } from "styled-system/css";
import type { Flow, LocationType } from "#shared/criteria";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { autocompleteQueryOptions } from "../api/autocomplete";
import { useDebounced } from "../hooks/use-debounced";
import { categoryLabelKey } from "../lib/category-label";
import { destinationPlaceholderKey } from "../lib/destination-placeholder";
import { readRecentSearches, saveRecentSearch, type RecentSearch } from "../lib/recent-searches";
import { fieldInput } from "./field-styles";
import { PHONE_QUERY } from "./mobile-search-modal";

export interface DestinationValue {
  id: number;
  category: LocationType;
  label: string;
}

interface Option extends DestinationValue {
  key: string;
  detail?: string;
  recent?: boolean;
  pos?: string | null;
}

/** Shorter than the spec's default (shared/timing.ts DEBOUNCE_MS, 500 ms): suggestions follow typing. */
const AUTOCOMPLETE_DEBOUNCE_MS = 250;

export function DestinationCombobox(props: {
  value: DestinationValue | null;
  onChange: (value: DestinationValue | null) => void;
  inputId?: string;
  /** Called with the text in the field on every change (the form refuses a text that was not picked). */
  onTextChange?: (text: string) => void;
  /** Set by the form when it refused a search because the text was not picked. */
  invalid?: boolean;
  /** Told whether an Enter is waiting for the suggestions to pick the first one (the form then waits too). */
  onPendingChange?: (pending: boolean) => void;
  /** The search box's flow: the activity flow asks for a city, not a hotel (spec 000 §2 search box). */
  flow?: Flow;
}) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const baseId = useId();
  const inputId = props.inputId ?? `${baseId}-input`;
  const listId = `${baseId}-list`;
  const errorId = `${baseId}-error`;
  const [text, setTextState] = useState(props.value?.label ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recents, setRecents] = useState<RecentSearch[]>([]);
  const [unmatched, setUnmatched] = useState(false);
  const [pendingPick, setPendingPickState] = useState(false);
  // Whether the open field fills the screen (a phone); read when it opens, never during render.
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    if (open) setPhone(window.matchMedia(PHONE_QUERY).matches);
  }, [open]);
  const fullScreen = open && phone;
  /** Sets the pending pick and tells the form in the same event, so that a search replayed right after sees it. */
  function setPendingPick(next: boolean) {
    setPendingPickState(next);
    props.onPendingChange?.(next);
  }
  /** The pick that focusing cleared, restored when the field is left without typing. */
  const clearedRef = useRef<DestinationValue | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** The list's close after a blur (a pointer pick lands first); cancelled when the field is focused or typed in again. */
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const term = useDebounced(text, AUTOCOMPLETE_DEBOUNCE_MS);
  const query = useQuery({ ...autocompleteQueryOptions(api, market.pointOfSale, term), enabled: open || pendingPick });
  if (query.error) console.warn("autocomplete failed", query.error); // spec 000 §7: logged only

  function setText(next: string) {
    setTextState(next);
    props.onTextChange?.(next);
  }

  const options: Option[] = useMemo(() => {
    const out: Option[] = [];
    if (!text.trim()) {
      for (const r of recents) out.push({ ...r, key: `r-${r.category}-${r.id}`, recent: true });
    }
    // Suggestions for an older term are not offered for the current text.
    if (term.trim() === text.trim()) {
      for (const s of query.data ?? []) {
        if (out.some((o) => o.id === s.id && o.category === s.category)) continue;
        out.push({ id: s.id, category: s.category as LocationType, detail: s.label !== s.name ? s.label.slice(s.name.length + 2) : undefined, label: s.name, key: `${s.category}-${s.id}`, pos: s.pos });
      }
    }
    return out.slice(0, 30);
  }, [query.data, text, term, recents]);
  const settled = term.trim() === text.trim() && !query.isFetching && (query.isSuccess || query.isError);

  function choose(option: Option) {
    const value = { id: option.id, category: option.category, label: option.label };
    clearedRef.current = null;
    props.onChange(value);
    saveRecentSearch(value);
    setText(option.label);
    setOpen(false);
    setActive(-1);
    setUnmatched(false);
    setPendingPick(false);
  }

  // Enter was pressed while the suggestions for the typed text were loading: pick the first one
  // when they arrive, or say that none matches.
  useEffect(() => {
    if (!pendingPick || !settled) return;
    if (options[0]) choose(options[0]);
    else {
      setPendingPick(false);
      setUnmatched(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingPick, settled, options]);

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
      } else if (!props.value && text.trim()) {
        // Typed, nothing highlighted: the first suggestion for this text (spec 000 §4; issue 13 item 6).
        e.preventDefault();
        if (settled && options[0]) choose(options[0]);
        else if (settled) setUnmatched(true);
        else setPendingPick(true);
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
  const showError = !props.value && !!text.trim() && (unmatched || !!props.invalid);
  return (
    <div
      className={fullScreen ? sheet : wrap}
      role={fullScreen ? "dialog" : undefined}
      aria-modal={fullScreen || undefined}
      aria-label={fullScreen ? t("searchBox.destination") : undefined}
      data-testid="destination-field"
    >
      <div className={css({ display: "flex", alignItems: "center", gap: "2" })}>
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
        aria-invalid={showError || undefined}
        aria-busy={pendingPick || undefined}
        aria-describedby={showError ? errorId : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t(destinationPlaceholderKey(props.flow ?? "booking"))}
        value={text}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setRecents(readRecentSearches());
          if (props.value) {
            // Spec 000 §4: focusing clears the current selection (kept aside until the field is left).
            clearedRef.current = props.value;
            props.onChange(null);
            setText("");
          }
          setOpen(true);
          setActive(-1);
        }}
        onChange={(e) => {
          clearTimeout(closeTimer.current);
          clearedRef.current = null;
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          setUnmatched(false);
          setPendingPick(false);
          if (props.value) props.onChange(null);
        }}
        onBlur={() => {
          const cleared = clearedRef.current;
          if (cleared && !inputRef.current?.value.trim()) {
            clearedRef.current = null;
            props.onChange(cleared);
            setText(cleared.label);
          } else if (!props.value && !pendingPick && inputRef.current?.value.trim()) {
            setUnmatched(true);
          }
          // Let a pointer pick land before closing.
          closeTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      {fullScreen && (
        // Pointer only (keyboard users have Escape and Tab): the input keeps focus until the click.
        <button
          type="button"
          tabIndex={-1}
          className={closeButton}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setOpen(false);
            inputRef.current?.blur();
          }}
        >
          {t("searchBox.destinationClose")}
        </button>
      )}
      </div>
      <ul id={listId} role="listbox" aria-label={t("searchBox.suggestions")} hidden={!expanded} className={fullScreen ? listboxSheet : listbox}>
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
              {o.recent ? t("searchBox.recent") : [t(categoryLabelKey(o.category, o.pos)), o.detail].filter(Boolean).join(" · ")}
            </span>
          </li>
        ))}
        {/* A listbox holds only options: the message is a disabled one. */}
        {expanded && !options.length && !query.isFetching && <li role="option" aria-selected={false} aria-disabled="true" className={css({ p: "3", color: "fg.muted" })}>{t("searchBox.noSuggestion")}</li>}
      </ul>
      {showError && <p id={errorId} className={css({ m: 0, mt: "1", color: "danger", fontSize: "sm", fontWeight: "semibold" })}>{t("searchCriteria.destinationUnmatched")}</p>}
      <span aria-live="polite" className={css({ srOnly: true })}>
        {expanded && options.length ? t("searchBox.suggestionCount", { count: options.length }) : expanded && !query.isFetching ? t("searchBox.noSuggestion") : ""}
      </span>
    </div>
  );
}

const wrap = css({ position: "relative" });
// The phone's full-screen field: above the page and the phone search modal, the list filling the rest.
const sheet = css({
  position: "fixed", inset: 0, zIndex: "modal", bg: "bg", color: "fg", display: "flex", flexDirection: "column", gap: "2", p: "4",
  overscrollBehavior: "contain",
});
const closeButton = css({
  flexShrink: 0, h: "12", px: "3", borderRadius: "md", fontWeight: "semibold", color: "primary", bg: "transparent", cursor: "pointer",
  textDecoration: "underline", textUnderlineOffset: "3px",
});
const listboxSheet = css({
  flex: "1", minH: 0, overflowY: "auto", overscrollBehavior: "contain", bg: "bg", listStyle: "none", m: 0, p: 0,
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
