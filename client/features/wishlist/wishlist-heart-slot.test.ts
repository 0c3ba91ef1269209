import { describe, expect, it } from "vitest";
import { ACCOUNT_COOKIES } from "#shared/account-cookies";
import { WISHLIST_STORAGE_KEY } from "#shared/wishlist";
import { mayHaveWishlist, SLOT_ACCOUNT_COOKIE, SLOT_WISHLIST_KEY } from "./wishlist-heart-slot";

describe("wishlist heart slot (decision 045)", () => {
  it("reads the store's own storage key and account cookie", () => {
    expect(SLOT_WISHLIST_KEY).toBe(WISHLIST_STORAGE_KEY);
    expect(SLOT_ACCOUNT_COOKIE).toBe(ACCOUNT_COOKIES.user);
  });

  it("loads the store at once only when the visitor may have a list", () => {
    expect(mayHaveWishlist(null, "")).toBe(false);
    expect(mayHaveWishlist("[]", "lastLanguage=nl_BE")).toBe(false);
    expect(mayHaveWishlist('[{"id":1}]', "")).toBe(true);
    expect(mayHaveWishlist(null, "a=1; user_account=L%C3%A9a")).toBe(true);
    expect(mayHaveWishlist(null, "user_account=")).toBe(false);
    expect(mayHaveWishlist(null, "not_user_account=x")).toBe(false);
  });
});
