/**
 * The gifting setup's choices and price (spec 001 §2 "Gifting setup": night selector, price buckets
 * in customer care only, format selector, customisation form, price summary, availability upsell
 * with the included-dates calendar; §3 Gift price; §4 gift format, upsell and bucket in the hash;
 * §5 gift form; §9 gifting constants; docs/decisions/033). Continue creates a gift cart and lands
 * on the gift booking summary. The included-dates calendar loads on demand.
 *
 * Server-rendered with the page; in the browser its code loads at the visitor's first interaction,
 * what was clicked or typed meanwhile replayed (gift-setup-page.tsx, decision 052). Its props stay
 * identical through hydration so that the gate holds: `gift` is the query's object, `variant` the
 * server-rendered three-price experiment, and `hash` what the server could not know (the URL hash),
 * given only once the page has mounted: then it opens the gate at once.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { Suspense, useMemo, useState } from "react";
import { lazy } from "../../../ui/lazy";
import { css } from "styled-system/css";
import type { SingleVoucherGift } from "#shared/contract/gift";
import type { Experiments } from "#shared/flags";
import { chosenGiftNights, DEFAULT_GIFT_BUCKET, GIFT_ADULTS, GIFT_BUCKETS, giftShipping, giftTotal, PHYSICAL_DELIVERY_DAYS, type GiftBucketId } from "#shared/gift";
import { isGiftFormMandatory, isGiftFormValid } from "#shared/gift-form";
import { formatMoney } from "#shared/money";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { Stars } from "../../../ui/stars";
import { useGiftForm } from "../lib/use-gift-form";
import { useGiftHash } from "../lib/use-gift-hash";
import { voucherChoice } from "../lib/voucher-choice";
import { useLatestCallback } from "../lib/use-latest-callback";
import { HydrateWhenVisible } from "../../../ui/hydrate-when-visible";
import type { FormatChoice } from "./format-picker";
import { ThreePrices } from "./three-prices";
import { h2, page, panel, radioCard, radioGrid } from "./gift-styles";

const loadCalendar = () => import("./included-dates");
const IncludedDates = lazy(loadCalendar);
// Hydrated at the first interaction, each on its own (decision 052): a three-price visitor's page
// opens the setup's gate at once, and these three then still wait.
const FormatPicker = lazy(() => import("./format-picker").then((m) => ({ default: m.FormatPicker })));
const GiftForm = lazy(() => import("./gift-form").then((m) => ({ default: m.GiftForm })));
const GiftSummary = lazy(() => import("./gift-summary").then((m) => ({ default: m.GiftSummary })));

export function GiftSetup({ gift, hash: rawHash, variant }: { gift: SingleVoucherGift; hash: string; variant: Experiments["threePriceVoucher"] }) {
  const t = useT();
  const api = useApi();
  const shop = useShop();
  const { market, care, flags } = shop;
  const router = useRouter();
  const queryClient = useQueryClient();
  const money = (c: number) => formatMoney(c, market.pointOfSale);
  const [hash, writeHash] = useGiftHash(rawHash);
  const form = useGiftForm();
  const [country, setCountry] = useState(gift.country);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const nights = chosenGiftNights(gift.priceList, hash.giftNights) ?? 0;
  const row = gift.priceList.find((p) => p.nights === nights);
  // Three prices instead of the night selector in the threePriceVoucher experiment (lib/voucher-choice.ts).
  const choice = voucherChoice({ variant, care, bucketPrices: row?.sellPrices ?? [] });
  // Buckets are customer care's (spec 001 §6) and the three-price voucher's; elsewhere a shared
  // link's bucket does not change a shopper's price.
  const bucket: GiftBucketId = care || choice === "threePrices" ? (hash.bucket ?? DEFAULT_GIFT_BUCKET) : DEFAULT_GIFT_BUCKET;
  // Spec 001 §4: physical is disabled when the flag is off or the market has no shipping cost.
  const physicalAvailable = flags.physicalFormat && gift.shippingCosts !== null;
  const format = hash.giftFormat === "physical" && physicalAvailable ? "physical" : "digital";
  const sleeve = gift.subElements.find((s) => s.id === hash.sleeves) ?? gift.subElements[0];
  const upsell = hash.upsell === "availability";

  const sellPrice = row ? (row.sellPrices[bucket - 1] ?? row.sellPrice) : 0;
  const shipping = giftShipping({ format, costs: gift.shippingCosts, marketCountry: gift.country, deliveryCountry: country }) ?? { amount: 0, internationalFee: 0 };
  const sleevePrice = format === "physical" ? (sleeve?.price ?? 0) : 0;
  const upsellPrice = upsell && row ? row.upsellAvailabilityPrice : 0;
  const total = giftTotal({ sellPrice, upsell: upsellPrice, sleeve: sleevePrice, shipping });
  const mandatory = isGiftFormMandatory(format);

  const onContinue = useLatestCallback(async () => {
    form.submit();
    setError(null);
    if (!isGiftFormValid(form.values, mandatory)) {
      document.querySelector<HTMLElement>("[data-testid=gift-form] [aria-invalid=true], [data-testid=gift-form] input:invalid")?.focus();
      return;
    }
    setBusy(true);
    // Its code (the cart call, the add_to_cart event) loads with the click (decision 052).
    const failure = await import("../lib/continue-gift").then((m) => m.continueGift({
      api, shop, queryClient, router, itemId: String(gift.packageId), itemName: gift.label,
      body: {
        product: "SINGLEVOUCHER", packageId: gift.packageId, nights, bucket, upsell, giftFormat: format,
        sleeveId: format === "physical" ? (sleeve?.id ?? 0) : 0, deliveryCountry: format === "physical" ? country : undefined,
        fromName: form.values.fromName, toName: form.values.toName, message: form.values.message, expectedTotal: total,
      },
    }), () => "errors.generic");
    setBusy(false);
    if (failure) setError(t(failure));
  });

  // The gated blocks' props (format picker, form, summary) stay the same objects from one render
  // to the next unless their content changes: a new object would open their gates at once.
  const formatChoice = useMemo<FormatChoice>(() => ({ format, sleeveId: sleeve?.id ?? 0, country }), [format, sleeve?.id, country]);
  const onFormatChange = useLatestCallback((c: FormatChoice) => {
    setCountry(c.country);
    writeHash({ giftFormat: c.format, sleeves: c.format === "physical" ? c.sleeveId : undefined });
  });
  const summaryLines = useMemo(
    () => [
      { key: "voucher", label: t("gifting.summary.voucher"), amount: sellPrice, always: true },
      { key: "upsell", label: t("gifting.summary.upsell"), amount: upsellPrice },
      { key: "sleeve", label: t("gifting.summary.sleeve"), amount: sleevePrice },
      ...(format === "physical" ? [{ key: "shipping", label: t("booking.shipping"), amount: shipping.amount, always: true }] : []),
      { key: "internationalFee", label: t("gifting.summary.internationalFee"), amount: shipping.internationalFee },
    ],
    [t, sellPrice, upsellPrice, sleevePrice, format, shipping.amount, shipping.internationalFee],
  );
  const onContinueClick = useLatestCallback(() => void onContinue());

  if (!gift.isGiftable || !row) {
    return (
      <div className={page}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{gift.label}</h1>
        <p role="status">{t("gifting.notGiftable")}</p>
        <a href={gift.uri} className={link}>{t("gifting.backToStay")}</a>
      </div>
    );
  }


  return (
    <div className={page}>
      <nav aria-label={t("product.breadcrumb")} className={css({ fontSize: "sm", mb: "3" })}>
        <a href={`${gift.uri}?flow=gifting`} className={link}>← {gift.label}</a>
      </nav>
      <h1 className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", mt: 0, mb: "2" })}>{t("gifting.title")}</h1>
      <div className={css({ display: "grid", gap: "8", gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 22rem" }, alignItems: "start" })}>
        <div className={css({ display: "grid", gap: "6", minW: 0 })}>
          <section className={css({ display: "flex", gap: "4", alignItems: "center" })} aria-label={gift.label}>
            {gift.imageUrl && <img src={gift.imageUrl} alt="" width={160} height={90} className={css({ w: { base: "28", md: "40" }, h: "auto", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: "lg", flexShrink: 0 })} />}
            <div>
              <p className={css({ fontWeight: "bold", fontSize: "lg", m: 0 })}>{gift.label}</p>
              <p className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", color: "fg.muted", m: 0, fontSize: "sm" })}>
                <span>{gift.hotel.label}</span><Stars count={gift.hotel.stars} /><span>{gift.hotel.location}</span>
              </p>
              <p className={css({ m: 0, mt: "1", fontSize: "sm" })}>{t("gifting.validity.stay", { months: gift.validityMonths, adults: GIFT_ADULTS })}</p>
            </div>
          </section>

          {choice === "threePrices" ? (
            <ThreePrices nights={nights} prices={row.sellPrices} bucket={bucket} money={money} onChange={(b) => writeHash({ bucket: b })} />
          ) : (
            <fieldset className={panel} data-testid="gift-nights" data-figure="giftNights" data-count={nights}>
              <legend className={h2}>{t("gifting.nights.title")}</legend>
              <div className={radioGrid}>
                {gift.priceList.map((p) => (
                  <label key={p.nights} className={radioCard} data-gift-nights={p.nights}>
                    <input type="radio" name="giftNights" value={p.nights} checked={p.nights === nights} onChange={() => writeHash({ giftNights: p.nights })} />
                    <span><strong>{t("calendar.nights", { count: p.nights })}</strong><span data-figure="sellPrice" data-cents={p.sellPrices[bucket - 1] ?? p.sellPrice}>{money(p.sellPrices[bucket - 1] ?? p.sellPrice)}</span></span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          {care && (
            <fieldset className={panel} data-testid="gift-buckets">
              <legend className={h2}>{t("gifting.bucket.title")}</legend>
              <div className={radioGrid}>
                {GIFT_BUCKETS.map((b) => (
                  <label key={b.id} className={radioCard}>
                    <input type="radio" name="bucket" value={b.id} checked={b.id === bucket} onChange={() => writeHash({ bucket: b.id })} />
                    <span>
                      <strong>{t(`gifting.bucket.${b.key}`)}{b.popular ? ` · ${t("gifting.bucket.popular")}` : ""}</strong>
                      <span>{money(row.sellPrices[b.id - 1]!)}</span>
                      <span className={css({ fontSize: "xs", color: "fg.muted" })}>{b.share === null ? t("gifting.bucket.essentialText") : t("gifting.bucket.shareText", { share: Math.round(b.share * 100) })}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          <div className={panel}>
            <HydrateWhenVisible on="interaction" replay>
              <FormatPicker
                choice={formatChoice}
                onChange={onFormatChange}
                physicalAvailable={physicalAvailable}
                marketCountry={gift.country}
                shippingCosts={gift.shippingCosts}
                sleeves={gift.subElements}
              />
            </HydrateWhenVisible>
          </div>

          <section className={panel} aria-labelledby="gift-upsell-title" data-testid="gift-upsell">
            <h2 id="gift-upsell-title" className={h2}>{t("gifting.upsell.title")}</h2>
            <label className={css({ display: "flex", gap: "3", alignItems: "flex-start", cursor: "pointer" })}>
              <input type="checkbox" checked={upsell} onChange={(e) => writeHash({ upsell: e.target.checked ? "availability" : "none" })} className={css({ mt: "1", w: "5", h: "5", accentColor: "var(--colors-primary)" })} />
              <span>
                <strong>{t("gifting.upsell.label", { amount: money(row.upsellAvailabilityPrice) })}</strong>
                <span className={css({ display: "block", fontSize: "sm", color: "fg.muted" })}>{t("gifting.upsell.text")}</span>
              </span>
            </label>
            <button type="button" className={link} onPointerEnter={() => void loadCalendar()} onFocus={() => void loadCalendar()} onClick={() => setCalendarOpen((o) => !o)} aria-expanded={calendarOpen} data-testid="gift-included-dates">
              {t("gifting.upsell.seeDates")}
            </button>
            {calendarOpen && (
              <Suspense fallback={<p>{t("search.loading")}</p>}>
                <IncludedDates days={gift.days} bucket={bucket} upsell={upsell} />
              </Suspense>
            )}
          </section>

          <div className={panel}>
            <HydrateWhenVisible on="interaction" replay>
              <GiftForm form={form} mandatory={mandatory} />
            </HydrateWhenVisible>
          </div>
        </div>
        <div className={css({ position: { base: "relative", lg: "sticky" }, top: { lg: "4" } })}>
          <HydrateWhenVisible on="interaction" replay>
            <GiftSummary
              title={`${gift.label} · ${t("calendar.nights", { count: nights })}${choice === "threePrices" ? ` · ${t(`gifting.bucket.${GIFT_BUCKETS[bucket - 1]!.key}`)}` : ""}`}
              lines={summaryLines}
              total={total}
              validity={format === "digital" ? t("gifting.validity.digital", { months: gift.validityMonths }) : t("gifting.validity.physical", { min: PHYSICAL_DELIVERY_DAYS.min, max: PHYSICAL_DELIVERY_DAYS.max })}
              busy={busy}
              error={error}
              onContinue={onContinueClick}
            />
          </HydrateWhenVisible>
          <p className={css({ fontSize: "xs", color: "fg.muted", mt: "3" })}>
            <Link to="/giftcard/customization" className={link}>{t("gifting.card.link")}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}

const link = css({ color: "primary", fontWeight: "semibold", textDecoration: "underline", textUnderlineOffset: "0.15em", bg: "transparent", borderWidth: 0, p: 0, cursor: "pointer", justifySelf: "start", fontSize: "sm" });
