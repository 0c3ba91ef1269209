/**
 * The CMS documents of the embedded catalog (spec 001 §3, §7), built from the hand-written copy of
 * each language (copy-*.ts) for every point of sale, as rows of `cms_documents`
 * (migrations/0003_cms.sql). Deterministic: the inputs besides the copy are `today`
 * ('YYYY-MM-DD', the seed's date), which places the live countdown around it, the catalog's
 * flash figures (flash-figures.ts), which the flash-sale copy states, and the catalogue's boxes,
 * which the box blocks show (decision 086). Every body is checked
 * against shared/contract/cms.ts here, so a seed with a malformed document does not build.
 *
 * Images are the generated illustrations (/img/{kind}/{seed}/{W}x{H}.svg, shared/illustrations).
 */
import * as v from "valibot";
import {
  AnnouncementEntrySchema, BoxBlockSerpResponseSchema, GiftBlockItemSchema, HomepageDocumentSchema, PromoBarSchema, TargetedBannerEntrySchema,
  type AnnouncementPage, type BoxItem, type CmsBlock, type CmsFlow, type HomepageDocument, type PromoBar, type TargetedBanner,
} from "../../../shared/contract/cms";
import type { ContractLocale } from "../../../shared/contract/common";
import { format } from "date-fns";
import { es, fr, it, nl } from "date-fns/locale";
import { imageUrl } from "../../../shared/illustrations/urls";
import { GIFT_VALIDITY_MONTHS, PHYSICAL_DELIVERY_DAYS } from "../../../shared/gift";
import { marketPaymentOptions, paymentRule } from "../../../shared/instalments";
import type { PointOfSale } from "../../../shared/markets";
import { formatListPrice, formatMoney } from "../../../shared/money";
import type { Lang } from "../../data/types";
import type { TableRows } from "../sql";
import type { Theme } from "../types";
import type { CmsCopy } from "./copy";
import type { FlashFigures } from "./flash-figures";
import type { BoxRow } from "../boxes";
import { REPLY_WITHIN_HOURS } from "../settings";
import { boxImages } from "../../../worker/catalog/boxes";
import { COPY_ES } from "./copy-es";
import { COPY_FR } from "./copy-fr";
import { COPY_IT } from "./copy-it";
import { COPY_NL } from "./copy-nl";

/** A box's page, as the shop routes it (client/features/boxes/lib/box-format.ts boxPath). */
const boxPagePath = (slug: string, code: string) => `/boxes/p/${encodeURIComponent(slug)}/${encodeURIComponent(code)}`;

const COPY: Record<Lang, CmsCopy> = { es: COPY_ES, fr: COPY_FR, nl: COPY_NL, it: COPY_IT };
const LOCALES: readonly ContractLocale[] = ["es_ES", "fr_FR", "fr_BE", "nl_BE", "nl_NL", "it_IT"];
/** Points of sale with a gift block (spec 001 §9 "Gift banners for fr_FR, fr_BE, nl_NL, nl_BE, it_IT"). */
export const GIFT_BLOCK_LOCALES: readonly ContractLocale[] = ["fr_FR", "fr_BE", "nl_NL", "nl_BE", "it_IT"];

const langOf = (locale: ContractLocale): Lang => locale.slice(0, 2) as Lang;

/** Theme tiles of the categories block: theme id and the activity illustration that suits it. */
const CATEGORY_TILES = [
  { id: 12, theme: "wellness" }, { id: 15, theme: "gastronomy" }, { id: 18, theme: "romantic" }, { id: 21, theme: "nature" },
  { id: 45, theme: "culture" }, { id: 36, theme: "sea" }, { id: 33, theme: "ski" }, { id: 42, theme: "adventure" },
] as const;

/** Adds `days` to a 'YYYY-MM-DD' date (UTC arithmetic on a calendar date). */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The live flash sale's window (the booking home's countdown): three days old, ending nine days
 * after the seed's day at 23:59. The home announcement names the same last day (issue 25 item 6:
 * the copy said "until Sunday" while the countdown showed 9 days).
 */
export function flashSale(today: string): { start: string; end: string } {
  return { start: `${addDays(today, -3)}T08:00:00+01:00`, end: `${addDays(today, 9)}T23:59:00+01:00` };
}

const DATE_LOCALES = { es, fr, nl, it } as const;

