/**
 * The words of the CMS seed, one object per language (copy-es.ts, copy-fr.ts, copy-nl.ts,
 * copy-it.ts), written by hand for Pasea: weekend getaways with activities, and stays to give.
 * documents.ts places them in the documents (spec 001 §3); this file only says their shape.
 */

export interface Words {
  title: string;
  text: string;
}

export interface CmsCopy {
  seo: { booking: { title: string; description: string }; gifting: { title: string; description: string } };
  hero: { booking: { title: string; subtitle: string }; gifting: { title: string; subtitle: string } };
  /**
   * Announcement banners. `home` names the flash sale's last day as `{end}` (the countdown's end,
   * issue 25 item 6); the product page's instalment banner is written from the market's rules
   * (shared/instalments.ts; issue 25 item 5): `productInstalments` ({min3}, {min4}, {max}) where 3x
   * and 4x are offered, `productPaypal` ({min}, {max}) where only PayPal pay-later is, else `search`.
   */
  announcement: { home: string; homeLinkLabel: string; homeGifting: string; search: string; productInstalments: string; productPaypal: string };
  /** Promo bar links; `help` and `boxes` serve the search and product families' bars. */
  promoBar: { flashSale: string; giftCards: string; lastMinute: string; giftIdeas: string; corporate: string; help: string; boxes: string };
  /** `price.text` promises customer care's reply time as `{hours}` (settings.ts REPLY_WITHIN_HOURS, the settings' replyWithinHours). */
  usp: { title: string; activities: Words; price: Words; gift: Words };
  /** `gift.text` states the physical box's delivery days as `{min}` and `{max}` (shared/gift.ts PHYSICAL_DELIVERY_DAYS). */
  uspGifting: { title: string; activities: Words; price: Words; gift: Words };
  /** Title of the trust-rating banner (spec 001 §2 promo blocks). */
  trustTitle: string;
  topBooking: string;
  topGifting: string;
  categoriesTitle: string;
  /**
   * The live flash sale (a promo block with a countdown): `subtitle` states the highest promo as
   * `{promo}`, each card's text its theme's lowest price as `{price}` (flash-figures.ts); so do
   * `announcement.home` and `promoBar.flashSale` (`{promo}`).
   */
  flash: { title: string; subtitle: string; description: string; cta: string; cards: [Words, Words, Words] };
  /** Last summer's campaign, still in the CMS, outside its window (never shown). */
  summer: { title: string; subtitle: string; cta: string };
  promoList: { title: string; items: [PromoCard, PromoCard, PromoCard] };
  promoListGifting: { title: string; items: [PromoCard, PromoCard, PromoCard] };
  banner: { title: string; subtitle: string; cta: string; alt: string };
  bannerGifting: { title: string; subtitle: string; cta: string; alt: string };
  /** Box blocks' title and subtitle; their items are catalogue boxes (documents.ts `boxes`). */
  boxes: { title: string; subtitle: string };
  boxesGiftingTitle: string;
  giftBlock: { title: string; subtitle: string };
  /** Italy's gift block sells the gift card (spec 001 §9). */
  /** `subtitle` states the gift card's validity as `{months}` (shared/gift.ts GIFT_VALIDITY_MONTHS.giftcard). */
  giftCardBlock: { title: string; subtitle: string };
}

export interface PromoCard {
  title: string;
  text: string;
  label: string;
  badge?: string;
}
