/** The heading of a homepage block: one look for every block. */
import type { ReactNode } from "react";
import { css } from "styled-system/css";

export function SectionTitle(props: { id: string; children: ReactNode; subtitle?: string }) {
  return (
    <div className={css({ mb: "6" })}>
      <h2 id={props.id} className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", lineHeight: "tight", m: 0 })}>{props.children}</h2>
      {props.subtitle && <p className={css({ color: "fg.muted", m: 0, mt: "1" })}>{props.subtitle}</p>}
    </div>
  );
}
