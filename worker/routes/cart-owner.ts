/**
 * Who made a cart (issue 25 item 25; migration 0022): the worker records the visitor id (`vid`
 * cookie) and the signed-in account of every cart it hands over, and POST /api/account/trips
 * attaches a cart only to an account that made it, or whose visitor made it (a shopper who books
 * signed out, then signs in on the same browser). Cart ids are unguessable, but they travel in URLs
 * (`/booking/{cart}`, shared links, referrers): knowing one must not be enough to claim its trip.
 */
import type { Context } from "hono";
import { cookieOf } from "../middleware/cookies";
import { ACCOUNT_COOKIES } from "#shared/account-cookies";
import type { AppEnv } from "../env";
import { verifyToken } from "./account-token";

type C = Context<AppEnv>;

/** The signed-in account's id from the access token cookie, or null. */
export async function signedInAccount(c: C): Promise<number | null> {
  const id = Number(await verifyToken(c.env, "account", cookieOf(c, ACCOUNT_COOKIES.token)));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Records the request's visitor (and account, when signed in) as the maker of cart `cartId`; a cart keeps its first maker. */
export async function recordCartOwner(c: C, cartId: string): Promise<void> {
  await c.env.DB.prepare("INSERT INTO cart_owners (cart_id, visitor_id, account_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING")
    .bind(cartId, c.var.visitorId, await signedInAccount(c), new Date().toISOString())
    .run();
}

/**
 * Records the maker of a cart answer (a 200/201 JSON `{ id }`) without consuming it; other
 * answers are left alone. A failed write is logged, never turned into a failed booking.
 */
export async function recordCartAnswer(c: C, res: Response): Promise<void> {
  if (res.status !== 200 && res.status !== 201) return;
  try {
    const cart = (await res.clone().json()) as { id?: unknown };
    if (typeof cart.id === "string" && /^[0-9a-f]{32}$/.test(cart.id)) await recordCartOwner(c, cart.id);
  } catch (err) {
    console.warn("cart owner not recorded", err instanceof Error ? err.message : String(err));
  }
}

/** Whether the account `accountId` or the request's visitor made cart `cartId` (false for a cart with no recorded maker). */
export async function madeCart(c: C, cartId: string, accountId: number): Promise<boolean> {
  const row = await c.env.DB.prepare("SELECT 1 AS ok FROM cart_owners WHERE cart_id = ? AND (account_id = ? OR visitor_id = ?)")
    .bind(cartId, accountId, c.var.visitorId)
    .first<{ ok: number }>();
  return row !== null;
}
