/**
 * The email field's 'You mean @{domain}?' suggestion (spec 001 §5 "email pattern with suggestion"):
 * a near-miss of a common mail domain ("gmial.com", "hotmial.fr", "orange.ft") suggests the domain
 * it probably meant. The fuzzy matching is @zootools/email-spell-checker's (the maintained fork of
 * mailcheck); the domain lists are ours: the big international providers plus those of the six
 * markets (Spain, France, Belgium, the Netherlands, Italy). Pure.
 */
import { run } from "@zootools/email-spell-checker";

/** Common mail domains of the shop's markets and the big international ones. */
export const COMMON_EMAIL_DOMAINS = [
  "gmail.com", "googlemail.com", "hotmail.com", "hotmail.fr", "hotmail.es", "hotmail.it", "hotmail.be", "hotmail.nl",
  "outlook.com", "outlook.fr", "outlook.es", "outlook.it", "outlook.be", "live.com", "live.fr", "live.nl", "live.be", "live.it",
  "msn.com", "yahoo.com", "yahoo.fr", "yahoo.es", "yahoo.it", "icloud.com", "me.com", "aol.com", "protonmail.com", "proton.me", "gmx.com", "gmx.fr",
  // France
  "orange.fr", "wanadoo.fr", "free.fr", "sfr.fr", "laposte.net", "bbox.fr", "neuf.fr",
  // Spain
  "telefonica.net", "movistar.es", "terra.es",
  // Belgium
  "telenet.be", "skynet.be", "proximus.be", "scarlet.be",
  // Netherlands
  "ziggo.nl", "kpnmail.nl", "planet.nl", "home.nl", "xs4all.nl",
  // Italy
  "libero.it", "virgilio.it", "alice.it", "tiscali.it", "tin.it",
];

const SECOND_LEVEL = ["gmail", "hotmail", "outlook", "live", "yahoo", "icloud", "orange", "wanadoo", "free", "laposte", "telenet", "skynet", "ziggo", "libero", "virgilio"];
const TOP_LEVEL = ["com", "fr", "es", "it", "be", "nl", "net", "org", "eu", "co.uk", "de"];

/**
 * The domain `email` probably meant, or null when the domain is one of the common ones, is not
 * close to any, or the address has no "@domain" part yet. E.g. "ana@gmial.com" → "gmail.com",
 * "x@orange.ft" → "orange.fr", "ana@gmail.com" → null, "ana@pasea.fr" → null.
 */
export function suggestEmailDomain(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 1 || at === trimmed.length - 1) return null;
  const domain = trimmed.slice(at + 1).toLowerCase();
  if (COMMON_EMAIL_DOMAINS.includes(domain)) return null;
  const suggestion = run({ email: trimmed, domains: COMMON_EMAIL_DOMAINS, secondLevelDomains: SECOND_LEVEL, topLevelDomains: TOP_LEVEL });
  if (!suggestion || suggestion.domain.toLowerCase() === domain) return null;
  return suggestion.domain;
}
