/**
 * The browser's half of the contact captcha (docs/decisions/027). GET /api/contact/challenge says
 * which provider the worker checks:
 * - altcha (the embedded default): a proof-of-work challenge, solved with altcha-lib (SHA-256 in
 *   Web Crypto, a few thousand hashes, well under a second); the token is base64 of JSON
 *   `{ challenge, solution }`;
 * - Cloudflare Turnstile (`{ provider: "turnstile", siteKey }`): Cloudflare's script is loaded once,
 *   with the page's language (spec 001 §7 "A captcha script loads with a language parameter"), and
 *   its widget is rendered in `container`; the token is the one its callback gives.
 * POST /api/contact verifies the token. Part of the message dialog's chunk only.
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { turnstileLanguage } from "./captcha-language";

/** What Turnstile's script puts on window (developers.cloudflare.com/turnstile, explicit rendering). */
interface TurnstileApi {
  render(container: HTMLElement, options: { sitekey: string; language: string; callback: (token: string) => void; "error-callback": () => void; "expired-callback"?: () => void }): string | undefined;
  remove(widgetId: string): void;
}

/** The script URL, explicit rendering, in language `lang` (a page's BCP 47 tag: captcha-language.ts). */
export function turnstileScriptUrl(lang: string): string {
  return `https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&hl=${encodeURIComponent(turnstileLanguage(lang))}`;
}

let turnstileScript: Promise<TurnstileApi> | null = null;

function loadTurnstile(lang: string): Promise<TurnstileApi> {
  const w = window as unknown as { turnstile?: TurnstileApi };
  if (w.turnstile) return Promise.resolve(w.turnstile);
  turnstileScript ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = turnstileScriptUrl(lang);
    script.async = true;
    script.onload = () => (w.turnstile ? resolve(w.turnstile) : reject(new Error("turnstile did not start")));
    script.onerror = () => {
      turnstileScript = null;
      reject(new Error("turnstile script failed"));
    };
    document.head.appendChild(script);
  });
  return turnstileScript;
}

/**
 * Resolves to a fresh captcha token; rejects when the challenge cannot be had or solved.
 * `container`: where the Turnstile widget goes (unused with altcha); `lang`: the page's BCP 47 tag
 * (Turnstile gets the closest language it supports, captcha-language.ts).
 */
export async function solveContactCaptcha(signal: AbortSignal | undefined, container: () => HTMLElement | null, lang: string): Promise<string> {
  const res = await fetch("/api/contact/challenge", { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`challenge answered ${res.status}`);
  const answer = (await res.json()) as Challenge | { provider: "turnstile"; siteKey: string };
  if ("provider" in answer && answer.provider === "turnstile") return solveTurnstile(answer.siteKey, container(), lang, signal);
  const challenge = answer as Challenge;
  const controller = new AbortController();
  signal?.addEventListener("abort", () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 30_000 });
  if (!solution) throw new Error("challenge not solved");
  return btoa(JSON.stringify({ challenge, solution }));
}

async function solveTurnstile(siteKey: string, container: HTMLElement | null, lang: string, signal?: AbortSignal): Promise<string> {
  if (!container) throw new Error("no place for the captcha widget");
  const turnstile = await loadTurnstile(lang);
  return new Promise<string>((resolve, reject) => {
    const id = turnstile.render(container, { sitekey: siteKey, language: turnstileLanguage(lang), callback: resolve, "error-callback": () => reject(new Error("turnstile failed")), "expired-callback": () => reject(new Error("turnstile expired")) });
    signal?.addEventListener("abort", () => {
      if (id) turnstile.remove(id);
      reject(new Error("aborted"));
    });
  });
}
