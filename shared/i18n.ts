/**
 * Message formatting over the locale files in `locales/{es,fr,nl,it}.json` (ICU MessageFormat via
 * intl-messageformat; DESIGN.md habit "every visible string comes from locales/").
 *
 * Messages are a flat map of dotted keys to ICU strings, e.g.
 * `"search.count": "{count, plural, one {# offre} other {# offres}} {theme}"`.
 */
import { IntlMessageFormat, type Formatters } from "intl-messageformat";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/**
 * Messages by key: ICU source strings, or (as sent to the browser) the parsed ICU AST of every
 * message that has an argument, so the client bundle can leave the ICU parser out.
 */
export type Messages = Record<string, string | MessageFormatElement[]>;
export type MessageValues = Record<string, string | number | boolean | null | undefined>;
export type Translate = (key: string, values?: MessageValues) => string;

const translators = new WeakMap<Messages, Map<string, Translate>>();

/**
 * The translator for one language. Unknown keys return the key itself (and are caught by the
 * locale completeness test); a malformed message returns its raw text instead of throwing.
 * Translators are shared per messages object and tag: building an IntlMessageFormat (and its Intl
 * plural and number formatters) costs far more than formatting, and a results page formats the
 * same few messages for every card.
 */
export function createTranslator(bcp47: string, messages: Messages): Translate {
  let byTag = translators.get(messages);
  if (!byTag) {
    byTag = new Map();
    translators.set(messages, byTag);
  }
  let t = byTag.get(bcp47);
  if (!t) {
    t = buildTranslator(bcp47, messages);
    byTag.set(bcp47, t);
  }
  return t;
}

// Every IntlMessageFormat resolves its locale with Intl.NumberFormat.supportedLocalesOf, which
// costs V8 about 30 ms on its first call (a product page's hydration spent it in the route's
// head()). The shop's tags are fixed, well-formed and supported by every engine it runs in
// (shared/markets.ts), so the locale is taken as given.
IntlMessageFormat.resolveLocale = (locales: string | string[]) => new Intl.Locale(Array.isArray(locales) ? locales[0]! : locales);

/** Intl formatters shared by all messages of one translator (one PluralRules per tag, not per message). */
function sharedFormatters(): Formatters {
  const memo = <A extends unknown[], R>(make: (...args: A) => R) => {
    const made = new Map<string, R>();
    return (...args: A) => {
      const key = JSON.stringify(args);
      let r = made.get(key);
      if (r === undefined) made.set(key, (r = make(...args)));
      return r;
    };
  };
  return {
    getNumberFormat: memo((locales?: string | string[], opts?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, opts)),
    getDateTimeFormat: memo((locales?: string | string[], opts?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales, opts)),
    getPluralRules: memo((locales?: string | string[], opts?: Intl.PluralRulesOptions) => new Intl.PluralRules(locales, opts)),
  } as Formatters;
}

/**
 * Formatted texts kept per translator, keyed by message key and values: a results page writes "2
 * nuits, 2 personnes" or "Voir les 3 offres" for card after card, and formatToParts cost 1-1.5 ms
 * of each uncached render (issue 28 profile). Values are primitives, so the text depends on the key
 * and values only. Cleared when full rather than evicted one by one.
 */
const FORMATTED_MAX = 2_000;

function buildTranslator(bcp47: string, messages: Messages): Translate {
  const cache = new Map<string, IntlMessageFormat | null>();
  const formatted = new Map<string, string>();
  const formatters = sharedFormatters();
  const format = (key: string, values: MessageValues | undefined): string => {
    const raw = messages[key];
    if (raw === undefined) return key;
    if (typeof raw === "string" && !raw.includes("{")) return raw;
    const memoKey = values === undefined ? key : `${key}\u0000${JSON.stringify(values)}`;
    const known = formatted.get(memoKey);
    if (known !== undefined) return known;
    const text = formatOnce(key, raw, values);
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(memoKey, text);
    return text;
  };
  const formatOnce = (key: string, raw: string | MessageFormatElement[], values: MessageValues | undefined): string => {
    let fmt = cache.get(key);
    if (fmt === undefined) {
      try {
        fmt = new IntlMessageFormat(raw, bcp47, undefined, { ignoreTag: true, formatters });
      } catch {
        fmt = null;
      }
      cache.set(key, fmt);
    }
    if (!fmt) return typeof raw === "string" ? raw : key;
    try {
      return String(fmt.format(values as Record<string, string | number>));
    } catch {
      return typeof raw === "string" ? raw : key;
    }
  };
  return format;
}
