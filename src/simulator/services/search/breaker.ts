/**
 * The service's request circuit breaker as the simulator applies it (a search weighed before it
 * reads anything), and byte sizes as the service's settings take them and its messages write them.
 */
import { shardFailure } from "./errors.js";
import type { PreparedSearch } from "./results.js";

/** What the request breaker charges for one unit of a search's work: 8 bytes, a value read. */
const bytesPerUnit = 8;

/**
 * Refuses, before it reads anything, a search whose work would pass the request breaker's limit
 * (`indices.breaker.request.limit`), with the service's 429 `circuit_breaking_exception`. The
 * service's breaker counts the memory a request takes as it runs; the simulator holds little
 * memory for a search (its page of hits), but reads every document it looks at, so it weighs the
 * work it would do, in units of about one value read, 8 bytes each. Each document version looked
 * at costs 4, plus its query (1 a clause, 16 more for a clause that parses dates or splits text,
 * 1 a term of a match query), its deciding sort keys (1 each, 16 more for a date) and its
 * aggregations (8 a terms aggregation, 1 a value_count); each hit returned costs 2, plus 1 for
 * each sort value and source pattern. A search is the same work each time, so its refusal is
 * too: durability PERMANENT.
 */
export function checkBreaker(
  search: PreparedSearch,
  options: { count: number; aggregationCost: number; sourcePatterns: number; limitBytes: number },
): void {
  const documents = search.sources.reduce((sum, source) => sum + source.docs.length, 0);
  const perDocument = 4 + search.queryCost + search.ordering.cost + options.aggregationCost;
  const perHit = 2 + search.plan.keys.length + options.sourcePatterns;
  const wanted = (documents * perDocument + Math.min(options.count, documents) * perHit) * bytesPerUnit;
  if (wanted <= options.limitBytes) return;
  throw shardFailure(
    429,
    "circuit_breaking_exception",
    `[request] Data too large, data for [<search of ${documents} documents>] would be [${wanted}/${byteSize(wanted)}], which is larger than the limit of [${options.limitBytes}/${byteSize(options.limitBytes)}]`,
    { bytes_wanted: wanted, bytes_limit: options.limitBytes, durability: "PERMANENT" },
  );
}

const byteUnits: Record<string, number> = { b: 1, kb: 2 ** 10, mb: 2 ** 20, gb: 2 ** 30, tb: 2 ** 40 };

/** A byte size as the service's settings take it (`32mb`, `512kb`, or a number of bytes); NaN for anything else (a percentage too: the simulator has no heap to take one of). */
export function parseByteSize(value: string | number): number {
  if (typeof value === "number") {
    if (Number.isInteger(value) && value >= 0) return value;
  } else {
    const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|tb)$/i.exec(value.trim());
    if (match) return Math.floor(Number(match[1]) * byteUnits[match[2]!.toLowerCase()]!);
  }
  return NaN;
}

/** Bytes as the service writes them in messages: `1.2mb`, `32mb`, `512b`. */
export function byteSize(bytes: number): string {
  const units: [string, number][] = [
    ["tb", 2 ** 40],
    ["gb", 2 ** 30],
    ["mb", 2 ** 20],
    ["kb", 2 ** 10],
  ];
  for (const [unit, size] of units) if (bytes >= size) return `${Math.round((bytes / size) * 10) / 10}${unit}`;
  return `${bytes}b`;
}
