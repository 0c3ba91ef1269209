/**
 * Sort select (spec 000 §2 action bar, §5 sort options per flow). Changing it rewrites `sort` in the hash.
 * Hidden when the flow allows one sort only (the activity flow without coordinates): nothing to choose.
 */
import { useId } from "react";
import { css } from "styled-system/css";
import { allowedSorts, type Flow, type Sort } from "#shared/criteria";
import { useT } from "../../../shop/use-shop";
import { fieldInput } from "./field-styles";

export function SortSelect(props: { flow: Flow; value: Sort | undefined; hasCoordinates: boolean; onChange: (sort: Sort) => void }) {
  const t = useT();
  const id = useId();
  const options = allowedSorts(props.flow, props.hasCoordinates);
  if (options.length < 2) return null;
  return (
    <div className={css({ display: "flex", alignItems: "center", gap: "2", minW: "0", maxW: "full" })}>
      <label htmlFor={id} className={css({ fontSize: "sm", fontWeight: "semibold", whiteSpace: "nowrap" })}>{t("sort.label")}</label>
      <select id={id} className={`${fieldInput} ${css({ height: "10", width: "auto", minW: "0", flex: "0 1 auto" })}`} value={props.value && options.includes(props.value) ? props.value : "priceQuality"} onChange={(e) => props.onChange(e.target.value as Sort)}>
        {options.map((s) => (
          <option key={s} value={s}>{t(`sort.${s}`)}</option>
        ))}
      </select>
    </div>
  );
}
