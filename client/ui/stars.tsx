/**
 * Hotel stars, with a text alternative ("4 stars", "3.5 stars") for screen readers. Halves are
 * drawn as the left half of a star (spec 001 §9 "Star score rounds to halves"); the count is
 * rounded to halves within 0..5.
 */
import { stars as starsRecipe } from "styled-system/recipes";
import { useT } from "../shop/use-shop";

export function Stars(props: { count: number }) {
  const t = useT();
  const n = Math.max(0, Math.min(5, Math.round(props.count * 2) / 2));
  const full = Math.floor(n);
  return (
    <span role="img" aria-label={t("card.stars", { count: n })} className={stars}>
      {"★".repeat(full)}
      {n > full ? <span className={half}>★</span> : null}
    </span>
  );
}

/** One class per element (client/theme/small-recipes.ts). */
const { root: stars, half } = starsRecipe();
