/**
 * Gifting options of the box page (spec 001 §2 box detail "gifting options accordion (digital vs
 * physical)", §4). The server renders the closed accordion as plain buttons; the Ark UI Accordion
 * (gifting-options-accordion.tsx, ~on-demand chunk with Ark/zag) loads at the first hover, focus
 * or touch of the section, or at the first click, which it then replays: the clicked item opens and
 * keeps the focus. Until then nothing of Ark is in the page's JavaScript (docs/decisions/026).
 */
import { useState, type ComponentType } from "react";
import type { Box } from "#shared/contract/boxes";
import type { GiftFormat } from "#shared/contract/boxes-format";
import { useT } from "../../../shop/use-shop";
import { FormatText } from "./format-option";
import { optionsCss as s } from "./gifting-options-styles";
import type { GiftingOptionsAccordionProps } from "./gifting-options-accordion";

const loadAccordion = () => import("./gifting-options-accordion").then((m) => m.GiftingOptionsAccordion);

export function GiftingOptions(props: { box: Box; physicalAvailable: boolean; shipping: { amount: number } | null }) {
  const t = useT();
  const [Accordion, setAccordion] = useState<ComponentType<GiftingOptionsAccordionProps> | null>(null);
  const [opened, setOpened] = useState<GiftFormat | null>(null);
  const load = (open?: GiftFormat) => {
    if (open) setOpened(open);
    void loadAccordion().then((c) => setAccordion(() => c));
  };
  const formats: GiftFormat[] = ["digital", "physical"];
  return (
    <section aria-labelledby="box-options-title" className={s.section} onPointerEnter={() => load()} onFocus={() => load()} onTouchStart={() => load()} data-testid="gifting-options">
      <h2 id="box-options-title" className={s.h2}>{t("boxes.giftingOptions")}</h2>
      {Accordion ? (
        <Accordion {...props} opened={opened} />
      ) : (
        <div className={s.root}>
          {formats.map((f) => (
            <div key={f} className={s.item}>
              <h3 className={s.heading}>
                <button type="button" className={s.trigger} aria-expanded="false" aria-controls={`box-option-${f}`} onClick={() => load(f)} data-format={f}>
                  <span>
                    {t(f === "digital" ? "boxes.formatDigital" : "boxes.formatPhysical")}
                    {props.box.format === f && <span aria-hidden="true" className={s.current}>✓</span>}
                  </span>
                  <span aria-hidden="true" className={s.chevron}>⌄</span>
                </button>
              </h3>
              <div id={`box-option-${f}`} hidden className={s.content}>
                <FormatText format={f} physicalAvailable={props.physicalAvailable} shipping={props.shipping} />
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
