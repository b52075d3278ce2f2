/**
 * The search simulator's indices. Every document version is immutable and carries the numbers of
 * the write that made it (`born`) and of the write that replaced or deleted it (`died`). A
 * snapshot is just a write number: it sees the versions born at or before it and not yet dead at
 * it. So opening a point in time or a scroll copies nothing; what it costs is the old versions it
 * keeps from being dropped, which is proportional to what changed since it was taken.
 */

import { ControlRefusal } from "../../service.js";
import { defaultMaxResultWindow } from "../../../contract/search-settings.js";
import { toBase64Url } from "../../../contract/base64.js";
import { Mapping } from "./mapping.js";

export type Source = Record<string, unknown>;

export interface DocVersion {
  readonly id: string;
  readonly source: Source;
  readonly shard: number;
  /** Position in its shard in indexing order: the `_doc` value (and with the shard, `_shard_doc`). */
  readonly ord: number;
  /** The write that made this version. */
  readonly born: number;
  /** The write that replaced or deleted it; Infinity while it is the latest. */
  died: number;
  /** The bytes of JSON it was sent as (for an update, its partial document): what it adds to the service's memory. */
  readonly size: number;
  /** The document's version (`_version`): 1 when made, one more at each change. */
  readonly version: number;
  /** Its write's sequence number in its shard (`_seq_no`). */
  readonly seqNo: number;
}

export const defaultShards = 2;
/** The index setting `index.max_terms_count`: the values one `terms` query may list. */
export const defaultMaxTermsCount = 65_536;
/** The index setting `index.max_slices_per_scroll`: the most slices a scroll may be cut into. */
export const defaultMaxSlicesPerScroll = 1_024;

let nextIndexUid = 1;

