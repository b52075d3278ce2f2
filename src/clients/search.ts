/**
 * The search API: typed client, a plain search that checks the result window, and the three ways
 * of reading a large result, each an async iterator of hits that cleans up its search context.
 *
 *   const client = createSearchClient({ baseUrl: "https://search.vendor.example:9200", auth: { username: "elastic", password: "secret" } });
 *   const { data } = await client.POST("/{index}/_search", {
 *     params: { path: { index: "logs" } },
 *     body: { query: { match_all: {} }, size: 100 },
 *   });
 *
 *   for await (const hit of searchAfterHits(client, { index: "logs", keepAlive: "1m", body: { sort: ["@timestamp"] } })) {
 *     console.log(hit._id);
 *   }
 */
import type { Middleware } from "openapi-fetch";
import type { components, paths } from "../../generated/search/types.js";
import { toBase64 } from "../contract/base64.js";
import { defaultMaxResultWindow } from "../contract/search-settings.js";
import { commaListMiddleware, createApiClient, headersMiddleware, tokenProblem, type ApiClientOptions } from "./client.js";
import { kindOf } from "./retry.js";
import { ApiResponseError, dataOrThrow, InvalidRequestError, unusableAnswer } from "./errors.js";

export * from "./client-public.js";
export type { components, paths };
export type SearchRequest = components["schemas"]["SearchRequest"];
export type IndexSearchRequest = components["schemas"]["IndexSearchRequest"];
export type SearchResponse = components["schemas"]["SearchResponse"];
export type Hit = components["schemas"]["Hit"];
export type Sort = components["schemas"]["Sort"];
export type SortCombination = components["schemas"]["SortCombination"];
export type SortValues = components["schemas"]["SortValues"];
export type ErrorResponse = components["schemas"]["ErrorResponse"];

/** A duration in the service's time units, such as `1m` or `30s` (TimeUnit in the contract). */
export type Duration = `${number}${"d" | "h" | "m" | "s" | "ms" | "micros" | "nanos"}`;

/** Basic credentials, or an API key (the base64 of `id:api_key`, as the service issues it). */
export type SearchAuth = { username: string; password: string } | { apiKey: string };

export interface SearchClientOptions extends ApiClientOptions<SearchAuth> {
  /** Basic credentials or an API key; omit it for a service that allows anonymous access. */
  auth?: SearchAuth;
}

function authorization(auth: SearchAuth): Middleware {
  return headersMiddleware({
    Authorization: "apiKey" in auth ? `ApiKey ${auth.apiKey}` : `Basic ${toBase64(`${auth.username}:${auth.password}`)}`,
  });
}

/**
 * Basic credentials need both members (a username alone was sent with the password "undefined")
 * and a username without a colon, which joins the two; an API key is given alone. Said after
 * "auth", naming no part of the credential.
 */
function searchAuthProblem(auth: unknown): string | undefined {
  const shape = "{ username, password } or { apiKey }";
  if (typeof auth !== "object" || auth === null || Array.isArray(auth)) return `must be ${shape}, not ${kindOf(auth)}`;
  const { username, password, apiKey, ...others } = auth as Record<string, unknown>;
  const unknown = Object.keys(others);
  if (unknown.length > 0) return `has no member ${unknown.join(", ")}; it is ${shape}`;
  if (apiKey !== undefined) {
    if (username !== undefined || password !== undefined) return "gives an apiKey and Basic credentials: give one of them";
    const problem = tokenProblem(apiKey);
    return problem && `has an apiKey that ${problem}`;
  }
  if (username === undefined && password === undefined) return `must be ${shape}, not an object without them`;
  if (password === undefined) return "has a username but no password: Basic credentials need both";
  if (username === undefined) return "has a password but no username: Basic credentials need both";
  if (typeof username !== "string" || username === "" || username.includes(":"))
    return "has a username that is not a non-empty string without a colon";
  if (typeof password !== "string") return `has a password that is ${kindOf(password)}, not a string`;
  return undefined;
}

