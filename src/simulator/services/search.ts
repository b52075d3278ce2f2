/**
 * The simulated search service: indices of JSON documents over shards, changed and refreshed
 * through control commands, searched with from/size, search_after, points in time and scrolls as
 * part B of the source document describes, with slices, result windows, context limits and node
 * statistics. Contexts expire with the simulator's clock, worked out when they are looked at
 * (every request sweeps the expired ones first); nothing runs on a timer.
 *
 * Control commands (POST /__control/<name>, README "The simulator"): createIndex, deleteIndex,
 * index, update, delete, bulk, refresh, settings, inspect; the seed is
 * `{ indices: { <name>: { shards?, maxResultWindow?, documents?, ndjson?, generate? } }, settings? }`.
 * SEARCH_SIMULATOR_NDJSON=<file> loads a file as the seed when the service starts.
 */
import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { Refusal, type Reply, type Service, type ServiceContext, type SimRequest } from "../service.js";
import { createContexts, type ContextStore } from "./search/contexts.js";
import { SearchError, aggregate, checkNesting } from "./search/query.js";
import { buildResult, positionAfter, renderHits, totalHits, type Result, type ResultRequest, type Slice, type Snapshot } from "./search/results.js";
import { SearchIndex, generateDocuments, parseNdjson, toDocument, type Source } from "./search/store.js";

export { generateDocuments, parseNdjson } from "./search/store.js";

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
}

export interface SearchSettings {
  /** The cluster setting: scroll contexts that may be open at once (500). */
  "search.max_open_scroll_context"?: number;
  /** The cluster setting: the longest keep-alive a request may ask for, a time value (`24h`). */
  "search.max_keep_alive"?: string;
  /** Points in time that may be open at once (10,000); the simulator's own bound, as the service has none but memory. */
  maxOpenPointsInTime?: number;
  /** Each answer carries a new PIT or scroll id and the earlier ids of that context stop working (true). */
  rotateIds?: boolean;
}

export interface SearchSeed {
  indices?: Record<string, IndexSeed>;
  settings?: SearchSettings;
}

interface SearchBody {
  query?: unknown;
  from?: number;
  size?: number;
  sort?: unknown;
  search_after?: unknown[];
  pit?: { id: string; keep_alive?: string };
  track_total_hits?: boolean | number;
  slice?: Slice;
  aggregations?: Record<string, unknown>;
}

const notFound = (type: string, reason: string) => new SearchError(404, type, reason);

