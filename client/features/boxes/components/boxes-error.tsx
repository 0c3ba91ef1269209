/**
 * 'Oops, something went wrong' (spec 001 §8) for a failed box catalogue, detail or offers call, in
 * the shop's one wording of it (`errors.generic`, as the ideas page and the offers drawer),
 * with a retry (a reload: the loaders run again).
 */
import { css } from "styled-system/css";
import { useT } from "../../../shop/use-shop";

export function BoxesError(props: { onRetry?: () => void; compact?: boolean }) {
  const t = useT();
  return (
    <div role="alert" className={props.compact ? compact : box} data-testid="boxes-error">
      <p className={title}>{t("errors.generic")}</p>
      <button type="button" className={retry} onClick={() => (props.onRetry ? props.onRetry() : window.location.reload())}>
        {t("boxes.retry")}
      </button>
    </div>
  );
}

const box = css({ maxW: "3xl", mx: "auto", my: "12", p: "8", textAlign: "center", bg: "bg.subtle", borderRadius: "xl" });
const compact = css({ p: "4", textAlign: "center", bg: "bg.subtle", borderRadius: "lg" });
const title = css({ fontSize: "xl", fontWeight: "bold", m: 0, mb: "4" });
const retry = css({
  display: "inline-flex", alignItems: "center", px: "5", py: "2.5", borderRadius: "md", borderWidth: "1px", borderColor: "primary",
  color: "primary", bg: "bg.surface", fontWeight: "semibold", cursor: "pointer", _hover: { bg: "primary.subtle" },
});
