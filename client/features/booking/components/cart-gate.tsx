/**
 * The cart pages' gate (booking and payment steps, spec 001 §2; the booking modification, spec 000
 * §2 MODIFICATION): reads the route's loader data (`CartLoaderData`, api/cart.ts) and the cart
 * from the query cache, and renders `children(cart)` when both are there; otherwise the one
 * not-found section ('Booking not found' or, on an upstream failure, the generic error) with a
 * link home. The route's `headers` give that section its 404/503 status.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useLoaderData } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import type { Cart } from "#shared/contract/cart";
import { useApi, useShop, useT } from "../../../shop/use-shop";
import { cartQueryOptions, type CartLoaderData } from "../api/cart";

export function CartGate(props: { children: (cart: Cart) => ReactNode }) {
  const t = useT();
  const api = useApi();
  const { market } = useShop();
  const data = useLoaderData({ strict: false }) as CartLoaderData;
  const query = useQuery({ ...cartQueryOptions(api, market.pointOfSale, data.cartId), enabled: data.status === "ok" });
  const cart = query.data;
  if (data.status === "ok" && cart) return props.children(cart);
  return (
    <section role="alert" className={css({ maxW: "2xl", mx: "auto", textAlign: "center", py: "20", px: "4" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{data.status === "error" ? t("errors.generic") : t("booking.notFound")}</h1>
      <Link to="/" className={homeLink}>{t("shell.home")}</Link>
    </section>
  );
}

const homeLink = css({ display: "inline-block", mt: "4", bg: "primary", color: "primary.fg", px: "6", py: "3", borderRadius: "md", fontWeight: "bold", textDecoration: "none", _hover: { bg: "primary.hover" } });
