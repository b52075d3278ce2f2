/**
 * How a search orders its hits: the request's keys (any field ascending or descending, a missing
 * value last or first; `_score`, `_doc`, `_shard_doc`; `numeric_type` and `format` for dates) read
 * against the indices' mappings, the total order they make, the sort values a hit shows, and the
 * `search_after` values a page starts after.
 */
import { badRequest, shardFailure } from "./errors.js";
import { parsingCost, single } from "./query.js";
import { normalize, numberOf, type Comparable } from "./values.js";
import { exactJsonText } from "../../../contract/exact-json.js";
import { dateFormat, epochMillis, epochNanos, type DateFormat } from "./dates.js";
import type { FieldKind, MappedField } from "./mapping.js";
import { fieldValues, type DocVersion, type SearchIndex } from "./store.js";

/** An index as a search sees it: at one write number. */
export interface Snapshot {
  index: SearchIndex;
  version: number;
}

export interface SortKey {
  field: string;
  order: 1 | -1;
  /** How values compare: the field's kind (for dates, the resolution `numeric_type` asks for), or a kind of its own. */
  kind: FieldKind | "score" | "doc" | "shard_doc";
  numericType?: string;
  /** `format` of a date key: how its sort values are written. */
  format?: DateFormat;
  /** `missing: "_first"`: documents without the field sort first instead of last. */
  missingFirst?: boolean;
  /** The field as each index searched maps it, by index name (an index without it: its documents miss the value). */
  fields?: Map<string, MappedField>;
  /**
   * A date in some indices and a nanosecond date in others, without `numeric_type`: the values
   * compare as the service holds them, milliseconds against nanoseconds (the reason for rule 8).
   */
  rawDates?: boolean;
}

export interface Entry {
  doc: DocVersion;
  index: string;
  /** The shard's number among all shards searched (the high half of `_shard_doc`). */
  shard: number;
  score: number;
  /** The sort values worked out so far, in key order: comparisons work them out as they need them (none yet: undefined, one list fewer for every document read). */
  keys?: Comparable[];
}

/** How a search orders its hits. */
export interface SortPlan {
  keys: SortKey[];
  /** Whether hits carry their sort values: the request sorted (a point-in-time search always does). */
  explicit: boolean;
  /** Whether scores are returned: the default sort, or an explicit `_score` key. */
  scored: boolean;
}

/** The sort value a hit shows for a key. */
export function render(key: SortKey, value: Comparable): string | number | boolean | null {
  if (value === null) return null;
  if (key.kind === "boolean") return value === 1;
  if ((key.kind !== "date" && key.kind !== "date_nanos") || key.rawDates) return value;
  const canonical = value as string;
  if (key.format) return key.format.format(canonical);
  // Nanoseconds since the epoch pass 2^53: the number sent is rounded, as JSON numbers are doubles.
  return key.kind === "date_nanos" ? epochNanos(canonical) : epochMillis(canonical);
}

/** The refusal of a sort or aggregation on a text field, in the service's words. */
export function textFieldRefused(field: string) {
  return shardFailure(
    400,
    "illegal_argument_exception",
    `Text fields are not optimised for operations that require per-document field data like aggregations and sorting, so these operations are disabled by default. Please use a keyword field instead. Alternatively, set fielddata=true on [${field}] in order to load field data by uninverting the inverted index. Note that this can use significant memory.`,
  );
}

