/** Grey card shapes while the box page's offers carousel loads (box-offers-section.tsx, box-offers.tsx). */
import { css } from "styled-system/css";

export function Skeleton() {
  return (
    <div aria-hidden="true" className={row}>
      {[0, 1, 2, 3].map((i) => <div key={i} className={ghost} />)}
    </div>
  );
}

const row = css({ display: "flex", gap: "4", overflow: "hidden", pt: "8" });
const ghost = css({ flex: { base: "0 0 80%", sm: "0 0 45%", lg: "0 0 calc(25% - 0.75rem)" }, h: "18rem", borderRadius: "lg", bg: "bg.subtle" });
