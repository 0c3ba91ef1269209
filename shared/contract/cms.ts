/**
 * CMS content of the shop (spec 001 §3 "Homepage CMS", "Promo bar", "Targeted banner", "Promo
 * block", "Announcement banner", "Gift block per locale", "Box block"; §7 calls):
 *
 *   GET /cms/homepage?locale            → HomepageResponse: one document per flow (booking, gifting…);
 *                                          the storefront falls back to booking
 *   GET /cms/promoBars?locale           → PromoBarsResponse
 *   GET /cms/box-block-serp?locale      → BoxBlockSerpResponse (the box carousel of the results page)
 *   GET /cms/announcementBanner         → AnnouncementBannersResponse: homePages, searchPages,
 *                                          productPages, each entry with its flow and a CMS locale
 *                                          such as "fr-FR" (matched with '-' mapped to '_')
 *   GET /cms/giftBlock                  → GiftBlockResponse: one item per locale that has one
 *   GET /content/targetedBanner.json    → TargetedBannerResponse: one entry per locale and flow that has one
 *
 * Money is integer cents; dates of a countdown are ISO 8601 instants with an offset. Image URLs
 * are site paths of the generated illustrations (/img/…) or absolute URLs. Pure: valibot only.
 */
import * as v from "valibot";
import { LocaleSchema } from "./common";

/** Text of a document: non-empty, bounded. */
const text = (max: number) => v.pipe(v.string(), v.minLength(1, "must not be empty"), v.maxLength(max, `at most ${max} characters`));
/** A site path (/…) or an http(s) URL. */
const UrlSchema = v.pipe(v.string(), v.maxLength(500), v.regex(/^(\/(?!\/)|https?:\/\/)/, "must be a site path or an http(s) URL"));
/** Flows a CMS document may be written for. */
export const CMS_FLOWS = ["booking", "gifting", "activity"] as const;
export type CmsFlow = (typeof CMS_FLOWS)[number];
const CmsFlowSchema = v.picklist(CMS_FLOWS, "flow must be booking, gifting or activity");

/** A call to action (targeted banner, promo block). */
export const CtaSchema = v.object({ label: text(80), url: UrlSchema, newTab: v.optional(v.boolean(), false) });
export type Cta = v.InferOutput<typeof CtaSchema>;

/** A promo bar link: label and url may be missing in the CMS (spec 001 §5: shown only with both). */
export const PromoBarLinkSchema = v.object({
  label: v.optional(v.string()),
  url: v.optional(v.string()),
  newTab: v.optional(v.boolean(), false),
  variant: v.optional(v.picklist(["default", "black"]), "default"),
});
export type PromoBarLink = v.InferOutput<typeof PromoBarLinkSchema>;

/** Promo bar document (spec 001 §3 "Promo bar"). */
export const PromoBarSchema = v.object({
  internalCode: text(60),
  campaign: v.string(),
  category: v.string(),
  flow: CmsFlowSchema,
  links: v.array(PromoBarLinkSchema),
});
export type PromoBar = v.InferOutput<typeof PromoBarSchema>;
export const PromoBarsResponseSchema = v.array(PromoBarSchema);
export type PromoBarsResponse = v.InferOutput<typeof PromoBarsResponseSchema>;

/** Announcement banner (spec 001 §3): a one-line message over the header. */
export const ANNOUNCEMENT_COLORS = ["info", "promo", "dark"] as const;
export const AnnouncementBannerSchema = v.object({
  title: v.optional(v.string()),
  content: text(300),
  link: v.optional(v.object({ url: UrlSchema, label: v.optional(v.string()) })),
  colorVariation: v.optional(v.picklist(ANNOUNCEMENT_COLORS), "info"),
});
export type AnnouncementBanner = v.InferOutput<typeof AnnouncementBannerSchema>;

/** One announcement entry of a page family: flow, CMS locale ("fr-FR") and the banner. */
export const AnnouncementEntrySchema = v.object({
  flow: CmsFlowSchema,
  locale: v.pipe(v.string(), v.regex(/^[a-z]{2}[-_][A-Z]{2}$/, "locale must look like fr-FR")),
  announcementBanner: AnnouncementBannerSchema,
});
export type AnnouncementEntry = v.InferOutput<typeof AnnouncementEntrySchema>;
export const ANNOUNCEMENT_PAGES = ["homePages", "searchPages", "productPages"] as const;
export type AnnouncementPage = (typeof ANNOUNCEMENT_PAGES)[number];
export const AnnouncementBannersResponseSchema = v.object({
  homePages: v.array(AnnouncementEntrySchema),
  searchPages: v.array(AnnouncementEntrySchema),
  productPages: v.array(AnnouncementEntrySchema),
});
export type AnnouncementBannersResponse = v.InferOutput<typeof AnnouncementBannersResponseSchema>;

