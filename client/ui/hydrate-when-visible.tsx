/**
 * Hydrates its children only when they near the viewport, or (`on="interaction"`) at the
 * visitor's first pointer, touch, wheel or key event (decision 020, issue 16 "initial JS <= 130
 * KB"): while the page hydrates, the children's Suspense boundary keeps the server's HTML as it
 * is (visible, styled, links working: these blocks are links and text) and waits; their code (a
 * lazy chunk) then loads and hydrates. On the server and on client navigations the children
 * render at once. `className` styles the wrapper.
 *
 * `replay` (with `on="interaction"`), for blocks whose first interaction is not a link: the search
 * box, the results' action bar. What the visitor does inside before the code has hydrated (the
 * click, the focus, the text typed) is held and replayed once it has (./interaction-replay.ts).
 * A gate inside another (the gift setup's format picker, form and summary: decision 052) hydrates
 * after the first interaction has been heard: it opens at once, and what the outer gate replays
 * into it is recorded and replayed in turn.
 *
 * Until the boundary has hydrated, a re-render of the parent passes the FIRST children again (the
 * same element, so React bails out): a dehydrated boundary that receives new props is thrown
 * away and client-rendered, which would blank the section until the gate opens. When the
 * children's props do change (new results, a new hash), the gate opens at once: the boundary
 * hydrates with the first children, then the latest apply as a normal update. In between, the
 * outdated content is hidden (`data-stale`): never a figure or a link of other criteria. The
 * wrapper carries `data-live` once its children have hydrated (or rendered on the client).
 */
import { css } from "styled-system/css";
import { whenNearViewport } from "./when-near-viewport";
import { recordInteractions, replayInteractions, type Recorded } from "./interaction-replay";
import { isValidElement, Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useHydrating } from "./use-hydrating";

/** How far below the viewport a block starts hydrating, CSS px. */
const MARGIN = "200px";

interface Gate {
  hydrating: boolean;
  promise: Promise<void>;
  open: () => void;
}

const INTERACTIONS = ["pointerdown", "touchstart", "wheel", "keydown"] as const;

/** Set at the visitor's first interaction heard by any gate of the document. */
let interacted = false;

export function HydrateWhenVisible(props: { className?: string; on?: "visible" | "interaction"; replay?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  // Fixed at the first render: later renders read the client snapshot (false).
  const [gate] = useState<Gate>(() => {
    let open: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => (open = resolve));
    return { hydrating: hydrating && typeof document !== "undefined", promise, open };
  });
  const on = props.on ?? "visible";
  // Stops recording and gives what the visitor did before hydration (replay only).
  const stopRecording = useRef<(() => Recorded) | null>(null);
  useEffect(() => {
    if (!gate.hydrating) return;
    if (on === "interaction") {
      if (props.replay && ref.current && !stopRecording.current) stopRecording.current = recordInteractions(ref.current);
      // A gate inside another one hydrates after the visitor's first interaction: it would have
      // opened with it. Open it now; what is replayed into it meanwhile is recorded (above).
      if (interacted) {
        gate.open();
        return;
      }
      const open = () => {
        interacted = true;
        for (const type of INTERACTIONS) window.removeEventListener(type, open, true);
        gate.open();
      };
      // Capture phase: React stops an event that reaches a dehydrated boundary (inside this one) at
      // its root, so a window listener in the bubble phase never heard the first click on the block.
      for (const type of INTERACTIONS) window.addEventListener(type, open, { passive: true, capture: true });
      return () => {
        for (const type of INTERACTIONS) window.removeEventListener(type, open, true);
      };
    }
    return whenNearViewport(ref.current, MARGIN, gate.open);
  }, [gate, on, props.replay, stopRecording]);
  const [live, setLive] = useState(!gate.hydrating);
  // Set on the DOM, not rendered: the server's HTML and the hydrating render must not differ.
  useEffect(() => {
    if (live) ref.current?.setAttribute("data-live", "");
  }, [live]);
  useEffect(() => {
    const stop = stopRecording.current;
    if (!live || !stop || !ref.current) return;
    stopRecording.current = null;
    void replayInteractions(ref.current, stop());
  }, [live, stopRecording]);
  const first = useRef(props.children);
  const children = live ? props.children : first.current;
  const changed = !live && !sameChildren(first.current, props.children);
  useEffect(() => {
    if (changed) gate.open();
  }, [changed, gate]);
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Wait gate={gate}>
          {children}
          {!live && <Committed onCommit={() => setLive(true)} />}
        </Wait>
      </Suspense>
    ),
    [gate, children, live],
  );
  return (
    <div ref={ref} className={props.className ? `${stale} ${props.className}` : stale} data-stale={changed ? "" : undefined} aria-busy={changed || undefined}>
      {boundary}
    </div>
  );
}

/** Same element, or elements of one type whose props are shallowly equal. */
function sameChildren(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type) return false;
  const pa = a.props as Record<string, unknown>;
  const pb = b.props as Record<string, unknown>;
  const keys = Object.keys(pa);
  return keys.length === Object.keys(pb).length && keys.every((k) => Object.is(pa[k], pb[k]));
}

function Wait(props: { gate: Gate; children: ReactNode }) {
  if (props.gate.hydrating) use(props.gate.promise);
  return props.children;
}

/** Renders nothing; tells its parent once the boundary around it has hydrated and committed. */
function Committed(props: { onCommit: () => void }) {
  const { onCommit } = props;
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

const stale = css({ "&[data-stale]": { visibility: "hidden" } });
