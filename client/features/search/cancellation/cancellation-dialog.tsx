/**
 * The cancellation conditions of a result card (spec 000 §2 "'Cancellation conditions' modal;
 * cancellation-offers radio list with insurance", §3 cancellationPolicy and Cancellation offer,
 * §9 cancellation texts; decision 053): the card's label as title, then the card's cancellation
 * offers from GET /api/product/{id}/cancellation-offers.json as a radio list (the stay's own
 * conditions, included, and the insurances with their premium), and under it the conditions of
 * the chosen offer with the total price it makes, and a link to the stay with that cover (its
 * cart carries the chosen offer: `?cancellationOffer=` on the stay route). The card's own conditions show at once; the list
 * appears when loaded (a short status while loading; a failure leaves the conditions alone with a
 * note). Native radios in a fieldset (arrow keys, one tab stop, no script cost). The shop's
 * Ark UI dialog frame (shell/dialog-frame.tsx: focus trapped, Escape closes, focus returned to the
 * label); a chunk of its own, loaded at the
 * first click (offers-drawer/card-actions.tsx).
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { css } from "styled-system/css";
import type { ResultCard } from "../lib/results-answer";
import { cardLink } from "../lib/card-link";
import type { Flow, SearchCriteria } from "#shared/criteria";
import { formatMoney } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { DialogFrame } from "../../../ui/dialog-frame";
import { supportHoursLines } from "#shared/support-hours";
import { cancellationConditions, cancellationLabel } from "./cancellation-label";
import { chosenOffer, offerConditions, offerPremium, offersToChoose, stayLinkSearch } from "./cancellation-offers-choice";
import { cancellationOffersQueryOptions } from "./cancellation-offers-query";

export default function CancellationDialog(props: { card: ResultCard; criteria: SearchCriteria; flow: Flow; hash: string; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const { market, settings } = useShop();
  const pos = market.pointOfSale;
  // The gifting line names the customer service's hours: the same settings as the footer's.
  const supportHours = settings ? supportHoursLines(settings.supportHours, pos, t, false).join(", ") : null;
  const money = (c: number) => formatMoney(c, pos);
  const query = useQuery(cancellationOffersQueryOptions(api, pos, props.card.id, props.criteria, props.flow));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const name = useId();
  const choices = offersToChoose(query.data);
  const chosen = chosenOffer(query.data, chosenId);
  const policy = chosen && !chosen.insurance ? chosen.cancellationPolicy : props.card.cancellationPolicy;
  const label = cancellationLabel(policy, props.flow, pos);
  const conditions = chosen ? offerConditions(chosen, props.flow, pos, money, supportHours) : cancellationConditions(policy, props.flow, pos, supportHours);
  return (
    <DialogFrame placement="center" size="md" onClose={props.onClose} title={t("search.offers.cancel.title")} description={props.card.label} closeLabel={t("search.offers.close")} testId="cancellation-dialog">
      {query.isPending ? (
        <p role="status" className={muted}>{t("search.offers.cancel.optionsLoading")}</p>
      ) : query.isError ? (
        <p role="status" className={muted}>{t("search.offers.cancel.optionsError")}</p>
      ) : choices.length > 0 ? (
        <fieldset className={fieldset} data-testid="cancellation-offers">
          <legend className={legend}>{t("search.offers.cancel.choose")}</legend>
          {choices.map((o) => {
            const premium = offerPremium(o);
            const selected = o.id === chosen?.id;
            const hint = o.insurance ? { key: `search.offers.cancel.offer.hint.${o.code}` } : cancellationLabel(o.cancellationPolicy, props.flow, pos);
            return (
              <label key={o.id} className={selected ? optionSelected : option} data-offer-code={o.code}>
                <input type="radio" name={name} value={o.id} checked={selected} onChange={() => setChosenId(o.id)} className={radio} />
                <span className={css({ display: "grid", gap: "0.5", flex: 1 })}>
                  <span className={css({ fontWeight: "semibold" })}>{t(`search.offers.cancel.offer.${o.code}`)}</span>
                  <span className={smallMuted}>{t(hint.key, "values" in hint ? hint.values : undefined)}</span>
                </span>
                <span className={css({ fontWeight: "semibold", whiteSpace: "nowrap" })}>
                  {premium.cents === null ? t(premium.key) : t(premium.key, { price: money(premium.cents) })}
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <div className={css({ display: "grid", gap: "3" })} aria-live="polite">
        {!chosen?.insurance && <p className={policy.cancellable ? good : strong}>{t(label.key, label.values)}</p>}
        <ul className={css({ m: 0, pl: "5", display: "grid", gap: "2" })} data-testid="cancellation-conditions">
          {conditions.map((c) => <li key={c.key}>{t(c.key, c.values)}</li>)}
        </ul>
        {chosen && choices.length > 0 && (
          <p className={totalRow} data-testid="cancellation-total">
            <span>{t("search.offers.cancel.total")}</span>
            <span>
              {/* Without dates the stay's price is a 'from' price, and so is the total. */}
              {query.data?.priceType === "from" && <span className={css({ color: "fg.muted", mr: "1" })}>{t("price.from")}</span>}
              <strong className={css({ fontSize: "lg" })}>{money(chosen.sellPrice)}</strong>
            </span>
          </p>
        )}
        {chosen && choices.length > 0 && (
          // The stay with this cover, the page the card's title opens: its cart carries the chosen offer (stay route `cancellationOffer`).
          <Link {...cardLink(props.card, props.hash)} search={stayLinkSearch(props.flow, chosen)} className={bookLink} data-testid="cancellation-book">
            {t("search.offers.cancel.book")}
          </Link>
        )}
      </div>
    </DialogFrame>
  );
}

const good = css({ m: 0, fontWeight: "semibold", color: "success" });
const strong = css({ m: 0, fontWeight: "semibold" });
const muted = css({ m: 0, color: "fg.muted" });
const smallMuted = css({ fontSize: "sm", color: "fg.muted" });
const fieldset = css({ m: 0, p: 0, border: "none", display: "grid", gap: "2" });
const legend = css({ p: 0, mb: "2", fontWeight: "bold" });
const option = css({
  display: "flex", alignItems: "center", gap: "3", p: "3", borderRadius: "lg", borderWidth: "1px", borderStyle: "solid", borderColor: "border", cursor: "pointer",
  _hover: { borderColor: "border.strong" }, _focusWithin: { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
});
const optionSelected = css({
  display: "flex", alignItems: "center", gap: "3", p: "3", borderRadius: "lg", borderWidth: "2px", borderStyle: "solid", borderColor: "primary", bg: "primary.subtle", cursor: "pointer",
  _focusWithin: { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
});
const radio = css({ w: "5", h: "5", accentColor: "primary", flexShrink: 0, m: 0 });
const bookLink = css({
  display: "flex", alignItems: "center", justifyContent: "center", minH: "12", px: "4", borderRadius: "md", bg: "primary", color: "primary.fg", fontWeight: "semibold", textDecoration: "none",
  _hover: { bg: "primary.hover" }, _focusVisible: { outline: "2px solid", outlineColor: "focus", outlineOffset: "2px" },
});
const totalRow = css({ m: 0, display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: "3", pt: "3", borderTopWidth: "1px", borderTopStyle: "solid", borderTopColor: "border" });
