/**
 * Loads MapLibre GL for the maps (the search map, the box offers map: pin-map.tsx), in the browser
 * only and only when a map opens (issue
 * 14 "maplibre-gl is heavy"): the library chunk, its web worker and its stylesheet, each a file
 * of its own in public/assets/ (the worker and the CSS as URLs, so MapLibre starts its worker
 * from our origin: CSP worker-src 'self', no blob of code; the CSS as a <link>: style-src 'self').
 *
 * Vite's `import.meta.glob` rather than `import("maplibre-gl")`: the worker bundle (wrangler's
 * esbuild) compiles the client code for SSR and would otherwise carry the 1.1 MB library and fail on
 * the `?url` imports; it leaves `import.meta.glob` alone, and the map never renders on the server.
 * `prefetchMaplibre()` starts the downloads on hover or focus of a Map button.
 */
import type * as MapLibre from "maplibre-gl";

let loading: Promise<typeof MapLibre> | null = null;

function stylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-maplibre]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.maplibre = "";
    link.onload = () => resolve();
    link.onerror = () => reject(new Error("maplibre-gl.css failed to load"));
    document.head.appendChild(link);
  });
}

/** MapLibre with its worker URL set and its CSS applied. Rejects when a file fails to load (a retry starts over). */
export function loadMaplibre(): Promise<typeof MapLibre> {
  if (loading) return loading;
  const library = import.meta.glob<typeof MapLibre>("/node_modules/maplibre-gl/dist/maplibre-gl.mjs");
  const worker = import.meta.glob<string>("/node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs", { query: "?url", import: "default", eager: true });
  const css = import.meta.glob<string>("/node_modules/maplibre-gl/dist/maplibre-gl.css", { query: "?url", import: "default", eager: true });
  const [load] = Object.values(library);
  const [workerUrl] = Object.values(worker);
  const [cssUrl] = Object.values(css);
  if (!load || !workerUrl || !cssUrl) return Promise.reject(new Error("maplibre-gl is not in the client build"));
  loading = Promise.all([load(), stylesheet(cssUrl)]).then(([maplibre]) => {
    maplibre.setWorkerUrl(workerUrl);
    return maplibre;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Starts loading MapLibre (hover or focus of a Map button); errors surface when the map opens. */
export function prefetchMaplibre(): void {
  loadMaplibre().catch(() => {});
}
