/**
 * The simulator's control API, for tests: reset state, load seed data, move the clock, and the
 * commands of each service. It lives under /__control on every API's port, outside the contracts.
 *
 *   const control = createControlClient(simulator.urls["code-hosting"]!);
 *   await control.reset();
 *   await control.advanceClock(10_000); // imports progress, contexts expire
 *   await control.injectFault({ operationId: "getImportStatus", status: 503, count: 2 });
 */
import type { ApiId } from "../contract/apis.js";
import { exactJsonText, parseExactJson } from "../contract/exact-json.js";
import type { Changes, CommandBody, CommandName, OperationSummary, SeedFor, SeedOf, Seeds, SessionDescription } from "./control-types.js";
import type { ArmedFault, FaultRule } from "./faults.js";
import { filterQuery, maxPageEntries, mergeEntries, type RequestFilter } from "./journal-filter.js";
import type { JournalAnswer, JournalEntry } from "./journal.js";

export type { Changes, CommandBody, CommandName, CommandsOf, SeedFor, SeedOf, Seeds, SessionDescription } from "./control-types.js";
export type { ArmedFault, FaultRule, OperationSummary };
export type { JournalEntry, RequestFilter };

/** A filter of the requests of several APIs: the journal's, and the API. */
export interface RequestsFilter extends RequestFilter {
  api?: ApiId;
}

/** The reserved path prefix of the control API, on every API's port. */
export const controlPrefix = "/__control";

/** The header that carries the control token, which a simulator listening beyond loopback requires. */
export const controlTokenHeader = "x-simulator-control-token";

export interface ControlClientOptions<Api extends ApiId = ApiId> {
  /**
   * A fetch implementation; defaults to the global fetch, looked up at each call (MSW's once it is
   * installed). The in-process simulator's (`createSimulator(...).fetch`) goes here: without it the
   * control client sends real requests to the URL, where nothing listens (`fetch failed`).
   */
  fetch?: typeof fetch;
  /** The control token the simulator printed at start (needed only when it listens beyond loopback). */
  token?: string;
  /** The API the base URL is of, which types the client's seed and commands (`{ api: "search" }`). */
  api?: Api;
}

export interface ControlClient<Api extends ApiId = ApiId> {
  /** Forgets the API's state, back to its seed. */
  reset(): Promise<void>;
  /** Replaces the API's seed data and resets; none (or null) is the default seed. */
  seed(data?: SeedFor<Api>): Promise<void>;
  /** The simulator's time (shared by all APIs of one simulator, or of one session). */
  now(): Promise<Date>;
  /** The simulator's time, and whether its clock is frozen. */
  clock(): Promise<{ now: Date; frozen: boolean }>;
  /** Moves the shared clock forward. */
  advanceClock(milliseconds: number): Promise<Date>;
  /** Stops real time from moving the shared clock (true), or lets it run again (false). */
  freezeClock(frozen?: boolean): Promise<Date>;
  /** Answers the next requests of an operation (or of all) with a documented error, late, or not at all (faults.ts); answers the faults armed. */
  injectFault(rule: FaultRule): Promise<ArmedFault[]>;
  /** The faults armed, each with the requests it has left (`left`, `passLeft`). */
  faults(): Promise<ArmedFault[]>;
  /** The API's operations, each with the statuses it documents (what a fault may answer). */
  operations(): Promise<OperationSummary[]>;
  /** Takes back every fault not yet used. */
  clearFaults(): Promise<void>;
  /** A command of the API's service (for example code-hosting's `tokens`), its body typed for a client made with `api`. */
  command<Answer = unknown, Name extends CommandName<Api> = CommandName<Api>>(name: Name, body?: CommandBody<Api, Name>): Promise<Answer>;
  /** Opens a session of the simulator (sessions.md): every API's state, clock, faults and seeds of its own, at URLs of its own. */
  openSession(options?: OpenSessionOptions): Promise<Session>;
  /** The sessions open (GET /__control/sessions). */
  sessions(): Promise<SessionDescription[]>;
  /** Closes a session by its id (one this client did not open, say). */
  closeSession(id: string): Promise<void>;
  /**
   * Each API's latest request and the commands run (GET /__control/changes): with `after` (a
   * request's `seq`) and `waitMs`, answered once something happens after it, or when `waitMs` passes.
   */
  changes(wait?: { after?: number; waitMs?: number }): Promise<Changes>;
  /** The requests the API answered, oldest first, as its journal keeps them (verification.md), credentials `[redacted]`. */
  requests(filter?: RequestFilter): Promise<JournalEntry[]>;
  /** Empties the API's journal (a reset does too). */
  clearRequests(): Promise<void>;
}

