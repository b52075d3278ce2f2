/** Reads the tables of a source document in ../shared/seeds, so coverage tests follow the document itself. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "../../src/files.js";

export type Row = Record<string, string>;

export interface SourceDocument {
  text: string;
  /** The tables under the first heading that contains `heading`, up to the next heading of the same or a higher level. */
  tables(heading: string): Row[][];
  /** The first table under a heading, which must exist. */
  table(heading: string): Row[];
  /** The text of a section, up to the next heading of the same or a higher level. */
  section(heading: string): string;
}

export function readSourceDocument(file: string): SourceDocument {
  const text = readFileSync(join(packageRoot, "..", "shared", "seeds", file), "utf8");
  const lines = text.split("\n");

  function sectionLines(heading: string): string[] {
    const start = lines.findIndex((line) => /^#+ /.test(line) && line.includes(heading));
    if (start < 0) throw new Error(`${file}: no heading contains "${heading}"`);
    const level = /^#+/.exec(lines[start]!)![0].length;
    const end = lines.findIndex((line, index) => index > start && /^#+ /.test(line) && /^#+/.exec(line)![0].length <= level);
    return lines.slice(start + 1, end < 0 ? undefined : end);
  }

  function tables(heading: string): Row[][] {
    const found: Row[][] = [];
    let header: string[] | undefined;
    for (const line of [...sectionLines(heading), ""]) {
      if (!line.startsWith("|")) {
        header = undefined;
        continue;
      }
      const cells = line.slice(1, line.lastIndexOf("|")).split("|").map((cell) => cell.trim());
      if (!header) {
        header = cells;
        found.push([]);
      } else if (!cells.every((cell) => /^-+$/.test(cell))) {
        found.at(-1)!.push(Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""])));
      }
    }
    return found;
  }

  return {
    text,
    tables,
    table(heading) {
      const [first] = tables(heading);
      if (!first) throw new Error(`${file}: no table under "${heading}"`);
      return first;
    },
    section: (heading) => sectionLines(heading).join("\n"),
  };
}

/** The `code` spans of a cell: "`opt_in`, `opt_out`" → ["opt_in", "opt_out"]. */
export const codeSpans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
