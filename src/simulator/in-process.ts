/**
 * The simulator in process: one core per API (core.ts), one clock, and a `fetch` that carries a
 * request to the API its URL names with no socket at all. Give `simulator.fetch` to a client
 * (openapi-fetch's `fetch` option, the package's clients, Octokit's `request.fetch`), or serve it
 * through MSW (msw.ts); startSimulator (sockets.ts) puts the same cores behind node:http.
 *
 *   const simulator = createSimulator({ apis: ["code-hosting"], strict: true });
 *   const client = createCodeHostingClient({ baseUrl: simulator.urls["code-hosting"]!, auth: "t", fetch: simulator.fetch });
 *
 * Each API's requests go through its session router (sessions.ts): to the API's own core, or to
 * the core of the session the request names.
 */
import { apiIds, mockUrl, type ApiId } from "../contract/apis.js";
import { BodyRefusal, bodyTooLarge, decodeBody, readStreamWithin } from "../servers/http.js";
import { utf8Length } from "../contract/messages.js";
import { acrossApis } from "./across-apis.js";
import { Clock } from "./clock.js";
import { JournalWatch } from "./journal-watch.js";
import { createApiCore, type ApiCore, type Exchange, type WireReply } from "./core.js";
import type { RequestsFilter } from "./control.js";
import { JournalBudget } from "./journal-budget.js";
import { mergeEntries, readFilter } from "./journal-filter.js";
import type { JournalEntry } from "./journal.js";
import type { SimulatorOptions } from "./options.js";
import { applySeeds } from "./seeds.js";
import { Sessions, sessionRouter, type SessionRouter } from "./sessions.js";
import type { Service } from "./service.js";
import type { TextResponse } from "./text-response.js";
import { checkTrafficOptions } from "./traffic.js";

export interface InProcessOptions extends Omit<SimulatorOptions, "host" | "port" | "maxBodyBytesInFlight"> {
  /** The base URL each API answers at (its default port on 127.0.0.1 by default); no socket is opened. */
  urls?: Partial<Record<ApiId, string>>;
}

export interface Simulator {
  /** The base URL of each API simulated. */
  readonly urls: Partial<Record<ApiId, string>>;
  readonly clock: Clock;
  /** The service of an API, for direct inspection in tests. */
  readonly services: Partial<Record<ApiId, Service>>;
  /** The cores of the simulator's own state (sessions have their own). */
  readonly cores: readonly ApiCore[];
  /** What the adapters hand each API's requests to: its core, or the core of the session a request names. */
  readonly routers: readonly SessionRouter[];
  /**
   * A fetch answered in process: a request to one of `urls` reaches its API; any other URL, and a
   * connection an injected fault drops, fail as a network failure does (TypeError).
   */
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** The answer to a fetch request, or why there is none, for an adapter to fail in its own way (MSW). */
  readonly answer: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response | string>;
  /**
   * The requests the simulator's APIs answered (or the `api` named), oldest first, from their
   * journals (journal.ts; a session's are its own: `session.requests()`), credentials `[redacted]`.
   */
  readonly requests: (filter?: RequestsFilter) => JournalEntry[];
  /** Empties the journal of every API (or of the one named); a reset does too. */
  readonly clearRequests: (api?: ApiId) => void;
}

export function createSimulator(options: InProcessOptions = {}): Simulator {
  const clock = options.clock ?? new Clock({ frozen: options.frozenClock });
  const urls: Partial<Record<ApiId, string>> = {};
  const services: Partial<Record<ApiId, Service>> = {};
  const byOrigin = new Map<string, SessionRouter>();
  const apis = options.apis ?? apiIds;
  // Refused before anything is served: a recording that is not HAR 1.2, a passthrough that cannot forward.
  checkTrafficOptions(options, apis);
  // Who follows the simulator's own journals (the console); a session has its own.
  const watch = new JournalWatch();
  // The journals of the simulator and of its sessions share the process's budget, or one of their own.
  const journalBudget = options.journalMaxBytes === undefined ? undefined : new JournalBudget(options.journalMaxBytes);
  const cores = apis.map((api) => {
    const core = createApiCore(api, clock, options, (urls[api] = options.urls?.[api] ?? mockUrl(api)), watch, journalBudget);
    services[api] = core.service;
    return core;
  });
  // Refused before anything listens: a seed the API refuses, or one of an API not served.
  if (options.seeds !== undefined) applySeeds(services, options.seeds);
  // A session's cores: the simulator's options, the session's own clock, its lines told as its own.
  const { log } = options;
  const sessionOptions = (session: string): SimulatorOptions =>
    log ? { ...options, log: (line) => log(`session ${session} ${line}`) } : options;
  const sessions = new Sessions(
    apis,
    (api, sessionClock, url, session, watch) => createApiCore(api, sessionClock, sessionOptions(session), url, watch, journalBudget),
    options,
  );
  const byApi = new Map<ApiId, SessionRouter>();
  const across = acrossApis((api) => byApi.get(api), { watch, cores: () => cores, urls: sessions.urls }, sessions, options);
  const routers = cores.map((core) => {
    const router = sessionRouter(core, sessions, options, across);
    byApi.set(core.api, router);
    router.setUrl(urls[core.api]!);
    byOrigin.set(new URL(urls[core.api]!).origin, router);
    return router;
  });
  const answer = (input: RequestInfo | URL, init?: RequestInit) => answerFetch(byOrigin, input, init);
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answered = await answer(input, init);
    if (answered instanceof Response) return answered;
    throw new TypeError("fetch failed", { cause: new Error(answered) });
  };
  return {
    urls,
    clock,
    services,
    cores,
    routers,
    fetch,
    answer,
    requests: (filter) => readJournals(cores, filter),
    clearRequests: (api) => journalsOf(cores, api).forEach((journal) => journal.clear()),
  };
}

