/**
 * Request validation and error answers of the catalog (DESIGN.md habit 3: "refused with a clear
 * 400 at the API"). Every error body is `{ error, issues? }` (shared/contract/common.ts
 * ErrorResponseSchema); a 500 never carries internals.
 */
import * as v from "valibot";
import { toIssues } from "../../shared/contract/common";

/** A failure with an HTTP status, turned into JSON by the app's error handler. */
export class CatalogError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 413 | 500,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

/**
 * Parses `input` with a contract schema. Returns the typed output; throws CatalogError 400
 * "Invalid {what}: {first issue}" with the full issue list otherwise.
 */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown, what: string): v.InferOutput<S> {
  const res = v.safeParse(schema, input);
  if (res.success) return res.output;
  const issues = toIssues(res.issues);
  const head = issues[0];
  throw new CatalogError(400, `Invalid ${what}: ${head ? `${head.path} ${head.message}` : "malformed"}`, issues);
}

/** Query string as a plain object; a repeated key keeps its first value. */
export function queryObject(url: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, val] of new URL(url).searchParams) if (!(k in out)) out[k] = val;
  return out;
}

/** Largest accepted JSON body, bytes. */
export const MAX_BODY_BYTES = 32 * 1024;

/** Reads a JSON object body of at most `max` characters (default MAX_BODY_BYTES); throws CatalogError 413/400 for oversize, non-JSON or non-object. */
export async function readJsonObject(request: Request, max = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.length > max) throw new CatalogError(413, `Request body larger than ${max} bytes`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text || "{}");
  } catch {
    throw new CatalogError(400, "Request body is not valid JSON", [{ path: "(root)", message: "not valid JSON" }]);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new CatalogError(400, "Request body must be a JSON object", [{ path: "(root)", message: "must be an object" }]);
  }
  return parsed as Record<string, unknown>;
}

/** JSON error response. */
export function errorResponse(status: number, error: string, issues?: { path: string; message: string }[]): Response {
  return new Response(JSON.stringify(issues ? { error, issues } : { error }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}
