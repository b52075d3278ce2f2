/**
 * Reads the project's transcription of the source documents (test/source/<api>.json): the facts of
 * each document's tables and lists, one row per entry, each naming its document file and section.
 * The coverage tests check the contracts against it, so they run in any clone of the repository.
 */
import { readFileSync } from "node:fs";
import type { ApiId } from "../../src/contract/apis.js";

/** The three source documents the contracts are written from. */
export const sourceDocuments = ["000_ed00b92c18d243dc.txt", "001_2f2b8936c632466d.txt", "002_783aecd4a6567633.txt"] as const;

/** One row: where it is in the document, and its facts (names, types, enums, bounds, ...). */
export interface Row {
  document: (typeof sourceDocuments)[number];
  section: string;
  // The facts differ from table to table; each coverage test reads the ones of its tables.
  [fact: string]: any;
}

export interface Transcription {
  api: ApiId;
  tables: Record<string, Row[]>;
  /** The rows of a table, which must exist and have at least one row (a coverage suite never runs on nothing). */
  table(name: string): Row[];
  /** The one row of a table whose `key` is `value`. */
  row(name: string, key: string, value: unknown): Row;
}

export const transcriptionUrl = (api: ApiId): URL => new URL(`../source/${api}.json`, import.meta.url);

export function readTranscription(api: ApiId): Transcription {
  const { tables } = JSON.parse(readFileSync(transcriptionUrl(api), "utf8")) as { tables: Record<string, Row[]> };
  function table(name: string): Row[] {
    const rows = tables[name];
    if (!rows || rows.length === 0) throw new Error(`test/source/${api}.json: no rows in table "${name}"`);
    return rows;
  }
  return {
    api,
    tables,
    table,
    row(name, key, value) {
      const found = table(name).filter((candidate) => candidate[key] === value);
      if (found.length !== 1) throw new Error(`test/source/${api}.json: ${found.length} rows of "${name}" have ${key} = ${String(value)}`);
      return found[0]!;
    },
  };
}

/** The `code` spans of a text: "`opt_in`, `opt_out`" → ["opt_in", "opt_out"]. */
export const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
