import { describe, expect, it } from "vitest";
import type { OffersResponse } from "#shared/contract/offers";
import { activityUriRewrite } from "./activity-only";

const answer = (uri: string) => ({ searchDetails: { uri } }) as OffersResponse;

describe("activity-only search: the URL is rewritten to the returned uri (spec 000 §4)", () => {
  it("does nothing when the URL already shows the returned path and page", () => {
    expect(activityUriRewrite(answer("/activities"), { pathname: "/activities", searchStr: "?flow=activity&from=search+bar" })).toBeNull();
    expect(activityUriRewrite(answer("/activities?page=2"), { pathname: "/activities", searchStr: "?page=2" })).toBeNull();
    expect(activityUriRewrite(undefined, { pathname: "/search", searchStr: "" })).toBeNull();
  });

  it("rewrites another path or another page to the returned uri", () => {
    expect(activityUriRewrite(answer("/activities"), { pathname: "/search", searchStr: "?flow=activity" })).toBe("/activities");
    expect(activityUriRewrite(answer("/activities?page=3"), { pathname: "/activities", searchStr: "?page=40" })).toBe("/activities?page=3");
    expect(activityUriRewrite(answer("/activities"), { pathname: "/activities", searchStr: "?page=1" })).toBe("/activities");
  });

  it("never follows a uri that is not a path of this site", () => {
    expect(activityUriRewrite(answer("https://evil.example/x"), { pathname: "/activities", searchStr: "" })).toBeNull();
    expect(activityUriRewrite(answer("//evil.example/x"), { pathname: "/activities", searchStr: "" })).toBe(null);
  });
});
