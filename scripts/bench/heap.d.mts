/** Types of heap.mjs (the bench is plain JavaScript; its tests are TypeScript). */
export interface HeapInspector {
  sample(): Promise<{ usedMiB: number; totalMiB: number }>;
  afterFullGc(): Promise<number>;
  close(): void;
}
export function connectHeap(inspectorUrl: URL | string, workerName: string): Promise<HeapInspector>;
