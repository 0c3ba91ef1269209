/**
 * Draws and encodes the gifting how-it-works film (spec 001 §2; shared/gift-video.ts; decision 051).
 *
 *   npx tsx scripts/media/gift-video.ts      (needs /usr/bin/chromium and ffmpeg: apt-get install ffmpeg)
 *
 * Each scene of GIFT_VIDEO is one of the shop's illustrations (the image route's own drawing code,
 * worker/routes/images.ts), shown with a slow zoom and pan and a cross-fade into the next; the last
 * is the logo on the brand's ink. Frames are rendered one by one in headless Chromium at a fixed
 * time (no real-time capture: the film is the same on every run and machine), then encoded by
 * ffmpeg to public/media/gift-how-it-works.webm (VP9) and .mp4 (H.264). No words are drawn: the
 * subtitles come from locales/ (worker/routes/media.ts). The outputs are committed; run this again
 * only when the scenes change.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GIFT_VIDEO } from "../../shared/gift-video";
import { BRAND, logoSvg } from "../../shared/illustrations/logo";
import { parseSceneRequest, parseSizeFile, sceneSvg } from "../../worker/routes/images";
// @ts-expect-error: a plain .mjs helper without types (it returns Playwright's Browser).
import { launchChromium } from "../dev/chromium.mjs";

/** The SVG of a scene's /img path (or the logo card). */
function sceneDocument(path: string): string {
  if (path === "/logo.svg") return logoSvg({ inverse: true, height: 96 });
  const url = new URL(path, "http://shop");
  const [, , kind, seed, file] = url.pathname.split("/");
  const req = parseSceneRequest(kind!, seed!, parseSizeFile(file!), (n) => url.searchParams.get(n) ?? undefined, "");
  if (req instanceof Response) throw new Error(`bad scene ${path}`);
  return sceneSvg(req);
}

const FADE = 0.7; // seconds of cross-fade into a scene
const { width, height, fps, duration, scenes } = GIFT_VIDEO;

const layers = scenes.map((s, i) => {
  const svg = sceneDocument(s.image);
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  return s.image === "/logo.svg"
    ? `<div class="layer logo" id="s${i}"><img src="${src}" alt=""></div>`
    : `<div class="layer" id="s${i}"><img class="scene" src="${src}" alt=""></div>`;
});
const html = `<!doctype html><html><head><style>
  html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; background: ${BRAND.ink}; }
  .layer { position: absolute; inset: 0; opacity: 0; overflow: hidden; }
  .scene { width: 100%; height: 100%; object-fit: cover; transform-origin: 50% 60%; }
  .logo { background: ${BRAND.ink}; display: flex; align-items: center; justify-content: center; }
</style></head><body>${layers.join("")}</body></html>`;

/** Sets every layer for time `t` (s): opacity by the cross-fades, a slow zoom and an alternating pan. */
function render(state: { t: number; fade: number; scenes: { start: number; end: number }[] }) {
  const { t, fade } = state;
  state.scenes.forEach((s, i) => {
    const el = document.getElementById(`s${i}`)!;
    const local = t - s.start;
    const visible = t >= s.start && (i === state.scenes.length - 1 || t < state.scenes[i + 1]!.start + fade);
    const fadeIn = i === 0 ? Math.min(1, t / 0.5) : Math.min(1, Math.max(0, local / fade));
    el.style.opacity = visible ? String(fadeIn) : "0";
    const p = Math.max(0, Math.min(1, local / (s.end - s.start)));
    const eased = p * p * (3 - 2 * p);
    const img = el.querySelector("img")!;
    if (img.classList.contains("scene")) img.style.transform = `scale(${1.02 + 0.1 * eased}) translateX(${(i % 2 ? -1 : 1) * (eased - 0.5) * 3}%)`;
    else img.style.transform = `scale(${0.9 + 0.1 * eased})`;
  });
}

const dir = mkdtempSync(join(tmpdir(), "gift-video-"));
const browser: import("@playwright/test").Browser = await launchChromium();
try {
  const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
  await page.setContent(html);
  await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode())));
  const frames = duration * fps;
  for (let f = 0; f < frames; f++) {
    await page.evaluate(render, { t: f / fps, fade: FADE, scenes: scenes.map((s) => ({ start: s.start, end: s.end })) });
    await page.screenshot({ path: join(dir, `f${String(f).padStart(4, "0")}.png`) });
  }
} finally {
  await browser.close();
}

const input = ["-y", "-loglevel", "error", "-framerate", String(fps), "-i", join(dir, "f%04d.png"), "-an", "-pix_fmt", "yuv420p"];
execFileSync("ffmpeg", [...input, "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "40", "-row-mt", "1", "-deadline", "good", "-cpu-used", "2", "public/media/gift-how-it-works.webm"], { stdio: "inherit" });
execFileSync("ffmpeg", [...input, "-c:v", "libx264", "-crf", "27", "-preset", "slow", "-profile:v", "high", "-movflags", "+faststart", "public/media/gift-how-it-works.mp4"], { stdio: "inherit" });
rmSync(dir, { recursive: true, force: true });
for (const f of ["webm", "mp4"]) console.log(`public/media/gift-how-it-works.${f}: ${Math.round(statSync(`public/media/gift-how-it-works.${f}`).size / 1024)} KB`);