export function createSearchClient(options: SearchClientOptions) {
  return createApiClient<paths, SearchAuth>(
    {
      api: "search",
      authMiddleware: authorization,
      authProblem: searchAuthProblem,
      middleware: [commaListMiddleware(["sort", "scroll_id"])],
    },
    options,
  );
}

export type SearchClient = ReturnType<typeof createSearchClient>;

export { defaultMaxResultWindow };

/** `from + size` passes the result window: thrown before the request is sent. */
export class ResultWindowError extends InvalidRequestError {
  constructor(
    readonly from: number,
    readonly size: number,
    readonly maxResultWindow: number,
  ) {
    const problem =
      `from + size is ${from + size}, over the result window of ${maxResultWindow} hits (index setting ` +
      `index.max_result_window): page deeper with search_after and a point in time (searchAfterHits), ` +
      `or pass maxResultWindow when the index allows more`;
    super("search", [problem]);
  }

  override name = "ResultWindowError";
}

/**
 * Throws a ResultWindowError when `from + size` (defaults 0 and 10) passes the window. The service
 * would refuse the search with 400; checking first saves the round trip and says what to do.
 */
export function checkResultWindow(body: { from?: number; size?: number } = {}, maxResultWindow: number = defaultMaxResultWindow): void {
  // from -1 (allowed with search_after) skips nothing.
  const from = Math.max(body.from ?? 0, 0);
  const size = body.size ?? 10;
  if (from + size > maxResultWindow) throw new ResultWindowError(from, size, maxResultWindow);
}

export interface WindowOptions {
  /** The index's `index.max_result_window`, when it was raised; default 10,000. */
  maxResultWindow?: number;
}

/** A search on one index (no `pit`), or on `/_search` (where a point-in-time search goes). */
export type SearchInput = { index: string; body?: IndexSearchRequest } | { index?: undefined; body?: SearchRequest };

/** A plain search (POST) that refuses a `from + size` over the result window before sending. */
export async function search(client: SearchClient, input: SearchInput = {}, options: WindowOptions = {}) {
  checkResultWindow(input.body, options.maxResultWindow);
  if (input.index === undefined) return client.POST("/_search", { body: input.body });
  return client.POST("/{index}/_search", { params: { path: { index: input.index } }, body: input.body });
}

/** @deprecated The search helpers throw the package's ApiResponseError; this is its former name. */
export const SearchApiError = ApiResponseError;
/** @deprecated See ApiResponseError. */
export type SearchApiError = ApiResponseError;

/** The data of an answer, with the answer, for a walk that may find the data unusable. */
async function answerOf<Result extends { data?: unknown; error?: unknown; response: Response }>(operation: string, call: Promise<Result>) {
  const answer = await call;
  const data = await dataOrThrow(answer, { operation });
  if (data === undefined) throw unusableAnswer(answer.response, data, "a success without a body", operation);
  return { data: data as NonNullable<typeof data>, response: answer.response };
}

/**
 * Closing a context is best effort: one left behind expires with its keep-alive, and a failed
 * close must not replace the caller's result or the error that ended the walk.
 */
async function release(close: () => Promise<unknown>): Promise<void> {
  try {
    await close();
  } catch {
    // The context expires by itself.
  }
}

/**
 * The hits of a page of a walk. The contract requires no member of an answer (a `filter_path`
 * keeps only those it names), but a walk cannot go on without them: their absence is unusable.
 */
function hitsOf(page: SearchResponse, response: Response, operation: string): Hit[] {
  const hits = page.hits?.hits;
  if (!hits) throw unusableAnswer(response, page, "an answer without hits.hits", operation);
  return hits;
}