/** Parses the body's `sort` (or the query string's `field:order` list) against the indices' mappings. */
export function parseSort(sort: unknown, snapshots: Snapshot[], pit: boolean): SortPlan {
  const list = sort === undefined ? [] : Array.isArray(sort) ? sort : [sort];
  const keys = list.map((item): SortKey => {
    let field: string;
    let options: { order?: string; numeric_type?: string; format?: string; missing?: unknown; mode?: string; nested?: unknown } = {};
    if (typeof item === "string") {
      const [name, order] = item.split(":");
      field = name!;
      if (order) options.order = order;
    } else {
      const [name, value] = single(item, "sort");
      field = name;
      options = typeof value === "string" ? { order: value } : ((value ?? {}) as typeof options);
    }
    if (field === "_script" || field === "_geo_distance")
      throw badRequest("illegal_argument_exception", `the simulator does not sort by [${field}]`);
    if (options.nested !== undefined)
      throw badRequest("illegal_argument_exception", `the simulator does not sort on nested objects ([nested] of [${field}])`);
    const special = field === "_score" ? "score" : field === "_doc" ? "doc" : field === "_shard_doc" ? "shard_doc" : undefined;
    const fields = special ? undefined : mappedFields(field, snapshots);
    const kinds = new Set([...(fields?.values() ?? [])].map((mapped) => mapped.kind));
    const dates = kinds.has("date") || kinds.has("date_nanos");
    if (options.numeric_type !== undefined && !["long", "double", "date", "date_nanos"].includes(options.numeric_type))
      throw badRequest("illegal_argument_exception", `Unsupported numeric_type [${options.numeric_type}]`);
    const kind: SortKey["kind"] =
      special ??
      (dates && (options.numeric_type === "date" || options.numeric_type === "date_nanos") ? options.numeric_type : [...kinds][0]!);
    if (kind === "shard_doc" && !pit)
      throw badRequest("illegal_argument_exception", "[_shard_doc] sort field cannot be used without [point in time]");
    if (kind === "text") throw textFieldRefused(field);
    const order = options.order ?? (kind === "score" ? "desc" : "asc");
    let format: DateFormat | undefined;
    if (options.format !== undefined) {
      if (!dates) throw badRequest("illegal_argument_exception", `[format] applies to date fields only, not [${field}]`);
      try {
        format = dateFormat(options.format);
      } catch (error) {
        throw badRequest("illegal_argument_exception", `Invalid format: [${options.format}]: ${(error as Error).message}`);
      }
    }
    if (options.missing !== undefined && options.missing !== "_first" && options.missing !== "_last") {
      throw badRequest(
        "illegal_argument_exception",
        `the simulator sorts missing values only _first or _last, not [${String(options.missing)}]`,
      );
    }
    if (options.mode !== undefined && options.mode !== (order === "desc" ? "max" : "min")) {
      throw badRequest(
        "illegal_argument_exception",
        `the simulator sorts fields with several values by their ${order === "desc" ? "max" : "min"} only, not [${options.mode}]`,
      );
    }
    return {
      field,
      order: order === "desc" ? -1 : 1,
      kind,
      numericType: options.numeric_type,
      format,
      missingFirst: options.missing === "_first",
      fields,
      rawDates: dates && kinds.size > 1 && options.numeric_type === undefined,
    };
  });
  const explicit = keys.length > 0;
  if (!explicit) keys.push({ field: "_score", order: -1, kind: "score" });
  // Every point-in-time search gets the _shard_doc tiebreaker as its last key (rule 5 of search_after).
  if (pit && !keys.some((key) => key.kind === "shard_doc")) keys.push({ field: "_shard_doc", order: 1, kind: "shard_doc" });
  return { keys, explicit: explicit || pit, scored: !explicit || keys.some((key) => key.kind === "score") };
}

/** The field as each index maps it, by index name; refused when no index maps it. */
function mappedFields(field: string, snapshots: Snapshot[]): Map<string, MappedField> {
  const fields = new Map<string, MappedField>();
  for (const { index } of snapshots) {
    const mapped = index.mapping.field(field);
    if (mapped) fields.set(index.name, mapped);
  }
  if (fields.size === 0) throw badRequest("query_shard_exception", `No mapping found for [${field}] in order to sort on`);
  return fields;
}

/** A key's value of a document's value, as its index maps the field. */
function keyOf(key: SortKey, raw: unknown, mapped: MappedField): Comparable {
  const value = normalize(raw, mapped, key.numericType);
  if (!key.rawDates || value === null) return value;
  return mapped.kind === "date_nanos" ? epochNanos(value as string) : epochMillis(value as string);
}

function keyValue(key: SortKey, entry: Omit<Entry, "keys">): Comparable {
  switch (key.kind) {
    case "score":
      return entry.score;
    case "doc":
      return entry.doc.ord;
    case "shard_doc":
      return entry.shard * 4_294_967_296 + entry.doc.ord;
    default: {
      const mapped = key.fields!.get(entry.index);
      if (!mapped) return null;
      const { source } = entry.doc;
      // One value in a plain member, as most are: no list to build.
      if (Object.hasOwn(source, mapped.path)) {
        const value = source[mapped.path];
        if (value === null || value === undefined) return null;
        if (typeof value !== "object") return keyOf(key, value, mapped);
      }
      // Of several values the smallest sorts ascending and the largest descending, as the service does.
      let best: Comparable = null;
      for (const raw of fieldValues(entry.doc.source, mapped.path)) {
        const value = keyOf(key, raw, mapped);
        if (value !== null && (best === null || (key.order === 1 ? value < best : value > best))) best = value;
      }
      return best;
    }
  }
}

