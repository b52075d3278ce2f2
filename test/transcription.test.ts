/**
 * The transcription of the source documents (test/source) is what the coverage suites check the
 * contracts against. A missing file, table or row would make a suite check nothing, so this suite
 * fails on any of them.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiIds } from "../src/contract/apis.js";
import { readTranscription, sourceDocuments, transcriptionUrl } from "./support/source-document.js";

/** The headings of each source document, as the rows name them. */
const sections = JSON.parse(readFileSync(new URL("source/documents.json", import.meta.url), "utf8")) as Record<string, string[]>;
const coverageSuite = (api: string) => new URL(`${api}/coverage.test.ts`, import.meta.url);
/**
 * The text of an API's coverage suites (coverage*.test.ts, split by topic) and of the support
 * module they share where there is one (test/support/<api>-source.ts).
 */
function coverageText(api: string): string {
  const suites = readdirSync(new URL(`${api}/`, import.meta.url)).filter((name) => /^coverage.*\.test\.ts$/.test(name));
  const shared = new URL(`support/${api}-source.ts`, import.meta.url);
  return [...suites.map((name) => new URL(`${api}/${name}`, import.meta.url)), ...(existsSync(shared) ? [shared] : [])]
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}

/**
 * The tables coverage suites read: `source.table("name")`, `source.row("name", ...)`, or an entry
 * `somethingRows: "name"` of a map of tables read by name (`source.table(row.queryIn)` aside).
 */
const tablesRead = (suite: string) =>
  [...suite.matchAll(/source\.(?:table|row)\("([^"]+)"|\w+Rows: "([^"]+)"/g)].map((match) => (match[1] ?? match[2])!);

describe("transcription of the source documents", () => {
  it("names the three source documents and their sections", () => {
    expect(Object.keys(sections)).toEqual([...sourceDocuments]);
    for (const document of sourceDocuments) expect(sections[document]!.length, document).toBeGreaterThan(10);
  });

  it.each(apiIds.map((api) => [api] as const))("has a transcription and a coverage suite for %s", (api) => {
    expect(existsSync(transcriptionUrl(api)), `test/source/${api}.json`).toBe(true);
    expect(existsSync(coverageSuite(api)), `test/${api}/coverage.test.ts`).toBe(true);
    expect(coverageText(api)).toContain(`readTranscription("${api}")`);
  });

  it.each(apiIds.map((api) => [api] as const))("every table of %s has rows, each naming its document and a section of it", (api) => {
    const { tables } = readTranscription(api);
    expect(JSON.parse(readFileSync(transcriptionUrl(api), "utf8")).api).toBe(api);
    expect(Object.keys(tables).length).toBeGreaterThan(5);
    for (const [name, rows] of Object.entries(tables)) {
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows) {
        expect(sourceDocuments, `${name}: ${JSON.stringify(row)}`).toContain(row.document);
        expect(sections[row.document], `${name}: ${JSON.stringify(row)}`).toContain(row.section);
        expect(Object.keys(row).length, `${name}: a row with facts`).toBeGreaterThan(2);
      }
    }
  });

  it.each(apiIds.map((api) => [api] as const))("every table the %s coverage suite reads is there with rows", (api) => {
    const read = tablesRead(coverageText(api));
    expect(read.length).toBeGreaterThan(5);
    const transcription = readTranscription(api);
    for (const name of read) expect(transcription.table(name).length, name).toBeGreaterThan(0);
  });

  it("refuses a table that is missing, and a row that is not there or not alone", () => {
    const transcription = readTranscription("code-hosting");
    expect(() => transcription.table("no such table")).toThrow(/no rows in table "no such table"/);
    expect(() => transcription.row("importEndpoints", "#", 99)).toThrow(/0 rows/);
    expect(() => transcription.row("importEndpoints", "method", "PATCH")).toThrow(/3 rows/);
  });
});
