/**
 * Worker entry (DESIGN.md "A request, end to end"): security headers → point of sale + locale →
 * visitor cookies, flags and experiments → customer-care gate → Belgian splash → /api/* (upstream
 * contract) or /img/* (generated images) → streaming SSR for every other GET.
 */
import { Hono } from "hono";
import type { AppEnv } from "./env";
import { pointOfSale } from "./middleware/point-of-sale";
import { securityHeaders } from "./middleware/security-headers";
import { splash } from "./middleware/splash";
import { visitor } from "./middleware/visitor";
import { careGate, careRoutes } from "./middleware/care-gate";
import { apiApp } from "./routes/api";
import { imagesApp } from "./routes/images";
import { floorApp } from "./routes/floor";
import { renderPage } from "./ssr/render";

export const app = new Hono<AppEnv>();

app.use("*", securityHeaders);
app.route("/img", imagesApp);
app.get("/healthz", (c) => c.json({ ok: true }));
app.use("*", pointOfSale);
app.use("*", visitor);
app.route("/care", careRoutes);
app.use("*", careGate);
app.route("/api", apiApp);
app.route("/__floor", floorApp);
app.use("*", splash);
app.get("*", (c) => renderPage(c));
app.all("*", (c) => c.json({ error: "Method not allowed" }, 405));

app.onError((err, c) => {
  console.error("ERROR", { url: c.req.url, message: String(err?.message ?? err).slice(0, 256) });
  return c.text("Internal error", 500);
});

export default app;