/** The flash sale's last day as the home announcement says it ('7 décembre', '7 de diciembre' …). */
export function flashSaleEndLabel(today: string, lang: Lang): string {
  const day = flashSale(today).end.slice(0, 10);
  return format(new Date(`${day}T12:00:00Z`), lang === "es" ? "d 'de' MMMM" : "d MMMM", { locale: DATE_LOCALES[lang] });
}

/**
 * The product pages' payment banner of a point of sale, written from its rules (shared/instalments.ts,
 * spec 001 §9; issue 25 item 5): 3x/4x with their least totals and the fee where offered, PayPal
 * pay-later with its bounds where only that is, otherwise the free-cancellation banner (nl_NL).
 */
export function productAnnouncement(copy: CmsCopy, locale: ContractLocale): string {
  const pos = locale as PointOfSale;
  const offered = marketPaymentOptions(pos);
  const euros = (cents: number) => formatMoney(cents, pos);
  if (offered.includes("threeTimes") && offered.includes("fourTimes")) {
    const three = paymentRule("threeTimes"), four = paymentRule("fourTimes");
    return fill(copy.announcement.productInstalments, { min3: euros(three.minTotalCents), min4: euros(four.minTotalCents), max: euros(Math.max(three.maxTotalCents!, four.maxTotalCents!)) });
  }
  if (offered.includes("paypalPayLater")) {
    const paypal = paymentRule("paypalPayLater");
    return fill(copy.announcement.productPaypal, { min: euros(paypal.minTotalCents), max: euros(paypal.maxTotalCents!) });
  }
  return copy.announcement.search;
}

const fill = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "");

/** The catalogue boxes the CMS box blocks show (design letters of scripts/seed/boxes-copy.ts) and their editorial ratings. */
const BOX_PICKS = [
  { letters: "WE", rating: 8.9 },
  { letters: "GA", rating: 9.1 },
  { letters: "CU", rating: 9.3 },
  { letters: "NA", rating: 8.6 },
] as const;

/**
 * The box blocks' items in `lang`: four boxes of the catalogue (their digital format), with the
 * title, description, prices (cents: reference, and the sell price when lower), first picture and
 * page of the box itself, so a home card shows what its box page sells (decision 086). A picked
 * design missing from `catalogBoxes` is left out.
 */
function boxes(lang: Lang, catalogBoxes: readonly BoxRow[], campaign: string): BoxItem[] {
  return BOX_PICKS.flatMap((pick, i) => {
    const box = catalogBoxes.find((b) => b.format === "digital" && b.base.startsWith(pick.letters));
    if (!box) return [];
    return {
      id: 7101 + i,
      title: box.title[lang],
      description: box.description[lang],
      rating: pick.rating,
      price: box.referencePriceCents,
      promoPrice: box.sellPriceCents < box.referencePriceCents ? box.sellPriceCents : null,
      imageUrl: boxImages(box.imageTheme, box.imageSeed)[0]!["640_360"],
      link: { url: boxPagePath(box.slug, box.code), campaign, category: "box" },
    };
  });
}

/** Themes of the flash block's three cards, in the copy's order (spa, gastronomy, châteaux). */
const FLASH_CARD_THEMES = [12, 15, 45] as const;