/** Gift block of a locale (spec 001 §3 "Gift block per locale"; §9 which locales show it). */
export const GiftBlockItemSchema = v.object({
  locale: LocaleSchema,
  boxURL: UrlSchema,
  singleVoucherURL: UrlSchema,
  giftcardURL: UrlSchema,
  activityOnlyURL: UrlSchema,
  campaign: v.string(),
  category: v.string(),
  title: text(120),
  subtitle: text(300),
  imageS: UrlSchema,
  imageL: UrlSchema,
});
export type GiftBlockItem = v.InferOutput<typeof GiftBlockItemSchema>;
export const GiftBlockResponseSchema = v.array(GiftBlockItemSchema);
export type GiftBlockResponse = v.InferOutput<typeof GiftBlockResponseSchema>;

/** A box of the box carousel (spec 001 §3 "Box block"); prices in cents, rating out of 10. */
export const BoxItemSchema = v.object({
  id: v.number(),
  title: text(120),
  description: text(300),
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
  price: v.pipe(v.number(), v.integer(), v.minValue(0)),
  promoPrice: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  imageUrl: UrlSchema,
  link: v.object({ url: UrlSchema, campaign: v.string(), category: v.string() }),
});
export type BoxItem = v.InferOutput<typeof BoxItemSchema>;
export const BoxBlockSerpResponseSchema = v.object({ id: v.string(), title: text(120), items: v.array(BoxItemSchema) });
export type BoxBlockSerpResponse = v.InferOutput<typeof BoxBlockSerpResponseSchema>;

/** Targeted banner (spec 001 §3): image left, right or behind (center); a mobile image under 599 px. */
export const TargetedBannerSchema = v.object({
  title: text(120),
  subtitle: v.optional(v.string()),
  imageUrl: UrlSchema,
  imageMobile: v.optional(UrlSchema),
  imagePosition: v.optional(v.picklist(["center", "left", "right"]), "center"),
  imageAlt: v.optional(v.string(), ""),
  ctas: v.optional(v.array(CtaSchema), []),
  url: v.optional(UrlSchema),
  newTab: v.optional(v.boolean(), false),
});
export type TargetedBanner = v.InferOutput<typeof TargetedBannerSchema>;

/**
 * GET /content/targetedBanner.json (spec 001 §7, no payload): the targeted banners of every point
 * of sale, one per locale and flow; the results page shows its own between result rows (spec 000
 * §2 "inline gift or banner blocks between"; docs/decisions/070).
 */
export const TargetedBannerEntrySchema = v.object({ locale: LocaleSchema, flow: v.picklist(CMS_FLOWS), banner: TargetedBannerSchema });
export type TargetedBannerEntry = v.InferOutput<typeof TargetedBannerEntrySchema>;
export const TargetedBannerResponseSchema = v.array(TargetedBannerEntrySchema);
export type TargetedBannerResponse = v.InferOutput<typeof TargetedBannerResponseSchema>;

/** Countdown window of a promo block: ISO instants with offset, start before end. */
export const CountdownSchema = v.pipe(
  v.object({ start: v.pipe(v.string(), v.isoTimestamp("start must be an ISO timestamp")), end: v.pipe(v.string(), v.isoTimestamp("end must be an ISO timestamp")) }),
  v.check((c) => Date.parse(c.start) < Date.parse(c.end), "countdown start must be before its end"),
);
export type Countdown = v.InferOutput<typeof CountdownSchema>;

/** Blocks of the homepage (spec 001 §2 "Block types"). */
export const BoxesBlockSchema = v.object({ type: v.literal("boxes"), title: text(120), subtitle: v.optional(v.string()), items: v.array(BoxItemSchema) });
export const JumbotronBlockSchema = v.object({
  type: v.literal("jumbotron"),
  title: text(120),
  subtitle: v.optional(v.string()),
  description: v.optional(v.string()),
  imageDesktop: UrlSchema,
  imageMobile: v.optional(UrlSchema),
  ctas: v.optional(v.array(CtaSchema), []),
  ctaCards: v.optional(v.array(v.object({ title: text(80), text: v.optional(v.string()), url: UrlSchema })), []),
  countdown: v.optional(CountdownSchema),
});
export const USP_ICONS = ["activities", "price", "gift"] as const;
export const MainUspBlockSchema = v.object({
  type: v.literal("mainUsp"),
  variant: v.optional(v.picklist(["secondary", "bordered"]), "secondary"),
  title: text(120),
  items: v.array(v.object({ icon: v.picklist(USP_ICONS), title: text(80), text: text(300) })),
});
export const MarketingPromoListBlockSchema = v.object({
  type: v.literal("marketingPromoList"),
  title: text(120),
  items: v.array(v.object({ title: text(120), text: text(300), imageUrl: UrlSchema, imageAlt: v.optional(v.string(), ""), url: UrlSchema, label: text(60), badge: v.optional(v.string()) })),
});
export const CategoriesBlockSchema = v.object({
  type: v.literal("categories"),
  title: text(120),
  items: v.array(v.object({ label: text(60), themeId: v.number(), imageUrl: UrlSchema })),
});
export const BannerBlockSchema = v.object({ type: v.literal("banner"), banner: TargetedBannerSchema });
export const TopSearchResultsBlockSchema = v.object({ type: v.literal("topSearchResults"), title: text(120), flow: v.optional(v.picklist(["booking", "gifting"]), "booking") });
/**
 * Trust-rating banner (spec 001 §2 "Promo blocks: ... trust-rating banner"): the CMS places it and
 * may give its title and a call to action; the score and count are the shop's own rating
 * (client/shop/shop-rating.ts, spec 001 §9 4.5/5 from 4146 reviews), never the document's.
 */
