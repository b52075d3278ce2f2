/**
 * The search state and its rules, without HTTP: indices of JSON documents over shards (store.ts),
 * written within the service's bounds (writes.ts, room.ts), searched with from/size, search_after,
 * points in time and scrolls as part B of the source document describes (results.ts, query.ts),
 * with slices, result windows, context limits and node statistics (contexts.ts, expiry.ts).
 * Contexts expire with the clock, worked out when they are looked at (`sweep`); nothing runs on a
 * timer. One model holds one seed's world; a reset makes a new one.
 */
import { ControlRefusal } from "../../service.js";
import type { Clock } from "../../clock.js";
import { createCluster, type Cluster } from "./cluster.js";
import { createContexts, type ContextStore, type Duration } from "./contexts.js";
import { shardFailure, validationFailed } from "./errors.js";
import { aggregator, defaultMaxBuckets } from "./aggregations.js";
import { byteSize, checkBreaker, parseByteSize } from "./breaker.js";
import { prepareSearch, renderHits, searchPage, totalHits, type ResultRequest, type Slice } from "./results.js";
import { Room } from "./room.js";
import { afterValues, type Entry, type Snapshot } from "./sort.js";
import type { SourceFilter } from "./source-filter.js";
import type { IndexSeed, SearchSeed, SearchSettings } from "./seed.js";
import { runNow, type Steps } from "../../steps.js";
import type { SearchIndex, Source } from "./store.js";
import { bulkSteps, createIndexSteps, indexMissing, indexSteps, writeDocument, type Holdings, type WriteResult } from "./writes.js";
import { wildcardMatches } from "./wildcard.js";
import { exactJsonText } from "../../../contract/exact-json.js";

export { wildcardMatches };

/** A search request's body, with the query string's parameters merged in. */
export interface SearchBody {
  query?: unknown;
  from?: number;
  size?: number;
  sort?: unknown;
  search_after?: unknown[];
  pit?: { id: string; keep_alive?: Duration };
  track_total_hits?: boolean | number;
  slice?: Slice;
  aggregations?: Record<string, unknown>;
  /** Which members of each hit's `_source` come back (`_source`); all when absent. */
  source?: SourceFilter;
}

/** The service's `index.search.idle.after` (30s): shards not searched for that long skip their periodic refreshes until the next search. */
const searchIdleMs = 30_000;

/** The request breaker's limit (`indices.breaker.request.limit`) by default: see checkBreaker in results.ts. */
export const defaultRequestBreakerBytes = 32 * 2 ** 20;

/** Bounds of a search's work that the cluster settings change. */
export interface SearchLimits {
  /** `search.max_buckets`: the buckets one search's aggregations may return. */
  maxBuckets: number;
  /** `indices.breaker.request.limit`, in bytes: what the request breaker lets one search read and hold. */
  requestBreakerBytes: number;
}

export class SearchModel {
  readonly indices = new Map<string, SearchIndex>();
  readonly contexts: ContextStore;
  /** The cluster's name and the release it reports. */
  readonly cluster: Cluster;
  readonly limits: SearchLimits = { maxBuckets: defaultMaxBuckets, requestBreakerBytes: defaultRequestBreakerBytes };
  /** How many documents recent searches matched, by snapshot, query and slice: the pages of a walk count them once. */
  private readonly totals = new Map<string, number>();
  /** Alias names, each with the indices it names. */
  readonly aliases = new Map<string, Set<SearchIndex>>();
  /** The indices, their aliases and the room they take within the simulator's bounds, for the writes (writes.ts). */
  readonly held: Holdings = { indices: this.indices, aliases: this.aliases, room: new Room(this.indices), now: () => this.clock.now() };

  /** The world a seed describes; it throws on a seed that cannot be loaded. */
  constructor(
    readonly clock: Clock,
    seed: SearchSeed,
  ) {
    this.contexts = createContexts(clock, (index) => this.compact(index));
    this.cluster = createCluster(seed.cluster);
    for (const [name, spec] of Object.entries(seed.indices ?? {})) this.createIndex(name, spec);
    this.configure({ "search.max_open_scroll_context": 500, rotateIds: true, ...seed.settings });
  }

