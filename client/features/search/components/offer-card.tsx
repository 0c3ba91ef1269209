/**
 * Offer card (spec 000 §3 "Product card", §4 stress messages, §9 promo threshold and score labels):
 * image, label, hotel with stars and location, score label, up to 2 stress messages (on desktop the
 * second and the wishlist heart show on hover: the recipe's root, client/theme/offer-card-recipe.ts), price from
 * or final, reference price and promo when the rounded promo is at least 10 %.
 * The experiment label (lib/card-label.ts; spec 000 §4): the auto-discount or the targeted label,
 * at most one, by the visitor's experiments (both `ssr`: the page cache keys on them).
 * An activity-only card (spec 000 §9; issue 13 item 8) shows the price per person, the number of
 * participants instead of nights, and its promo from 5 % (lib/offer-card-data cardPrice).
 * With `actions` (the results list), the view mode (card-view-mode.ts) adds the cancellation label
 * and the hotel's offers as plain buttons whose clicks the results page handles
 * (offers-drawer/card-actions.tsx); the HOTEL mode titles the card with the hotel.
 */
import { Link } from "@tanstack/react-router";
import { cancellationLabel, type CardPolicy } from "../cancellation/cancellation-label";
import { cardParts, type CardViewMode } from "./card-view-mode";
import { offerCard } from "styled-system/recipes";
import type { Flow } from "#shared/criteria";
import { formatDay } from "#shared/dates";
import { formatListPrice, formatMoney } from "#shared/money";
import { formatScore } from "#shared/pricing";
import { searchCardScoreLabel } from "#shared/score-label";
import { useShop, useT } from "../../../shop/use-shop";
import { stressMessages } from "../lib/stress-messages";
import { autoDiscountReduction } from "#shared/auto-discount";
import { cardLabel } from "../lib/card-label";
import { cardPrice, type OfferCardData } from "../lib/offer-card-data";
import { cardLink } from "../lib/card-link";
import { Stars } from "../../../ui/stars";
import { rasterSrcSet, rasterUrl, type RasterWidth } from "#shared/illustrations/raster-urls";
import { WishlistHeartSlot } from "../../wishlist";
import { cardImageLoading, type CardImagePriority } from "../../../ui/card-image-priority";

/** Raster widths offered for a card picture (drawn at 640x360): 1×, 1.5–2× and 3× phones. */
const CARD_WIDTHS: readonly RasterWidth[] = [480, 640, 750, 960, 1280];
/** A card's width: one column below md (48em), two up to lg (64em), then three in a 80rem container. */
const CARD_SIZES = "(min-width: 64em) 400px, (min-width: 48em) 50vw, 100vw";

/** The card actions' data: the main offer's cancellation policy and the hotel's number of offers. */
export interface CardActionsData {
  cancellation: CardPolicy;
  offersCount: number;
}