export function createSearchService(context: ServiceContext): Service {
  const { clock } = context;
  let seed: SearchSeed = process.env.SEARCH_SIMULATOR_NDJSON ? seedFromFile(process.env.SEARCH_SIMULATOR_NDJSON) : defaultSeed(context);
  let indices = new Map<string, SearchIndex>();
  let contexts: ContextStore;
  /** The last few results worked out, shared by the pages of a walk and by contexts on one snapshot. */
  const results = new Map<string, { result: Result; snapshots: Snapshot[] }>();

  function reset() {
    indices = new Map();
    results.clear();
    for (const [name, spec] of Object.entries(seed.indices ?? {})) createIndex(name, spec);
    contexts = createContexts(clock, (index) => compact(index));
    contexts.configure({ "search.max_open_scroll_context": 500, rotateIds: true, ...seed.settings });
  }

  function createIndex(name: string, spec: IndexSeed): SearchIndex {
    const index = new SearchIndex(name, spec.shards, spec.maxResultWindow);
    indices.set(name, index);
    for (const item of spec.documents ?? []) {
      const document = toDocument(item);
      index.put(document.id, document.source);
    }
    if (spec.generate) for (const document of generateDocuments(spec.generate.count, spec.generate.seed)) index.put(document.id, document.source);
    index.refresh();
    if (spec.ndjson) for (const touched of bulk(spec.ndjson, name).touched) touched.refresh();
    return index;
  }

  function bulk(ndjson: string, defaultIndex: string | undefined): { written: number; touched: Set<SearchIndex> } {
    const touched = new Set<SearchIndex>();
    const actions = parseNdjson(ndjson);
    for (const action of actions) {
      const name = action.index ?? defaultIndex;
      if (!name) throw new Error("an NDJSON line names no _index, and the command gave no index");
      const index = indices.get(name) ?? createIndex(name, {});
      touched.add(index);
      if (action.action === "delete") index.remove(action.id!);
      else if (action.action === "update") index.update(action.id!, action.source!);
      else index.put(action.id, action.source!);
    }
    return { written: actions.length, touched };
  }

  /** Drops the document versions, and the cached results, that neither new searches nor any open context can see. */
  function compact(index: SearchIndex) {
    const oldest = Math.min(index.refreshed, contexts.oldestPinned(index));
    index.compact(oldest);
    for (const [key, cached] of results) if (cached.snapshots.some((s) => s.index === index && s.version < oldest)) results.delete(key);
  }

  function indexNamed(name: unknown): SearchIndex {
    const index = typeof name === "string" ? indices.get(name) : undefined;
    if (!index) throw new Error(`no index ${JSON.stringify(name)}; the indices are: ${[...indices.keys()].join(", ") || "none"}`);
    return index;
  }

  /** The indices a path names: a name, a comma-separated list, `_all`, or patterns with `*`. */
  function resolve(expression: string): Snapshot[] {
    const found = new Map<string, SearchIndex>();
    for (const part of expression.split(",").map((p) => p.trim()).filter(Boolean)) {
      if (part === "_all" || part.includes("*")) {
        for (const [name, index] of indices) if (part === "_all" || wildcardMatches(part, name)) found.set(name, index);
      } else {
        const index = indices.get(part);
        if (!index) throw notFound("index_not_found_exception", `no such index [${part}]`);
        found.set(part, index);
      }
    }
    return [...found.values()].map((index) => ({ index, version: index.refreshed }));
  }

  function result(request: ResultRequest): Result {
    const key = JSON.stringify([request.snapshots.map((s) => [s.index.uid, s.version]), request.query, request.sort, request.slice, request.pit]);
    const found = results.get(key)?.result ?? buildResult(request);
    results.delete(key); // (re)inserted last: the most recently used is kept longest
    results.set(key, { result: found, snapshots: request.snapshots });
    if (results.size > 6) results.delete(results.keys().next().value!);
    return found;
  }

  /** The page asked for: from/size within the result window, or the page after `search_after`. */
  function page(snapshots: Snapshot[], body: SearchBody, pit: boolean) {
    const from = body.from ?? 0;
    const size = body.size ?? 10;
    const window = Math.min(...snapshots.map((s) => s.index.maxResultWindow));
    if (Math.max(from, 0) + size > window) {
      throw new SearchError(
        400,
        "illegal_argument_exception",
        `Result window too large: from + size is [${Math.max(from, 0) + size}], the limit is [${window}]. Page deeper with search_after; the limit is the index setting [index.max_result_window].`,
        true,
      );
    }
    const request: ResultRequest = { snapshots, query: body.query, sort: body.sort, slice: body.slice, pit };
    const found = result(request);
    const start = body.search_after ? positionAfter(found, body.search_after) : Math.max(from, 0);
    return { request, result: found, entries: found.entries.slice(start, start + size), end: start + size };
  }

  function response(found: Result, entries: Result["entries"], track: unknown, started: number, extra: Record<string, unknown> = {}) {
    const total = totalHits(found.entries.length, track);
    return {
      took: Math.round(performance.now() - started),
      timed_out: false,
      _shards: { total: found.shardCount, successful: found.shardCount, skipped: 0, failed: 0 },
      hits: { ...(total ? { total } : {}), max_score: found.maxScore, hits: renderHits(found, entries) },
      ...extra,
    };
  }

  /** A search on indices (B1), or the first search of a scroll (B4) when `scroll` is given. */
  function searchIndices(snapshots: Snapshot[], body: SearchBody, scroll: string | null): Reply {
    const started = performance.now();
    if (scroll === null) {
      if (body.slice) throw new SearchError(400, "action_request_validation_exception", "Validation Failed: 1: [slice] can only be used with [scroll] or [point-in-time] requests;");
      const { result: found, entries } = page(snapshots, body, false);
      const aggregations = body.aggregations ? { aggregations: aggregate(body.aggregations, found.entries) } : {};
      return { status: 200, body: response(found, entries, body.track_total_hits, started, aggregations) };
    }
    if (body.search_after) throw new SearchError(400, "action_request_validation_exception", "Validation Failed: 1: [search_after] cannot be used in a scroll context;");
    if ((body.from ?? 0) > 0) throw new SearchError(400, "action_request_validation_exception", "Validation Failed: 1: using [from] is not allowed in a scroll context;");
    if (body.size === 0) throw new SearchError(400, "action_request_validation_exception", "Validation Failed: 1: [size] cannot be [0] in a scroll context;");
    if (body.track_total_hits !== undefined && body.track_total_hits !== true) {
      throw new SearchError(400, "action_request_validation_exception", "Validation Failed: 1: disabling [track_total_hits] is not allowed in a scroll context;");
    }
    const keepAlive = contexts.keepAlive(scroll);
    const { request, result: found, entries, end } = page(snapshots, body, false);
    const opened = contexts.openScroll({ snapshots, request, size: body.size ?? 10, offset: end, keepAlive });
    // Aggregations come with the first response of a scroll only (rule 5 of scroll).
    const aggregations = body.aggregations ? { aggregations: aggregate(body.aggregations, found.entries) } : {};
    return { status: 200, body: response(found, entries, true, started, { _scroll_id: opened.id, ...aggregations }) };
  }

  /** A search on `/_search`: with `pit`, on the point in time's snapshot; otherwise on every index. */
  function searchAll(request: SimRequest): Reply {
    const body = searchBody(request);
    if (!body.pit) return searchIndices(resolve("_all"), body, null);
    const started = performance.now();
    const keepAlive = body.pit.keep_alive === undefined ? undefined : contexts.keepAlive(body.pit.keep_alive);
    const pit = contexts.pit(body.pit.id);
    const { result: found, entries } = page(pit.snapshots, body, true);
    const aggregations = body.aggregations ? { aggregations: aggregate(body.aggregations, found.entries) } : {};
    const id = contexts.touchPit(pit, keepAlive);
    return { status: 200, body: response(found, entries, body.track_total_hits, started, { pit_id: id, ...aggregations }) };
  }

  function continueScroll(scrollId: string, scroll: string | undefined): Reply {
    const started = performance.now();
    const keepAlive = scroll === undefined ? undefined : contexts.keepAlive(scroll);
    const scrollContext = contexts.scroll(scrollId);
    const found = result(scrollContext.request);
    const entries = found.entries.slice(scrollContext.offset, scrollContext.offset + scrollContext.size);
    scrollContext.offset += entries.length;
    // Freed (or kept) only once the batch is read: freeing lets compaction drop what it saw.
    const id = contexts.keepOrFree(scrollContext, keepAlive);
    return { status: 200, body: response(found, entries, true, started, id === undefined ? {} : { _scroll_id: id }) };
  }

  function freed(count: number): Reply {
    return { status: count > 0 ? 200 : 404, body: { succeeded: true, num_freed: count } };
  }

  /** Runs a handler; a SearchError becomes the service's error body. */
  const guarded =
    (handler: (request: SimRequest) => Reply) =>
    (request: SimRequest): Reply => {
      try {
        contexts.sweep();
        return handler(request);
      } catch (error) {
        if (error instanceof SearchError) throw new Refusal({ status: error.status, body: error.body() });
        throw error;
      }
    };

  /** Applies a write command's `refresh`, and compacts what it made unreachable. */
  function written(touched: Iterable<SearchIndex>, refresh: unknown) {
    for (const index of touched) {
      if (refresh === true) index.refresh();
      compact(index);
    }
  }

  reset();

  return {
    reset,
    seed(data) {
      const previous = seed;
      seed = (data ?? {}) as SearchSeed;
      try {
        reset();
      } catch (error) {
        // A seed that cannot be loaded leaves the service as it was.
        seed = previous;
        reset();
        throw error;
      }
    },
    control: {
      /** `{ index, shards?, maxResultWindow?, documents?, ndjson?, generate? }`: creates (or replaces) an index, refreshed. */
      createIndex(body) {
        const { index: name, ...spec } = (body ?? {}) as IndexSeed & { index?: string };
        if (typeof name !== "string" || name === "") throw new Error("createIndex takes { index: <name>, ... }");
        const index = createIndex(name, spec);
        return { index: name, shards: index.shards.length, documents: index.count(index.refreshed) };
      },
      deleteIndex(body) {
        const { index } = (body ?? {}) as { index?: string };
        indexNamed(index);
        indices.delete(index!);
        return { deleted: index };
      },
      /** `{ index, id?, document, refresh? }` or `{ index, documents: [...], refresh? }`: indexes (creates or replaces) documents. */
      index(body) {
        const { index: name, id, document, documents, refresh } = (body ?? {}) as { index?: string; id?: string; document?: Source; documents?: unknown[]; refresh?: boolean };
        const index = indexNamed(name);
        const items = documents ? documents.map(toDocument) : [{ ...toDocument(document ?? {}), ...(id === undefined ? {} : { id }) }];
        const ids = items.map((item) => index.put(item.id, item.source).id);
        written([index], refresh);
        return { index: name, ids };
      },
      /** `{ index, id, doc, refresh? }`: merges `doc` into the document. */
      update(body) {
        const { index: name, id, doc, refresh } = (body ?? {}) as { index?: string; id?: string; doc?: Source; refresh?: boolean };
        const index = indexNamed(name);
        index.update(String(id), doc ?? {});
        written([index], refresh);
        return { index: name, id };
      },
      /** `{ index, id | ids, refresh? }`: deletes documents. */
      delete(body) {
        const { index: name, id, ids, refresh } = (body ?? {}) as { index?: string; id?: string; ids?: string[]; refresh?: boolean };
        const index = indexNamed(name);
        const deleted = (ids ?? [id]).filter((each) => each !== undefined && index.remove(String(each)));
        written([index], refresh);
        return { index: name, deleted };
      },
      /** `{ ndjson, index?, refresh? }`: bulk lines (index, create, update, delete) or documents, one a line. */
      bulk(body) {
        const { ndjson, index, refresh } = (body ?? {}) as { ndjson?: string; index?: string; refresh?: boolean };
        if (typeof ndjson !== "string") throw new Error("bulk takes { ndjson: <text>, index?: <default index> }");
        const { written: count, touched } = bulk(ndjson, index);
        written(touched, refresh);
        return { written: count };
      },
      /** `{ index? }`: makes the changes visible to new searches (of one index, or of all). */
      refresh(body) {
        const { index } = (body ?? {}) as { index?: string };
        const targets = index === undefined ? [...indices.values()] : [indexNamed(index)];
        written(targets, true);
        return { refreshed: targets.map((target) => target.name) };
      },
      /** `{ "search.max_open_scroll_context"?, "search.max_keep_alive"?, maxOpenPointsInTime?, rotateIds?, index?, "index.max_result_window"? }`. */
      settings(body) {
        const given = (body ?? {}) as SearchSettings & { index?: string; "index.max_result_window"?: number };
        if (given["index.max_result_window"] !== undefined) indexNamed(given.index).maxResultWindow = given["index.max_result_window"];
        return contexts.configure(given);
      },
      /** What the service holds: per index its documents, refreshed and written, and versions held; the open contexts. */
      inspect() {
        contexts.sweep();
        const summary = Object.fromEntries(
          [...indices].map(([name, index]) => [name, { shards: index.shards.length, documents: index.count(index.refreshed), written: index.written, refreshed: index.refreshed, versionsHeld: index.versionsHeld(), maxResultWindow: index.maxResultWindow }]),
        );
        return { indices: summary, ...contexts.counts() };
      },
    },
    /**
     * Query parameters that change how every search and scroll answer is written:
     * `rest_total_hits_as_int=true` answers `hits.total` as a plain number, and `typed_keys=true`
     * names each aggregation `<type>#<name>` (terms as `sterms`, `lterms` or `dterms` by its keys).
     */
    decorate(request, reply) {
      const body = reply.body as { hits?: { total?: unknown }; aggregations?: Record<string, unknown> } | undefined;
      const hits = body?.hits;
      if (request.query.get("rest_total_hits_as_int") === "true" && typeof hits?.total === "object" && hits.total !== null) {
        hits.total = (hits.total as { value: number }).value;
      }
      const asked = (request.body as SearchBody | undefined)?.aggregations;
      if (request.query.get("typed_keys") === "true" && body?.aggregations && asked) {
        body.aggregations = Object.fromEntries(Object.entries(body.aggregations).map(([name, result]) => [`${aggregationType(asked[name], result)}#${name}`, result]));
      }
    },
    handlers: {
      search: guarded(searchAll),
      searchWithGet: guarded(searchAll),
      searchIndex: guarded((request) => searchIndices(resolve(request.params.index!), searchBody(request), request.query.get("scroll"))),
      searchIndexWithGet: guarded((request) => searchIndices(resolve(request.params.index!), searchBody(request), null)),
      openPointInTime: guarded((request) => {
        const snapshots = resolve(request.params.index!);
        const keepAlive = contexts.keepAlive(request.query.get("keep_alive") ?? "");
        const shards = snapshots.reduce((sum, s) => sum + s.index.shards.length, 0);
        return { status: 200, body: { id: contexts.openPit(snapshots, keepAlive).id, _shards: { total: shards, successful: shards, skipped: 0, failed: 0 } } };
      }),
      closePointInTime: guarded((request) => freed(contexts.closePit((request.body as { id: string }).id))),
      continueScroll: guarded((request) => continueScroll(...scrollParameters(request))),
      continueScrollWithGet: guarded((request) => continueScroll(...scrollParameters(request))),
      clearScroll: guarded((request) => {
        const fromBody = (request.body as { scroll_id?: string | string[] } | undefined)?.scroll_id;
        const ids = fromBody === undefined ? (request.query.get("scroll_id") ?? "").split(",").filter(Boolean) : [fromBody].flat();
        if (ids.length === 0) throw new SearchError(400, "action_request_validation_exception", "Validation Failed: 1: no scroll ids specified;");
        return freed(contexts.clearScrolls(ids));
      }),
      clearScrollByIds: guarded((request) => freed(contexts.clearScrolls(request.params.ids!.split(",").filter(Boolean)))),
      clearAllScrolls: guarded(() => ({ status: 200, body: { succeeded: true, num_freed: contexts.clearScrolls(["_all"]) } })),
      getNodesSearchStats: guarded(() => ({ status: 200, body: contexts.nodeStats() })),
    },
  };
}

