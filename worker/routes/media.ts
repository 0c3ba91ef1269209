/**
 * GET /media/gift-how-it-works.{lang}.vtt — the subtitles of the gifting how-it-works film in one
 * language (spec 001 §2 "how-it-works video sections (gifting)"; shared/gift-video.ts), built from
 * the locale messages so every word of the film comes from `locales/`. 404 for a language the shop
 * does not have. The film's own files are static assets (public/media/).
 */
import { Hono } from "hono";
import { giftVideoVtt } from "#shared/gift-video";
import type { Language } from "#shared/markets";
import type { AppEnv } from "../env";
import { messagesFor } from "../ssr/messages";

const LANGUAGES: readonly Language[] = ["es", "fr", "nl", "it"];

export const mediaApp = new Hono<AppEnv>();

mediaApp.get("/:file{gift-how-it-works\\.[a-z]+\\.vtt}", (c) => {
  const language = c.req.param("file").split(".")[1] as Language;
  if (!LANGUAGES.includes(language)) return c.text("Unknown language", 404);
  const messages = messagesFor(language);
  c.header("Content-Type", "text/vtt; charset=utf-8");
  // Words change with a deploy: a day in browsers, revalidated after.
  c.header("Cache-Control", "public, max-age=86400");
  return c.body(giftVideoVtt((key) => messages[key] ?? key));
});