export interface OpenSessionOptions {
  /** The session's seeds, by API; an API not named starts from the simulator's seed. */
  seeds?: Seeds;
  /** How long the session lives without a request, in seconds (the simulator's `sessionTtlMs` by default). */
  ttlSeconds?: number;
}

/** An open session, and the control of its APIs; `await using` closes it. */
export interface Session {
  readonly id: string;
  /** The base URL of each API in the session: give these to any client. */
  readonly urls: Partial<Record<ApiId, string>>;
  /** When the session ends if no request reaches it (each request starts its time-to-live again). */
  readonly expiresAt: Date;
  /** The control client of one API in the session, typed for that API. */
  control<Api extends ApiId>(api: Api): ControlClient<Api>;
  /** Replaces an API's seed in the session, and resets it; none (or null) is the default seed. */
  seed<Api extends ApiId>(api: Api, data?: SeedOf[Api] | null): Promise<void>;
  /** A command of an API's service in the session. */
  command<Api extends ApiId, Name extends CommandName<Api>, Answer = unknown>(
    api: Api,
    name: Name,
    body?: CommandBody<Api, Name>,
  ): Promise<Answer>;
  /** Resets every API of the session to its seed. */
  reset(): Promise<void>;
  /** The session's time (one clock for all its APIs). */
  now(): Promise<Date>;
  advanceClock(milliseconds: number): Promise<Date>;
  freezeClock(frozen?: boolean): Promise<Date>;
  /** The requests every API of the session answered (or the `api` named), oldest first, from their journals. */
  requests(filter?: RequestsFilter): Promise<JournalEntry[]>;
  /** Empties the journal of every API of the session. */
  clearRequests(): Promise<void>;
  /** Ends the session and frees what it holds; once closed (or expired) its URLs answer 404. */
  close(): Promise<void>;
  /** close(), for `await using session = await control.openSession()`. */
  [Symbol.asyncDispose](): Promise<void>;
}

/** The failure of a control command: its message names the command and the simulator's reason. */
class ControlError extends Error {
  constructor(
    name: string,
    readonly status: number,
    reason: string,
  ) {
    super(`simulator control ${name}: ${reason}`);
  }
}

