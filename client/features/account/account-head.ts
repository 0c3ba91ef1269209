/**
 * Heads of the account and gift-recipient pages (spec 001 §2 "Account"; docs/decisions/034):
 * title from the locales and `noindex, follow` (personal pages: nothing to index). The route
 * loaders (loaded on demand) return it with `headFromLoader` (shop/route-head.ts).
 */
import { createTranslator } from "#shared/i18n";
import type { RouterContext } from "../../shop/context";
import type { WithHead } from "../../shop/route-head";

export type AccountScreen = "signin" | "profile" | "trips" | "wishlist" | "beneficiaryLogin" | "beneficiaryOffers";

const TITLE_KEYS: Record<AccountScreen, string> = {
  signin: "account.signin.title",
  profile: "account.profile.title",
  trips: "account.trips.title",
  wishlist: "wishlist.title",
  beneficiaryLogin: "account.beneficiary.title",
  beneficiaryOffers: "account.beneficiary.offersTitle",
};

/** The page's head: "{title} | {brand}", noindex, follow. */
export function accountLoader(context: RouterContext, screen: AccountScreen): WithHead {
  const t = createTranslator(context.shop.market.bcp47, context.shop.messages);
  const key = screen === "trips" && !context.shop.flags.customerAccount ? "account.lookup.title" : TITLE_KEYS[screen];
  return { head: { meta: [{ title: `${t(key)} | ${t("brand.name")}` }, { name: "robots", content: "noindex, follow" }] } };
}