export function OfferCard(props: { card: OfferCardData; hasDates: boolean; flow: Flow; hash: string; priority?: CardImagePriority; mode?: CardViewMode; actions?: CardActionsData }) {
  const { card } = props;
  const t = useT();
  const { market, flags, experiments } = useShop();
  // 'New' is said of a hotel without reviews yet; an activity has no hotel reviews to wait for.
  const label = card.itemCategory === "activity" && card.hotel.review?.average == null ? null : searchCardScoreLabel(card.hotel.review?.average ?? null, flags.allIncentives);
  const stress = stressMessages(card, props.hasDates);
  const badge = cardLabel(card, props.flow, experiments);
  const price = cardPrice(card, props.flow);
  const activity = card.itemCategory === "activity";
  const { to, hash } = cardLink(card, props.hash);
  const mode = props.mode ?? "CONDENSED";
  const parts = cardParts(mode);
  // A list price rounds up to whole euros; the modification screen's cards state what the switch
  // charges or refunds beside its exact difference, so they keep their cents (decision 064).
  const money = (cents: number) => (mode === "MODIFICATION" ? formatMoney : formatListPrice)(cents, market.pointOfSale);
  const actions = props.actions;
  const cancel = actions && parts.cancellation ? cancellationLabel(actions.cancellation, props.flow, market.pointOfSale) : null;
  const offers = actions && (parts.offers === "always" || (parts.offers === "whenMore" && actions.offersCount > 1)) ? actions.offersCount : 0;
  return (
    <article className={styles.root} data-view-mode={mode} data-offer-id={card.id}>
      {/* The title link below covers the whole card (its ::after), so the picture needs no link of its own: one tab stop per card, and the promo is read as text. */}
      <div className={styles.media}>
        {/* WebP twins of the generated SVG scenes: no SVG document per card on the main thread (decision 017). */}
        <img src={rasterUrl(card.imageUrl)} srcSet={rasterSrcSet(card.imageUrl, CARD_WIDTHS)} sizes={CARD_SIZES} alt="" width={640} height={360} {...cardImageLoading(props.priority)} decoding="async" className={styles.image} />
        {price.promo !== null && <span className={styles.promo} data-figure="promo" data-count={price.promo}>-{price.promo}%</span>}
        <WishlistHeartSlot item={{ id: card.id, kind: card.itemCategory === "activity" ? "ACTIVITY" : "STAY", label: card.label, imageUrl: card.imageUrl, uri: to, hotel: { label: card.hotel.label, stars: card.hotel.stars, review: { count: card.hotel.review?.count ?? 0, average: card.hotel.review?.average ?? null }, location: card.hotel.location?.label ?? "" } }} />
      </div>
      <div className={styles.body}>
        <p className={styles.hotelLine}>
          <span>{parts.hotelTitle ? card.label : card.hotel.label}</span>
          {card.hotel.stars && !parts.hotelTitle ? <Stars count={card.hotel.stars} /> : null}
        </p>
        <h3 className={styles.title}>
          <Link to={to} search={props.flow !== "booking" && !activity ? { flow: props.flow } : {}} hash={hash} className={styles.titleLink} data-select-item="">
            {parts.hotelTitle ? card.hotel.label : card.label}
          </Link>
          {parts.hotelTitle && card.hotel.stars ? <> <Stars count={card.hotel.stars} /></> : null}
        </h3>
        <p className={styles.place}>{card.hotel.location?.label}{card.distance !== undefined && card.distance !== null ? ` · ${t("card.distance", { km: Math.round(card.distance) })}` : ""}</p>
        {card.hotel.review?.average != null || label === "new" ? (
          <p className={styles.scoreLine}>
            {card.hotel.review?.average != null && <span className={styles.score}>{formatScore(card.hotel.review.average)}</span>}
            {label && <span className={styles.scoreWord}>{t(`score.${label}`)}</span>}
            {card.hotel.review?.count ? <span className={styles.reviewCount}>{t("card.reviews", { count: card.hotel.review.count })}</span> : null}
          </p>
        ) : null}
        {stress.length > 0 && (
          <ul className={styles.stressList}>
            {stress.map((s, i) => (
              <li key={s.key} className={styles.stress} data-tone={s.tone} data-stress-secondary={i > 0 ? "" : undefined}>{s.text ?? t(s.key, s.key === "stress.expiration" ? { date: formatDay(String(s.values?.date), market.pointOfSale) } : s.values)}</li>
            ))}
          </ul>
        )}
        {badge && (
          <p
            className={badge.kind === "autoDiscount" ? styles.autoDiscount : styles.targeted}
            data-card-label={badge.kind}
            // The cents the label promises off this card's price (shared/auto-discount.ts), as the quote and cart apply them (issue 25 item 4).
            {...(badge.kind === "autoDiscount" && !price.perPerson ? { "data-figure": "reduction", "data-cents": autoDiscountReduction(price.sellPrice, badge.value) } : {})}
          >
            {badge.kind === "autoDiscount" ? (
              <>
                {t("card.autoDiscount", { value: badge.value })}
                <span className={styles.visuallyHidden}> {t("card.autoDiscountCode", { code: badge.code })}</span>
              </>
            ) : (
              t(`targeted.${badge.code}`)
            )}
          </p>
        )}
        {cancel && (
          <button type="button" className={styles.cancelButton} data-card-action="cancellation" data-cancellable={actions!.cancellation.cancellable ? "" : undefined} aria-haspopup="dialog">
            {t(cancel.key, cancel.values)}
          </button>
        )}
        <div className={styles.priceRow}>
          {price.refPrice !== null ? (
            <>
              <span className={styles.visuallyHidden}>{t("price.refPrice", { price: money(price.refPrice) })}</span>
              <s className={styles.refPrice} aria-hidden="true" data-figure={price.perPerson ? "perPersonRefPrice" : "refPrice"} data-cents={price.refPrice}>{money(price.refPrice)}</s>
            </>
          ) : null}
          <span className={styles.priceFrom}>{card.priceType === "from" ? t("price.from") : ""}</span>
          <strong className={styles.sellPrice} data-figure={price.perPerson ? "perPersonPrice" : "sellPrice"} data-cents={price.sellPrice}>{money(price.sellPrice)}</strong>
          {price.perPerson && <span className={styles.priceFrom}>{t("searchCriteria.perPerson")}</span>}
        </div>
        <p className={styles.nightsLine}>
          {price.perPerson
            ? t("searchCriteria.participantsSummary", { count: price.participants })
            : t("price.forNights", { nights: card.nights ?? 1, people: card.participants ?? 2 })}
        </p>
        {offers > 0 && (
          <button type="button" className={styles.offersButton} data-card-action="offers" aria-haspopup="dialog">
            {t("search.offers.open", { count: offers })}
          </button>
        )}
      </div>
    </article>
  );
}

/** The card's classes, one per element (client/theme/offer-card-recipe.ts; decision 088). */
const styles = offerCard();
