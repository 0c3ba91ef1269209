/**
 * Message formatting over the locale files in `locales/{es,fr,nl,it}.json` (ICU MessageFormat via
 * intl-messageformat; DESIGN.md habit "every visible string comes from locales/").
 *
 * Messages are a flat map of dotted keys to ICU strings, e.g.
 * `"search.count": "{count, plural, one {# offre} other {# offres}} {theme}"`.
 */
import { IntlMessageFormat } from "intl-messageformat";

export type Messages = Record<string, string>;
export type MessageValues = Record<string, string | number | boolean | null | undefined>;
export type Translate = (key: string, values?: MessageValues) => string;

/**
 * Builds a translator for one language. Unknown keys return the key itself (and are caught by the
 * locale completeness test); a malformed message returns its raw text instead of throwing.
 */
export function createTranslator(bcp47: string, messages: Messages): Translate {
  const cache = new Map<string, IntlMessageFormat | null>();
  return (key, values) => {
    const raw = messages[key];
    if (raw === undefined) return key;
    if (!values && !raw.includes("{")) return raw;
    let fmt = cache.get(key);
    if (fmt === undefined) {
      try {
        fmt = new IntlMessageFormat(raw, bcp47, undefined, { ignoreTag: true });
      } catch {
        fmt = null;
      }
      cache.set(key, fmt);
    }
    if (!fmt) return raw;
    try {
      return String(fmt.format(values as Record<string, string | number>));
    } catch {
      return raw;
    }
  };
}
