/**
 * The homepage without CMS content (the CMS call failed or the locale has no document, spec 001 §8
 * "Missing banner data: empty fallback"): the hero, the three main USPs and the top search results,
 * in the locale's messages.
 */
import type { HomepageDocument } from "#shared/contract/cms";
import type { Translate } from "#shared/i18n";

export function builtInHomepage(t: Translate): HomepageDocument {
  return {
    seo: { title: t("home.metaTitle"), description: t("home.metaDescription"), index: true, follow: true },
    header: { showHeader: true },
    jumbotron: { title: t("home.title"), subtitle: t("home.subtitle"), imageUrl: "/img/destination/7/1500x736.svg", imageMobile: "/img/destination/7/720x1280.svg" },
    blocks: [
      { type: "mainUsp", variant: "secondary", title: t("home.uspTitle"), items: (["activities", "price", "gift"] as const).map((icon) => ({ icon, title: t(`home.usp.${icon}.title`), text: t(`home.usp.${icon}.text`) })) },
      { type: "topSearchResults", title: t("home.popularTitle"), flow: "booking" },
    ],
    footer: { showFooter: true, showLegal: true, showContact: true },
  };
}
