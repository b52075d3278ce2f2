/**
 * npx tsx scripts/bench/exact-json.ts (a section of npm run bench)
 *
 * How long the simulator's exact JSON reader (src/contract/exact-json.ts) takes to read a journal
 * page of 2,000 entries, against JSON.parse reading the same text: with small numbers only, with
 * event-management's sixteen-digit ids (safe integers, read by JSON.parse too), and with
 * nanosecond times of nineteen digits (which need lossless-json's slower parser). Median of 7.
 */
import { pathToFileURL } from "node:url";
import { parseExactJson } from "../../src/contract/exact-json.js";

export interface ExactJsonRow {
  body: string;
  /** Whether the text holds integers a double cannot hold, which lossless-json's slower parser reads. */
  unsafe: boolean;
  megabytes: number;
  exactMs: number;
  plainMs: number;
}

const entries = (id: (i: number) => string) =>
  `{"entries":[${Array.from({ length: 2_000 }, (_, i) => `{"seq":${i},"id":${id(i)},"name":"${"x".repeat(1_000)}"}`).join(",")}]}`;

const bodies: [string, string, boolean][] = [
  ["ids of up to five digits", entries((i) => String(i)), false],
  ["sixteen-digit ids (event-management's)", entries((i) => String(7_301_452_896_310_272 + i * 4_096)), false],
  ["nineteen-digit nanosecond times", entries((i) => `${1_733_500_000_000_000_000n + BigInt(i)}`), true],
];

function medianMs(work: () => unknown): number {
  for (let i = 0; i < 5; i++) work(); // warm up: compile, optimise
  const times = Array.from({ length: 7 }, () => {
    const start = performance.now();
    work();
    return performance.now() - start;
  });
  return times.sort((a, b) => a - b)[3]!;
}

export function measureExactJson(): ExactJsonRow[] {
  return bodies.map(([body, text, unsafe]) => ({
    body,
    unsafe,
    megabytes: text.length / 1e6,
    exactMs: medianMs(() => parseExactJson(text)),
    plainMs: medianMs(() => JSON.parse(text)),
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  for (const row of measureExactJson())
    console.log(`${row.body}, ${row.megabytes.toFixed(1)} MB: exact ${row.exactMs.toFixed(1)} ms, JSON.parse ${row.plainMs.toFixed(1)} ms`);
}