function bookingHomepage(copy: CmsCopy, locale: ContractLocale, themes: readonly Theme[], today: string, flash: FlashFigures, catalogBoxes: readonly BoxRow[]): HomepageDocument {
  const lang = langOf(locale);
  const label = (id: number) => themes.find((t) => t.id === id)?.labels[lang] ?? String(id);
  const blocks: CmsBlock[] = [
    { type: "mainUsp", variant: "bordered", title: copy.usp.title, items: (["activities", "price", "gift"] as const).map((icon) => ({ icon, ...copy.usp[icon], text: fill(copy.usp[icon].text, { hours: String(REPLY_WITHIN_HOURS) }) })) },
    { type: "topSearchResults", title: copy.topBooking, flow: "booking" },
    { type: "trustRating", title: copy.trustTitle },
    {
      type: "jumbotron",
      title: copy.flash.title,
      subtitle: fill(copy.flash.subtitle, { promo: String(flash.promo) }),
      description: copy.flash.description,
      imageDesktop: imageUrl("destination", 31, "1500x736", { env: "mountain", time: "golden" }),
      imageMobile: imageUrl("destination", 31, "750x528", { env: "mountain", time: "golden" }),
      ctas: [{ label: copy.flash.cta, url: "/search#sort=promo", newTab: false }],
      // "From {price} for two": the theme's cheapest live stay (flash-figures.ts), as its search's first card by price.
      ctaCards: FLASH_CARD_THEMES.map((themeId, i) => {
        const cents = flash.fromCents(themeId);
        return {
          title: copy.flash.cards[i]!.title,
          ...(cents === null ? {} : { text: fill(copy.flash.cards[i]!.text, { price: formatListPrice(cents, locale) }) }),
          url: `/search#theme=${themeId}&sort=promo`,
        };
      }),
      countdown: flashSale(today),
    },
    {
      type: "categories",
      title: copy.categoriesTitle,
      items: CATEGORY_TILES.map((c) => ({ label: label(c.id), themeId: c.id, imageUrl: imageUrl("activity", 400 + c.id, "400x300", { theme: c.theme }) })),
    },
    // Last summer's campaign is still in the CMS: its window has closed, so the page hides it (spec 001 §4).
    {
      type: "jumbotron",
      title: copy.summer.title,
      subtitle: copy.summer.subtitle,
      imageDesktop: imageUrl("destination", 36, "1500x736", { env: "seaside" }),
      ctas: [{ label: copy.summer.cta, url: "/search#theme=36", newTab: false }],
      countdown: { start: "2024-06-26T08:00:00+02:00", end: "2024-07-23T23:59:00+02:00" },
    },
    {
      type: "marketingPromoList",
      title: copy.promoList.title,
      items: copy.promoList.items.map((item, i) => ({
        ...item,
        imageUrl: imageUrl("activity", 510 + i, "640x360", { theme: (["romantic", "wellness", "family"] as const)[i]! }),
        imageAlt: "",
        url: `/search#theme=${[18, 12, 39][i]}`,
      })),
    },
    // A block type this shop does not render (a newer CMS): skipped by the page.
    { type: "trustpilotCarousel", widgetId: "pasea-home", stars: 4.5 },
    {
      type: "banner",
      banner: {
        title: copy.banner.title,
        subtitle: copy.banner.subtitle,
        imageUrl: imageUrl("hotel", 88, "960x540", { env: "countryside", time: "golden" }),
        imageMobile: imageUrl("hotel", 88, "640x360", { env: "countryside", time: "golden" }),
        imagePosition: "right",
        imageAlt: copy.banner.alt,
        ctas: [{ label: copy.banner.cta, url: "/?flow=gifting", newTab: false }],
        newTab: false,
      },
    },
    { type: "boxes", title: copy.boxes.title, subtitle: copy.boxes.subtitle, items: boxes(lang, catalogBoxes, "coffrets-home") },
  ];
  return {
    seo: { ...copy.seo.booking, index: true, follow: true },
    header: { showHeader: true },
    promoBar: { ctas: [], showFlowTabs: true, documentId: "home-booking" },
    jumbotron: { ...copy.hero.booking, imageUrl: "/img/destination/7/1500x736.svg", imageMobile: "/img/destination/7/720x1280.svg" },
    blocks,
    footer: { showFooter: true, showLegal: true, showContact: true },
  };
}

function giftingHomepage(copy: CmsCopy, lang: Lang, catalogBoxes: readonly BoxRow[]): HomepageDocument {
  const blocks: CmsBlock[] = [
    { type: "boxes", title: copy.boxesGiftingTitle, subtitle: copy.boxes.subtitle, items: boxes(lang, catalogBoxes, "coffrets-home-gifting") },
    { type: "mainUsp", variant: "secondary", title: copy.uspGifting.title, items: (["activities", "price", "gift"] as const).map((icon) => ({ icon, ...copy.uspGifting[icon], text: fill(copy.uspGifting[icon].text, { min: String(PHYSICAL_DELIVERY_DAYS.min), max: String(PHYSICAL_DELIVERY_DAYS.max) }) })) },
    {
      type: "marketingPromoList",
      title: copy.promoListGifting.title,
      items: copy.promoListGifting.items.map((item, i) => ({
        ...item,
        imageUrl: imageUrl("activity", 520 + i, "640x360", { theme: (["gift", "gastronomy", "gift"] as const)[i]! }),
        imageAlt: "",
        url: i === 2 ? "/giftcard/customization" : `/search?flow=gifting#theme=${[18, 45][i]}`,
      })),
    },
    { type: "topSearchResults", title: copy.topGifting, flow: "gifting" },
    {
      type: "banner",
      banner: {
        title: copy.bannerGifting.title,
        subtitle: copy.bannerGifting.subtitle,
        imageUrl: imageUrl("activity", 530, "960x540", { theme: "gift", time: "dusk" }),
        imageMobile: imageUrl("activity", 530, "640x360", { theme: "gift", time: "dusk" }),
        imagePosition: "left",
        imageAlt: copy.bannerGifting.alt,
        ctas: [{ label: copy.bannerGifting.cta, url: "/giftcard/customization", newTab: false }],
        newTab: false,
      },
    },
  ];
  return {
    seo: { ...copy.seo.gifting, index: true, follow: true },
    header: { showHeader: true },
    promoBar: { ctas: [], showFlowTabs: true, documentId: "home-gifting" },
    jumbotron: { ...copy.hero.gifting, imageUrl: imageUrl("destination", 12, "1500x736", { env: "lake", time: "dusk" }), imageMobile: imageUrl("destination", 12, "720x1280", { env: "lake", time: "dusk" }) },
    blocks,
    footer: { showFooter: true, showLegal: true, showContact: true },
  };
}

