/**
 * Worker entry (DESIGN.md "A request, end to end"): security headers → point of sale + locale →
 * visitor cookies, flags and experiments → customer-care gate → CMS preview → Belgian splash → /api/* (upstream
 * contract) or /img/* (generated images) → streaming SSR for every other GET.
 */
import { Hono } from "hono";
import type { AppEnv } from "./env";
import { pointOfSale } from "./middleware/point-of-sale";
import { securityHeaders } from "./middleware/security-headers";
import { splash } from "./middleware/splash";
import { visitor } from "./middleware/visitor";
import { careGate, careRoutes } from "./middleware/care-gate";
import { preview, previewRoutes } from "./middleware/preview";
import { apiApp } from "./routes/api";
import { analyticsApp } from "./routes/analytics";
import { contactApp } from "./routes/contact";
import { consentApp } from "./routes/consent";
import { accountApp } from "./routes/account";
import { imagesApp } from "./routes/images";
import { rasterApp } from "./routes/raster";
import { floorApp } from "./routes/floor";
import { mapStyleApp } from "./routes/map-style";
import { mediaApp } from "./routes/media";
import { renderPage } from "./ssr/render";
import { sitemapApp } from "./routes/sitemap";

/** Paths ending in a static file's extension (the shop's own pages never do). */
const STATIC_FILE = /\.(ico|png|jpe?g|gif|webp|avif|svg|css|m?js|map|json|txt|xml|webmanifest|woff2?|ttf|php|env|git)$/i;

export const app = new Hono<AppEnv>();

app.use("*", securityHeaders);
app.route("/img", rasterApp);
app.route("/img", imagesApp);
app.get("/healthz", (c) => c.json({ ok: true }));
app.route("/map", mapStyleApp);
app.route("/media", mediaApp);
app.use("*", pointOfSale);
app.use("*", visitor);
// robots.txt, sitemap.xml (per host) and the 404 logging call, before the care gate and the splash.
app.route("/", sitemapApp);
app.route("/care", careRoutes);
app.use("*", careGate);
// CMS draft-mode preview: the signed link and its exit, then c.var.preview for the API and the pages.
app.route("/preview", previewRoutes);
app.use("*", preview);
app.route("/api/contact", contactApp);
app.route("/api/consent", consentApp);
app.route("/api/account", accountApp);
app.route("/api/analytics", analyticsApp);
app.route("/api", apiApp);
app.route("/__floor", floorApp);
// A file-looking path that no static asset answered (/favicon.ico, /apple-touch-icon.png, …) is a
// 404, not the home page in HTML under an image's name.
app.get("*", async (c, next) => (STATIC_FILE.test(c.req.path) ? c.text("Not found", 404) : next()));
app.use("*", splash);
app.get("*", (c) => renderPage(c));
app.all("*", (c) => c.json({ error: "Method not allowed" }, 405));

app.onError((err, c) => {
  console.error("ERROR", { url: c.req.url, message: String(err?.message ?? err).slice(0, 256) });
  return c.text("Internal error", 500);
});

export default app;