/** The sort with the `_shard_doc` tiebreaker as its last key, unless the caller sorts on it already. */
export function withTiebreaker(sort: Sort | undefined): SortCombination[] {
  const keys = sort === undefined ? [] : Array.isArray(sort) ? sort : [sort];
  const hasTiebreaker = keys.some((key) => (typeof key === "string" ? key === "_shard_doc" : "_shard_doc" in key));
  return hasTiebreaker ? [...keys] : [...keys, "_shard_doc"];
}

export interface SearchAfterOptions extends WindowOptions {
  /** The index the point in time is opened on. */
  index: string;
  /** How long the point in time is kept between two pages, e.g. `1m`; every page extends it. */
  keepAlive: Duration;
  /** The query, sort and page size; the iterator adds `pit`, `search_after` and the tiebreaker. */
  body?: Omit<SearchRequest, "pit" | "search_after" | "from">;
}

/**
 * Every hit of a search, read with `search_after` in a point in time (the document's way to page
 * deeply): opens the PIT, sorts with the `_shard_doc` tiebreaker, always sends the latest PIT id
 * and the last hit's sort values, stops on an empty page and closes the PIT, also when the caller
 * stops early or a request fails.
 */
export async function* searchAfterHits(client: SearchClient, options: SearchAfterOptions): AsyncGenerator<Hit, void, undefined> {
  const { index, keepAlive, body = {} } = options;
  checkResultWindow({ size: body.size }, options.maxResultWindow);
  const { data: opened, response: openedResponse } = await answerOf(
    "openPointInTime",
    client.POST("/{index}/_pit", { params: { path: { index }, query: { keep_alive: keepAlive } } }),
  );
  if (opened.id === undefined) throw unusableAnswer(openedResponse, opened, "a point in time opened without its id", "openPointInTime");
  let pitId = opened.id;
  try {
    // Totals are of no use to a walk, and not counting them is faster (rule 7 of search_after).
    const request: SearchRequest = { track_total_hits: false, ...body, sort: withTiebreaker(body.sort) };
    let searchAfter: SortValues | undefined;
    // The sort values each page ended on: with the tiebreaker no two hits share them, so a page
    // ending where an earlier one did means the service did not move on (the walk would not end).
    const endings = new Set<string>();
    for (;;) {
      const { data: page, response } = await answerOf(
        "search",
        client.POST("/_search", {
          body: { ...request, pit: { id: pitId, keep_alive: keepAlive }, ...(searchAfter ? { search_after: searchAfter } : {}) },
        }),
      );
      pitId = page.pit_id ?? pitId;
      const hits = hitsOf(page, response, "search");
      if (hits.length === 0) return;
      yield* hits;
      searchAfter = hits.at(-1)!.sort;
      if (!searchAfter) throw unusableAnswer(response, page, "the last hit has no sort values to continue after", "search");
      const ending = JSON.stringify(searchAfter);
      if (endings.has(ending))
        throw unusableAnswer(
          response,
          page,
          `a page ended again on the sort values ${ending}: search_after did not move the walk on`,
          "search",
        );
      endings.add(ending);
    }
  } finally {
    await release(() => client.DELETE("/_pit", { body: { id: pitId } }));
  }
}

export interface ScrollOptions extends WindowOptions {
  index: string;
  /** How long the context is kept between two batches, e.g. `1m`: it need only cover one batch. */
  scroll: Duration;
  /** The query, sort and batch size; without a sort the batches come in `_doc` order, the fastest. */
  body?: Omit<IndexSearchRequest, "pit" | "search_after" | "from">;
}

