/**
 * The criteria a results page shows (DESIGN.md "URL hash versus server rendering"; spec 000 §2):
 * the server renders what the path says; in the browser the hash criteria win, keeping the path's
 * destination (and its label) when the hash names none.
 */
import { parseCriteria, type SearchCriteria } from "#shared/criteria";

/**
 * `hash` without or with its leading '#'; an empty hash means the server's criteria. The partner
 * minisite comes from the URL query (server criteria) and no hash can drop it (decision 048).
 */
export function effectiveCriteria(serverCriteria: SearchCriteria, hash: string): SearchCriteria {
  const text = hash.replace(/^#/, "");
  if (!text) return serverCriteria;
  const fromHash = parseCriteria(text);
  const scope = serverCriteria.minisite ? { minisite: serverCriteria.minisite } : {};
  return fromHash.location ? { ...fromHash, ...scope } : { ...fromHash, location: serverCriteria.location, label: fromHash.label ?? serverCriteria.label, ...scope };
}
