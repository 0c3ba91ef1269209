/** Hotel stars, with a text alternative ("4 stars") for screen readers. */
import { css } from "styled-system/css";
import { useT } from "../../shop/use-shop";

export function Stars(props: { count: number }) {
  const t = useT();
  const n = Math.max(0, Math.min(5, Math.round(props.count)));
  return (
    <span role="img" aria-label={t("card.stars", { count: n })} className={css({ color: "star", letterSpacing: "0.05em", fontSize: "sm", lineHeight: 1 })}>
      {"★".repeat(n)}
    </span>
  );
}
