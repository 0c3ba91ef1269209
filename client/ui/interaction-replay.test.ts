/**
 * The replay's way back to a clicked element whose boundary React rendered again (new DOM nodes):
 * the element at the same place, of the same kind, or nothing (client/ui/interaction-replay.ts).
 * Plain objects stand in for elements: the functions read parentElement, children, tagName and
 * dataset only.
 */
import { describe, expect, it } from "vitest";
import { pathFrom, sameElementAt } from "./interaction-replay";

interface Fake { tagName: string; dataset: Record<string, string>; children: Fake[]; parentElement: Fake | null }

/** A tree from nested [tag, testid?, children?] tuples. */
function tree(spec: [string, string?, unknown[]?], parent: Fake | null = null): Fake {
  const [tagName, testid, kids = []] = spec;
  const el: Fake = { tagName, dataset: testid ? { testid } : {}, children: [], parentElement: parent };
  el.children = (kids as [string, string?, unknown[]?][]).map((k) => tree(k, el));
  return el;
}

const shape: [string, string?, unknown[]?] = ["DIV", undefined, [["SECTION", undefined, [["H2"], ["DIV", undefined, [["BUTTON", "a"], ["BUTTON", "b"]]]]]]];
const asEl = (f: Fake) => f as unknown as HTMLElement;

describe("a click replayed after its boundary was rendered again", () => {
  it("finds the element at the same place in the new tree", () => {
    const old = tree(shape);
    const clicked = old.children[0]!.children[1]!.children[1]!;
    const path = pathFrom(asEl(old), asEl(clicked));
    expect(path).toEqual([0, 1, 1]);
    const fresh = tree(shape);
    expect(sameElementAt(asEl(fresh), path, asEl(clicked))).toBe(fresh.children[0]!.children[1]!.children[1]);
  });

  it("gives nothing when the place now holds another kind of element or another test id", () => {
    const old = tree(shape);
    const clicked = old.children[0]!.children[1]!.children[1]!;
    const path = pathFrom(asEl(old), asEl(clicked));
    const otherId = tree(["DIV", undefined, [["SECTION", undefined, [["H2"], ["DIV", undefined, [["BUTTON", "a"], ["BUTTON", "c"]]]]]]]);
    expect(sameElementAt(asEl(otherId), path, asEl(clicked))).toBeNull();
    const shorter = tree(["DIV", undefined, [["SECTION", undefined, [["H2"]]]]]);
    expect(sameElementAt(asEl(shorter), path, asEl(clicked))).toBeNull();
  });

  it("gives no path for an element outside the root", () => {
    const root = tree(shape);
    const elsewhere = tree(["MAIN", undefined, [["BUTTON"]]]);
    expect(pathFrom(asEl(root), asEl(elsewhere.children[0]!))).toEqual([]);
    expect(sameElementAt(asEl(root), [], asEl(elsewhere.children[0]!))).toBeNull();
  });
});
