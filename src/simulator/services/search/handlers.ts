/**
 * The search handlers, one per operationId: each reads the request (the body with the query
 * string's parameters, which win), calls the model and writes the answer; a SearchError becomes
 * the service's error body. Every request first sweeps the expired contexts.
 */
import type { components, operations } from "../../../../generated/search/types.js";
import { Refusal, type Handlers, type Reply, type SimRequest } from "../../service.js";
import { rootInfo } from "./cluster.js";
import { badRequest, SearchError, validationFailed } from "./errors.js";
import type { SearchBody, SearchModel } from "./model.js";
import { checkNesting } from "./query.js";

type SearchRequest = components["schemas"]["SearchRequest"] | components["schemas"]["IndexSearchRequest"];
type ScrollRequest = components["schemas"]["ScrollRequest"];

export function searchHandlers(model: () => SearchModel): Handlers<operations> {
  /** Runs a handler after the sweep; a SearchError becomes the service's error body. */
  const guarded =
    <R>(handler: (request: R) => Reply) =>
    (request: R): Reply => {
      try {
        model().contexts.sweep();
        return handler(request);
      } catch (error) {
        if (error instanceof SearchError) throw new Refusal(error.reply());
        throw error;
      }
    };
  const ok = (body: unknown): Reply => ({ status: 200, body });
  const freed = (count: number): Reply => ({ status: count > 0 ? 200 : 404, body: { succeeded: true, num_freed: count } });

  /** A search on `/_search` (every index, or a point in time) or on the indices of the path; with `scroll` in the query, the first search of a scroll. */
  const search = guarded((request: { params: { index?: string }; body?: SearchRequest; query: URLSearchParams }) => {
    const body = searchBody(request.body, request.query);
    const scroll = request.query.get("scroll");
    if (request.params.index !== undefined) return ok(model().searchIndices(model().resolve(request.params.index), body, scroll));
    if (scroll !== null && body.pit) throw validationFailed("using [point in time] is not allowed in a scroll context");
    return ok(scroll === null ? model().searchAll(body) : model().searchIndices(model().resolve("_all"), body, scroll));
  });
  const continueScroll = guarded((request: { params: { ids?: string }; body?: ScrollRequest; query: URLSearchParams }) =>
    ok(model().continueScroll(...scrollParameters(request.body, request.query, request.params.ids))),
  );

  return {
    search,
    searchWithGet: search,
    searchIndex: search,
    searchIndexWithGet: search,
    openPointInTime: guarded((request) => ok(model().openPointInTime(request.params.index, request.query.get("keep_alive") ?? ""))),
    closePointInTime: guarded((request) => {
      // The service's own words (sic) for a body without an id.
      if (!request.body.id) throw badRequest("illegal_argument_exception", "search context id is is not provided");
      return freed(model().contexts.closePit(request.body.id));
    }),
    continueScroll,
    continueScrollWithGet: continueScroll,
    continueScrollById: continueScroll,
    continueScrollByIdWithGet: continueScroll,
    clearScroll: guarded((request) => {
      const fromBody = request.body?.scroll_id;
      const ids = fromBody === undefined ? (request.query.get("scroll_id") ?? "").split(",").filter(Boolean) : [fromBody].flat();
      if (ids.length === 0) throw validationFailed("no scroll ids specified");
      return freed(model().contexts.clearScrolls(ids));
    }),
    clearScrollByIds: guarded((request) => freed(model().contexts.clearScrolls(request.params.ids.split(",").filter(Boolean)))),
    clearAllScrolls: guarded(() => ok({ succeeded: true, num_freed: model().contexts.clearScrolls(["_all"]) })),
    getNodesSearchStats: guarded(() => ok(model().nodeStats())),
    info: () => ok(rootInfo(model().cluster)),
    ping: () => ({ status: 200 }),
  };
}

/**
 * Query parameters that change how every search and scroll answer is written:
 * `rest_total_hits_as_int=true` answers `hits.total` as a plain number, and `typed_keys=true`
 * names each aggregation `<type>#<name>` (terms as `sterms`, `lterms` or `dterms` by its keys).
 */
export function decorateSearchAnswer(request: SimRequest, reply: Reply): void {
  const body = reply.body as { hits?: { total?: unknown }; aggregations?: Record<string, unknown> } | undefined;
  const hits = body?.hits;
  if (request.query.get("rest_total_hits_as_int") === "true" && typeof hits?.total === "object" && hits.total !== null) {
    hits.total = (hits.total as { value: number }).value;
  }
  const asked = (request.body as SearchBody | undefined)?.aggregations;
  if (request.query.get("typed_keys") === "true" && body?.aggregations && asked) {
    body.aggregations = Object.fromEntries(Object.entries(body.aggregations).map(([name, result]) => [`${aggregationType(asked[name], result)}#${name}`, result]));
  }
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
function scrollParameters(body: ScrollRequest | undefined, query: URLSearchParams, inPath: string | undefined): [scrollId: string, scroll: string | undefined] {
  const scrollId = body?.scroll_id ?? inPath ?? query.get("scroll_id");
  if (!scrollId) throw validationFailed("scrollId is missing");
  return [scrollId, body?.scroll ?? query.get("scroll") ?? undefined];
}

/** A slice as the service takes it: both `id` and `max`, `max` above 1; the id may come as a string of digits (the official client types it so). */
function sliceOf(slice: NonNullable<SearchRequest["slice"]>): SearchBody["slice"] {
  if (slice.id === undefined || slice.max === undefined) throw badRequest("parsing_exception", "[slice] needs both [id] and [max]");
  if (slice.max <= 1) throw badRequest("illegal_argument_exception", "max must be greater than 1");
  return { ...slice, id: Number(slice.id), max: slice.max };
}

/** The body's search, with the query string's from, size, sort and track_total_hits (which win). */
function searchBody(given: SearchRequest | undefined, query: URLSearchParams): SearchBody {
  checkNesting(given ?? {});
  const { slice, ...rest } = given ?? {};
  const body: SearchBody = { ...rest, ...(slice ? { slice: sliceOf(slice) } : {}) };
  if (query.has("from")) body.from = Number(query.get("from"));
  if (query.has("size")) body.size = Number(query.get("size"));
  if (query.has("sort")) body.sort = query.get("sort")!.split(",").filter(Boolean);
  const track = query.get("track_total_hits");
  if (track !== null) body.track_total_hits = track === "true" ? true : track === "false" ? false : Number(track);
  // The service counts up to a non-negative number, or not at all with -1; other negatives are refused.
  if (typeof body.track_total_hits === "number" && body.track_total_hits < -1) {
    throw badRequest("illegal_argument_exception", `[track_total_hits] parameter must be positive or equals to -1, got ${body.track_total_hits}`);
  }
  if (body.track_total_hits === -1) body.track_total_hits = false;
  return body;
}
