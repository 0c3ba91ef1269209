/**
 * Lowercase ASCII kebab-case slug: "Liège" → "liege", "L'Hospitalet de Llobregat" →
 * "l-hospitalet-de-llobregat", "Donostia / San Sebastián" → "donostia-san-sebastian".
 */
export function slugify(text: string): string {
  return text
    .replace(/ß/g, "ss").replace(/[æÆ]/g, "ae").replace(/[œŒ]/g, "oe").replace(/[øØ]/g, "o").replace(/[łŁ]/g, "l").replace(/[đĐ]/g, "d")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Hands out unique slugs: the first claimant of a base slug keeps it, later ones get the first
 * free candidate among `alternatives` (already slugified or not), then `base-2`, `base-3` ...
 */
export class SlugRegistry {
  private readonly taken = new Set<string>();

  /** Claim `base` or the first free alternative; returns the slug actually claimed. */
  claim(base: string, alternatives: readonly string[] = []): string {
    const first = slugify(base);
    for (const candidate of [first, ...alternatives.map((a) => slugify(`${base} ${a}`))]) {
      if (candidate && !this.taken.has(candidate)) {
        this.taken.add(candidate);
        return candidate;
      }
    }
    for (let n = 2; ; n++) {
      const candidate = `${first}-${n}`;
      if (!this.taken.has(candidate)) {
        this.taken.add(candidate);
        return candidate;
      }
    }
  }
}
