/**
 * URLs of the client bundle and stylesheet, read from the Vite manifest written by `npm run build`
 * (public/assets/.vite/manifest.json), so the worker always links the hashed files it was built with.
 */
import manifest from "../../public/assets/.vite/manifest.json";
import messagesManifest from "../../public/assets/messages/manifest.json";
import type { Language } from "#shared/markets";

interface ManifestEntry {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

const ENTRY = "client/entry-client.tsx";

/**
 * The entry script URL, its CSS files and the language's messages file (scripts/dev/build-messages.mjs).
 * Throws at startup if the build is missing its entry.
 */
export function clientAssets(language: Language = "fr"): { script: string; css: string[]; messages: string } {
  const entry = (manifest as Record<string, ManifestEntry>)[ENTRY];
  if (!entry) throw new Error(`Vite manifest has no ${ENTRY}: run npm run build`);
  return { script: `/assets/${entry.file}`, css: (entry.css ?? []).map((f) => `/assets/${f}`), messages: (messagesManifest as Record<Language, string>)[language] };
}

/** The hashed asset names of `clientAssets(...)` as one string (part of the page cache key). */
export function assetsId(assets: ReturnType<typeof clientAssets>): string {
  return [assets.script, ...assets.css, assets.messages].join(",");
}