/** The type an aggregation result is named by under `typed_keys`, as the service names it. */
function aggregationType(definition: unknown, result: unknown): string {
  const type = Object.keys(definition ?? {})[0] ?? "";
  if (type !== "terms") return type;
  const key = (result as { buckets?: { key: unknown }[] }).buckets?.[0]?.key;
  return typeof key === "number" ? (Number.isInteger(key) ? "lterms" : "dterms") : "sterms";
}

/** The scroll id and keep-alive of a scroll request: from its body, else from its query string (a GET may carry either). */
function scrollParameters(request: SimRequest): [scrollId: string, scroll: string | undefined] {
  const body = request.body as { scroll_id?: string; scroll?: string } | undefined;
  const scrollId = body?.scroll_id ?? request.query.get("scroll_id");
  if (!scrollId) throw new SearchError(400, "action_request_validation_exception", "Validation Failed: 1: scrollId is missing;");
  return [scrollId, body ? body.scroll : (request.query.get("scroll") ?? undefined)];
}

/** The body's search, with the query string's from, size, sort and track_total_hits (which win). */
function searchBody(request: SimRequest): SearchBody {
  const body: SearchBody = { ...((request.body ?? {}) as SearchBody) };
  checkNesting(body);
  // The slice id may come as a string of digits (the official client types it so).
  if (body.slice) body.slice = { ...body.slice, id: Number(body.slice.id) };
  const query = request.query;
  if (query.has("from")) body.from = Number(query.get("from"));
  if (query.has("size")) body.size = Number(query.get("size"));
  if (query.has("sort")) body.sort = query.get("sort")!.split(",").filter(Boolean);
  const track = query.get("track_total_hits");
  if (track !== null) body.track_total_hits = track === "true" ? true : track === "false" ? false : Number(track);
  // The service counts up to a non-negative number, or not at all with -1; other negatives are refused.
  if (typeof body.track_total_hits === "number" && body.track_total_hits < -1) {
    throw new SearchError(400, "illegal_argument_exception", `[track_total_hits] parameter must be positive or equals to -1, got ${body.track_total_hits}`);
  }
  if (body.track_total_hits === -1) body.track_total_hits = false;
  return body;
}

