/**
 * The search handlers, one per operationId: each reads the request (the body with the query
 * string's parameters, which win), calls the model and writes the answer; a SearchError the model
 * throws is a Refusal, which the core answers. Every request first sweeps the expired contexts.
 */
import type { components, operations } from "../../../../generated/search/types.js";
import type { DecoratedRequest, Handlers, QueryOf, Reply } from "../../service.js";
import { rootInfo } from "./cluster.js";
import { badRequest, validationFailed } from "./errors.js";
import type { Duration } from "./contexts.js";
import type { SearchBody, SearchModel } from "./model.js";
import { sourceFilter } from "./source-filter.js";
import { checkNesting } from "./query.js";
import { writeHandlers } from "./write-handlers.js";
import { asNumbers } from "../../../contract/exact-json.js";

type SearchRequest = components["schemas"]["SearchRequest"] | components["schemas"]["IndexSearchRequest"];
type ScrollRequest = components["schemas"]["ScrollRequest"];
/** The query of the four search operations (each declares the same parameters), as the validator converted it. */
type SearchQuery = QueryOf<operations["search"]>;
/** The query of the four scroll operations: those with the id in the path declare no `scroll_id`. */
type ScrollQuery = QueryOf<operations["continueScroll"]>;

export function searchHandlers(model: SearchModel): Handlers<operations> {
  /** Runs a handler after the sweep of the expired contexts. */
  const swept =
    <R, A>(handler: (request: R) => A) =>
    (request: R): A => {
      model.contexts.sweep();
      return handler(request);
    };
  const ok = <Body>(body: Body) => ({ status: 200 as const, body });
  const freed = (count: number) => ({ status: count > 0 ? (200 as const) : (404 as const), body: { succeeded: true, num_freed: count } });

  /** A search on `/_search` (every index, or a point in time) or on the indices of the path; with `scroll` in the query, the first search of a scroll. */
  const search = swept(
    (request: { params: { index?: string }; body?: SearchRequest; query: URLSearchParams; queryValues: SearchQuery }) => {
      const body = searchBody(request.body, request.queryValues, request.query);
      const scroll = request.queryValues.scroll ?? null;
      if (request.params.index !== undefined) return ok(model.searchIndices(model.resolve(request.params.index), body, scroll));
      if (scroll !== null && body.pit) throw validationFailed("using [point in time] is not allowed in a scroll context");
      return ok(scroll === null ? model.searchAll(body) : model.searchIndices(model.resolve("_all"), body, scroll));
    },
  );
  const continueScroll = swept((request: { params: { ids?: string }; body?: ScrollRequest; queryValues: ScrollQuery }) =>
    ok(model.continueScroll(...scrollParameters(request.body, request.queryValues, request.params.ids))),
  );

  return {
    ...writeHandlers(model),
    search,
    searchWithGet: search,
    searchIndex: search,
    searchIndexWithGet: search,
    openPointInTime: swept((request) => ok(model.openPointInTime(request.params.index, request.queryValues.keep_alive))),
    closePointInTime: swept((request) => {
      // The service's own words (sic) for a body without an id.
      if (!request.body.id) throw badRequest("illegal_argument_exception", "search context id is is not provided");
      return freed(model.contexts.closePit(request.body.id));
    }),
    continueScroll,
    continueScrollWithGet: continueScroll,
    continueScrollById: continueScroll,
    continueScrollByIdWithGet: continueScroll,
    clearScroll: swept((request) => {
      const fromBody = request.body?.scroll_id;
      const ids = fromBody === undefined ? (request.queryValues.scroll_id ?? []).filter(Boolean) : [fromBody].flat();
      if (ids.length === 0) throw validationFailed("no scroll ids specified");
      return freed(model.contexts.clearScrolls(ids));
    }),
    // A body's ids are the ones cleared, as the service reads the body after the path.
    clearScrollByIds: swept((request) => {
      const fromBody = request.body?.scroll_id;
      const ids = fromBody === undefined ? request.params.ids.split(",") : [fromBody].flat();
      return freed(model.contexts.clearScrolls(ids.filter(Boolean)));
    }),
    clearAllScrolls: swept(() => ok({ succeeded: true, num_freed: model.contexts.clearScrolls(["_all"]) })),
    getNodesSearchStats: swept(() => ok(model.nodeStats())),
    info: () => ok(rootInfo(model.cluster)),
    ping: () => ({ status: 200 }),
  };
}

/**
 * Query parameters that change how every search and scroll answer is written:
 * `rest_total_hits_as_int=true` answers `hits.total` as a plain number, and `typed_keys=true`
 * names each aggregation `<type>#<name>` (terms as `sterms`, `lterms` or `dterms` by its keys).
 * Read as sent, as every decoration reads the query (`typed_keys` is not declared by the contract).
 */
export function decorateSearchAnswer(request: DecoratedRequest, reply: Reply): void {
  const body = reply.body as { hits?: { total?: unknown }; aggregations?: Record<string, unknown> } | undefined;
  const hits = body?.hits;
  if (request.query.get("rest_total_hits_as_int") === "true" && hits) {
    // Not counted (`track_total_hits: false`): -1, as the service writes it.
    hits.total = typeof hits.total === "object" && hits.total !== null ? (hits.total as { value: number }).value : (hits.total ?? -1);
  }
  const asked = requestedAggregations(request.body);
  if (request.query.get("typed_keys") === "true" && body?.aggregations && asked) {
    body.aggregations = Object.fromEntries(
      Object.entries(body.aggregations).map(([name, result]) => [`${aggregationType(asked[name], result)}#${name}`, result]),
    );
  }
}

