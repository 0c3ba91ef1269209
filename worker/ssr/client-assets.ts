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
  imports?: string[];
  dynamicImports?: string[];
}

const ENTRY = "client/entry-client.tsx";
/** The entry's second stage (client/boot/hydrate.tsx, decision 016): every page runs it. */
const STAGES = ["client/boot/hydrate.tsx"];

/**
 * The files of `roots` and of everything they import statically, transitively, as `/assets/…`
 * URLs in visiting order, skipping keys in `skip` (which it extends).
 */
function chunkClosure(entries: Record<string, ManifestEntry>, roots: string[], skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    if (skip.has(key)) return;
    skip.add(key);
    const chunk = entries[key];
    if (!chunk) return;
    files.push(`/assets/${chunk.file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return files;
}

const ENTRIES = manifest as Record<string, ManifestEntry>;
const STARTUP_KEYS = new Set<string>();
/**
 * The chunks every page runs at start-up: the entry, its stages and all they import (entry first).
 * Linked as modulepreload in the head, so the entry (whose script tag comes at the end of the
 * body) and the stages wait neither on the parser nor on each other.
 */
const PRELOAD = chunkClosure(ENTRIES, [ENTRY, ...STAGES], STARTUP_KEYS);
/**
 * Per page component (file name without extension, e.g. "home-page"): the chunks its route loads
 * beyond the start-up ones. The page's route links them, so they load with the entry instead of
 * after the router has matched the route.
 */
const PAGE_CHUNKS: Record<string, string[]> = Object.fromEntries(
  STAGES.flatMap((stage) => ENTRIES[stage]?.dynamicImports ?? []).map((key) => [key.replace(/^.*\/|\.tsx?$/g, ""), chunkClosure(ENTRIES, [key], new Set(STARTUP_KEYS))]),
);

/**
 * The entry script URL, the chunks its start-up stages run (`preload`), the chunks of each page
 * component (`pages`, see PAGE_CHUNKS), its CSS files and the
 * language's messages file (scripts/dev/build-messages.mjs). Throws if the build has no entry.
 */
export function clientAssets(language: Language = "fr"): { script: string; preload: string[]; pages: Record<string, string[]>; css: string[]; messages: string } {
  const entry = (manifest as Record<string, ManifestEntry>)[ENTRY];
  if (!entry) throw new Error(`Vite manifest has no ${ENTRY}: run npm run build`);
  return { script: `/assets/${entry.file}`, preload: PRELOAD, pages: PAGE_CHUNKS, css: (entry.css ?? []).map((f) => `/assets/${f}`), messages: (messagesManifest as Record<Language, string>)[language] };
}

/** The hashed asset names of `clientAssets(...)` as one string (part of the page cache key). */
export function assetsId(assets: ReturnType<typeof clientAssets>): string {
  return [assets.script, ...assets.preload, ...assets.css, assets.messages].join(",");
}
