/** Types of cpu.mjs (see its module comment). */
export function cpuMs(pids: number[]): number | null;
export function cpuPerRequest<T extends { requests: number }>(pids: number[], run: () => Promise<T>): Promise<T & { cpuMsPerRequest: number | null }>;
