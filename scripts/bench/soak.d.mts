/** Types of soak.mjs (the bench is plain JavaScript; its tests are TypeScript). */
import type { HeapInspector } from "./heap.mjs";
export interface SoakResult {
  load: { requests: number; rps: number; p50: number; p99: number; errors: number; bytes: number; path: string };
  rss: { samples: { t: number; mib: number | null }[]; start: number | null; end: number | null; max: number | null };
  heap: { samples: { t: number; usedMiB: number; totalMiB: number }[]; startMiB: number; endMiB: number; growthMiB: number; maxTotalMiB: number | null } | null;
}
export function soak(
  pages: { host: string; path: string }[],
  options: { port: number; pid: number | null; heap?: (() => Promise<HeapInspector>) | null; connections?: number; duration?: number; everyS?: number },
): Promise<SoakResult>;
