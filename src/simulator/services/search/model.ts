/**
 * The search state and its rules, without HTTP: indices of JSON documents over shards (store.ts),
 * searched with from/size, search_after, points in time and scrolls as part B of the source
 * document describes (results.ts, query.ts), with slices, result windows, context limits and node
 * statistics (contexts.ts, expiry.ts). Contexts expire with the clock, worked out when they are
 * looked at (`sweep`); nothing runs on a timer. One model holds one seed's world; a reset makes
 * a new one.
 */
import type { Clock } from "../../clock.js";
import { createCluster, type Cluster } from "./cluster.js";
import { createContexts, type ContextStore } from "./contexts.js";
import { notFound, shardFailure, validationFailed } from "./errors.js";
import { aggregate } from "./query.js";
import { buildResult, positionAfter, renderHits, totalHits, type Result, type ResultRequest, type Slice, type Snapshot, type SourceFilter } from "./results.js";
import type { IndexSeed, SearchSeed } from "./seed.js";
import { SearchIndex, generateDocuments, parseNdjson, toDocument } from "./store.js";
import { wildcardMatches } from "./wildcard.js";

export { wildcardMatches };

/** A search request's body, with the query string's parameters merged in. */
export interface SearchBody {
  query?: unknown;
  from?: number;
  size?: number;
  sort?: unknown;
  search_after?: unknown[];
  pit?: { id: string; keep_alive?: string };
  track_total_hits?: boolean | number;
  slice?: Slice;
  aggregations?: Record<string, unknown>;
  /** Which members of each hit's `_source` come back (`_source`); all when absent. */
  source?: SourceFilter;
}

export class SearchModel {
  readonly indices = new Map<string, SearchIndex>();
  readonly contexts: ContextStore;
  /** The cluster's name and the release it reports. */
  readonly cluster: Cluster;
  /** The last few results worked out, shared by the pages of a walk and by contexts on one snapshot. */
  private readonly results = new Map<string, { result: Result; snapshots: Snapshot[] }>();

  /** The world a seed describes; it throws on a seed that cannot be loaded. */
  constructor(clock: Clock, seed: SearchSeed) {
    this.contexts = createContexts(clock, (index) => this.compact(index));
    this.cluster = createCluster(seed.cluster);
    for (const [name, spec] of Object.entries(seed.indices ?? {})) this.createIndex(name, spec);
    this.contexts.configure({ "search.max_open_scroll_context": 500, rotateIds: true, ...seed.settings });
  }

  /** Creates (or replaces) an index, refreshed. */
  createIndex(name: string, spec: IndexSeed): SearchIndex {
    const index = new SearchIndex(name, spec.shards, spec.maxResultWindow);
    this.indices.set(name, index);
    for (const item of spec.documents ?? []) {
      const document = toDocument(item);
      index.put(document.id, document.source);
    }
    if (spec.generate) for (const document of generateDocuments(spec.generate.count, spec.generate.seed)) index.put(document.id, document.source);
    index.refresh();
    if (spec.ndjson) for (const touched of this.bulk(spec.ndjson, name).touched) touched.refresh();
    return index;
  }

  /** Bulk lines (index, create, update, delete) or documents, one a line; an index they name that does not exist is created. */
  bulk(ndjson: string, defaultIndex: string | undefined): { written: number; touched: Set<SearchIndex> } {
    const touched = new Set<SearchIndex>();
    const actions = parseNdjson(ndjson);
    for (const action of actions) {
      const name = action.index ?? defaultIndex;
      if (!name) throw new Error("an NDJSON line names no _index, and the command gave no index");
      const index = this.indices.get(name) ?? this.createIndex(name, {});
      touched.add(index);
      if (action.action === "delete") index.remove(action.id!);
      else if (action.action === "update") index.update(action.id!, action.source!);
      else index.put(action.id, action.source!);
    }
    return { written: actions.length, touched };
  }

  /** Applies a write's `refresh`, and compacts what it made unreachable. */
  written(touched: Iterable<SearchIndex>, refresh: unknown): void {
    for (const index of touched) {
      if (refresh === true) index.refresh();
      this.compact(index);
    }
  }

  indexNamed(name: unknown): SearchIndex {
    const index = typeof name === "string" ? this.indices.get(name) : undefined;
    if (!index) throw new Error(`no index ${JSON.stringify(name)}; the indices are: ${[...this.indices.keys()].join(", ") || "none"}`);
    return index;
  }

