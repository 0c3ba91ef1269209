/**
 * The gifting options as an Ark UI Accordion (spec 001 §2 box detail, §4), loaded on demand by
 * gifting-options.tsx: digital and physical, each with its delivery text or the physical format's
 * 'coming back soon'. Opens with the item the shopper clicked before it loaded, focused.
 */
import { Accordion } from "@ark-ui/react/accordion";
import { useEffect, useRef } from "react";
import type { Box } from "#shared/contract/boxes";
import type { GiftFormat } from "#shared/contract/boxes-format";
import { useT } from "../../../shop/use-shop";
import { FormatText } from "./format-option";
import { optionsCss as s } from "./gifting-options-styles";

export interface GiftingOptionsAccordionProps {
  box: Box;
  physicalAvailable: boolean;
  shipping: { amount: number } | null;
  /** The item clicked before the accordion loaded: opened and focused. */
  opened: GiftFormat | null;
}

export function GiftingOptionsAccordion(props: GiftingOptionsAccordionProps) {
  const t = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (props.opened) rootRef.current?.querySelector<HTMLButtonElement>(`button[data-format="${props.opened}"]`)?.focus();
    // Only when it first mounts: later clicks are the accordion's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const formats: GiftFormat[] = ["digital", "physical"];
  return (
    <Accordion.Root ref={rootRef} className={s.root} collapsible multiple defaultValue={props.opened ? [props.opened] : []}>
      {formats.map((f) => (
        <Accordion.Item key={f} value={f} className={s.item}>
          <h3 className={s.heading}>
            <Accordion.ItemTrigger className={s.trigger} data-format={f}>
              <span>
                {t(f === "digital" ? "boxes.formatDigital" : "boxes.formatPhysical")}
                {props.box.format === f && <span aria-hidden="true" className={s.current}>✓</span>}
              </span>
              <Accordion.ItemIndicator aria-hidden="true" className={s.chevron}>⌄</Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </h3>
          <Accordion.ItemContent className={s.content}>
            <FormatText format={f} physicalAvailable={props.physicalAvailable} shipping={props.shipping} />
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
