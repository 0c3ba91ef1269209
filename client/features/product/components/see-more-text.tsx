/**
 * A description cut with See more / See less (spec 001 §4 "Description truncates with see more / see
 * less"; §9 "Description truncation 86 chars mobile, 250 desktop").
 *
 * One server-rendered markup serves both widths (lib/stay-nav.ts `splitDescription`): the first
 * part shows everywhere, the second is added on desktop, the rest only once expanded; the button
 * shows at the widths where the text is cut. The whole text is in the page (search engines read
 * it); the hidden parts are display: none, so screen readers read what is shown.
 */
import { useId, useState } from "react";
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";
import { splitDescription } from "../lib/stay-texts";

export function SeeMoreText(props: { text: string; testId?: string }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const s = splitDescription(props.text);
  if (!s.phoneCut) return <p className={para}>{s.phone}</p>;
  return (
    <div data-testid={props.testId}>
      <p id={id} className={para} data-open={open ? "" : undefined}>
        {s.phone}
        {s.desktop && <span className={desktopPart}>{s.desktop}</span>}
        {s.rest && <span className={restPart}>{s.rest}</span>}
        <span aria-hidden="true" className={s.desktopCut ? ellipsisBoth : ellipsisPhone}>…</span>
      </p>
      <button type="button" aria-expanded={open} aria-controls={id} className={s.desktopCut ? button : `${button} ${phoneOnly}`} onClick={() => setOpen((o) => !o)}>
        {open ? t("product.seeLess") : t("product.seeMore")}
      </button>
    </div>
  );
}

const para = css({ lineHeight: "relaxed", maxW: "70ch", m: 0 });
// Collapsed: the desktop part shows from md; expanded: always.
const desktopPart = css({ display: "none", md: { display: "inline" }, "[data-open] > &": { display: "inline" } });
const restPart = css({ display: "none", "[data-open] > &": { display: "inline" } });
const ellipsisPhone = css({ md: { display: "none" }, "[data-open] > &": { display: "none" } });
const ellipsisBoth = css({ "[data-open] > &": { display: "none" } });
const phoneOnly = css({ md: { display: "none" } });
const button = css({
  mt: "2", p: 0, bg: "transparent", color: "primary", fontWeight: "semibold", textDecoration: "underline", textUnderlineOffset: "0.15em", cursor: "pointer",
  _hover: { color: "primary.hover" },
});
