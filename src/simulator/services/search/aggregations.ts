/**
 * Aggregations of the search simulator (`terms`, `value_count`), collected over every match as the
 * documents stream by, their buckets bounded by `search.max_buckets`.
 */
import { fieldValues, type Source } from "./store.js";
import { Top } from "./top.js";
import { badRequest, shardFailure } from "./errors.js";
import { single } from "./query.js";
import { epochMillis } from "./dates.js";
import type { MappedField } from "./mapping.js";
import { textFieldRefused } from "./sort.js";
import { normalize } from "./values.js";

/** The field an aggregation names, as the indices searched map it (the first that maps it). */
export type FieldOf = (name: string) => MappedField | undefined;

/** The cluster setting `search.max_buckets`: the buckets one search's aggregations may return. */
export const defaultMaxBuckets = 65_536;

type BucketKey = string | number | boolean;

/** A collector of one aggregation: fed each matching document, then asked for its result. */
interface Collector {
  /** What each document costs it, in the request breaker's units. */
  cost: number;
  add(source: Source): void;
  /** The result, and how many buckets it returns. */
  result(): { value: unknown; buckets: number };
}

/** Bucket keys in the service's order: numbers by value, strings by their characters (not by locale). */
function compareKeys(a: BucketKey, b: BucketKey): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A value as a bucket key: as its field compares it, a date as epoch milliseconds and a boolean as 1 or 0 (each with `key_as_string`). */
function bucketKey(value: unknown, mapped: MappedField): BucketKey | null {
  const normalized = normalize(value, mapped);
  if (normalized === null) return null;
  return mapped.kind === "date" || mapped.kind === "date_nanos" ? epochMillis(normalized as string) : normalized;
}

function collector(name: string, definition: unknown, fieldOf: FieldOf): Collector {
  const [type, options] = single(definition, `aggregation ${name}`);
  const field = (options as { field?: unknown } | null)?.field;
  if (typeof field !== "string") throw badRequest("parsing_exception", `aggregation [${name}] needs a [field]`);
  const mapped = fieldOf(field);
  if (mapped?.kind === "text" && (type === "terms" || type === "value_count")) throw textFieldRefused(field);
  if (type === "value_count") {
    let count = 0;
    return {
      cost: 1,
      add: (source) =>
        void (count += mapped ? fieldValues(source, mapped.path).filter((value) => normalize(value, mapped) !== null).length : 0),
      result: () => ({ value: { value: count }, buckets: 0 }),
    };
  }
  if (type === "terms") {
    const size = (options as { size?: unknown }).size ?? 10;
    if (!Number.isInteger(size) || (size as number) <= 0)
      throw badRequest("illegal_argument_exception", `[size] must be greater than 0. Found [${String(size)}] in [${name}]`);
    const counts = new Map<BucketKey, number>();
    let documents = 0;
    return {
      cost: 8,
      add(source) {
        if (!mapped) return;
        const keys = new Set<BucketKey>();
        for (const value of fieldValues(source, mapped.path)) {
          const key = bucketKey(value, mapped);
          if (key !== null) keys.add(key);
        }
        for (const key of keys) {
          counts.set(key, (counts.get(key) ?? 0) + 1);
          documents++;
        }
      },
      result() {
        // The `size` most frequent values, ties by key: a bounded selection, not a sort of every value.
        const top = new Top<[BucketKey, number]>(size as number, (a, b) => b[1] - a[1] || compareKeys(a[0], b[0]));
        for (const bucket of counts) top.offer(bucket);
        const shown = top.sorted();
        const inShown = shown.reduce((sum, [, count]) => sum + count, 0);
        return {
          value: {
            doc_count_error_upper_bound: 0,
            sum_other_doc_count: documents - inShown,
            buckets: shown.map(([key, doc_count]) => ({ key, ...keyAsString(key, mapped), doc_count })),
          },
          buckets: shown.length,
        };
      },
    };
  }
  throw badRequest("parsing_exception", `unknown aggregation type [${type}] in [${name}]: the simulator supports terms, value_count`);
}

/** The `key_as_string` of a date or boolean bucket, as the service writes it. */
function keyAsString(key: BucketKey, mapped: MappedField | undefined) {
  if (mapped?.kind === "boolean") return { key_as_string: key === 1 ? "true" : "false" };
  if (mapped?.kind === "date" || mapped?.kind === "date_nanos") return { key_as_string: new Date(key as number).toISOString() };
  return {};
}

/**
 * Aggregations over every match, collected as the documents stream by: `terms` (buckets of the
 * most frequent values, `size` default 10) and `value_count` (how many values); others are
 * refused, naming them. Their buckets together are bounded by `search.max_buckets`, as the
 * service bounds them.
 */
export function aggregator(aggregations: Record<string, unknown>, fieldOf: FieldOf) {
  // By name in a Map: a name is the client's, and `__proto__` must stay a name.
  const collectors = new Map(Object.entries(aggregations).map(([name, definition]) => [name, collector(name, definition, fieldOf)]));
  const all = [...collectors.values()];
  return {
    /** What each document costs them, in the request breaker's units: a terms aggregation counts its values (8), a value_count sums them (1). */
    cost: all.reduce((sum, each) => sum + each.cost, 0),
    add(source: Source): void {
      for (const each of all) each.add(source);
    },
    results(maxBuckets: number): Record<string, unknown> {
      let buckets = 0;
      const results = new Map<string, unknown>();
      for (const [name, each] of collectors) {
        const { value, buckets: made } = each.result();
        buckets += made;
        if (buckets > maxBuckets) {
          throw shardFailure(
            400,
            "too_many_buckets_exception",
            `Trying to create too many buckets. Must be less than or equal to: [${maxBuckets}] but this number of buckets was exceeded. This limit can be set by changing the [search.max_buckets] cluster level setting.`,
            { max_buckets: maxBuckets },
          );
        }
        results.set(name, value);
      }
      return Object.fromEntries(results);
    },
  };
}

export type Aggregator = ReturnType<typeof aggregator>;
