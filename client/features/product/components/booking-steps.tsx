/**
 * The booking steps block of the booking-flow stay page (spec 001 §2 "booking steps"; §4 "Product
 * page steps": dates, then a quote; Book checks the activity dates, the stay dates, then the
 * real-time quote). Numbered, in the order Book checks them; the activities step only when the
 * stay has activities. Plain server HTML: no JavaScript.
 */
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";

export function BookingSteps(props: { activities: number }) {
  const t = useT();
  const steps = ["product.steps.dates", ...(props.activities > 0 ? ["product.steps.activities"] : []), "product.steps.book"];
  return (
    <section aria-labelledby="booking-steps-title" className={section} data-testid="booking-steps">
      <h2 id="booking-steps-title" className={css({ fontSize: "xl", fontWeight: "bold", mt: 0, mb: "4" })}>{t("product.steps.title", { count: steps.length })}</h2>
      <ol className={list}>
        {steps.map((key, i) => (
          <li key={key} className={css({ display: "flex", gap: "3", alignItems: "center" })} data-step={key.split(".").pop()}>
            <span aria-hidden="true" className={number}>{i + 1}</span>
            <span>{t(key)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

const section = css({ py: "8", borderTopWidth: "1px", borderColor: "border", mt: "6" });
const list = css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "3", md: { gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))" } });
const number = css({ flexShrink: 0, w: "8", h: "8", borderRadius: "full", bg: "primary", color: "primary.fg", fontWeight: "bold", display: "flex", alignItems: "center", justifyContent: "center" });
