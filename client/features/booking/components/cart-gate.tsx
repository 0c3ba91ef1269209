/**
 * The cart pages' gate (booking and payment steps, spec 001 §2; the booking modification, spec 000
 * §2 MODIFICATION; the gift's booking and payment steps, decision 033): reads the route's loader
 * data (`CartLoaderData`, api/cart.ts: the cart id and how loading it went) and the cart from the
 * query cache, and renders `children(cart)` when both are there; otherwise the one not-found
 * section ('Booking not found' with a link home) or, on an upstream failure, `error` (default:
 * the generic error with a link home). The route's `headers` give that section its 404/503 status.
 *
 * `CartGate` gates a stay's cart (carts/{id}.json); `CartGateOf` any cart the `options` load
 * (the gift cart, gift-booking-page.tsx).
 */
import { useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { Link, useLoaderData } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import type { ApiFetch } from "#shared/api-fetch";
import type { Cart } from "#shared/contract/cart";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { cartQueryOptions, type CartLoaderData } from "../api/cart";

/** Query options of a cart by id (e.g. cartQueryOptions, giftCartQueryOptions). */
export type CartOptions<T> = (api: ApiFetch, pointOfSale: string, cartId: string) => UseQueryOptions<T, Error, T, string[]>;

export function CartGate(props: { children: (cart: Cart) => ReactNode }) {
  return <CartGateOf options={cartQueryOptions}>{props.children}</CartGateOf>;
}

export function CartGateOf<T>(props: { options: CartOptions<T>; error?: ReactNode; children: (cart: T) => ReactNode }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const data = useLoaderData({ strict: false }) as CartLoaderData;
  const query = useQuery({ ...props.options(api, market.pointOfSale, data.cartId), enabled: data.status === "ok" });
  const cart = query.data;
  if (data.status === "ok" && cart) return props.children(cart);
  // A missing cart also leaves a failed query in the cache: only a known cart's failure is an error.
  const failed = data.status === "error" || (data.status === "ok" && query.isError);
  if (failed && props.error) return props.error;
  return (
    <section role="alert" className={css({ maxW: "2xl", mx: "auto", textAlign: "center", py: "20", px: "4" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{failed ? t("errors.generic") : t("booking.notFound")}</h1>
      <Link to="/" className={homeLink}>{t("shell.home")}</Link>
    </section>
  );
}

const homeLink = css({ display: "inline-block", mt: "4", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "bold", textDecoration: "none", _hover: { bg: "primary.hover" } });
