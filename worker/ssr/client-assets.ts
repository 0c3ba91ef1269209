/**
 * URLs of the client bundle and stylesheet, read from the Vite manifest written by `npm run build`
 * (public/assets/.vite/manifest.json), so the worker always links the hashed files it was built with.
 */
import manifest from "../../public/assets/.vite/manifest.json";

interface ManifestEntry {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

const ENTRY = "client/entry-client.tsx";

/** The entry script URL and its CSS files. Throws at startup if the build is missing its entry. */
export function clientAssets(): { script: string; css: string[] } {
  const entry = (manifest as Record<string, ManifestEntry>)[ENTRY];
  if (!entry) throw new Error(`Vite manifest has no ${ENTRY}: run npm run build`);
  return { script: `/assets/${entry.file}`, css: (entry.css ?? []).map((f) => `/assets/${f}`) };
}
