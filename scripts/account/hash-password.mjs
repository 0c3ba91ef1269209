#!/usr/bin/env node
/**
 * Prints the stored form of a customer-account password (docs/decisions/034):
 * "pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>", PBKDF2-SHA-256 with a random 16-byte
 * salt and 100,000 iterations (workerd's ceiling), the same as worker/routes/account-password.ts
 * checks. Used to write the development accounts of migrations/0011_account.sql.
 *
 *   node scripts/account/hash-password.mjs 'the password'
 */
import { webcrypto } from "node:crypto";

const password = process.argv[2];
if (!password) {
  console.error("usage: node scripts/account/hash-password.mjs 'password'");
  process.exit(2);
}
const iterations = 100_000;
const salt = webcrypto.getRandomValues(new Uint8Array(16));
const key = await webcrypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
const bits = await webcrypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
const b64 = (u) => Buffer.from(u).toString("base64");
console.log(`pbkdf2-sha256$${iterations}$${b64(salt)}$${b64(new Uint8Array(bits))}`);
