/**
 * Hydrates its children only when they near the viewport, or (`on="interaction"`) at the
 * visitor's first pointer, touch, wheel or key event (decision 020, issue 16 "initial JS <= 130
 * KB"): while the page hydrates, the children's Suspense boundary keeps the server's HTML as it
 * is (visible, styled, links working: these blocks are links and text) and waits; their code (a
 * lazy chunk) then loads and hydrates. On the server and on client navigations the children
 * render at once. `className` styles the wrapper.
 */
import { Suspense, use, useEffect, useRef, useState, type ReactNode } from "react";

/** How far below the viewport a block starts hydrating, CSS px. */
const MARGIN = "200px";

interface Gate {
  hydrating: boolean;
  promise: Promise<void>;
  open: () => void;
}

const INTERACTIONS = ["pointerdown", "touchstart", "wheel", "keydown"] as const;

export function HydrateWhenVisible(props: { className?: string; on?: "visible" | "interaction"; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState<Gate>(() => {
    let open: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => (open = resolve));
    // The root marks the document once React owns it (client/routes/root.tsx): before, this is the first hydration.
    const hydrating = typeof document !== "undefined" && document.documentElement.dataset.hydrated !== "true";
    return { hydrating, promise, open };
  });
  const on = props.on ?? "visible";
  useEffect(() => {
    if (!gate.hydrating) return;
    if (on === "interaction") {
      const open = () => {
        for (const type of INTERACTIONS) window.removeEventListener(type, open);
        gate.open();
      };
      for (const type of INTERACTIONS) window.addEventListener(type, open, { passive: true });
      return () => {
        for (const type of INTERACTIONS) window.removeEventListener(type, open);
      };
    }
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return gate.open();
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        gate.open();
      }
    }, { rootMargin: MARGIN });
    io.observe(el);
    return () => io.disconnect();
  }, [gate, on]);
  return (
    <div ref={ref} className={props.className}>
      <Suspense fallback={null}>
        <Wait gate={gate}>{props.children}</Wait>
      </Suspense>
    </div>
  );
}

function Wait(props: { gate: Gate; children: ReactNode }) {
  if (props.gate.hydrating) use(props.gate.promise);
  return props.children;
}