function promoBars(copy: CmsCopy, flash: FlashFigures): PromoBar[] {
  const flashSale = fill(copy.promoBar.flashSale, { promo: String(flash.promo) });
  return [
    {
      internalCode: "home-booking", campaign: "hiver", category: "home", flow: "booking",
      links: [
        { label: flashSale, url: "/search#sort=promo", newTab: false, variant: "black" },
        { label: copy.promoBar.lastMinute, url: "/search#sort=popularity", newTab: false, variant: "default" },
        { label: copy.promoBar.giftCards, url: "/giftcard/customization", newTab: false, variant: "default" },
        // Drafted in the CMS without a link yet: not shown (spec 001 §5).
        { label: copy.promoBar.corporate, newTab: false, variant: "default" },
      ],
    },
    {
      internalCode: "home-gifting", campaign: "cadeaux", category: "home", flow: "gifting",
      links: [
        { label: copy.promoBar.giftIdeas, url: "/search?flow=gifting", newTab: false, variant: "black" },
        { label: copy.promoBar.giftCards, url: "/giftcard/customization", newTab: false, variant: "default" },
        { url: "/search?flow=gifting#theme=45", newTab: false, variant: "default" },
      ],
    },
    // The search and product page families' bars (spec 001 §2 "Three page families (home, product,
    // search) feed the promo bar"): `category` names the family, `flow` the page's flow.
    {
      internalCode: "search-booking", campaign: "hiver", category: "search", flow: "booking",
      links: [
        { label: flashSale, url: "/search#sort=promo", newTab: false, variant: "black" },
        { label: copy.promoBar.giftCards, url: "/giftcard/customization", newTab: false, variant: "default" },
        { label: copy.promoBar.help, url: "/contact", newTab: false, variant: "default" },
      ],
    },
    {
      internalCode: "search-gifting", campaign: "cadeaux", category: "search", flow: "gifting",
      links: [
        { label: copy.promoBar.boxes, url: "/boxes", newTab: false, variant: "black" },
        { label: copy.promoBar.giftCards, url: "/giftcard/customization", newTab: false, variant: "default" },
        // Drafted without a label yet: not shown (spec 001 §5).
        { url: "/contact", newTab: false, variant: "default" },
      ],
    },
    {
      internalCode: "product-booking", campaign: "hiver", category: "product", flow: "booking",
      links: [
        { label: flashSale, url: "/search#sort=promo", newTab: false, variant: "black" },
        { label: copy.promoBar.help, url: "/contact", newTab: false, variant: "default" },
      ],
    },
    {
      internalCode: "product-gifting", campaign: "cadeaux", category: "product", flow: "gifting",
      links: [
        { label: copy.promoBar.giftIdeas, url: "/search?flow=gifting", newTab: false, variant: "black" },
        { label: copy.promoBar.giftCards, url: "/giftcard/customization", newTab: false, variant: "default" },
        { label: copy.promoBar.help, url: "/contact", newTab: false, variant: "default" },
      ],
    },
  ];
}

/**
 * The results page's targeted banner of the booking flow (GET /content/targetedBanner.json;
 * docs/decisions/070): the gift invitation of the booking homepage's banner, with its own picture.
 */
function targetedBanner(copy: CmsCopy): TargetedBanner {
  return {
    title: copy.banner.title,
    subtitle: copy.banner.subtitle,
    imageUrl: imageUrl("hotel", 143, "960x540", { env: "seaside", time: "golden" }),
    imageMobile: imageUrl("hotel", 143, "640x360", { env: "seaside", time: "golden" }),
    imagePosition: "left",
    imageAlt: copy.banner.alt,
    ctas: [{ label: copy.banner.cta, url: "/?flow=gifting", newTab: false }],
    newTab: false,
  };
}

