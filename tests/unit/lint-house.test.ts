/**
 * The linter keeps the house's direction (issue 27 items 1-3; docs/decisions/069-the-house.md):
 * ESLint with the project's own eslint.config.js fails on code planted for the purpose, and passes
 * on the same code written the right way:
 * - a feature reaching into another feature's file (not its index.ts);
 * - `shared/` importing `client/`; the ui kit importing a feature;
 * - an import circle (two planted files in a scratch folder under client/features, removed after).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/** The part of ESLint's Node API used here (imported by name at run time: its type declarations
 * would pull other global DOM/Node typings into the project's typecheck). */
interface LintResult {
  messages: { ruleId: string | null; message: string }[];
}
interface Linter {
  lintText(code: string, options: { filePath: string }): Promise<LintResult[]>;
  lintFiles(patterns: string[]): Promise<LintResult[]>;
}
const eslintModule: string = "eslint";
const { ESLint } = (await import(eslintModule)) as { ESLint: new (options: { cwd: string }) => Linter };

const root = fileURLToPath(new URL("../../", import.meta.url));
const scratch = mkdtempSync(join(root, "client/features/.planted-"));
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file `path` (relative to the root). */
async function rulesFor(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("eslint: the direction of the house", () => {
  it("fails on a feature importing another feature's internals, passes through its index.ts", async () => {
    expect(await rulesFor(`import { OfferCard } from "../search/components/offer-card";\nexport const x = OfferCard;\n`, "client/features/home/planted.ts")).toContain("import-x/no-restricted-paths");
    expect(await rulesFor(`import { OfferCard } from "../search";\nexport const x = OfferCard;\n`, "client/features/home/planted.ts")).toEqual([]);
  }, 180_000);

  it("fails on shared/ importing client/ and on the ui kit importing a feature", async () => {
    expect(await rulesFor(`import { tabHref } from "../client/shop/links";\nexport const x = tabHref;\n`, "shared/planted.ts")).toContain("import-x/no-restricted-paths");
    expect(await rulesFor(`import { OfferCard } from "../features/search";\nexport const x = OfferCard;\n`, "client/ui/planted.ts")).toContain("import-x/no-restricted-paths");
  }, 180_000);

  it("fails on an import circle", async () => {
    writeFileSync(join(scratch, "a.ts"), `import { b } from "./b";\nexport const a = () => b;\n`);
    writeFileSync(join(scratch, "b.ts"), `import { a } from "./a";\nexport const b = () => a;\n`);
    const results = await eslint.lintFiles([relative(root, join(scratch, "a.ts"))]);
    expect(results.flatMap((r) => r.messages.map((m) => m.ruleId))).toContain("import-x/no-cycle");
  }, 180_000);
});
