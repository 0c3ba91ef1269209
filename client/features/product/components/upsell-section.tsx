/**
 * The upsell section of the stay page (spec 001 §2 "upsell section", §3 Upsell, §4 "Adding or
 * removing an upsell shows a message and redirects to the upsell product after 500 ms", "A loading
 * modal with a label shows during upsell changes", §5 "Price difference between offers: ceil of
 * per-night difference in euros"). The same stay with a dinner or activities more (Add), or what
 * this stay already includes (Remove): either leads to that product, keeping the page's query and
 * hash (dates and party). Hidden when the stay has none, or when they cannot be loaded.
 */
import { useQuery } from "@tanstack/react-query";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import type { Upsell } from "#shared/contract/upsells";
import { rasterUrl } from "#shared/illustrations/raster-urls";
import { formatMoney } from "#shared/money";
import { perNightDifferenceEuros, type StayPriceInputs } from "#shared/pricing";
import { UPSELL_REDIRECT_MS } from "#shared/timing";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { upsellsQueryOptions } from "../api/upsells";
import { Modal } from "../../../ui/modal";

/** Delay between the message and the redirect (spec 001 §9 "upsell redirect 500 ms"; shared/timing.ts). */
export { UPSELL_REDIRECT_MS };

export function UpsellSection(props: { id: number; inputs: StayPriceInputs }) {
  const t = useT();
  const api = useApi();
  const router = useRouter();
  const { market } = useShop();
  const location = useRouterState({ select: (s) => s.location });
  const query = useQuery(upsellsQueryOptions(api, market.pointOfSale, props.id, props.inputs));
  const [change, setChange] = useState<{ upsell: Upsell; message: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const upsells = query.data?.upsells ?? [];
  if (!upsells.length) return null;

  function choose(u: Upsell) {
    const label = u.programLines.map((l) => l.title).join(", ");
    setChange({ upsell: u, message: t(u.included ? "upsell.removed" : "upsell.added", { label }) });
    timer.current = setTimeout(() => {
      void router.navigate({ href: `${u.uri}${location.searchStr}${location.hash ? `#${location.hash}` : ""}` });
    }, UPSELL_REDIRECT_MS);
  }

  return (
    <section aria-labelledby="upsell-title" className={section} data-testid="upsell-section">
      <h2 id="upsell-title" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "1", mt: 0 })}>{t("upsell.title")}</h2>
      <p className={css({ color: "fg.muted", mt: 0, mb: "4" })}>{t("upsell.intro")}</p>
      <ul className={css({ listStyle: "none", p: 0, m: 0, display: "grid", gap: "3", gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" } })}>
        {upsells.map((u) => {
          const label = u.programLines.map((l) => l.title).join(", ");
          const perNight = perNightDifferenceEuros({ sellPrice: 0, nights: u.nights }, { sellPrice: u.priceDifference, nights: u.nights });
          const image = u.imagesBySize["640_360"];
          return (
            <li key={u.id} className={card} data-testid="upsell">
              {image ? <img src={rasterUrl(image, 480)} alt="" width={640} height={360} loading="lazy" className={thumb} /> : <span className={thumb} />}
              <div className={css({ minW: 0 })}>
                <span className={badge}>{t(`upsell.type.${u.type}`)}</span>
                <p className={css({ fontWeight: "semibold", m: 0, mt: "1" })}>{label}</p>
                <p className={css({ fontSize: "sm", color: "fg.muted", m: 0 })}>
                  {u.included ? t("upsell.included") : t("upsell.perNight", { sign: perNight < 0 ? "−" : "+", price: formatMoney(Math.abs(perNight) * 100, market.pointOfSale) })}
                </p>
              </div>
              <button
                type="button"
                className={u.included ? secondaryButton : primaryButton}
                aria-label={t(u.included ? "upsell.removeLabel" : "upsell.addLabel", { label })}
                disabled={change !== null}
                onClick={() => choose(u)}
              >
                {t(u.included ? "upsell.remove" : "upsell.add")}
              </button>
            </li>
          );
        })}
      </ul>
      <Modal open={change !== null} onClose={() => undefined} dismissable={false} labelledBy="upsell-loading" testId="upsell-loading">
        <div role="status" className={css({ display: "grid", gap: "3", justifyItems: "center", textAlign: "center" })}>
          <span aria-hidden="true" className={spinner} />
          <p id="upsell-loading" className={css({ fontWeight: "bold", m: 0 })}>{t("upsell.loading")}</p>
          <p className={css({ m: 0, color: "fg.muted" })}>{change?.message}</p>
        </div>
      </Modal>
    </section>
  );
}

const section = css({ py: "8", borderTopWidth: "1px", borderColor: "border", mt: "6" });
const card = css({
  display: "grid", gridTemplateColumns: { base: "5rem minmax(0, 1fr)", sm: "6rem minmax(0, 1fr) auto" }, gap: "3", alignItems: "center",
  p: "3", borderRadius: "lg", borderWidth: "1px", borderColor: "border", bg: "bg",
  "& > button": { gridColumn: { base: "1 / -1", sm: "auto" } },
});
const thumb = css({ w: "100%", aspectRatio: "16/9", objectFit: "cover", borderRadius: "md", bg: "bg.subtle", display: "block" });
const badge = css({ display: "inline-block", fontSize: "xs", fontWeight: "bold", textTransform: "uppercase", letterSpacing: "wide", color: "primary" });
const primaryButton = css({ bg: "primary", color: "primary.fg", px: "4", py: "2", borderRadius: "md", fontWeight: "bold", cursor: "pointer", borderWidth: 0, _hover: { bg: "primary.hover" }, _disabled: { opacity: 0.6, cursor: "wait" } });
const secondaryButton = css({ bg: "bg", color: "primary", px: "4", py: "2", borderRadius: "md", fontWeight: "bold", cursor: "pointer", borderWidth: "1px", borderColor: "primary", _disabled: { opacity: 0.6, cursor: "wait" } });
const spinner = css({ w: "8", h: "8", borderRadius: "full", borderWidth: "3px", borderColor: "border", borderTopColor: "primary", animation: "spin 1s linear infinite", _motionReduce: { animation: "none" } });