export const TrustRatingBlockSchema = v.object({ type: v.literal("trustRating"), title: text(120), cta: v.optional(CtaSchema) });

export const KNOWN_BLOCK_TYPES = ["boxes", "jumbotron", "mainUsp", "marketingPromoList", "categories", "banner", "topSearchResults", "trustRating"] as const;
/** A block of a type this shop does not know (a newer CMS): kept so the page can skip and log it. */
export const UnknownBlockSchema = v.looseObject({
  type: v.pipe(v.string(), v.check((t) => !(KNOWN_BLOCK_TYPES as readonly string[]).includes(t), "known block type with invalid fields")),
});
export const CmsBlockSchema = v.union([
  BoxesBlockSchema, JumbotronBlockSchema, MainUspBlockSchema, MarketingPromoListBlockSchema, CategoriesBlockSchema, BannerBlockSchema, TopSearchResultsBlockSchema,
  TrustRatingBlockSchema, UnknownBlockSchema,
]);
export type CmsBlock = v.InferOutput<typeof CmsBlockSchema>;
export type BoxesBlock = v.InferOutput<typeof BoxesBlockSchema>;
export type JumbotronBlock = v.InferOutput<typeof JumbotronBlockSchema>;
export type MainUspBlock = v.InferOutput<typeof MainUspBlockSchema>;
export type MarketingPromoListBlock = v.InferOutput<typeof MarketingPromoListBlockSchema>;
export type CategoriesBlock = v.InferOutput<typeof CategoriesBlockSchema>;
export type BannerBlock = v.InferOutput<typeof BannerBlockSchema>;
export type TopSearchResultsBlock = v.InferOutput<typeof TopSearchResultsBlockSchema>;
export type TrustRatingBlock = v.InferOutput<typeof TrustRatingBlockSchema>;
/** A block the storefront renders (CmsBlock minus unknown types). */
export type KnownBlock = BoxesBlock | JumbotronBlock | MainUspBlock | MarketingPromoListBlock | CategoriesBlock | BannerBlock | TopSearchResultsBlock | TrustRatingBlock;

/** Homepage document of one locale and flow (spec 001 §3 "Homepage CMS"). */
export const HomepageDocumentSchema = v.object({
  seo: v.object({ title: text(120), description: text(320), index: v.boolean(), follow: v.boolean() }),
  announcementBanner: v.optional(AnnouncementBannerSchema),
  header: v.optional(v.object({ showHeader: v.boolean() }), { showHeader: true }),
  promoBar: v.optional(v.object({ ctas: v.optional(v.array(PromoBarLinkSchema), []), showFlowTabs: v.optional(v.boolean(), false), documentId: v.optional(v.string()) })),
  jumbotron: v.object({ title: text(120), subtitle: v.optional(v.string()), imageUrl: UrlSchema, imageMobile: v.optional(UrlSchema) }),
  blocks: v.array(CmsBlockSchema),
  footer: v.optional(v.object({ showFooter: v.boolean(), showLegal: v.boolean(), showContact: v.boolean() }), { showFooter: true, showLegal: true, showContact: true }),
});
export type HomepageDocument = v.InferOutput<typeof HomepageDocumentSchema>;

/**
 * GET /cms/homepage: the locale's documents keyed by flow (a flow may be missing, not all of them).
 * An answer with no document for any flow is refused like any other answer off the contract
 * (issue 25 item 23): with every key optional, a wrongly shaped body (`{"items": …}`, `{}`) would
 * otherwise pass as `{}`, be served and be cached over the last good copy; refused, the upstream
 * client keeps serving the stale copy (worker/upstream/client.ts), and without one the home page
 * hides its CMS blocks as it does for any failed call.
 */
export const HomepageResponseSchema = v.pipe(
  v.object({
    booking: v.optional(HomepageDocumentSchema),
    gifting: v.optional(HomepageDocumentSchema),
    activity: v.optional(HomepageDocumentSchema),
  }),
  v.check((r) => r.booking !== undefined || r.gifting !== undefined || r.activity !== undefined, "a homepage answer needs the document of at least one flow"),
);
export type HomepageResponse = v.InferOutput<typeof HomepageResponseSchema>;

/** Query of the per-locale CMS calls. */
export const CmsLocaleQuerySchema = v.object({ locale: LocaleSchema });
/** `status=draft` asks for drafts (an editor's preview session only, docs/decisions/049); published is the default. */
export const CmsStatusQuerySchema = v.object({ status: v.optional(v.picklist(["published", "draft"])) });
