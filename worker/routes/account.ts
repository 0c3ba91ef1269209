/**
 * `/api/account`: customer sign-in and sign-out, the signed-in account's wishlist and trips, booking
 * lookup and the gift recipient's login and offers (spec 001 §2 "Account", "Wishlist drawer", §4
 * "Sign out clears the access token and user account cookies", §6 roles, §7 beneficiary calls;
 * issue 16 "Account", issue 15 wishlist and beneficiaries; docs/decisions/034).
 *
 *   POST   /signin              { email, password, origin } JSON, or the same form-encoded (no JS)
 *            400 { error, fields }  401 wrong email or password  429 too many attempts  503 no token key
 *            200 { ok, redirect, firstName } (form: 303 to redirect) + cookies access_token (HttpOnly
 *            JWT) and user_account (the first name, readable by the page); `redirect` is `origin`
 *            when it is a same-site path (shared/account-origin.ts), else "/".
 *   POST   /signout             clears access_token, user_account, beneficiary_token; 200 { ok, redirect: "/" } (form: 303 /)
 *   GET    /me                  401 | { id, email, firstName, lastName }
 *   GET    /wishlist            401 | { items }
 *   PUT    /wishlist            { item } → { items } (400 a malformed item)
 *   DELETE /wishlist/:kind/:id  → { items }
 *   POST   /wishlist/merge      { items } (the anonymous list) → { items } merged (shared/wishlist.ts)
 *   GET    /trips               401 | { trips }
 *   POST   /trips               { cartId } attaches a cart to the account → 201 { trip } (404 unknown cart; 403 NOT_YOUR_CART
 *                                 unless this account or this visitor made it, worker/routes/cart-owner.ts)
 *   POST   /lookup              { bookingNumber, email } → 400 { fields } | 404 { fields } | 429 too many | 200 { trip }
 *   POST   /beneficiary/login   { code } → 400 { fields } | 404 unknown | 410 expired or used | 429 too many | 200 { ok, kind, redirect }
 *            + cookie beneficiary_token (HttpOnly JWT of the code)
 *   GET    /beneficiary/offers  ?page&checkinDate&hotelId&numberOfPackagesPerHotel&matchOfferRangePriceWithGiftAmount
 *            (shared/contract/beneficiary-offers.ts) → 400 | 401 | 410 | offers + facets
 *   GET    /beneficiary/boxes/offers, /facets, /beneficiary/single-vouchers/offers, /facets  the same query, one
 *            part, for a code of that kind (403 WRONG_KIND) (spec 001 §7; decision 054)
 *   GET    /beneficiary/stays/:id        → 401 | 410 | 404 | { code (masked), covered, kind, boxTitle, voucher, packageNights }
 *   GET    /beneficiary/stays/:id/quote  ?checkin&nights&adult&child&baby (quote.json's query) → 400 | 401 | 410 | 404 |
 *            the real-time quote, priceType "beneficiary", gift { usedAmount, supplement } (null when not covered)
 *   POST   /beneficiary/carts   carts.json's body → 201 cart (gift, breakdown.giftcards) | 400 | 401 | 403 NOT_COVERED
 *            | 404 | 409 PRICE_CHANGED | 410  (worker/catalog/beneficiary-booking.ts; docs/decisions/047)
 *   POST   /beneficiary/carts/:id/confirm → 200 cart (status "confirmed"; the code is used, its cookies cleared)
 *            | 400 | 401 | 403 NOT_YOUR_CART | 404 | 409 PAYMENT_REQUIRED | 410 (decision 054)
 *
 * POSTs are JSON (415 otherwise, except sign-in/out forms, which pass hono/csrf's same-origin
 * check: 403 cross-site). Bodies over 8 KB: 413. Every answer is JSON, `Cache-Control: no-store`.
 */