export class SearchIndex {
  /** Tells apart an index from an earlier one of the same name (cache keys). */
  readonly uid = nextIndexUid++;
  /** The index's UUID, as the service names it in its settings and errors. */
  readonly uuid = toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16))).slice(0, 22);
  /** Per shard, the versions in `ord` order. */
  shards: DocVersion[][];
  private readonly nextOrd: number[];
  private readonly nextSeqNo: number[];
  private readonly latest = new Map<string, DocVersion>();
  private superseded = 0;
  private autoId = 0;
  /** The bytes of the versions held (their `size`). */
  bytesHeld = 0;
  /** Writes so far; each write (index, update, delete) takes the next number. */
  written = 0;
  /** The last write visible to new searches; a refresh moves it up to `written`. */
  refreshed = 0;
  readonly mapping: Mapping;
  /** The index setting `index.refresh_interval` in milliseconds (1s by default; -1: no periodic refresh). */
  refreshIntervalMs = 1_000;
  /** The settings the index was made with, by full name (`index.refresh_interval`), as the service keeps them (settings.ts). */
  givenSettings: ReadonlyMap<string, string | string[]> = new Map();
  /** The index setting `index.number_of_replicas` (1 by default: unassigned on the one node, as on a service of one node). */
  replicas = 1;
  /** When the first write not yet visible was made (the clock's milliseconds), and when the index was last searched. */
  pendingSince: number | undefined = undefined;
  lastSearchAt = 0;
  /** When the index was made (the clock's milliseconds). */
  createdAt = 0;
  /** The index settings `index.max_terms_count` and `index.max_slices_per_scroll`. */
  maxTermsCount = defaultMaxTermsCount;
  maxSlicesPerScroll = defaultMaxSlicesPerScroll;

  constructor(
    readonly name: string,
    shardCount = defaultShards,
    public maxResultWindow = defaultMaxResultWindow,
    mapping = new Mapping(),
  ) {
    if (!Number.isInteger(shardCount) || shardCount < 1)
      throw new ControlRefusal(`shards must be a whole number of at least 1, not ${shardCount}`);
    this.shards = Array.from({ length: shardCount }, () => []);
    this.nextOrd = this.shards.map(() => 0);
    this.nextSeqNo = this.shards.map(() => 0);
    this.mapping = mapping;
  }

  /** The latest written version (refreshed or not), as a realtime get sees it. */
  get(id: string): DocVersion | undefined {
    return this.latest.get(id);
  }

  /** The latest version of the first `count` documents, in the order first indexed, by id. */
  latestDocuments(count: number): Record<string, Source> {
    const documents: Record<string, Source> = {};
    let left = count;
    for (const [id, version] of this.latest) {
      if (left-- === 0) break;
      Object.defineProperty(documents, id, { value: version.source, enumerable: true, writable: true, configurable: true });
    }
    return documents;
  }

  /**
   * Indexes (creates or replaces) a document sent as `size` bytes of JSON; not visible to searches
   * before a refresh. A document its mapping refuses is refused before anything is written.
   */
  put(id: string | undefined, source: Source, size = 0): DocVersion {
    const docId = id ?? `auto-${(++this.autoId).toString(36).padStart(6, "0")}`;
    this.mapping.accept(source, docId);
    const write = ++this.written;
    const previous = this.retire(docId, write);
    // Routing mixes the hash further: slicing inside a shard uses hashCode(_id) itself, and the
    // same hash for both would leave some slices empty (with 2 shards, a shard's ids share a parity).
    const shard = floorMod(mix(hashCode(docId)), this.shards.length);
    const version: DocVersion = {
      id: docId,
      source,
      shard,
      ord: this.nextOrd[shard]!++,
      born: write,
      died: Infinity,
      size,
      version: (previous?.version ?? 0) + 1,
      seqNo: this.nextSeqNo[shard]!++,
    };
    this.shards[shard]!.push(version);
    this.bytesHeld += size;
    this.latest.set(docId, version);
    return version;
  }

  /** Deletes a document; its version and sequence number as the delete made them, or undefined when there was none. */
  remove(id: string): { version: number; seqNo: number; shard: number } | undefined {
    const previous = this.retire(id, this.written + 1);
    if (!previous) return undefined;
    this.written++;
    return { version: previous.version + 1, seqNo: this.nextSeqNo[previous.shard]!++, shard: previous.shard };
  }

  refresh(): void {
    this.refreshed = this.written;
    this.pendingSince = undefined;
  }

  /** Documents visible at a snapshot. */
  count(version: number): number {
    let count = 0;
    for (const shard of this.shards) for (const doc of shard) if (visibleAt(doc, version)) count++;
    return count;
  }

  /** Versions held, live and old: what snapshots cost. */
  versionsHeld(): number {
    return this.shards.reduce((sum, shard) => sum + shard.length, 0);
  }

  /**
   * Drops the versions no snapshot can see any more: dead at or before the oldest write number
   * still pinned (by an open context, or by new searches at `refreshed`). Runs only when enough
   * versions are dead for the pass to be worth it.
   */
  compact(oldestPinned: number): void {
    if (this.superseded < 1_000 && this.superseded * 4 < this.latest.size) return;
    let superseded = 0;
    let bytes = 0;
    this.shards = this.shards.map((shard) => {
      const kept = shard.filter((doc) => doc.died > oldestPinned);
      for (const doc of kept) {
        if (doc.died !== Infinity) superseded++;
        bytes += doc.size;
      }
      return kept;
    });
    this.superseded = superseded;
    this.bytesHeld = bytes;
  }

  private retire(id: string, write: number): DocVersion | undefined {
    const previous = this.latest.get(id);
    if (!previous) return undefined;
    previous.died = write;
    this.superseded++;
    this.latest.delete(id);
    return previous;
  }
}

export function visibleAt(doc: DocVersion, version: number): boolean {
  return doc.born <= version && version < doc.died;
}

/** Java's String.hashCode: the hash the source document names for routing and slicing by `_id`. */
export function hashCode(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(31, hash) + text.charCodeAt(i)) | 0;
  return hash;
}

