/**
 * The full-screen picture viewer of the hotel and stay galleries (spec 001 §2 hotel page "see-all
 * button and lightbox", stay page "photo gallery … full-screen modal"): every picture, one at a
 * time, with previous/next buttons, a counter, the arrow keys (left, right, Home, End) and a swipe
 * on phones (Ark UI's Carousel: CSS scroll-snap, so the finger moves the picture natively; one
 * picture per swipe however hard the fling, ./carousel-step.ts). Ark
 * UI's Dialog: focus trapped, Escape closes, focus given back to the element that opened it. A
 * chunk of its own: import it only lazily (the galleries load it at their first interaction).
 */
import { Carousel } from "@ark-ui/react/carousel";
import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { useRef, useState, type KeyboardEvent } from "react";
import { css } from "styled-system/css";
import { rasterUrl } from "#shared/illustrations/raster-urls";
import { useT } from "../shop/use-shop";
import { oneStepFrom } from "./carousel-step";

export default function Lightbox(props: { images: string[]; title: string; start: number; onClose: () => void; testId: string }) {
  const t = useT();
  const count = props.images.length;
  const [page, setPage] = useState(Math.min(Math.max(0, props.start), count - 1));
  // The page a finger started on, until a button, key, wheel or mouse moves the viewer: a swipe lands one step from it.
  const swipeFrom = useRef<number | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  const onPageChange = (to: number) => {
    const landing = swipeFrom.current === null ? to : oneStepFrom(swipeFrom.current, to, count);
    // Held back: scroll there, since the controlled page may already be that page (no scroll then).
    if (landing !== to) strip.current?.scrollTo({ left: landing * strip.current.clientWidth, behavior: "smooth" });
    setPage(landing);
  };
  const notSwiping = () => (swipeFrom.current = null);
  // Ark's carousel answers the arrow keys on its indicators only: the whole viewer answers them here.
  const onKeyDown = (e: KeyboardEvent) => {
    const to = { ArrowRight: (page + 1) % count, ArrowLeft: (page - 1 + count) % count, Home: 0, End: count - 1 }[e.key];
    if (to === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    notSwiping();
    setPage(to);
  };
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && props.onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content} data-testid={props.testId} onKeyDown={onKeyDown}>
            <div className={bar}>
              <Dialog.Title className={css({ m: 0, fontSize: "md", fontWeight: "semibold", flex: 1, lineClamp: 1 })}>{props.title}</Dialog.Title>
              <span aria-live="polite" className={css({ fontSize: "sm", color: "fg.muted" })}>{t("hotel.gallery.counter", { index: page + 1, count })}</span>
              <Dialog.CloseTrigger className={round} aria-label={t("hotel.close")}>✕</Dialog.CloseTrigger>
            </div>
            <Carousel.Root slideCount={count} page={page} onPageChange={(d) => onPageChange(d.page)} loop className={css({ position: "relative", flex: 1, minH: 0 })}>
              <Carousel.ItemGroup ref={strip} className={css({ h: "100%" })} onTouchStart={() => (swipeFrom.current = page)} onWheel={notSwiping} onPointerDown={(e) => e.pointerType !== "touch" && notSwiping()}>
                {props.images.map((src, i) => (
                  <Carousel.Item key={src} index={i} className={css({ display: "flex", alignItems: "center", justifyContent: "center", h: "100%", scrollSnapStop: "always" })}>
                    <img src={rasterUrl(src, 1280)} alt={t("product.photo", { index: i + 1, count, title: props.title })} className={css({ maxW: "100%", maxH: "100%", objectFit: "contain", borderRadius: "md" })} />
                  </Carousel.Item>
                ))}
              </Carousel.ItemGroup>
              <Carousel.Control onClickCapture={notSwiping}>
                <Carousel.PrevTrigger className={`${round} ${css({ position: "absolute", left: "2", top: "50%", transform: "translateY(-50%)" })}`} aria-label={t("hotel.previous")}>‹</Carousel.PrevTrigger>
                <Carousel.NextTrigger className={`${round} ${css({ position: "absolute", right: "2", top: "50%", transform: "translateY(-50%)" })}`} aria-label={t("hotel.next")}>›</Carousel.NextTrigger>
              </Carousel.Control>
            </Carousel.Root>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const backdrop = css({ position: "fixed", inset: 0, bg: "bg.overlay", zIndex: "overlay" });
const positioner = css({ position: "fixed", inset: 0, zIndex: "modal", display: "flex", alignItems: "center", justifyContent: "center" });
const content = css({ display: "flex", flexDirection: "column", w: "100vw", h: "100dvh", bg: "bg.surface", p: { base: "2", md: "4" }, gap: "2", outline: "none" });
const bar = css({ display: "flex", alignItems: "center", gap: "3", px: "2" });
const round = css({
  display: "inline-flex", alignItems: "center", justifyContent: "center", w: "11", h: "11", borderRadius: "full", bg: "bg", color: "fg", fontSize: "xl",
  borderWidth: "1px", borderColor: "border", cursor: "pointer", boxShadow: "card", _hover: { borderColor: "primary" },
});
