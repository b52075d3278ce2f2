/**
 * The search seed: its shape (the body of POST /__control/seed), the default one (the documents
 * of the contract's example pages), and a seed made of an NDJSON file's text.
 */
import { asNumbers } from "../../../contract/exact-json.js";
import { ControlRefusal, type ServiceContext } from "../../service.js";
import { accepting, acceptingNumber, entries, fields, finiteNumber, flag, object, optional, text, type Readers } from "../control-body.js";
import { readSeed } from "../read-seed.js";
import { clusterReader, type ClusterSeed } from "./cluster.js";
import { byteSize, parseByteSize } from "./breaker.js";
import { maxDocumentVersions } from "./room.js";
import type { Source } from "./store.js";

export interface IndexSeed {
  /** Number of shards; 2 by default. */
  shards?: number;
  /** The index setting `index.max_result_window`; 10,000 by default. */
  maxResultWindow?: number;
  /** Documents: `{ _id?, _source }`, or the source itself with an optional `_id` member. */
  documents?: unknown[];
  /** NDJSON text: bulk action lines with their documents, or one document per line. */
  ndjson?: string;
  /** A generated data set (see generateDocuments): `count` documents from the PRNG seed `seed` (1). */
  generate?: { count: number; seed?: number };
  /** The mapping, as an index creation's `mappings` gives it (with `generate` and none given: the generated set's own); otherwise fields are mapped dynamically. */
  mappings?: Record<string, unknown>;
}

export interface SearchSettings {
  /** The cluster setting: scroll contexts that may be open at once (500). */
  "search.max_open_scroll_context"?: number;
  /** The cluster setting: the longest keep-alive a request may ask for, a time value (`24h`). */
  "search.max_keep_alive"?: string;
  /** Points in time that may be open at once (10,000); the simulator's own bound, as the service has none but memory. */
  maxOpenPointsInTime?: number;
  /** Each answer carries a new PIT or scroll id (true). */
  rotateIds?: boolean;
  /** A search or scroll by an earlier id of a context is refused, stricter than the service (false). */
  refuseStaleIds?: boolean;
  /** The cluster setting: the buckets one search's aggregations may return (65,536). */
  "search.max_buckets"?: number;
  /** The cluster setting: what the request breaker lets one search read and hold, a byte size (`32mb`). */
  "indices.breaker.request.limit"?: string | number;
}

/** The body of POST /__control/seed; a part left out keeps its default. */
export interface SearchSeed {
  indices?: Record<string, IndexSeed>;
  settings?: SearchSettings;
  /** The cluster's name and the release it reports (`GET /`, node statistics). */
  cluster?: ClusterSeed;
}

/** NDJSON text: bulk action lines with their documents, or one document per line. */
export const ndjsonText = accepting<string>("NDJSON text", (value) => typeof value === "string");

/** A whole number from `least` to `most`. */
export const wholeNumberIn = (least: number, most: number) =>
  acceptingNumber(`a whole number from ${least} to ${most}`, (value) => Number.isInteger(value) && value >= least && value <= most);

/** The largest value the service's whole-number settings take (a Java int). */
export const maxSetting = 2 ** 31 - 1;
/** The service's limit of `index.number_of_shards`. */
export const maxShards = 1_024;
/** The most `indices.breaker.request.limit` may be set to: a search at it takes about a second (results.ts). */
export const maxRequestBreakerBytes = 256 * 2 ** 20;

/** Reads an index's spec, in a seed's `indices` and in the createIndex command. Every size is bounded: shards as the service bounds them, documents by what the simulator holds (model.ts). */
export const indexSpecReaders: Readers<IndexSeed> = {
  shards: optional(wholeNumberIn(1, maxShards)),
  maxResultWindow: optional(wholeNumberIn(1, maxSetting)),
  documents: optional(
    accepting<unknown[]>(
      `a list of at most ${maxDocumentVersions} documents`,
      (value) => Array.isArray(value) && value.length <= maxDocumentVersions,
    ),
  ),
  ndjson: optional(ndjsonText),
  generate: optional(fields({ count: wholeNumberIn(0, maxDocumentVersions), seed: optional(finiteNumber) })),
  // A mapping computes with its numbers, as a mapping sent to the API does; documents keep their digits.
  mappings: optional((value, where) => asNumbers(object(value, where))),
};

/** Reads the settings, in a seed and in the settings command. */
export const settingsReaders: Readers<SearchSettings> = {
  "search.max_open_scroll_context": optional(wholeNumberIn(0, maxSetting)),
  "search.max_keep_alive": optional(text),
  maxOpenPointsInTime: optional(wholeNumberIn(0, maxSetting)),
  rotateIds: optional(flag),
  refuseStaleIds: optional(flag),
  "search.max_buckets": optional(wholeNumberIn(0, maxSetting)),
  "indices.breaker.request.limit": optional((value, where) => {
    const bytes = typeof value === "string" || typeof value === "number" ? parseByteSize(value) : NaN;
    if (!(bytes <= maxRequestBreakerBytes))
      throw new ControlRefusal(`${where} must be a byte size such as 32mb, at most ${byteSize(maxRequestBreakerBytes)}`);
    return value as string | number;
  }),
};

/** The seed a control body describes: the default with the parts given replaced, each index spec and setting checked. */
export function parseSeed(data: unknown, defaults: SearchSeed): SearchSeed {
  return readSeed<SearchSeed>("search", data, defaults, {
    indices: (value, where) => Object.fromEntries(entries(fields(indexSpecReaders))(value, where)),
    settings: fields(settingsReaders),
    cluster: clusterReader,
  });
}

/** The default seed: index `orders-2024` with the documents of the contract's example pages. */
export function defaultSeed(context: Pick<ServiceContext, "example">): SearchSeed {
  const examples: [string, string][] = [
    ["search", "page"],
    ["search", "pitExtended"],
    ["searchIndex", "searchAfterPage"],
    ["searchIndex", "scrollOpen"],
    ["continueScroll", "keptAlive"],
    ["continueScroll", "freed"],
  ];
  const documents = new Map<string, unknown>();
  for (const [operationId, name] of examples) {
    const hits =
      (context.example(operationId, 200, name).body as { hits?: { hits?: { _id: string; _source: Source }[] } } | undefined)?.hits?.hits ??
      [];
    for (const hit of hits) documents.set(hit._id, { _id: hit._id, _source: hit._source });
  }
  return { indices: { "orders-2024": { documents: [...documents.values()] } } };
}

/** A seed of one NDJSON file's text: lines without `_index` go to the index named after the file (its name without directory and extension). */
export function ndjsonFileSeed(fileName: string, text: string): SearchSeed {
  const name = fileName
    .split(/[\\/]/)
    .pop()!
    .replace(/(.)\.[^.]*$/, "$1");
  return { indices: { [name]: { ndjson: text } } };
}