/** The finalizer of murmur3: spreads every bit of the input over the output. */
function mix(hash: number): number {
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) | 0;
}

export function floorMod(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}

/**
 * The values of a field, by dotted path (arrays flattened); empty when the document lacks it.
 * Only own members count: a field named `constructor` is not the prototype's.
 */
export function fieldValues(source: Source, path: string): unknown[] {
  if (Object.hasOwn(source, path)) return flat(source[path]);
  let current: unknown[] = [source];
  for (const part of path.split(".")) {
    const next: unknown[] = [];
    for (const item of current) {
      if (item !== null && typeof item === "object" && !Array.isArray(item) && Object.hasOwn(item, part))
        next.push(...flat((item as Source)[part]));
    }
    current = next;
    if (current.length === 0) break;
  }
  return current.filter((value) => value !== null && value !== undefined);
}

/**
 * Whether any value of a field passes `test`: fieldValues without building its list when the field
 * is a plain member holding one value, as most are (a search calls this for every document).
 */
export function someValue(source: Source, path: string, test: (value: unknown) => boolean): boolean {
  if (Object.hasOwn(source, path)) {
    const value = source[path];
    if (value === null || value === undefined) return false;
    if (typeof value !== "object") return test(value);
  }
  return fieldValues(source, path).some(test);
}

function flat(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value.flatMap(flat) : [value];
}

/** A small seeded PRNG (mulberry32): the same seed gives the same data set on every machine. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const generatedStatuses = ["paid", "shipped", "refunded", "cancelled", "pending"] as const;
const words = [
  "order",
  "payment",
  "refund",
  "late",
  "delivery",
  "customer",
  "card",
  "declined",
  "express",
  "parcel",
  "address",
  "warehouse",
  "invoice",
  "return",
  "damaged",
  "gift",
  "priority",
  "coupon",
  "stock",
  "tracking",
];

/** The mapping of the generated data set (see generateDocuments), as an application would declare it. */
export const generatedMappings = {
  properties: {
    "@timestamp": { type: "date" },
    status: { type: "keyword" },
    quantity: { type: "integer" },
    message: { type: "text" },
    seq: { type: "long" },
    amount: { type: "double" },
  },
};

/** The most bytes of JSON a generated document takes (its members at their longest): what one counts toward the service's bound. */
export const generatedDocumentBytes = 200;

/**
 * A deterministic data set of `count` documents (`doc-000000`, ...): `@timestamp` (a date, in
 * random order), `status` (a keyword of five values), `amount` (a number, missing from about one
 * document in ten), `quantity` (a small whole number: many ties), `message` (text) and `seq`
 * (the document's number: numeric, unique, set once, for `slice.field`).
 */
export function generateDocuments(count: number, seed = 1): { id: string; source: Source }[] {
  const make = documentMaker(count, seed);
  return Array.from({ length: count }, (_, seq) => make(seq));
}

/** Makes the documents of generateDocuments one at a time: document `seq`, called for 0, 1, 2, ... in turn (the PRNG goes on from call to call). */
export function documentMaker(count: number, seed = 1): (seq: number) => { id: string; source: Source } {
  if (!Number.isInteger(count) || count < 0) throw new ControlRefusal(`count must be a whole number, not ${count}`);
  const random = prng(seed);
  const start = Date.UTC(2024, 0, 1);
  const span = Math.max(count, 1_000) * 60_000;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const width = Math.max(6, String(count).length);
  return (seq) => {
    const source: Source = {
      "@timestamp": new Date(start + Math.floor(random() * span)).toISOString(),
      status: pick(generatedStatuses),
      quantity: 1 + Math.floor(random() * 20),
      message: Array.from({ length: 3 + Math.floor(random() * 6) }, () => pick(words)).join(" "),
      seq,
    };
    const amount = Math.round(random() * 100_000) / 100;
    if (random() >= 0.1) source.amount = amount;
    return { id: `doc-${String(seq).padStart(width, "0")}`, source };
  };
}