/** The journals of the cores (of one API, where named); a core that keeps none is refused, saying why. */
function journalsOf(cores: readonly ApiCore[], api: ApiId | undefined) {
  const chosen = api === undefined ? cores : cores.filter((core) => core.api === api);
  if (chosen.length === 0)
    throw new Error(`requests: ${api} is not served; the APIs served are ${cores.map((core) => core.api).join(", ")}`);
  return chosen.map((core) => {
    if (core.journal === undefined)
      throw new Error(`requests: ${core.api} keeps no request journal: the simulator was created with journalSize 0`);
    return core.journal;
  });
}

function readJournals(cores: readonly ApiCore[], { api, ...given }: RequestsFilter = {}): JournalEntry[] {
  const filter = readFilter(given);
  return mergeEntries(
    journalsOf(cores, api).map((journal) => journal.entries(filter)),
    filter.limit,
  );
}

/**
 * The class of the answers, loaded with the first: it extends the global Response, whose first use
 * loads Node's fetch, which a simulator served over sockets never needs.
 */
let responseClass: typeof TextResponse | undefined;

/** The simulator's answer to a fetch request, or why it has none (no API at that origin, or a dropped connection). */
async function answerFetch(
  byOrigin: ReadonlyMap<string, SessionRouter>,
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response | string> {
  // A URL and a text body need no Request object, which costs more than the answer itself.
  const plain = !(input instanceof Request) && (init?.body === undefined || init.body === null || typeof init.body === "string");
  // A Request given alone (openapi-fetch's, MSW's) is read as it is, as fetch reads it.
  const request = plain
    ? undefined
    : input instanceof Request && (init === undefined || Object.keys(init).length === 0)
      ? input
      : new Request(input, init);
  const url = new URL(request ? request.url : String(input));
  const core = byOrigin.get(url.origin);
  if (!core) return `no simulated API at ${url.origin}`;
  const method = (request?.method ?? init?.method ?? "GET").toUpperCase();
  const headers = headersRecord(request ? request.headers : init?.headers);
  const exchange: Exchange = { method, url: url.pathname + url.search, headers, self: url.origin };
  let body: string | Promise<string>;
  if (request) {
    try {
      body = await readRequestBody(request, core.bodyLimit(exchange.url));
    } catch (error) {
      // A body past the API's limit is the API's to refuse (413); a stream that fails fails the fetch, as fetch does.
      if (!(error instanceof BodyRefusal))
        return `the request's body could not be read: ${error instanceof Error ? error.message : String(error)}`;
      body = Promise.reject(error);
    }
  } else {
    body = bodyWithin((init?.body as string | null | undefined) ?? "", core.bodyLimit(exchange.url));
  }
  const reply: WireReply = await core.serve(exchange, body);
  if (reply.drop) return "the simulator dropped the connection (an injected fault)";
  if (reply.stream)
    return new Response(method === "HEAD" ? null : readableOf(reply.stream), { status: reply.status, headers: reply.headers });
  const Answer = responseClass ?? (responseClass = (await import("./text-response.js")).TextResponse);
  return new Answer(method === "HEAD" ? undefined : reply.text, { status: reply.status, headers: reply.headers }, url.href);
}

/** A body in pieces as a web stream: each piece taken when the reader asks for it. */
function readableOf(pieces: Iterable<string>): ReadableStream<Uint8Array> {
  const iterator = pieces[Symbol.iterator]();
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      const piece = iterator.next();
      if (piece.done) controller.close();
      else controller.enqueue(encoder.encode(piece.value));
    },
    cancel: () => void iterator.return?.(),
  });
}

function bodyWithin(text: string, maxBytes: number): string | Promise<string> {
  // A string's UTF-8 length is at most three bytes per unit: only a long one needs counting.
  if (text.length * 3 > maxBytes && utf8Length(text) > maxBytes) return Promise.reject(bodyTooLarge(maxBytes));
  return text;
}

/** A request's body, read chunk by chunk and refused (413) as soon as it passes the API's limit, so a huge stream is never held whole. */
async function readRequestBody(request: Request, maxBytes: number): Promise<string> {
  if (request.body === null) return "";
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) throw bodyTooLarge(maxBytes);
  const bytes = await readStreamWithin(request.body, maxBytes, declared > 0 ? declared : 0);
  if (typeof bytes === "string") throw bodyTooLarge(maxBytes);
  return decodeBody(bytes, request.headers.get("content-type") ?? undefined);
}

/** Header names in lower case, one string each; a plain object is read without building a Headers. */
function headersRecord(given: HeadersInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (given === undefined) return headers;
  if (given instanceof Headers || Array.isArray(given)) {
    new Headers(given).forEach((value, name) => void (headers[name] = value));
    return headers;
  }
  for (const name of Object.keys(given)) {
    const value = String(given[name]).trim();
    const lower = name.toLowerCase();
    // A name given twice in other cases is one header, its values joined, as Headers joins them.
    headers[lower] = Object.hasOwn(headers, lower) ? `${headers[lower]}, ${value}` : value;
  }
  return headers;
}