/** Compares one key: a missing value (null) sorts last in either direction, or first if asked. */
function compareKey(a: Comparable, b: Comparable, order: 1 | -1, missingFirst = false): number {
  if (a === b) return 0;
  if (a === null) return missingFirst ? -1 : 1;
  if (b === null) return missingFirst ? 1 : -1;
  return a < b ? -order : order;
}

/**
 * The total order of hits: the keys, then shard and position (so that it is the same each time it
 * is worked out). Sort values are worked out only as far as a comparison needs them, and a key
 * that repeats an earlier one (same field, kind and choice among several values) takes its value.
 */
export class Ordering {
  /** For each key, the first key with the same value. */
  private readonly same: number[];
  /** The keys that can decide a comparison: a repeat of an earlier key ties whenever that one does. */
  private readonly deciding: number[];
  /** What comparing a document costs, in the request breaker's units: 1 a deciding key, more for a date (parsed for every document). */
  readonly cost: number;

  constructor(readonly keys: SortKey[]) {
    const signature = (key: SortKey) => `${key.kind}\u0000${key.field}\u0000${key.order}\u0000${key.numericType ?? ""}`;
    const first = new Map<string, number>();
    this.same = keys.map((key, i) => {
      const name = signature(key);
      if (!first.has(name)) first.set(name, i);
      return first.get(name)!;
    });
    this.deciding = this.same.flatMap((first, i) => (first === i ? [i] : []));
    const parses = (key: SortKey) => key.kind === "date" || key.kind === "date_nanos";
    this.cost = this.deciding.reduce((sum, i) => sum + 1 + (parses(keys[i]!) ? parsingCost : 0), 0);
  }

  valueAt(entry: Entry, i: number): Comparable {
    const values = (entry.keys ??= []);
    while (values.length <= i) {
      const next = values.length;
      const first = this.same[next]!;
      values.push(first < next ? values[first]! : keyValue(this.keys[next]!, entry));
    }
    return values[i]!;
  }

  /** Every sort value of a hit, for its answer. */
  complete(entry: Entry): Comparable[] {
    if (this.keys.length > 0) this.valueAt(entry, this.keys.length - 1);
    return entry.keys ?? [];
  }

  readonly compare = (a: Entry, b: Entry): number => {
    for (const i of this.deciding) {
      const key = this.keys[i]!;
      const result = compareKey(this.valueAt(a, i), this.valueAt(b, i), key.order, key.missingFirst);
      if (result !== 0) return result;
    }
    return a.shard - b.shard || a.doc.ord - b.doc.ord;
  };

  /** Compares a hit with `search_after` values, on the keys they give (a repeated key too: its value is the client's). */
  compareToValues(entry: Entry, values: Comparable[]): number {
    for (let i = 0; i < values.length; i++) {
      const key = this.keys[i]!;
      const result = compareKey(this.valueAt(entry, i), values[i]!, key.order, key.missingFirst);
      if (result !== 0) return result;
    }
    return 0;
  }
}

/** The `search_after` values of a request, read as its sort keys compare them; a count or value that does not fit is the service's 400. */
export function afterValues(plan: SortPlan, searchAfter: unknown[]): Comparable[] {
  const { keys } = plan;
  // A point-in-time search may leave out the implicit tiebreaker's value.
  const implicitLeftOut = searchAfter.length === keys.length - 1 && keys.at(-1)!.kind === "shard_doc";
  if (searchAfter.length !== keys.length && !implicitLeftOut) {
    throw badRequest("illegal_argument_exception", `search_after has ${searchAfter.length} value(s) but sort has ${keys.length}`);
  }
  return searchAfter.map((value, i) => {
    const key = keys[i]!;
    if (value === null) return null;
    const normalized = afterValue(key, value);
    if (normalized === null)
      throw badRequest("illegal_argument_exception", `search_after value ${exactJsonText(value)} does not fit sort key [${key.field}]`);
    return normalized;
  });
}

/** A `search_after` value as its key compares it: a date as its key writes it (its format, or milliseconds or nanoseconds by its resolution). */
function afterValue(key: SortKey, value: unknown): Comparable {
  if (key.kind === "score" || key.kind === "doc" || key.kind === "shard_doc" || key.rawDates) return numberOf(value);
  const mapped = [...key.fields!.values()][0]!;
  if (key.kind !== "date" && key.kind !== "date_nanos") return normalize(value, mapped, key.numericType);
  // Compared at the key's resolution, whichever index's field reads it.
  const field: MappedField = { ...mapped, kind: key.kind, format: key.format && typeof value === "string" ? key.format : mapped.format };
  return normalize(value, field, key.numericType ?? (key.kind === "date_nanos" ? "date_nanos" : undefined));
}