  /** Applies settings (the seed's, or the settings command's); answers all of them as they now are. */
  configure(settings: SearchSettings) {
    const { "search.max_buckets": maxBuckets, "indices.breaker.request.limit": breaker, ...contextSettings } = settings;
    if (maxBuckets !== undefined) this.limits.maxBuckets = maxBuckets;
    if (breaker !== undefined) this.limits.requestBreakerBytes = parseByteSize(breaker);
    return {
      ...this.contexts.configure(contextSettings),
      "search.max_buckets": this.limits.maxBuckets,
      "indices.breaker.request.limit": byteSize(this.limits.requestBreakerBytes),
    };
  }

  /** Creates (or replaces) an index, refreshed, at once (see createIndexSteps). */
  createIndex(name: string, spec: IndexSeed): SearchIndex {
    return runNow(this.createIndexSteps(name, spec));
  }

  /** Creates (or replaces) an index with its documents, generated documents and NDJSON lines, refreshed, in steps (writes.ts). */
  createIndexSteps(name: string, spec: IndexSeed): Steps<SearchIndex> {
    return createIndexSteps(this.held, name, spec);
  }

  /** Bulk lines (index, create, update, delete) or documents, one a line, at once (see bulkSteps). */
  bulk(ndjson: string, defaultIndex: string | undefined): { touched: Set<SearchIndex>; items: WriteResult[] } {
    return runNow(this.bulkSteps(ndjson, defaultIndex));
  }

  /** Bulk lines in steps (writes.ts), each with its result; an index they name that does not exist is created. `bulkApi`: as the API's `_bulk` reads them. */
  bulkSteps(ndjson: string, defaultIndex: string | undefined, bulkApi = false): Steps<{ touched: Set<SearchIndex>; items: WriteResult[] }> {
    return bulkSteps(this.held, ndjson, defaultIndex, { bulkApi });
  }

  /** Indexes (creates or replaces) documents in an index, in steps (writes.ts); their ids. */
  indexSteps(index: SearchIndex, items: { id?: string; source: Source }[]): Steps<string[]> {
    return indexSteps(this.held, index, items);
  }

  /** Merges a partial document into a document, within the service's bounds. */
  update(index: SearchIndex, id: string, partial: Source): void {
    const done = writeDocument(this.held, {
      action: "update",
      index: index.name,
      id,
      source: partial,
      size: exactJsonText(partial).length,
    });
    if (done.error) throw new ControlRefusal(`${done.error.type}: ${done.error.reason}`);
  }

  /**
   * Applies a write's `refresh` (true, or `wait_for`, which the next refresh would answer: here
   * at once), and compacts what it made unreachable. Without one, the write waits for the
   * index's refresh interval on the clock.
   */
  written(touched: Iterable<SearchIndex>, refresh: unknown): void {
    for (const index of touched) {
      if (refresh === true || refresh === "wait_for") index.refresh();
      else index.pendingSince ??= this.clock.now();
      this.compact(index);
    }
  }

  /**
   * Refreshes an index whose writes are due, as the service's periodic refresh would have by now:
   * its refresh interval has passed since the first write not yet visible, or (the interval not
   * set) its shards were search idle, no search for 30 seconds, so that this search refreshes
   * them first. Marks the index searched.
   */
  private refreshDue(index: SearchIndex): void {
    const now = this.clock.now();
    const pending = index.pendingSince;
    if (pending !== undefined && index.written > index.refreshed && index.refreshIntervalMs > 0) {
      const idle = !index.givenSettings.has("index.refresh_interval") && now - index.lastSearchAt >= searchIdleMs;
      if (idle || now >= pending + index.refreshIntervalMs) {
        index.refresh();
        this.compact(index);
      }
    }
    index.lastSearchAt = now;
  }

  indexNamed(name: unknown): SearchIndex {
    const index = typeof name === "string" ? this.indices.get(name) : undefined;
    if (!index)
      throw new ControlRefusal(`no index ${JSON.stringify(name)}; the indices are: ${[...this.indices.keys()].join(", ") || "none"}`);
    return index;
  }

