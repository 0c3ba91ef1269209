/**
 * Locale messages bundled into the worker (locales/*.json). Only the current language is sent to
 * the browser, inside the dehydrated shop context.
 */
import es from "../../locales/es.json";
import fr from "../../locales/fr.json";
import it from "../../locales/it.json";
import nl from "../../locales/nl.json";
import type { Messages } from "#shared/i18n";
import type { Language } from "#shared/markets";

const ALL: Record<Language, Messages> = { es, fr, it, nl };

/** Messages of a language. */
export function messagesFor(language: Language): Messages {
  return ALL[language];
}