import { Hono, type Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { cookieOf } from "../middleware/cookies";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { safeOrigin } from "#shared/account-origin";
import { validateBeneficiary, validateLookup, validateSignin } from "#shared/account-form";
import { ACCOUNT_COOKIES } from "#shared/account-cookies";
import { mergeWishlists, parseWishlist, parseWishlistItem, type WishlistItem } from "#shared/wishlist";
import type { AppEnv } from "../env";
import { beneficiaryOffers, findBeneficiaryCode, type BeneficiaryCode, type CodeLookup, type OffersPart } from "../catalog/account-beneficiary";
import { beneficiaryQuote, createBeneficiaryCart, giftCoverage, NotCoveredError } from "../catalog/beneficiary-booking";
import { PriceChangedError } from "../catalog/cart";
import { CodeUsedError, confirmBeneficiaryCart, NotYourCartError, PaymentRequiredError } from "../catalog/beneficiary-confirm";
import { maskCode } from "../catalog/gift-code";
import { CatalogError, queryObject, validate } from "../catalog/http";
import { PackageIdParamSchema } from "../../shared/contract/weekend-detail";
import { QuoteQuerySchema } from "../../shared/contract/weekend-quote";
import { BeneficiaryOffersQuerySchema } from "../../shared/contract/beneficiary-offers";
import { langOf } from "../catalog/locale";
import type { ContractLocale } from "../../shared/contract/common";
import { readBody } from "./api";
import { madeCart, recordCartOwner, signedInAccount } from "./cart-owner";
import { takeRateLimit } from "./contact";
import { DUMMY_HASH, verifyPassword } from "./account-password";
import { ACCESS_TOKEN_SECONDS, BENEFICIARY_TOKEN_SECONDS, signToken, tokenKey, verifyToken } from "./account-token";

const MAX_BODY_BYTES = 8 * 1024;
/** Attempts per client address and window at sign-in, booking lookup and gift-code login, each counted apart (a household shares an address). */
export const SIGNIN_RATE = { max: 20, seconds: 600 } as const;

type Status = 200 | 201 | 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 429 | 500 | 503;
type C = Context<AppEnv>;

const json = (c: C, body: unknown, status: Status = 200, headers: Record<string, string> = {}) => c.json(body, status, { "Cache-Control": "no-store", ...headers });

/** Secure cookies everywhere but on localhost (http in development). */
function cookieBase(c: C) {
  const host = new URL(c.req.url).hostname;
  const local = host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1";
  return { path: "/", secure: !local, sameSite: "Lax" as const };
}

const isForm = (c: C) => /^application\/x-www-form-urlencoded\b/i.test(c.req.header("content-type") ?? "");

/** The body as an object: JSON, or form fields when `formOk`. A Response for 413/415/400. */
async function readInput(c: C, formOk = false): Promise<Record<string, unknown> | Response> {
  const form = formOk && isForm(c);
  if (!form && !/^application\/json\b/i.test(c.req.header("content-type") ?? "")) return json(c, { error: "Send the form as application/json" }, 415);
  const raw = await readBody(c.req.raw, MAX_BODY_BYTES);
  if (raw === "too-large") return json(c, { error: `Body over ${MAX_BODY_BYTES} bytes` }, 413);
  if (raw === "unreadable") return json(c, { error: "Unreadable body" }, 400);
  const text = new TextDecoder().decode(raw);
  if (form) return Object.fromEntries(new URLSearchParams(text));
  try {
    const input: unknown = JSON.parse(text);
    if (input && typeof input === "object" && !Array.isArray(input)) return input as Record<string, unknown>;
  } catch {
    // answered below
  }
  return json(c, { error: "Body must be a JSON object" }, 400);
}

interface AccountRow { id: number; email: string; first_name: string; last_name: string; password_hash: string }

/** The signed-in account's id from the access token cookie, or null. */
const accountId = signedInAccount;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function readWishlist(db: D1Database, id: number): Promise<WishlistItem[]> {
  const { results } = await db.prepare("SELECT item FROM account_wishlist WHERE account_id = ? ORDER BY added_at, kind, item_id").bind(id).all<{ item: string }>();
  return parseWishlist(`[${results.map((r) => r.item).join(",")}]`);
}

async function writeItems(db: D1Database, id: number, items: readonly WishlistItem[]): Promise<void> {
  if (items.length === 0) return;
  const now = Date.now();
  await db.batch(
    items.map((item, i) =>
      db.prepare("INSERT INTO account_wishlist (account_id, kind, item_id, item, added_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
        .bind(id, item.kind, item.id, JSON.stringify(item), new Date(now + i).toISOString()),
    ),
  );
}

const csrfCheck = csrf();

export const accountApp = new Hono<AppEnv>();

// Form posts (sign-in and sign-out without JavaScript) must come from this site.
accountApp.post("*", async (c, next) => {
  try {
    await csrfCheck(c, next);
  } catch (err) {
    if (err instanceof HTTPException && err.status === 403) return json(c, { error: "Same-origin requests only" }, 403);
    throw err;
  }
});

/**
 * Counts one guess of `kind` for the client (its address, else its visitor id) and answers 429
 * with Retry-After past SIGNIN_RATE in the window, else null. Every endpoint that checks a secret
 * the client types (password, gift code, booking number + email) goes through it (issue 25 item 24).
 */
async function tooManyGuesses(c: C, kind: "signin" | "lookup" | "beneficiary", error: string): Promise<Response | null> {
  const ip = c.req.header("cf-connecting-ip") ?? null;
  const rate = await takeRateLimit(c.env.DB, await sha256Hex(`${kind}:${ip ?? c.var.visitorId}`), SIGNIN_RATE);
  return rate.ok ? null : json(c, { error, retryAfter: rate.retryAfter }, 429, { "Retry-After": String(rate.retryAfter) });
}

accountApp.post("/signin", async (c) => {
  const limited = await tooManyGuesses(c, "signin", "Too many sign-in attempts, try again later");
  if (limited) return limited;
  const input = await readInput(c, true);
  if (input instanceof Response) return input;
  const { value, errors } = validateSignin(input);
  if (Object.keys(errors).length > 0) return json(c, { error: "Invalid sign-in form", fields: errors }, 400);
  const key = tokenKey(c.env);
  if (!key) return json(c, { error: "Sign-in is not configured (ACCOUNT_TOKEN_SECRET)" }, 503);

  const row = await c.env.DB.prepare("SELECT id, email, first_name, last_name, password_hash FROM accounts WHERE email = ?").bind(value.email).first<AccountRow>();
  // An unknown email costs one PBKDF2 too: no account enumeration by timing.
  const ok = await verifyPassword(value.password, row?.password_hash ?? DUMMY_HASH);
  if (!row || !ok) return json(c, { error: "Wrong email or password", fields: { password: "account.error.credentials" } }, 401);

  const base = cookieBase(c);
  setCookie(c, ACCOUNT_COOKIES.token, await signToken(key, "account", String(row.id), ACCESS_TOKEN_SECONDS), { ...base, httpOnly: true, maxAge: ACCESS_TOKEN_SECONDS });
  setCookie(c, ACCOUNT_COOKIES.user, encodeURIComponent(row.first_name), { ...base, httpOnly: false, maxAge: ACCESS_TOKEN_SECONDS });
  const redirect = safeOrigin(input.origin);
  if (isForm(c)) return c.redirect(redirect, 303);
  return json(c, { ok: true, redirect, firstName: row.first_name });
});

accountApp.post("/signout", async (c) => {
  const base = cookieBase(c);
  for (const name of Object.values(ACCOUNT_COOKIES)) deleteCookie(c, name, { path: base.path, secure: base.secure });
  if (isForm(c)) return c.redirect("/", 303);
  return json(c, { ok: true, redirect: "/" });
});

accountApp.get("/me", async (c) => {
  const id = await accountId(c);
  if (!id) return json(c, { error: "Not signed in" }, 401);
  const row = await c.env.DB.prepare("SELECT id, email, first_name, last_name FROM accounts WHERE id = ?").bind(id).first<Omit<AccountRow, "password_hash">>();
  if (!row) return json(c, { error: "Not signed in" }, 401);
  return json(c, { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name });
});

accountApp.get("/wishlist", async (c) => {
  const id = await accountId(c);
  if (!id) return json(c, { error: "Not signed in" }, 401);
  return json(c, { items: await readWishlist(c.env.DB, id) });
});

accountApp.put("/wishlist", async (c) => {
  const id = await accountId(c);
  if (!id) return json(c, { error: "Not signed in" }, 401);
  const input = await readInput(c);
  if (input instanceof Response) return input;
  const item = parseWishlistItem(input.item);
  if (!item) return json(c, { error: "Invalid wishlist item", fields: { item: "wishlist.error.item" } }, 400);
  await writeItems(c.env.DB, id, [item]);
  return json(c, { items: await readWishlist(c.env.DB, id) });
});

accountApp.delete("/wishlist/:kind/:id", async (c) => {
  const id = await accountId(c);
  if (!id) return json(c, { error: "Not signed in" }, 401);
  const kind = c.req.param("kind").toUpperCase();
  const itemId = Number(c.req.param("id"));
  if ((kind !== "STAY" && kind !== "ACTIVITY") || !Number.isInteger(itemId) || itemId < 1) return json(c, { error: "Unknown wishlist item" }, 400);
  await c.env.DB.prepare("DELETE FROM account_wishlist WHERE account_id = ? AND kind = ? AND item_id = ?").bind(id, kind, itemId).run();
  return json(c, { items: await readWishlist(c.env.DB, id) });
});

accountApp.post("/wishlist/merge", async (c) => {
  const id = await accountId(c);
  if (!id) return json(c, { error: "Not signed in" }, 401);
  const input = await readInput(c);
  if (input instanceof Response) return input;
  const current = await readWishlist(c.env.DB, id);
  const merged = mergeWishlists(current, parseWishlist(input.items));
  await writeItems(c.env.DB, id, merged.slice(current.length));
  return json(c, { items: await readWishlist(c.env.DB, id) });
});

interface TripRow { booking_number: string; cart_id: string; created_at: string; checkin: string | null; checkout: string | null; nights: number | null; adult: number | null; child: number | null; baby: number | null; sell_price_cents: number | null; label: string | null; package_id: number | null }

function tripSql(lang: string, where: string): string {
  return `SELECT t.booking_number, t.cart_id, t.created_at, c.checkin, c.checkout, c.nights, c.adult, c.child, c.baby, c.sell_price_cents,
      c.package_id, p.label_${lang} AS label
    FROM account_trips t LEFT JOIN carts c ON c.id = t.cart_id LEFT JOIN packages p ON p.id = c.package_id WHERE ${where}`;
}

const toTrip = (r: TripRow) => ({
  bookingNumber: r.booking_number, cartId: r.cart_id, createdAt: r.created_at, label: r.label, packageId: r.package_id,
  checkin: r.checkin, checkout: r.checkout, nights: r.nights, adult: r.adult, child: r.child, baby: r.baby, sellPrice: r.sell_price_cents,
});

const langOfRequest = (c: C) => langOf(c.var.market.pointOfSale as ContractLocale);

accountApp.get("/trips", async (c) => {
  const id = await accountId(c);
  if (!id) return json(c, { error: "Not signed in" }, 401);
  const { results } = await c.env.DB.prepare(`${tripSql(langOfRequest(c), "t.account_id = ?")} ORDER BY t.created_at DESC LIMIT 50`).bind(id).all<TripRow>();
  return json(c, { trips: results.map(toTrip) });
});

accountApp.post("/trips", async (c) => {
  const id = await accountId(c);
  if (!id) return json(c, { error: "Not signed in" }, 401);
  const input = await readInput(c);
  if (input instanceof Response) return input;
  const cartId = typeof input.cartId === "string" && /^[0-9a-f]{32}$/.test(input.cartId) ? input.cartId : null;
  if (!cartId) return json(c, { error: "Invalid cart id", fields: { cartId: "account.error.cart" } }, 400);
  const cart = await c.env.DB.prepare("SELECT id FROM carts WHERE id = ?").bind(cartId).first();
  if (!cart) return json(c, { error: "Unknown cart" }, 404);
  // Only a cart this account, or this browser's visitor, made (issue 25 item 25): a cart id seen in a link is not enough.
  if (!(await madeCart(c, cartId, id))) return json(c, { error: "This cart was made by another visitor", code: "NOT_YOUR_CART" }, 403);
  const account = await c.env.DB.prepare("SELECT email FROM accounts WHERE id = ?").bind(id).first<{ email: string }>();
  const existing = await c.env.DB.prepare("SELECT booking_number, account_id FROM account_trips WHERE cart_id = ?").bind(cartId).first<{ booking_number: string; account_id: number }>();
  if (existing && existing.account_id !== id) return json(c, { error: "This cart is already another account's trip", code: "NOT_YOUR_CART" }, 403);
  let number = existing?.booking_number;
  for (let attempt = 0; !number && attempt < 5; attempt++) {
    const candidate = String(10_000_000 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 90_000_000));
    const inserted = await c.env.DB.prepare("INSERT INTO account_trips (booking_number, account_id, email, cart_id, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING booking_number")
      .bind(candidate, id, account?.email ?? "", cartId, new Date().toISOString()).first<{ booking_number: string }>();
    number = inserted?.booking_number;
  }
  const row = await c.env.DB.prepare(tripSql(langOfRequest(c), "t.booking_number = ?")).bind(number).first<TripRow>();
  return json(c, { trip: row ? toTrip(row) : null }, 201);
});

accountApp.post("/lookup", async (c) => {
  const limited = await tooManyGuesses(c, "lookup", "Too many booking lookups, try again later");
  if (limited) return limited;
  const input = await readInput(c);
  if (input instanceof Response) return input;
  const { value, errors } = validateLookup(input);
  if (Object.keys(errors).length > 0) return json(c, { error: "Invalid booking lookup", fields: errors }, 400);
  const row = await c.env.DB.prepare(tripSql(langOfRequest(c), "t.booking_number = ? AND t.email = ?")).bind(value.bookingNumber, value.email).first<TripRow>();
  if (!row) return json(c, { error: "No booking with this number and email", fields: { bookingNumber: "account.error.notFound" } }, 404);
  return json(c, { trip: toTrip(row) });
});

accountApp.post("/beneficiary/login", async (c) => {
  const limited = await tooManyGuesses(c, "beneficiary", "Too many gift code attempts, try again later");
  if (limited) return limited;
  const input = await readInput(c);
  if (input instanceof Response) return input;
  const { value, errors } = validateBeneficiary(input);
  if (Object.keys(errors).length > 0) return json(c, { error: "Invalid gift code", fields: errors }, 400);
  const key = tokenKey(c.env);
  if (!key) return json(c, { error: "Gift codes are not configured (ACCOUNT_TOKEN_SECRET)" }, 503);
  const found = await findBeneficiaryCode(c.env.DB, value.code);
  if (found.status === "unknown") return json(c, { error: "Unknown gift code", fields: { code: "account.error.codeUnknown" } }, 404);
  if (found.status !== "valid") return codeRefusal(c, found);
  setCookie(c, ACCOUNT_COOKIES.beneficiary, await signToken(key, "beneficiary", found.code.code, BENEFICIARY_TOKEN_SECONDS), { ...cookieBase(c), httpOnly: true, maxAge: BENEFICIARY_TOKEN_SECONDS });
  // Readable by the page (the kind only, nothing secret): the stay page offers to book with the gift without a request.
  setCookie(c, ACCOUNT_COOKIES.beneficiaryGift, found.code.kind, { ...cookieBase(c), maxAge: BENEFICIARY_TOKEN_SECONDS });
  return json(c, { ok: true, kind: found.code.kind, redirect: "/beneficiary/offers" });
});

/** The 410 answer of a code that can no longer be redeemed: expired, already used (decision 054), or gone. */
function codeRefusal(c: C, found: Exclude<CodeLookup, { status: "valid" }>): Response {
  if (found.status === "expired") return json(c, { error: "This gift code has expired", expiresOn: found.expiresOn, fields: { code: "account.error.codeExpired" } }, 410);
  if (found.status === "used") return json(c, { error: "This gift code has already been used", usedAt: found.usedAt, fields: { code: "account.error.codeUsed" } }, 410);
  return json(c, { error: "This gift code is no longer valid", fields: { code: "account.error.codeUnknown" } }, 410);
}

/** The signed-in recipient's valid code, or the 401/410 answer. */
async function beneficiaryCode(c: C): Promise<BeneficiaryCode | Response> {
  const code = await verifyToken(c.env, "beneficiary", cookieOf(c, ACCOUNT_COOKIES.beneficiary));
  if (!code) return json(c, { error: "No gift code: sign in at /beneficiary/login" }, 401);
  const found = await findBeneficiaryCode(c.env.DB, code);
  if (found.status !== "valid") return codeRefusal(c, found);
  return found.code;
}

/**
 * The recipient's offers and facets (spec 001 §7): `/beneficiary/offers` answers both for any code;
 * the spec's `/beneficiary/{boxes|single-vouchers}/{offers|facets}` answer one part for a code of
 * that kind (403 WRONG_KIND otherwise). Query: BeneficiaryOffersQuerySchema (400 malformed).
 */
async function offersAnswer(c: C, kind: BeneficiaryCode["kind"] | null, part: OffersPart): Promise<Response> {
  const code = await beneficiaryCode(c);
  if (code instanceof Response) return code;
  if (kind && code.kind !== kind) return json(c, { error: `This gift code is not a ${kind === "box" ? "box" : "single voucher"}`, code: "WRONG_KIND", kind: code.kind }, 403);
  try {
    const q = validate(BeneficiaryOffersQuerySchema, queryObject(c.req.url), "beneficiary offers query");
    const locale = c.var.market.pointOfSale;
    const offers = await beneficiaryOffers(c.env.DB, code, q, { lang: langOf(locale as ContractLocale), limit: 8, part });
    if (part === "facets") return json(c, { kind: offers.kind, exactMatch: offers.exactMatch, searchDetails: offers.searchDetails, facets: offers.facets });
    if (part === "offers") {
      const { facets: _facets, ...rest } = offers;
      return json(c, rest);
    }
    return json(c, { code: code.code, expiresOn: code.expires_on, ...offers });
  } catch (err) {
    return catalogAnswer(c, err);
  }
}

accountApp.get("/beneficiary/offers", (c) => offersAnswer(c, null, "both"));
accountApp.get("/beneficiary/boxes/offers", (c) => offersAnswer(c, "box", "offers"));
accountApp.get("/beneficiary/boxes/facets", (c) => offersAnswer(c, "box", "facets"));
accountApp.get("/beneficiary/single-vouchers/offers", (c) => offersAnswer(c, "single_voucher", "offers"));
accountApp.get("/beneficiary/single-vouchers/facets", (c) => offersAnswer(c, "single_voucher", "facets"));

/** The catalog's refusals as the account API's JSON answers. */
function catalogAnswer(c: C, err: unknown): Response {
  if (err instanceof CatalogError) return json(c, { error: err.message, issues: err.issues }, err.status as Status);
  if (err instanceof NotCoveredError) return json(c, { error: err.message, code: "NOT_COVERED" }, 403);
  if (err instanceof PriceChangedError) return json(c, { error: err.message, code: "PRICE_CHANGED", expected: err.expected, current: err.current }, 409);
  if (err instanceof NotYourCartError) return json(c, { error: err.message, code: "NOT_YOUR_CART" }, 403);
  if (err instanceof PaymentRequiredError) return json(c, { error: err.message, code: "PAYMENT_REQUIRED", remaining: err.remaining }, 409);
  if (err instanceof CodeUsedError) return json(c, { error: err.message, fields: { code: "account.error.codeUsed" } }, 410);
  throw err;
}

const packageIdOf = (c: C) => validate(PackageIdParamSchema, c.req.param("id"), "package id");

accountApp.get("/beneficiary/stays/:id", async (c) => {
  const code = await beneficiaryCode(c);
  if (code instanceof Response) return code;
  try {
    const coverage = await giftCoverage(c.env.DB, code, packageIdOf(c), langOfRequest(c));
    return json(c, { code: maskCode(code.code), expiresOn: code.expires_on, ...coverage });
  } catch (err) {
    return catalogAnswer(c, err);
  }
});

accountApp.get("/beneficiary/stays/:id/quote", async (c) => {
  const code = await beneficiaryCode(c);
  if (code instanceof Response) return code;
  try {
    const q = validate(QuoteQuerySchema, { ...queryObject(c.req.url), locale: c.var.market.pointOfSale }, "quote query");
    const { coverage: _coverage, ...quote } = await beneficiaryQuote(c.env.DB, code, packageIdOf(c), q, langOfRequest(c));
    return json(c, quote);
  } catch (err) {
    return catalogAnswer(c, err);
  }
});

accountApp.post("/beneficiary/carts", async (c) => {
  const code = await beneficiaryCode(c);
  if (code instanceof Response) return code;
  const input = await readInput(c);
  if (input instanceof Response) return input;
  try {
    const cart = await createBeneficiaryCart(c.env.DB, code, { ...input, locale: c.var.market.pointOfSale }, c.env.PAYMENT_PROVIDER);
    await recordCartOwner(c, cart.id);
    return json(c, cart, 201);
  } catch (err) {
    return catalogAnswer(c, err);
  }
});

/**
 * POST /beneficiary/carts/:id/confirm (no body): confirms the recipient's booking and uses the code
 * (worker/catalog/beneficiary-confirm.ts, decision 054). 200 the confirmed cart, and the code's
 * cookies are cleared (a used code redeems nothing more) | 400 | 401 | 403 NOT_YOUR_CART | 404 |
 * 409 PAYMENT_REQUIRED | 410 used or expired.
 */
accountApp.post("/beneficiary/carts/:id/confirm", async (c) => {
  const code = await beneficiaryCode(c);
  if (code instanceof Response) return code;
  try {
    const cart = await confirmBeneficiaryCart(c.env.DB, code, c.req.param("id"), c.var.market.pointOfSale, c.env.PAYMENT_PROVIDER);
    deleteCookie(c, ACCOUNT_COOKIES.beneficiary, cookieBase(c));
    deleteCookie(c, ACCOUNT_COOKIES.beneficiaryGift, cookieBase(c));
    return json(c, cart);
  } catch (err) {
    return catalogAnswer(c, err);
  }
});