  /** The indices a path names: names and aliases, a comma-separated list, `_all`, or patterns with `*` (of names and aliases). */
  indicesNamed(expression: string): SearchIndex[] {
    const found = new Set<SearchIndex>();
    for (const part of expression
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      if (part === "_all" || part.includes("*")) {
        for (const [name, index] of this.indices) if (part === "_all" || wildcardMatches(part, name)) found.add(index);
        if (part !== "_all")
          for (const [name, named] of this.aliases) if (wildcardMatches(part, name)) for (const index of named) found.add(index);
      } else {
        const named = this.aliases.get(part) ?? (this.indices.has(part) ? [this.indices.get(part)!] : undefined);
        if (!named) throw indexMissing(part);
        for (const index of named) found.add(index);
      }
    }
    return [...found];
  }

  /** Snapshots of the indices a path names (see indicesNamed), as new searches see them: their due refreshes made first. */
  resolve(expression: string): Snapshot[] {
    return this.indicesNamed(expression).map((index) => {
      this.refreshDue(index);
      return { index, version: index.refreshed };
    });
  }

  /** A search on indices (B1), or the first search of a scroll (B4) when a keep-alive `scroll` is given. */
  searchIndices(snapshots: Snapshot[], body: SearchBody, scroll: Duration | null) {
    const started = performance.now();
    if (scroll === null) {
      if (body.slice) throw validationFailed("[slice] can only be used with [scroll] or [point-in-time] requests");
      const found = this.run(snapshots, body, false, body.track_total_hits);
      return this.response(found, body.track_total_hits, started, found.aggregations);
    }
    if (body.search_after) throw validationFailed("[search_after] cannot be used in a scroll context");
    if ((body.from ?? 0) > 0) throw validationFailed("using [from] is not allowed in a scroll context");
    if (body.size === 0) throw validationFailed("[size] cannot be [0] in a scroll context");
    if (body.track_total_hits !== undefined && body.track_total_hits !== true)
      throw validationFailed("disabling [track_total_hits] is not allowed in a scroll context");
    const maxSlices = Math.min(...snapshots.map((s) => s.index.maxSlicesPerScroll));
    if (body.slice && body.slice.max > maxSlices) {
      throw shardFailure(
        400,
        "illegal_argument_exception",
        `The number of slices [${body.slice.max}] is too large. It must be less than [${maxSlices}]. This limit can be set by changing the [index.max_slices_per_scroll] index level setting.`,
      );
    }
    const keepAlive = this.contexts.keepAlive(scroll);
    const found = this.run(snapshots, body, false, true, true);
    const opened = this.contexts.openScroll({
      snapshots,
      request: found.request,
      size: body.size ?? 10,
      after: found.hits.at(-1),
      total: found.total!,
      keepAlive,
    });
    // Aggregations come with the first response of a scroll only (rule 5 of scroll).
    return this.response(found, true, started, { _scroll_id: opened.id, ...found.aggregations });
  }

  /** A search on `/_search`: with `pit`, on the point in time's snapshot; otherwise on every index. */
  searchAll(body: SearchBody) {
    if (!body.pit) return this.searchIndices(this.resolve("_all"), body, null);
    const started = performance.now();
    const keepAlive = body.pit.keep_alive === undefined ? undefined : this.contexts.keepAlive(body.pit.keep_alive);
    const pit = this.contexts.pit(body.pit.id);
    const found = this.run(pit.snapshots, body, true, body.track_total_hits);
    const id = this.contexts.touchPit(pit, keepAlive);
    return this.response(found, body.track_total_hits, started, { pit_id: id, ...found.aggregations });
  }

  /** The next batch of a scroll, read after its last hit; the context is kept (a new keep-alive) or freed once the batch is read. */
  continueScroll(scrollId: string, scroll: Duration | undefined) {
    const started = performance.now();
    const keepAlive = scroll === undefined ? undefined : this.contexts.keepAlive(scroll);
    const scrollContext = this.contexts.scroll(scrollId);
    const search = prepareSearch(scrollContext.request);
    const page = searchPage(search, {
      after: scrollContext.after && { hit: scrollContext.after },
      count: scrollContext.size,
      countAll: false,
    });
    scrollContext.after = page.hits.at(-1) ?? scrollContext.after;
    // Freed (or kept) only once the batch is read: freeing lets compaction drop what it saw.
    const id = this.contexts.keepOrFree(scrollContext, keepAlive);
    const found = { request: scrollContext.request, search, hits: page.hits, total: scrollContext.total, maxScore: page.maxScore };
    return this.response(found, true, started, id === undefined ? {} : { _scroll_id: id });
  }