  /** The indices a path names: a name, a comma-separated list, `_all`, or patterns with `*`. */
  resolve(expression: string): Snapshot[] {
    const found = new Map<string, SearchIndex>();
    for (const part of expression
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)) {
      if (part === "_all" || part.includes("*")) {
        for (const [name, index] of this.indices) if (part === "_all" || wildcardMatches(part, name)) found.set(name, index);
      } else {
        const index = this.indices.get(part);
        if (!index) throw notFound("index_not_found_exception", `no such index [${part}]`);
        found.set(part, index);
      }
    }
    return [...found.values()].map((index) => ({ index, version: index.refreshed }));
  }

  /** A search on indices (B1), or the first search of a scroll (B4) when a keep-alive `scroll` is given. */
  searchIndices(snapshots: Snapshot[], body: SearchBody, scroll: string | null) {
    const started = performance.now();
    if (scroll === null) {
      if (body.slice) throw validationFailed("[slice] can only be used with [scroll] or [point-in-time] requests");
      const { request, result: found, entries } = this.page(snapshots, body, false);
      return this.response(request, found, entries, body.track_total_hits, started, this.aggregations(body, found));
    }
    if (body.search_after) throw validationFailed("[search_after] cannot be used in a scroll context");
    if ((body.from ?? 0) > 0) throw validationFailed("using [from] is not allowed in a scroll context");
    if (body.size === 0) throw validationFailed("[size] cannot be [0] in a scroll context");
    if (body.track_total_hits !== undefined && body.track_total_hits !== true) throw validationFailed("disabling [track_total_hits] is not allowed in a scroll context");
    const keepAlive = this.contexts.keepAlive(scroll);
    const { request, result: found, entries, end } = this.page(snapshots, body, false);
    const opened = this.contexts.openScroll({ snapshots, request, size: body.size ?? 10, offset: end, keepAlive });
    // Aggregations come with the first response of a scroll only (rule 5 of scroll).
    return this.response(request, found, entries, true, started, { _scroll_id: opened.id, ...this.aggregations(body, found) });
  }

  /** A search on `/_search`: with `pit`, on the point in time's snapshot; otherwise on every index. */
  searchAll(body: SearchBody) {
    if (!body.pit) return this.searchIndices(this.resolve("_all"), body, null);
    const started = performance.now();
    const keepAlive = body.pit.keep_alive === undefined ? undefined : this.contexts.keepAlive(body.pit.keep_alive);
    const pit = this.contexts.pit(body.pit.id);
    const { request, result: found, entries } = this.page(pit.snapshots, body, true);
    const aggregations = this.aggregations(body, found);
    const id = this.contexts.touchPit(pit, keepAlive);
    return this.response(request, found, entries, body.track_total_hits, started, { pit_id: id, ...aggregations });
  }

  /** The next batch of a scroll; the context is kept (a new keep-alive) or freed once the batch is read. */
  continueScroll(scrollId: string, scroll: string | undefined) {
    const started = performance.now();
    const keepAlive = scroll === undefined ? undefined : this.contexts.keepAlive(scroll);
    const scrollContext = this.contexts.scroll(scrollId);
    const found = this.result(scrollContext.request);
    const entries = found.entries.slice(scrollContext.offset, scrollContext.offset + scrollContext.size);
    scrollContext.offset += entries.length;
    // Freed (or kept) only once the batch is read: freeing lets compaction drop what it saw.
    const id = this.contexts.keepOrFree(scrollContext, keepAlive);
    return this.response(scrollContext.request, found, entries, true, started, id === undefined ? {} : { _scroll_id: id });
  }

  openPointInTime(expression: string, keepAliveText: string) {
    const snapshots = this.resolve(expression);
    const keepAlive = this.contexts.keepAlive(keepAliveText);
    const shards = snapshots.reduce((sum, s) => sum + s.index.shards.length, 0);
    return { id: this.contexts.openPit(snapshots, keepAlive).id, _shards: { total: shards, successful: shards, skipped: 0, failed: 0 } };
  }

  /** Node statistics restricted to search (B9): the one node's counts of open contexts. */
  nodeStats() {
    const { name, nodeId, nodeName } = this.cluster;
    return { _nodes: { total: 1, successful: 1, failed: 0 }, cluster_name: name, nodes: { [nodeId]: { name: nodeName, indices: { search: this.contexts.searchStats() } } } };
  }

  /** Drops the document versions, and the cached results, that neither new searches nor any open context can see. */
  private compact(index: SearchIndex): void {
    const oldest = Math.min(index.refreshed, this.contexts.oldestPinned(index));
    index.compact(oldest);
    for (const [key, cached] of this.results) if (cached.snapshots.some((s) => s.index === index && s.version < oldest)) this.results.delete(key);
  }

  private result(request: ResultRequest): Result {
    const key = JSON.stringify([request.snapshots.map((s) => [s.index.uid, s.version]), request.query, request.sort, request.slice, request.pit]);
    const found = this.results.get(key)?.result ?? buildResult(request);
    this.results.delete(key); // (re)inserted last: the most recently used is kept longest
    this.results.set(key, { result: found, snapshots: request.snapshots });
    if (this.results.size > 6) this.results.delete(this.results.keys().next().value!);
    return found;
  }

  /** The page asked for: from/size within the result window, or the page after `search_after`. */
  private page(snapshots: Snapshot[], body: SearchBody, pit: boolean) {
    const from = body.from ?? 0;
    const size = body.size ?? 10;
    const window = Math.min(...snapshots.map((s) => s.index.maxResultWindow));
    if (Math.max(from, 0) + size > window) {
      throw shardFailure(
        400,
        "illegal_argument_exception",
        `Result window too large: from + size is [${Math.max(from, 0) + size}], the limit is [${window}]. Page deeper with search_after; the limit is the index setting [index.max_result_window].`,
      );
    }
    const request: ResultRequest = { snapshots, query: body.query, sort: body.sort, slice: body.slice, pit, source: body.source };
    const found = this.result(request);
    const start = body.search_after ? positionAfter(found, body.search_after) : Math.max(from, 0);
    return { request, result: found, entries: found.entries.slice(start, start + size), end: start + size };
  }

  private aggregations(body: SearchBody, found: Result): { aggregations?: Record<string, unknown> } {
    return body.aggregations ? { aggregations: aggregate(body.aggregations, found.entries) } : {};
  }

  private response<Extra extends object>(request: ResultRequest, found: Result, entries: Result["entries"], track: unknown, started: number, extra?: Extra) {
    const total = totalHits(found.entries.length, track);
    return {
      took: Math.round(performance.now() - started),
      timed_out: false,
      _shards: { total: found.shardCount, successful: found.shardCount, skipped: 0, failed: 0 },
      hits: { ...(total ? { total } : {}), max_score: found.maxScore, hits: renderHits(found, entries, request.source) },
      ...extra,
    };
  }
}