/** One row of cms_documents: [kind, locale, flow, slot, position, body]. */
type Row = [string, string, string, string, number, string];
const row = (kind: string, locale: string, flow: CmsFlow, slot: string, position: number, schema: v.GenericSchema, body: unknown): Row => {
  const checked = v.safeParse(schema, body);
  if (!checked.success) throw new Error(`CMS seed: ${kind} ${locale} ${flow} ${slot}: ${v.summarize(checked.issues)}`);
  return [kind, locale, flow, slot, position, JSON.stringify(body)];
};

/**
 * Every CMS document of the seed as cms_documents rows, for `today` ('YYYY-MM-DD'); `flash`: the
 * catalog's figures the flash-sale copy states (flash-figures.ts); `catalogBoxes`: the catalogue's
 * boxes, which the box blocks show (scripts/seed/boxes.ts).
 */
export function cmsTable(today: string, themes: readonly Theme[], flash: FlashFigures, catalogBoxes: readonly BoxRow[]): TableRows {
  const rows: Row[] = [];
  for (const locale of LOCALES) {
    const lang = langOf(locale);
    const copy = COPY[lang];
    rows.push(row("homepage", locale, "booking", "", 0, HomepageDocumentSchema, bookingHomepage(copy, locale, themes, today, flash, catalogBoxes)));
    rows.push(row("homepage", locale, "gifting", "", 0, HomepageDocumentSchema, giftingHomepage(copy, lang, catalogBoxes)));
    promoBars(copy, flash).forEach((bar, i) => rows.push(row("promoBar", locale, bar.flow, bar.internalCode, i, PromoBarSchema, bar)));
    rows.push(row("boxBlockSerp", locale, "gifting", "", 0, BoxBlockSerpResponseSchema, { id: "serp-boxes", title: copy.boxes.title, items: boxes(lang, catalogBoxes, "coffrets-serp") }));
    const cmsLocale = locale.replace("_", "-");
    const banners: [AnnouncementPage, CmsFlow, string, "info" | "promo" | "dark", string | undefined][] = [
      ["homePages", "booking", fill(copy.announcement.home, { end: flashSaleEndLabel(today, lang), promo: String(flash.promo) }), "promo", "/search#sort=promo"],
      ["homePages", "gifting", copy.announcement.homeGifting, "dark", undefined],
      ["searchPages", "booking", copy.announcement.search, "info", undefined],
      ["productPages", "booking", productAnnouncement(copy, locale), "info", undefined],
      ["searchPages", "gifting", copy.announcement.homeGifting, "dark", undefined],
      ["productPages", "gifting", copy.announcement.homeGifting, "dark", undefined],
    ];
    for (const [page, flow, content, colorVariation, url] of banners) {
      const announcementBanner = { content, colorVariation, ...(url ? { link: { url, label: copy.announcement.homeLinkLabel } } : {}) };
      rows.push(row("announcementBanner", cmsLocale, flow, page, 0, AnnouncementEntrySchema, { flow, locale: cmsLocale, announcementBanner }));
    }
    rows.push(row("targetedBanner", locale, "booking", "", 0, TargetedBannerEntrySchema, { locale, flow: "booking", banner: targetedBanner(copy) }));
    if (GIFT_BLOCK_LOCALES.includes(locale)) {
      // The gift card's validity is the rule's (shared/gift.ts GIFT_VALIDITY_MONTHS: 18 months, not the stays' year).
      const words = locale === "it_IT" ? { ...copy.giftCardBlock, subtitle: fill(copy.giftCardBlock.subtitle, { months: String(GIFT_VALIDITY_MONTHS.giftcard) }) } : copy.giftBlock;
      rows.push(row("giftBlock", locale, "gifting", "", 0, GiftBlockItemSchema, {
        locale,
        boxURL: "/boxes",
        singleVoucherURL: "/search?flow=gifting#sort=svPriceAsc",
        giftcardURL: "/giftcard/customization",
        activityOnlyURL: "/activities",
        campaign: "gift-block",
        category: "home",
        ...words,
        imageS: imageUrl("activity", 540, "640x360", { theme: "gift", time: "golden" }),
        imageL: imageUrl("activity", 540, "1280x720", { theme: "gift", time: "golden" }),
      }));
    }
  }
  return { table: "cms_documents", columns: ["kind", "locale", "flow", "slot", "position", "body"], rows };
}