  openPointInTime(expression: string, keepAliveText: Duration) {
    const snapshots = this.resolve(expression);
    const keepAlive = this.contexts.keepAlive(keepAliveText);
    const shards = snapshots.reduce((sum, s) => sum + s.index.shards.length, 0);
    return { id: this.contexts.openPit(snapshots, keepAlive).id, _shards: { total: shards, successful: shards, skipped: 0, failed: 0 } };
  }

  /** Node statistics restricted to search (B9): the one node's counts of open contexts. */
  nodeStats() {
    const { name, nodeId, nodeName } = this.cluster;
    return {
      _nodes: { total: 1, successful: 1, failed: 0 },
      cluster_name: name,
      nodes: { [nodeId]: { name: nodeName, indices: { search: this.contexts.searchStats() } } },
    };
  }

  /** Drops the document versions that neither new searches nor any open context can see. */
  private compact(index: SearchIndex): void {
    index.compact(Math.min(index.refreshed, this.contexts.oldestPinned(index)));
  }

  /**
   * A page of a search: from/size within the result window (for a scroll, its first batch within
   * the same window), or the page after `search_after`. The search is weighed by the request
   * breaker before it reads anything, and keeps only the hits of its page.
   */
  private run(snapshots: Snapshot[], body: SearchBody, pit: boolean, track: unknown, scroll = false) {
    const from = body.from ?? 0;
    const size = body.size ?? 10;
    const window = Math.min(...snapshots.map((s) => s.index.maxResultWindow));
    const asked = Math.max(from, 0) + size;
    if (asked > window) {
      throw shardFailure(
        400,
        "illegal_argument_exception",
        scroll
          ? `Batch size is too large, size must be less than or equal to: [${window}] but was [${asked}]. Scroll batch sizes cost as much memory as result windows so they are controlled by the [index.max_result_window] index level setting.`
          : `Result window is too large, from + size must be less than or equal to: [${window}] but was [${asked}]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.`,
      );
    }
    const request: ResultRequest = { snapshots, query: body.query, sort: body.sort, slice: body.slice, pit, source: body.source };
    const search = prepareSearch(request);
    const after = body.search_after ? { values: afterValues(search.plan, body.search_after) } : undefined;
    const start = after ? 0 : Math.max(from, 0);
    const fieldOf = (name: string) => snapshots.map((s) => s.index.mapping.field(name)).find(Boolean);
    const aggregations = body.aggregations ? aggregator(body.aggregations, fieldOf) : undefined;
    const sourcePatterns = body.source ? body.source.includes.length + body.source.excludes.length : 0;
    checkBreaker(search, {
      count: start + size,
      aggregationCost: aggregations?.cost ?? 0,
      sourcePatterns,
      limitBytes: this.limits.requestBreakerBytes,
    });
    const key = exactJsonText([snapshots.map((s) => [s.index.uid, s.version]), body.query, body.slice]);
    const counted = track === false ? undefined : this.totals.get(key);
    const page = searchPage(search, { after, count: start + size, countAll: track !== false && counted === undefined, aggregations });
    if (page.total !== undefined) this.rememberTotal(key, page.total);
    return {
      request,
      search,
      hits: page.hits.slice(start),
      total: page.total ?? counted,
      maxScore: page.maxScore,
      aggregations: aggregations ? { aggregations: aggregations.results(this.limits.maxBuckets) } : {},
    };
  }

  private rememberTotal(key: string, total: number): void {
    this.totals.delete(key); // (re)inserted last: the most recently used is kept longest
    this.totals.set(key, total);
    if (this.totals.size > 64) this.totals.delete(this.totals.keys().next().value!);
  }

  private response<Extra extends object>(
    found: { request: ResultRequest; search: ReturnType<typeof prepareSearch>; hits: Entry[]; total?: number; maxScore: number | null },
    track: unknown,
    started: number,
    extra?: Extra,
  ) {
    const total = found.total === undefined ? undefined : totalHits(found.total, track);
    const shards = found.search.shardCount;
    return {
      took: Math.round(performance.now() - started),
      timed_out: false,
      _shards: { total: shards, successful: shards, skipped: 0, failed: 0 },
      hits: { ...(total ? { total } : {}), max_score: found.maxScore, hits: renderHits(found.search, found.hits, found.request.source) },
      ...extra,
    };
  }
}
