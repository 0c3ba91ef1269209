/** Redirect targets stay on the site (issue 13 items 17, 18): no open redirect. */
import { describe, expect, it } from "vitest";
import { returnPath, sameSitePath } from "./same-site-path";

const ORIGIN = "http://care.localhost";

describe("sameSitePath", () => {
  it("collapses leading slashes and backslashes so the target is a path here", () => {
    expect(sameSitePath("/search", "?a=1")).toBe("/search?a=1");
    expect(sameSitePath("//evil.example/x")).toBe("/evil.example/x");
    expect(sameSitePath("/\\evil.example")).toBe("/evil.example");
    expect(sameSitePath("")).toBe("/");
  });
});

describe("returnPath", () => {
  it("keeps a path and query on this origin", () => {
    expect(returnPath("/search/paris?from=search+bar", ORIGIN)).toBe("/search/paris?from=search+bar");
  });

  it("refuses everything that could leave the site", () => {
    for (const raw of ["https://evil.example/", "//evil.example", "/\\evil.example", "\\\\evil.example", "javascript:alert(1)", "evil", "", "/" + "a".repeat(3000), null, 42, ["/x"]]) {
      expect(returnPath(raw, ORIGIN), String(raw).slice(0, 40)).toBe("/");
    }
  });

  it("never yields a scheme-relative path, even after dot segments", () => {
    for (const raw of ["/./evil.example", "/.//evil.example", "/a/..//evil.example", "/%2F%2Fevil.example", "/\t/evil.example"]) {
      const out = returnPath(raw, ORIGIN);
      expect(out, raw).toMatch(/^\/(?![/\\])/);
      expect(new URL(out, ORIGIN).origin, raw).toBe(ORIGIN);
    }
  });
});
