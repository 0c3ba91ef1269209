/** Types of server.mjs (for the specs that start a worker of their own). */
import type { ChildProcess } from "node:child_process";
export function startServer(port: number | string, opts?: { timeoutMs?: number; vars?: Record<string, string> }): Promise<{ stop: () => void; child: ChildProcess; report: () => string }>;
export function healthy(port: number | string, timeoutMs?: number): Promise<boolean>;
export function waitUntilHealthy(port: number | string, waitMs: number): Promise<boolean>;