/** The default seed: index `orders-2024` with the documents of the contract's example pages. */
function defaultSeed(context: ServiceContext): SearchSeed {
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
    const hits = (context.example(operationId, 200, name).body as { hits?: { hits?: { _id: string; _source: Source }[] } } | undefined)?.hits?.hits ?? [];
    for (const hit of hits) documents.set(hit._id, { _id: hit._id, _source: hit._source });
  }
  return { indices: { "orders-2024": { documents: [...documents.values()] } } };
}

/** A seed from an NDJSON file: lines without `_index` go to the index named after the file. */
function seedFromFile(file: string): SearchSeed {
  return { indices: { [basename(file, extname(file))]: { ndjson: readFileSync(file, "utf8") } } };
}

/**
 * Whether a name matches an index pattern whose `*` stands for any run of characters. Linear in
 * the pattern times the name (one backtrack point), unlike a regular expression with a `.*` per
 * star, which a pattern of many stars could keep busy for minutes.
 */
export function wildcardMatches(pattern: string, name: string): boolean {
  let p = 0;
  let n = 0;
  let star = -1;
  let resume = 0;
  while (n < name.length) {
    if (p < pattern.length && pattern[p] !== "*" && pattern[p] === name[n]) {
      p++;
      n++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      resume = n;
    } else if (star !== -1) {
      p = star + 1;
      n = ++resume;
    } else {
      return false;
    }
  }
  while (pattern[p] === "*") p++;
  return p === pattern.length;
}
