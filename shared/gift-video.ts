/**
 * The gifting flow's how-it-works video (spec 001 §2 stay page: "gift customisation and
 * how-it-works video sections (gifting)"; docs/decisions/051-gift-video.md).
 *
 * One silent 18-second film drawn from the shop's own illustrations (decision 017): the three
 * steps of a gift, then the logo. It carries no words in its pictures; its words are WebVTT
 * subtitles built from `locales/` (one track per language, served by the worker at
 * `/media/gift-how-it-works.{lang}.vtt`), so the film is the same file in every market.
 *
 * `GIFT_VIDEO.scenes` drive both the film (scripts/media/gift-video.ts draws them) and the cue
 * times of the subtitles, so words and pictures cannot drift apart. Times in seconds.
 */
import type { Language } from "./markets";

export interface GiftVideoScene {
  /** The scene's picture: an /img path of the image route (1280x720). */
  image: string;
  /** Subtitle: the message keys of its title and text; null for the closing logo card. */
  title: string | null;
  text: string | null;
  /** Seconds from the start. */
  start: number;
  end: number;
}

export const GIFT_VIDEO = {
  /** Encoded files under public/ (VP9 WebM first, H.264 MP4 for older Safari). */
  sources: [
    { src: "/media/gift-how-it-works.webm", type: "video/webm" },
    { src: "/media/gift-how-it-works.mp4", type: "video/mp4" },
  ],
  /** Shown before play; the first scene's picture, so nothing is fetched for the film until play. */
  poster: "/img/hotel/4207/1280x720.svg?env=countryside&time=golden",
  width: 960,
  height: 540,
  fps: 24,
  duration: 18,
  scenes: [
    { image: "/img/hotel/4207/1280x720.svg?env=countryside&time=golden", title: "gifting.how.chooseTitle", text: "gifting.how.chooseText", start: 0, end: 5 },
    { image: "/img/activity/31/1280x720.svg?theme=gift", title: "gifting.how.personaliseTitle", text: "gifting.how.personaliseText", start: 5, end: 10 },
    { image: "/img/room/58/1280x720.svg", title: "gifting.how.bookTitle", text: "gifting.how.bookText", start: 10, end: 15 },
    { image: "/logo.svg", title: null, text: null, start: 15, end: 18 },
  ] satisfies GiftVideoScene[],
} as const;

/** The subtitles' URL for a language. */
export const giftVideoTrack = (language: Language) => `/media/gift-how-it-works.${language}.vtt`;

/** `12.5` → `00:00:12.500` (WebVTT timestamp). */
function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Cue text is plain text: `&` and `<` escaped, and no line may hold the `-->` cue separator. */
function cueText(s: string): string {
  return s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll("-->", "--&gt;").replace(/\s*\n\s*/g, " ").trim();
}

/**
 * The WebVTT file of the film in one language: one cue per worded scene, the title on the first
 * line and the text on the second. `t` formats a message key of that language.
 */
export function giftVideoVtt(t: (key: string) => string): string {
  const cues = GIFT_VIDEO.scenes
    .filter((s): s is typeof s & { title: string; text: string } => s.title !== null && s.text !== null)
    .map((s, i) => `${i + 1}\n${timestamp(s.start)} --> ${timestamp(s.end)}\n${cueText(t(s.title))}\n${cueText(t(s.text))}`);
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}
