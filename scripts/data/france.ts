/**
 * French communes from npm `@etalab/decoupage-administratif` (Licence Ouverte / Etalab 2.0 data,
 * MIT code): INSEE code → current commune with postal codes. GeoNames admin-4 is the INSEE code;
 * merged communes (communes déléguées/associées) map to their current commune.
 */
import { readPackageJson } from "./sources";

interface EtalabCommune {
  code: string;
  nom: string;
  type: "commune-actuelle" | "commune-deleguee" | "commune-associee" | "arrondissement-municipal";
  chefLieu?: string;
  departement?: string;
  region?: string;
  population?: number;
  codesPostaux?: string[];
}

/** A current French commune. */
export interface Commune {
  /** INSEE code, e.g. "75056". */
  insee: string;
  name: string;
  department: string;
  region: string;
  /** Sorted postal codes; Paris starts with 75001. */
  postalCodes: string[];
  population: number | null;
}

/** Build an INSEE lookup: current communes by code, with délégué/associé codes redirected to their chef-lieu. */
export function loadCommunes(): (insee: string) => Commune | null {
  const rows = readPackageJson<EtalabCommune[]>("@etalab/decoupage-administratif/data/communes.json");
  const current = new Map<string, Commune>();
  for (const c of rows) {
    if (c.type !== "commune-actuelle") continue;
    current.set(c.code, {
      insee: c.code,
      name: c.nom,
      department: c.departement ?? "",
      region: c.region ?? "",
      postalCodes: [...(c.codesPostaux ?? [])].sort(),
      population: c.population ?? null,
    });
  }
  const redirects = new Map<string, string>();
  for (const c of rows) {
    if ((c.type === "commune-deleguee" || c.type === "commune-associee") && c.chefLieu) redirects.set(c.code, c.chefLieu);
  }
  return (insee) => current.get(insee) ?? current.get(redirects.get(insee) ?? "") ?? null;
}