/** The batches of hits of one scroll; clears its context when done, stopped early or failed. */
async function* scrollPages(client: SearchClient, options: ScrollOptions): AsyncGenerator<Hit[], void, undefined> {
  const { index, scroll, body = {} } = options;
  checkResultWindow({ size: body.size }, options.maxResultWindow);
  let scrollId: string | undefined;
  // The first hit of each batch: a hit comes in one batch of a scroll, so a batch starting with an
  // earlier batch's first hit means the scroll did not move on (the walk would not end).
  const firsts = new Set<string>();
  try {
    let { data: page, response } = await answerOf(
      "searchIndex",
      client.POST("/{index}/_search", {
        params: { path: { index }, query: { scroll } },
        body: { ...body, sort: body.sort ?? ["_doc"] },
      }),
    );
    for (let operation = "searchIndex"; ; operation = "continueScroll") {
      // The id may change from batch to batch: only the latest one is valid (rule 3 of scroll).
      scrollId = page._scroll_id ?? scrollId;
      const hits = hitsOf(page, response, operation);
      if (hits.length === 0) return;
      if (scrollId === undefined) throw unusableAnswer(response, page, "a scroll search answered without _scroll_id", "searchIndex");
      const first = JSON.stringify([hits[0]!._index, hits[0]!._id]);
      if (firsts.has(first))
        throw unusableAnswer(response, page, `a batch started again with the hit ${first}: the scroll did not move on`, operation);
      firsts.add(first);
      yield hits;
      ({ data: page, response } = await answerOf(
        "continueScroll",
        client.POST("/_search/scroll", { body: { scroll, scroll_id: scrollId } }),
      ));
    }
  } finally {
    const id = scrollId;
    if (id !== undefined) await release(() => client.DELETE("/_search/scroll", { body: { scroll_id: id } }));
  }
}

/**
 * Every hit of a scroll (for bulk reading such as reindexing): always continues with the latest
 * `_scroll_id`, stops on an empty batch and clears the context, also when the caller stops early
 * or a request fails.
 */
export async function* scrollHits(client: SearchClient, options: ScrollOptions): AsyncGenerator<Hit, void, undefined> {
  for await (const hits of scrollPages(client, options)) yield* hits;
}

export interface SlicedScrollOptions extends ScrollOptions {
  /** The number of slices (`slice.max`), all read in parallel. */
  slices: number;
  /** A numeric field with doc values to slice by instead of `_id` (`slice.field`). */
  field?: string;
  body?: Omit<IndexSearchRequest, "pit" | "search_after" | "from" | "slice">;
}

/**
 * Every hit of a sliced scroll: slices 0 to `slices - 1` are scrolled in parallel and their hits
 * yielded as their batches arrive; the union of the slices is the whole result (one slice is a
 * plain scroll). Every slice clears its own context; when one fails or the caller stops, the others are stopped and cleared too.
 */
export async function* slicedScrollHits(client: SearchClient, options: SlicedScrollOptions): AsyncGenerator<Hit, void, undefined> {
  const { slices, field, body = {}, ...scroll } = options;
  if (!Number.isInteger(slices) || slices < 1) throw new RangeError(`slices must be a whole number of at least 1, not ${slices}`);
  checkResultWindow({ size: body.size }, options.maxResultWindow);
  // One slice is the unsliced scroll: the service refuses a slice whose max is 1.
  const sliceOf = (id: number) => (slices === 1 ? {} : { slice: { id, max: slices, ...(field ? { field } : {}) } });
  const iterators = Array.from({ length: slices }, (_, id) => scrollPages(client, { ...scroll, body: { ...body, ...sliceOf(id) } }));
  type Step = { id: number; result: IteratorResult<Hit[], void> };
  const pending = new Map<number, Promise<Step>>();
  const advance = (id: number) => {
    const step = iterators[id]!.next().then((result) => ({ id, result }));
    // A slice may fail while the caller is busy; its error is raised by the race, never left unhandled.
    step.catch(() => {});
    pending.set(id, step);
  };
  try {
    iterators.forEach((_, id) => advance(id));
    while (pending.size > 0) {
      const { id, result } = await Promise.race(pending.values());
      if (result.done) {
        pending.delete(id);
        continue;
      }
      // Fetch this slice's next batch while its hits are consumed.
      advance(id);
      yield* result.value;
    }
  } finally {
    // return() waits for a slice's request in flight, then runs its cleanup (clearing its context).
    await Promise.allSettled(iterators.map((iterator) => iterator.return(undefined)));
  }
}
