/**
 * What a visitor did inside a not-yet-hydrated block, replayed once it has hydrated (issue 13 "initial
 * JS <= 130 KB", decision 026 amended): the search box and the results' action bar hydrate at the
 * first interaction (shell/hydrate-when-visible.tsx `replay`), and React drops the events that reach
 * a dehydrated boundary. Until then this records, inside `root`:
 * - clicks (but a link's with a modifier key: the browser opens its tab) and the keys that act
 *   (Enter, Space, Escape, arrows, Home, End, Page Up/Down) in their order, their browser default prevented (no native form submit, link load or button press while
 *   the code loads), and sends them again after hydration; a replayed Enter or Space that the
 *   component does not handle then does what the browser would have (submit, press);
 * - the focused field: React's onFocus runs once hydrated (a `focusin` event, no blur in between);
 * - leaving a field that was typed into: its blur, in order among the clicks and keys;
 * - what was typed or chosen in a field (its value at each input/change event): put back and sent
 *   to React as an input/change event the way a browser would, so the component's state agrees
 *   with the screen (React 19.3 keeps the typed text at hydration but does not tell the component,
 *   and its first re-render then resets a controlled field to the state's value).
 * Elements are kept by reference: hydration adopts the server's DOM nodes. The listeners sit on the
 * window in the capture phase: React stops the propagation of an event that reaches a dehydrated
 * boundary at its root's capture listener, so nothing below or after it would see the event.
 * DOM only; no React.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Keys whose browser default is an action (submit, press, scroll): held like clicks. Typing and Tab are left to the browser. */
const ACTION_KEYS = new Set(["Enter", " ", "Escape", "ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

type Action = { kind: "click"; target: HTMLElement; path: number[] } | { kind: "key"; target: HTMLElement; init: KeyboardEventInit } | { kind: "blur"; target: Field };

export interface Recorded {
  /** Clicks and action keys, in order. */
  actions: Action[];
  focus: HTMLElement | null;
  /** Fields given a value, with the last value given. */
  values: Map<Field, string>;
}

/** Starts recording inside `root`; the returned function stops and gives what was recorded. */
export function recordInteractions(root: HTMLElement): () => Recorded {
  const recorded: Recorded = { actions: [], focus: null, values: new Map() };
  const inside = (e: Event) => e.target instanceof Node && root.contains(e.target);
  const onClick = (e: MouseEvent) => {
    if (!inside(e) || !(e.target instanceof Element)) return;
    // A link clicked with a modifier (new tab, new window, download) is left to the browser: a
    // replayed click would carry no modifier and open the link in this tab.
    if ((e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0) && e.target.closest("a[href]")) return;
    e.preventDefault();
    e.stopPropagation();
    const target = e.target.closest<HTMLElement>("button, a, input, select, label, [role]") ?? (e.target as HTMLElement);
    recorded.actions.push({ kind: "click", target, path: pathFrom(root, target) });
  };
  const onKey = (e: KeyboardEvent) => {
    if (!inside(e) || !ACTION_KEYS.has(e.key) || !(e.target instanceof HTMLElement)) return;
    // Space types a space in a text field: left to the browser there.
    if (e.key === " " && isTextField(e.target)) return;
    e.preventDefault();
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = e;
    recorded.actions.push({ kind: "key", target: e.target, init: { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true } });
  };
  const onSubmit = (e: Event) => {
    if (inside(e)) e.preventDefault();
  };
  const onFocus = (e: Event) => {
    if (inside(e)) recorded.focus = e.target instanceof HTMLElement ? e.target : null;
  };
  // A field typed into and then left (Tab, a click elsewhere): its blur is replayed in its place
  // among the actions, so that the component checks what was left in it (e.g. a destination typed
  // but not picked), after an Enter pressed in it and before a click that followed.
  const onBlur = (e: Event) => {
    const field = e.target;
    if (inside(e) && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && recorded.values.has(field)) recorded.actions.push({ kind: "blur", target: field });
  };
  const onValue = (e: Event) => {
    const field = e.target;
    const isField = field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type !== "checkbox" && field.type !== "radio");
    if (isField && inside(e)) recorded.values.set(field, field.value);
  };
  const listeners: [string, (e: never) => void][] = [["click", onClick], ["keydown", onKey], ["submit", onSubmit], ["focusin", onFocus], ["focusout", onBlur], ["input", onValue], ["change", onValue]];
  for (const [type, fn] of listeners) window.addEventListener(type, fn as EventListener, true);
  return () => {
    for (const [type, fn] of listeners) window.removeEventListener(type, fn as EventListener, true);
    return recorded;
  };
}

/**
 * Replays `recorded` inside `root` (now hydrated), right after recording stopped: the fields'
 * values and the focus at once (no visitor event can come in between and be overwritten), then
 * the blur when the visitor has left the field since, then clicks and keys in order, each in a task
 * of its own so that the component has re-rendered with the previous one (as between a visitor's
 * events).
 */
export async function replayInteractions(root: HTMLElement, recorded: Recorded): Promise<void> {
  for (const [field, value] of recorded.values) if (root.contains(field)) giveValue(field, value);
  const focused = recorded.focus && root.contains(recorded.focus) ? recorded.focus : null;
  if (focused) focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  await nextTask();
  if (focused && document.activeElement !== focused) {
    focused.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    await nextTask();
  }
  for (const action of recorded.actions) {
    if (action.kind === "click") {
      // Hydration adopts the server's nodes; a boundary React had to render again (a mismatch,
      // new props) has new ones: the click goes to the element at the same place, if it is one
      // of the same kind.
      const target = root.contains(action.target) ? action.target : sameElementAt(root, action.path, action.target);
      target?.click();
      await nextTask();
      continue;
    }
    if (!root.contains(action.target)) continue;
    if (action.kind === "blur") {
      if (document.activeElement !== action.target) action.target.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    } else pressKey(action.target, action.init);
    await nextTask();
  }
}

/** Child indexes from `root` down to `el` (empty when `el` is not inside). Exported for its test. */
export function pathFrom(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

/**
 * The element at `path` under `root` when it has the tag and test id of `was` (the element the
 * visitor clicked, no longer in the document), else null. Exported for its test.
 */
export function sameElementAt(root: Element, path: number[], was: HTMLElement): HTMLElement | null {
  if (path.length === 0) return null;
  let node: Element | undefined = root;
  for (const i of path) node = node?.children[i];
  const el = node as HTMLElement | undefined;
  if (!el || el.tagName !== was.tagName || el.dataset?.testid !== was.dataset?.testid) return null;
  return el;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Sends a key to `target`; if the component leaves it, does what the browser would have done with Enter or Space. */
function pressKey(target: HTMLElement, init: KeyboardEventInit): void {
  const handled = !target.dispatchEvent(new KeyboardEvent("keydown", init));
  target.dispatchEvent(new KeyboardEvent("keyup", init));
  if (handled) return;
  if (init.key === "Enter" && target instanceof HTMLInputElement && target.form) target.form.requestSubmit();
  else if ((init.key === "Enter" || init.key === " ") && (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement)) target.click();
}

function isTextField(el: HTMLElement): boolean {
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !["button", "submit", "reset", "checkbox", "radio"].includes(el.type)) || el.isContentEditable;
}

/** Gives `field` the value the visitor gave it before hydration, as a browser would tell React. */
function giveValue(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // React's value tracker holds what React last saw: move it off `value` through the element's
  // own setter (which React watches), set the value through the prototype's (which it does not),
  // then the input event reads as a change.
  field.value = value === "" ? " " : "";
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
