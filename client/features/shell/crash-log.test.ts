/** The crash page's log entry (crash-log.ts; spec 001 §4): URL and message cut to 256 characters. */
import { describe, expect, it } from "vitest";
import { CRASH_LOG_MAX, crashLogEntry } from "./crash-log";

describe("crashLogEntry", () => {
  it("cuts the URL and the message to 256 characters", () => {
    const url = `https://fr.localhost/search?${"a".repeat(1000)}`;
    const entry = crashLogEntry(url, new Error("x".repeat(1000)));
    expect(entry.url).toHaveLength(CRASH_LOG_MAX);
    expect(entry.url).toBe(url.slice(0, 256));
    expect(entry.message).toHaveLength(256);
  });

  it("keeps short values and reads anything thrown", () => {
    expect(crashLogEntry("https://fr.localhost/", new Error("boom"))).toEqual({ url: "https://fr.localhost/", message: "boom" });
    expect(crashLogEntry("/", "plain").message).toBe("plain");
    expect(crashLogEntry("/", { toString: () => "obj" }).message).toBe("obj");
  });
});
