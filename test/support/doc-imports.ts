/**
 * What the README and docs/ say a user imports from the package, as import statements to
 * type-check against the built package (test/examples.test.ts): every import line they show, in a
 * code block or in prose, and each row of the README's module table (the names its second column
 * gives are exports of the module its first column names).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { apiIds } from "../../src/contract/apis.js";

export interface DocImport {
  /** Where the page shows it: the page and a line number. */
  where: string;
  statement: string;
}

/** The README and every page of docs/, by path from the package root. */
export const docPages = (root: string) => [
  "README.md",
  ...readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => join("docs", file))
    .sort(),
];

const packageName = "vendor-api-contracts";
const importLine = new RegExp(
  String.raw`import\s+(?:type\s+)?(?:\{[^}]*\}|[\w$]+|\*\s+as\s+[\w$]+)\s+from\s+"${packageName}(?:/[^"]*)?"`,
  "g",
);

/** Every import of the package a page shows, a module table's rows included. */
export function docImports(root: string): DocImport[] {
  return docPages(root).flatMap((page) => {
    const lines = readFileSync(join(root, page), "utf8").split("\n");
    const shown = lines.flatMap((line, index) =>
      [...line.matchAll(importLine)].map((match) => ({ where: `${page}:${index + 1}`, statement: `${match[0]};` })),
    );
    return [...shown, ...moduleTableImports(page, lines)];
  });
}

/**
 * The rows of a module table (a table whose header starts `| module |`): for each module of the
 * first column that is JavaScript, an import of the names the second column shows in backticks,
 * but for the packages it says a module needs (`(needs \`msw\`)`).
 */
function moduleTableImports(page: string, lines: string[]): DocImport[] {
  const start = lines.findIndex((line) => line.startsWith("| module |"));
  if (start === -1) return [];
  const imports: DocImport[] = [];
  for (let index = start + 2; index < lines.length && lines[index]!.startsWith("|"); index++) {
    const [modules = "", holds = ""] = lines[index]!.slice(1, -1).split(" | ");
    const names = [...holds.replace(/\(needs [^)]*\)/g, "").matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((match) => match[1]!);
    if (names.length === 0) continue;
    for (const [, module] of modules.matchAll(/`([^`]+)`/g)) {
      if (!module!.startsWith(packageName) || module!.endsWith(".json") || module === packageName) continue;
      for (const specifier of module!.includes("<api>") ? apiIds.map((api) => module!.replace("<api>", api)) : [module!])
        imports.push({ where: `${page}:${index + 1}`, statement: `import { ${names.join(", ")} } from "${specifier}";` });
    }
  }
  return imports;
}
