/**
 * Locale messages bundled into the worker (locales/*.json). Only the current language is sent to
 * the browser, inside the dehydrated shop context, with every message that has arguments already
 * parsed to its ICU AST (the client bundle aliases the ICU parser to its no-parser build).
 */
import { parse } from "@formatjs/icu-messageformat-parser";
import es from "../../locales/es.json";
import fr from "../../locales/fr.json";
import it from "../../locales/it.json";
import nl from "../../locales/nl.json";
import type { Messages } from "#shared/i18n";
import type { Language } from "#shared/markets";

const SOURCES: Record<Language, Record<string, string>> = { es, fr, it, nl };
const compiled = new Map<Language, Messages>();

/** ICU source strings of a language (server-side formatting, splash and care pages). */
export function messagesFor(language: Language): Record<string, string> {
  return SOURCES[language];
}

/**
 * Messages of a language for the browser: strings without arguments stay strings, the others are
 * parsed once per isolate. A message that fails to parse stays a string (the locale test catches it).
 */
export function compiledMessagesFor(language: Language): Messages {
  let out = compiled.get(language);
  if (!out) {
    out = {};
    for (const [key, source] of Object.entries(SOURCES[language])) {
      if (!source.includes("{")) {
        out[key] = source;
        continue;
      }
      try {
        out[key] = parse(source, { ignoreTag: true });
      } catch {
        out[key] = source;
      }
    }
    compiled.set(language, out);
  }
  return out;
}
