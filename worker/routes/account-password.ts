/**
 * Customer-account passwords (docs/decisions/034): PBKDF2-SHA-256 through WebCrypto, stored as
 * "pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>" (scripts/account/hash-password.mjs
 * writes the same form). 100,000 iterations is workerd's ceiling for PBKDF2.
 */

export const PBKDF2_ITERATIONS = 100_000;

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256));
}

/** The stored form of `password` with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${b64(salt)}$${b64(await derive(password, salt, PBKDF2_ITERATIONS))}`;
}

/**
 * Whether `password` matches `stored`, compared in constant time. A malformed stored value, or
 * iterations outside 1..100,000, is never a match. Never throws.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = /^pbkdf2-sha256\$(\d{1,6})\$([A-Za-z0-9+/=]{4,64})\$([A-Za-z0-9+/=]{40,64})$/.exec(stored);
  if (!m) return false;
  const iterations = Number(m[1]);
  if (iterations < 1 || iterations > PBKDF2_ITERATIONS) return false;
  try {
    const expected = unb64(m[3]!);
    const actual = await derive(password, unb64(m[2]!), iterations);
    if (actual.length !== expected.length) return false;
    let diff = 0;
    for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ expected[i]!;
    return diff === 0;
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the email is unknown, so an unknown email costs the same time as
 * a wrong password (no account enumeration by timing).
 */
export const DUMMY_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