/** The aggregations a search body asks for: `aggregations` or its other name `aggs`; of the two, the later one in the body counts. */
function requestedAggregations(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  return Object.entries(body)
    .filter(([name]) => name === "aggregations" || name === "aggs")
    .at(-1)?.[1] as Record<string, unknown> | undefined;
}

/** The type an aggregation result is named by under `typed_keys`, as the service names it. */
function aggregationType(definition: unknown, result: unknown): string {
  const type = Object.keys(definition ?? {})[0] ?? "";
  if (type !== "terms") return type;
  const key = (result as { buckets?: { key: unknown }[] }).buckets?.[0]?.key;
  return typeof key === "number" ? (Number.isInteger(key) ? "lterms" : "dterms") : "sterms";
}

/**
 * The scroll id and keep-alive of a scroll request, as the service reads them: from the query
 * string or the path, then from the body, whose members win.
 */
function scrollParameters(
  body: ScrollRequest | undefined,
  query: ScrollQuery,
  inPath: string | undefined,
): [scrollId: string, scroll: Duration | undefined] {
  const scrollId = body?.scroll_id ?? inPath ?? query.scroll_id;
  if (!scrollId) throw validationFailed("scrollId is missing");
  return [scrollId, body?.scroll ?? query.scroll];
}

/** The `track_total_hits` the service takes for an exact count: its largest int. */
const exactTotal = 2 ** 31 - 1;

/** A slice as the service takes it: both `id` and `max`, `max` above 1; the id may come as a string of digits (the official client types it so). */
function sliceOf(slice: NonNullable<SearchRequest["slice"]>): SearchBody["slice"] {
  if (slice.id === undefined || slice.max === undefined) throw badRequest("parsing_exception", "[slice] needs both [id] and [max]");
  if (slice.max <= 1) throw badRequest("illegal_argument_exception", "max must be greater than 1");
  return { ...slice, id: Number(slice.id), max: slice.max };
}

/** What the simulator evaluates of a search body; every other member the service takes is refused by name, unless `inert` says it changes nothing here. */
const evaluated = new Set([
  "query",
  "from",
  "size",
  "sort",
  "search_after",
  "pit",
  "track_total_hits",
  "slice",
  "aggregations",
  "aggs",
  "_source",
]);
/** Members whose value changes nothing in the simulator's answer: nothing times out here, no statistics groups are kept, and the rest at their defaults. */
const inert: Record<string, (value: unknown) => boolean> = {
  timeout: () => true,
  stats: () => true,
  terminate_after: (value) => value === 0,
  ...Object.fromEntries(
    ["explain", "profile", "version", "seq_no_primary_term", "track_scores"].map((name) => [name, (value: unknown) => value === false]),
  ),
};

/**
 * The body's search, with the query string's from, size, sort and track_total_hits (`values`, as
 * the validator converted them) and source filter (which win). `query`, as sent, is read for what
 * the contract does not declare: the source filter, and `q`, refused.
 */
function searchBody(given: SearchRequest | undefined, values: SearchQuery, query: URLSearchParams): SearchBody {
  checkNesting(given ?? {});
  const members = Object.entries(given ?? {});
  const unsupported = members.find(([name, value]) => !evaluated.has(name) && !inert[name]?.(value));
  if (unsupported)
    throw badRequest(
      "parsing_exception",
      `[${unsupported[0]}] is not supported by the simulator: it evaluates ${[...evaluated].join(", ")}`,
    );
  // A query in the query string would otherwise be ignored, answering every document.
  if (query.has("q"))
    throw badRequest(
      "parsing_exception",
      "[q] (a query in the query string) is not supported by the simulator: send the query in the body",
    );
  const { query: selection, search_after, ...rest } = given ?? {};
  // Counts, bounds and the aggregations' options compute as numbers; the query's values and
  // search_after keep their digits, read as their fields compare them (values.ts).
  const counted = asNumbers(rest);
  const { slice, from, size, sort, pit, track_total_hits } = counted;
  const aggregations = requestedAggregations(counted);
  const body: SearchBody = {
    query: selection,
    from,
    size,
    sort,
    search_after,
    pit,
    track_total_hits,
    aggregations,
    slice: slice && sliceOf(slice),
    source: sourceFilter(given?._source, query),
  };
  if (values.from !== undefined) body.from = values.from;
  // A query-string size of -1 is none, as the engine's REST layer reads it.
  if (values.size !== undefined && values.size !== -1) body.size = values.size;
  if (values.sort !== undefined) body.sort = values.sort.filter(Boolean);
  if (values.track_total_hits !== undefined) body.track_total_hits = values.track_total_hits;
  // The service counts up to a non-negative number, or not at all with -1; other negatives are refused.
  if (typeof body.track_total_hits === "number" && body.track_total_hits < -1) {
    throw badRequest(
      "illegal_argument_exception",
      `[track_total_hits] parameter must be positive or equals to -1, got ${body.track_total_hits}`,
    );
  }
  if (body.track_total_hits === -1) body.track_total_hits = false;
  // A total as a plain number must be exact (or not counted: -1), so it is counted exactly by default.
  if (values.rest_total_hits_as_int === true) {
    if (body.track_total_hits === undefined) body.track_total_hits = true;
    else if (typeof body.track_total_hits === "number" && body.track_total_hits !== exactTotal)
      throw badRequest(
        "illegal_argument_exception",
        `[rest_total_hits_as_int] cannot be used if the tracking of total hits is not accurate, got ${body.track_total_hits}`,
      );
  }
  return body;
}
