/**
 * The browser's half of the contact captcha (docs/decisions/027): fetches a proof-of-work
 * challenge from GET /api/contact/challenge and solves it with altcha-lib (SHA-256 in Web Crypto,
 * a few thousand hashes, well under a second), giving the token POST /api/contact verifies:
 * base64 of JSON `{ challenge, solution }`. Part of the message dialog's chunk only.
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/** Resolves to a fresh captcha token; rejects when the challenge cannot be had or solved. */
export async function solveContactCaptcha(signal?: AbortSignal): Promise<string> {
  const res = await fetch("/api/contact/challenge", { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`challenge answered ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const controller = new AbortController();
  signal?.addEventListener("abort", () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 30_000 });
  if (!solution) throw new Error("challenge not solved");
  return btoa(JSON.stringify({ challenge, solution }));
}