export function createControlClient<Api extends ApiId = ApiId>(
  baseUrl: string,
  options: ControlClientOptions<Api> | typeof fetch = {},
): ControlClient<Api> {
  // The global fetch is looked up at each call, so that one installed later (MSW's) is used.
  const settings: ControlClientOptions<Api> = typeof options === "function" ? { fetch: options } : options;
  const { fetch: fetchImpl = ((input, init) => globalThis.fetch(input, init)) as typeof fetch, token } = settings;
  const root = `${baseUrl.replace(/\/+$/, "")}${controlPrefix}`;
  /**
   * One command. An idempotent one (a read, a reset, a seed: the same effect sent twice) is sent
   * once more when the connection closed under it before any answer, as a kept-alive connection the
   * server let go while this process was busy does; any other failure is the caller's.
   */
  async function call<T>(
    method: "GET" | "POST" | "DELETE",
    name: string,
    body?: unknown,
    query = "",
    idempotent = method !== "POST",
  ): Promise<T> {
    const send = () =>
      fetchImpl(`${root}/${name}${query}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { [controlTokenHeader]: token } : {}),
        },
        // A bigint (an id past 2^53, as the services' are) is sent as its digits.
        body: body === undefined ? undefined : exactJsonText(body),
      });
    const response = await send().catch((error: unknown) => {
      if (idempotent && closedUnderIt(error)) return send();
      throw error;
    });
    // Read as the simulator writes it: an integer past 2^53 (a 19-digit event id, a document's long) as a bigint, not rounded.
    const answer = parseExactJson(await response.text()) as T & { title?: string };
    if (!response.ok) throw new ControlError(name, response.status, answer.title ?? String(response.status));
    return answer;
  }
  async function openSession(given: OpenSessionOptions = {}): Promise<Session> {
    const opened = await call<{ id: string; urls: Partial<Record<ApiId, string>>; expiresAt: string }>("POST", "sessions", given);
    return session(opened, { fetch: settings.fetch, token }, (id) => call("DELETE", `sessions/${encodeURIComponent(id)}`));
  }
  return {
    reset: async () => void (await call("POST", "reset", undefined, "", true)),
    seed: async (data) => void (await call("POST", "seed", data ?? undefined, "", true)),
    now: async () => new Date((await call<{ now: string }>("GET", "clock")).now),
    clock: async () => {
      const { now, frozen } = await call<{ now: string; frozen: boolean }>("GET", "clock");
      return { now: new Date(now), frozen };
    },
    advanceClock: async (milliseconds) => new Date((await call<{ now: string }>("POST", "clock", { advanceMs: milliseconds })).now),
    freezeClock: async (frozen = true) => new Date((await call<{ now: string }>("POST", "clock", { frozen }, "", true)).now),
    injectFault: async (rule) => (await call<{ faults: ArmedFault[] }>("POST", "faults", rule)).faults,
    faults: async () => (await call<{ faults: ArmedFault[] }>("GET", "faults")).faults,
    operations: async () => (await call<{ operations: OperationSummary[] }>("GET", "operations")).operations,
    clearFaults: async () => void (await call("POST", "faults", { clear: true }, "", true)),
    command: (name, body) => call("POST", name, body ?? {}),
    openSession,
    sessions: async () => (await call<{ sessions: SessionDescription[] }>("GET", "sessions")).sessions,
    closeSession: async (id) => void (await call("DELETE", `sessions/${encodeURIComponent(id)}`)),
    changes: ({ after, waitMs } = {}) => call("GET", "changes", undefined, filterQuery({ after, waitMs })),
    requests: async (filter = {}) => {
      // Page by page (the latest first), each as large as the simulator answers, until the filter's limit or the oldest.
      const pages: JournalEntry[][] = [];
      let held = 0;
      let cursor = filter.cursor;
      do {
        const limit = Math.min(maxPageEntries, (filter.limit ?? Number.POSITIVE_INFINITY) - held);
        const page = await call<JournalAnswer>("GET", "requests", undefined, filterQuery({ ...filter, limit, cursor }));
        pages.unshift(page.requests);
        held += page.requests.length;
        cursor = page.next;
      } while (cursor !== undefined && held < (filter.limit ?? Number.POSITIVE_INFINITY));
      return pages.flat();
    },
    clearRequests: async () => void (await call("DELETE", "requests")),
  };
}

/** Whether a fetch failed because its connection was reset or closed by the server, with no answer read. */
function closedUnderIt(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return error instanceof TypeError && (code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET");
}

/** The handle of an opened session: control clients at its URLs, and its closing. */
function session(
  opened: { id: string; urls: Partial<Record<ApiId, string>>; expiresAt: string },
  options: Pick<ControlClientOptions, "fetch" | "token">,
  end: (id: string) => Promise<unknown>,
): Session {
  const apis = Object.keys(opened.urls) as ApiId[];
  const controls = new Map<ApiId, ControlClient>();
  const control = <Api extends ApiId>(api: Api): ControlClient<Api> => {
    const url = opened.urls[api];
    if (url === undefined) throw new Error(`the session has no ${api}: the simulator serves ${apis.join(", ")}`);
    let made = controls.get(api);
    if (!made) controls.set(api, (made = createControlClient(url, { ...options, api })));
    return made as ControlClient<Api>;
  };
  // The clock is the session's, one for all its APIs: asked of any.
  const clock = () => control(apis[0]!);
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= end(opened.id).then(
      () => undefined,
      // A session that has ended already (expired) is closed.
      (error: unknown) => {
        if (!(error instanceof ControlError && error.status === 404)) throw error;
      },
    ));
  return {
    id: opened.id,
    urls: opened.urls,
    expiresAt: new Date(opened.expiresAt),
    control,
    seed: (api, data) => control(api).seed(data as never),
    command: (api, name, body) => control(api).command(name as never, body as never),
    reset: async () => {
      for (const api of apis) await control(api).reset();
    },
    requests: ({ api, ...filter } = {}) => mergedRequests(api === undefined ? apis.map(control) : [control(api)], filter),
    clearRequests: async () => {
      for (const api of apis) await control(api).clearRequests();
    },
    now: () => clock().now(),
    advanceClock: (milliseconds) => clock().advanceClock(milliseconds),
    freezeClock: (frozen) => clock().freezeClock(frozen),
    close,
    [Symbol.asyncDispose]: close,
  };
}

/** The requests of several APIs' journals in one order (their sequence), `limit` applied to the whole. */
async function mergedRequests(controls: readonly Pick<ControlClient, "requests">[], filter: RequestFilter): Promise<JournalEntry[]> {
  return mergeEntries(await Promise.all(controls.map((control) => control.requests(filter))), filter.limit);
}
