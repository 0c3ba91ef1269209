/**
 * cookies.ts: one parse per request, the same answers as Hono's `getCookie` for any Cookie header
 * (first of two same-named cookies wins, quoted and URI-encoded values, invalid pairs skipped).
 */
import fc from "fast-check";
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { describe, expect, it } from "vitest";
import { cookieOf, cookiesOf } from "./cookies";

const NAMES = ["vid", "exp", "care_token", "lastLanguage", "care_pos", "consent", "a b"];
/** Names of Object.prototype's members: Hono's getCookie answers those members when absent; we answer undefined. */
const PROTO = ["__proto__", "toString"];

/** Runs `read` inside a Hono handler for a request with this Cookie header. */
async function withContext<T>(cookie: string, read: (c: Context) => T): Promise<T> {
  let out: T | undefined;
  const app = new Hono();
  app.get("*", (c) => ((out = read(c)), c.text("ok")));
  await app.request("http://x.test/", { headers: cookie ? { cookie } : {} });
  return out as T;
}

describe("cookies parsed once per request", () => {
  it("answers as getCookie does, for any header and name", async () => {
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("%C3%A9t%C3%A9", '"quoted"', "a=b", "%E0%A4%A", ""));
    const pair = fc.tuple(fc.constantFrom(...NAMES, ...PROTO, "x"), value).map(([n, v]) => `${n}=${v}`);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(pair, fc.string({ maxLength: 8 })), { maxLength: 8 }), fc.constantFrom("; ", ";", " ;  "), async (pairs, sep) => {
        const header = pairs.join(sep);
        const [ours, hono, proto] = await withContext(header, (c) => [NAMES.map((n) => cookieOf(c, n)), NAMES.map((n) => getCookie(c, n)), PROTO.map((n) => cookieOf(c, n))]);
        expect(ours).toEqual(hono);
        for (const [i, name] of PROTO.entries()) expect(typeof proto[i] === "string" || proto[i] === undefined, name).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("answers undefined for Object.prototype's names when absent (Hono's getCookie answers the prototype's member)", async () => {
    await withContext("vid=1", (c) => {
      expect(cookieOf(c, "toString")).toBeUndefined();
      expect(cookieOf(c, "__proto__")).toBeUndefined();
    });
    await withContext("toString=x", (c) => expect(cookieOf(c, "toString")).toBe("x"));
  });

  it("reads the header once, and cookiesOf gives a copy", async () => {
    await withContext("vid=1; exp=a%3Ab; vid=2", (c) => {
      let reads = 0;
      const headers = c.req.raw.headers;
      const get = headers.get.bind(headers);
      headers.get = (name: string) => (name.toLowerCase() === "cookie" && reads++, get(name));
      expect(cookieOf(c, "vid")).toBe("1");
      expect(cookieOf(c, "exp")).toBe("a:b");
      expect(cookieOf(c, "none")).toBeUndefined();
      const all = cookiesOf(c);
      all.vid = "changed";
      expect(cookieOf(c, "vid")).toBe("1");
      expect(reads).toBe(1);
    });
  });
});
