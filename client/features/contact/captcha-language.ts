/**
 * The language the contact captcha is shown in (spec 001 §7 "A captcha script loads with a language
 * parameter"; issue 26 "the captcha loaded in the shopper's language where the provider supports
 * it"). Cloudflare Turnstile takes `language` as a code of its list (developers.cloudflare.com/
 * turnstile/reference/supported-languages) or "auto" (the browser's). The shop's four languages are
 * on it; anything else asks for "auto" rather than an unsupported code the widget would refuse.
 * The altcha proof of work (the embedded default) shows no text: nothing to translate. Pure.
 */

/** Turnstile's supported languages, as the two-letter codes it also accepts (the shop's first). */
const TURNSTILE_LANGUAGES = new Set(["fr", "es", "nl", "it", "de", "en", "pt", "pl", "ru", "tr", "ja", "ko", "zh", "ar", "bg", "cs", "da", "el", "fa", "fi", "he", "hi", "hr", "hu", "id", "lt", "ms", "nb", "ro", "sk", "sl", "sr", "sv", "th", "tl", "uk", "vi"]);

/** Turnstile's `language` for a page in `bcp47` ("fr-BE" → "fr"); "auto" when Turnstile does not have it. */
export function turnstileLanguage(bcp47: string): string {
  const code = bcp47.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return TURNSTILE_LANGUAGES.has(code) ? code : "auto";
}
