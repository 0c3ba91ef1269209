/**
 * `/__floor?bytes=N`: the benchmark's static floor (issue 2 §9) — the same worker answering a
 * prebuilt HTML page of N bytes (1 KB to 2 MB) from memory, through the same middleware as a page.
 * Only in ENVIRONMENT=development; 404 elsewhere.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";

const pages = new Map<number, string>();

function pageOf(bytes: number): string {
  let html = pages.get(bytes);
  if (!html) {
    const head = "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\"><title>floor</title></head><body><p>";
    const tail = "</p></body></html>";
    html = head + "x".repeat(Math.max(0, bytes - head.length - tail.length)) + tail;
    pages.set(bytes, html);
  }
  return html;
}

export const floorApp = new Hono<AppEnv>();

floorApp.get("/", (c) => {
  if (c.env.ENVIRONMENT !== "development") return c.notFound();
  const bytes = Number(c.req.query("bytes") ?? 50_000);
  if (!Number.isInteger(bytes) || bytes < 1024 || bytes > 2_000_000) return c.json({ error: "bytes must be an integer from 1024 to 2000000" }, 400);
  return c.html(pageOf(bytes));
});
