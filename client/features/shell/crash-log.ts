/**
 * The crash page's log entry (spec 001 §4 error boundary: "logs ERROR with the page URL and the
 * message cut to 256 characters"): both cut, so a long query string or a huge message never
 * floods the logs. Pure; `error` may be anything thrown.
 */
export const CRASH_LOG_MAX = 256;

export function crashLogEntry(url: string, error: unknown): { url: string; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  return { url: url.slice(0, CRASH_LOG_MAX), message: message.slice(0, CRASH_LOG_MAX) };
}
