/**
 * The account pages' calls to /api/account (worker/routes/account.ts; docs/decisions/034). Each
 * posts JSON and returns `{ ok, status, body }`: the answer's JSON (field errors under `fields`
 * as locale keys) or `{}` when the network failed (status 0). Never throws.
 */
export interface ApiAnswer<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  body: T & { error?: string; fields?: Record<string, string> };
}

export async function accountCall<T = Record<string, unknown>>(path: string, init: { method?: string; body?: unknown } = {}): Promise<ApiAnswer<T>> {
  try {
    const res = await fetch(`/api/account${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: init.body === undefined ? {} : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
    });
    const body = (await res.json().catch(() => ({}))) as ApiAnswer<T>["body"];
    return { ok: res.ok, status: res.status, body };
  } catch {
    return { ok: false, status: 0, body: {} as ApiAnswer<T>["body"] };
  }
}

/** Signs out (clears the account cookies) and goes home. */
export async function signOut(): Promise<void> {
  await accountCall("/signout", { body: {} });
  window.location.assign("/");
}
