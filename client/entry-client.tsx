/**
 * Browser entry: hydrates the streamed document with the same router (DESIGN.md "A request, end to end").
 */
import "./app.css";
import { hydrateRoot } from "react-dom/client";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { createAppRouter } from "./router";
import type { ShopContext } from "./shop/context";

const shop = {} as ShopContext; // filled by the router's hydrate() from the dehydrated stream
const router = createAppRouter({ api: (path, init) => fetch(path, init), shop });
hydrateRoot(document, <RouterClient router={router} />);
