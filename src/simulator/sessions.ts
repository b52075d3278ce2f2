/**
 * Sessions: isolated copies of every API's state, clock, faults and seed on one simulator, so
 * that tests running side by side share a server and nothing else. A session is opened through
 * the control API of any API (`POST /__control/sessions`) and answers under its own path prefix
 * on every API's address, `<api url>/__sessions/<id>` (a base address every client accepts), whose
 * answers name URLs under the same prefix; or, without the prefix, to the `x-simulator-session`
 * header. The session's control API is under its prefix too (`<session url>/__control/reset`).
 *
 * A session owns one core per API (core.ts), made the first time the session reaches that API,
 * with the session's clock, seeds and faults; the contracts, their compiled validators and the
 * services' code are shared by every session, their state is not. A session idle (no request)
 * for its time-to-live, measured in real time, ends; so does one closed
 * (`DELETE /__control/sessions/<id>`); the sessions open at once are bounded.
 *
 * Written once for every adapter: sockets.ts and in-process.ts (and so msw.ts) hand each request
 * to its API's router, which serves it with the simulator's own core or with the session's.
 */
import { isApiId, type ApiId } from "../contract/apis.js";
import { errorAnswersOf } from "../contract/error-answers.js";
import { parseJsonText, utf8Length } from "../contract/messages.js";
import { BodyRefusal, corsHeaders, originReached, problemBody, requestLogLine } from "../servers/http.js";
import { Clock } from "./clock.js";
import { refuseControl } from "./control-commands.js";
import { controlPrefix } from "./control.js";
import type { Seeds } from "./control-types.js";
import type { ApiCore, Exchange, WireReply } from "./core.js";
import { JournalWatch } from "./journal-watch.js";
import type { SimulatorOptions } from "./options.js";
import { applySeeds, SeedError } from "./seeds.js";
import { ControlRefusal, Refusal, type Reply } from "./service.js";
import { acceptingNumber, fields, object, optional, readControlBody } from "./services/control-body.js";

/** The path prefix of a session's URLs: `/__sessions/<id>`. */
export const sessionsPrefix = "/__sessions";
/** The header that names a session, for a client that keeps the simulator's own base URL. */
export const sessionHeader = "x-simulator-session";
/** The control command that opens, lists and closes sessions, on every API's own address. */
const sessionsCommand = `${controlPrefix}/sessions`;
const sessionPath = `${sessionsPrefix}/`;

const defaultTtlMs = 10 * 60_000;
const defaultMaxSessions = 100;
const maxTtlSeconds = 24 * 60 * 60;
/** The ids of sessions ended lately, remembered so that a request to one is told why it is gone. */
const endedRemembered = 1_000;

/** What an adapter hands a request of one API to: the API's core, or the core of the session the request names. */
export interface SessionRouter {
  readonly api: ApiId;
  /** The largest body a request to this URL may have. */
  bodyLimit(url: string): number;
  serve(exchange: Exchange, body: string | Promise<string>): WireReply | Promise<WireReply>;
  /** The base URL the API is served at, once the adapter knows it. */
  setUrl(url: string): void;
}

/** The answer beyond the API to a request under `/__` (across-apis.ts), or undefined for one of the API's own. */
export type AcrossApis = (api: ApiId, exchange: Exchange, body: string | Promise<string>) => WireReply | Promise<WireReply> | undefined;

/** Makes the core of an API for a session: the simulator's options, the session's clock, its URL, who follows its journals. */
export type SessionCoreMaker = (api: ApiId, clock: Clock, url: string, session: string, watch: JournalWatch) => ApiCore;

export interface Session {
  id: string;
  clock: Clock;
  /** Who follows the session's journals (GET <session URL>/__control/changes). */
  watch: JournalWatch;
  /** The session's core of each API it reached. */
  cores: Map<ApiId, ApiCore>;
  /** The seeds given when it was opened, over the simulator's own. */
  seeds: Seeds;
  ttlMs: number;
  /** Real time of its last request. */
  lastUsed: number;
}

const openBody = fields<{ seeds?: Record<string, unknown>; ttlSeconds?: number }>({
  seeds: optional(object),
  ttlSeconds: optional(acceptingNumber(`a number of seconds from 1 to ${maxTtlSeconds}`, (value) => value >= 1 && value <= maxTtlSeconds)),
});

/** The sessions of one simulator. */
export class Sessions {
  readonly #open = new Map<string, Session>();
  /** Why a session lately ended, by id. */
  readonly #ended = new Map<string, string>();
  /** The base URL each API is served at. */
  readonly urls: Partial<Record<ApiId, string>> = {};
  readonly #ttlMs: number;
  readonly #max: number;
  #lastSweep = 0;

  constructor(
    private readonly apis: readonly ApiId[],
    private readonly make: SessionCoreMaker,
    private readonly options: Pick<SimulatorOptions, "seeds" | "sessionTtlMs" | "maxSessions" | "frozenClock">,
  ) {
    this.#ttlMs = options.sessionTtlMs ?? defaultTtlMs;
    this.#max = options.maxSessions ?? defaultMaxSessions;
  }

  setUrl(api: ApiId, url: string): void {
    this.urls[api] = url;
  }

  /** Opens a session: 201 with its id and URLs, 400 for a body or seed refused, 429 when as many are open as may be. */
  open(body: unknown): Reply {
    const { seeds = {}, ttlSeconds } = readControlBody("sessions", body ?? {}, openBody);
    this.sweep();
    if (this.#open.size >= this.#max) {
      return {
        status: 429,
        body: problemBody(
          429,
          `${this.#open.size} sessions are open, the most this simulator keeps (maxSessions): close one with DELETE ${sessionsCommand}/<id> (session.close() in the control client), or let an idle one expire (after ${describeMs(this.#ttlMs)} without a request)`,
        ),
      };
    }
    const session: Session = {
      id: newId(),
      clock: new Clock({ frozen: this.options.frozenClock }),
      watch: new JournalWatch(),
      cores: new Map(),
      seeds: seeds as Seeds,
      ttlMs: ttlSeconds === undefined ? this.#ttlMs : ttlSeconds * 1000,
      lastUsed: Date.now(),
    };
    // A seed given is read now, so that one refused is told here, and no session is left half made.
    for (const api of Object.keys(seeds)) {
      if (!isApiId(api)) throw new ControlRefusal(`sessions.seeds: "${api}" is no API; the APIs served are ${this.apis.join(", ")}`);
      if (!this.apis.includes(api))
        throw new ControlRefusal(`sessions.seeds: ${api} is not served; the APIs served are ${this.apis.join(", ")}`);
      this.coreOf(session, api);
    }
    this.#open.set(session.id, session);
    return { status: 201, body: this.describe(session) };
  }

  close(id: string): Reply {
    const session = this.#open.get(id);
    if (!session) return { status: 404, body: problemBody(404, this.gone(id)) };
    this.end(session, "it was closed");
    return { status: 200, body: { closed: id } };
  }

  list(): Reply {
    this.sweep();
    return {
      status: 200,
      body: { open: this.#open.size, max: this.#max, sessions: [...this.#open.values()].map((session) => this.describe(session)) },
    };
  }

  /** The session of an id, its idle time restarted; undefined when there is none (never opened, closed, expired). */
  use(id: string): Session | undefined {
    const now = Date.now();
    // Idle sessions are ended as requests come, at most once a second, not only when one is opened.
    if (now - this.#lastSweep > 1000) this.sweep(now);
    const session = this.#open.get(id);
    if (!session) return undefined;
    if (now - session.lastUsed > session.ttlMs) return void this.end(session, expiredReason(session));
    session.lastUsed = now;
    return session;
  }

  /** The session's core of an API, made on its first use, from the session's seed or the simulator's. */
  coreOf(session: Session, api: ApiId): ApiCore {
    let core = session.cores.get(api);
    if (core === undefined) {
      core = this.make(api, session.clock, `${this.urls[api]}${sessionPath}${session.id}`, session.id, session.watch);
      const seed = Object.hasOwn(session.seeds, api) ? session.seeds[api] : this.options.seeds?.[api];
      if (seed !== undefined) applySeeds({ [api]: core.service }, { [api]: seed });
      session.cores.set(api, core);
    }
    return core;
  }

  /** Why a session id answers nothing. */
  gone(id: string): string {
    const shown = id.length > 64 ? `${id.slice(0, 64)}…` : id;
    const reason = this.#ended.get(id);
    return reason
      ? `the session ${shown} has ended: ${reason}`
      : `there is no session ${shown}: it was never opened here, or ended long ago (open one with POST ${sessionsCommand})`;
  }

  private describe(session: Session) {
    const urls: Partial<Record<ApiId, string>> = {};
    for (const api of this.apis) urls[api] = `${this.urls[api]}${sessionPath}${session.id}`;
    return { id: session.id, urls, expiresAt: new Date(session.lastUsed + session.ttlMs).toISOString() };
  }

  private sweep(now = Date.now()): void {
    this.#lastSweep = now;
    for (const session of this.#open.values()) if (now - session.lastUsed > session.ttlMs) this.end(session, expiredReason(session));
  }

  private end(session: Session, reason: string): void {
    this.#open.delete(session.id);
    // Its journals' bytes go back to the budget every journal shares now, not when they are collected.
    for (const core of session.cores.values()) core.journal?.clear();
    if (this.#ended.size >= endedRemembered) this.#ended.delete(this.#ended.keys().next().value!);
    this.#ended.set(session.id, reason);
  }
}

/** A fault of the simulator's own: its message is not sent (it may quote a body, which may hold a token). */
const simulatorFault = problemBody(500, "The simulator failed on the sessions command: a fault of the simulator, not of the request");

const expiredReason = (session: Session) => `it expired after ${describeMs(session.ttlMs)} without a request`;

function describeMs(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000} minute${ms === 60_000 ? "" : "s"}`;
  return `${ms / 1000} s`;
}

/** The router of one API: requests under a session's prefix, or naming one in the header, go to the session's core. */
export function sessionRouter(
  root: ApiCore,
  sessions: Sessions,
  options: Pick<SimulatorOptions, "log" | "allowedHosts" | "controlToken" | "cors">,
  beyond?: AcrossApis,
): SessionRouter {
  const { api } = root;
  let address = "";
  const answers = errorAnswersOf(api);

  /** An answer made here, on the wire as the core writes its own, once the request's body is read. */
  function answerHere(exchange: Exchange, body: string | Promise<string>, reply: Reply): WireReply | Promise<WireReply> {
    const isControl = exchange.url.includes(`${controlPrefix}/`);
    const cors = options.cors === false || isControl ? undefined : corsHeaders(exchange.method, exchange.headers)?.headers;
    const text = JSON.stringify(reply.body);
    const headers = {
      ...cors,
      ...reply.headers,
      "content-type": "application/json; charset=utf-8",
      "content-length": String(utf8Length(text)),
    };
    options.log?.(requestLogLine(api, exchange.method, exchange.url, reply.status, 0));
    const sent: WireReply = { status: reply.status, headers, text };
    return typeof body === "string"
      ? sent
      : body.then(
          () => sent,
          () => sent,
        );
  }

  /** A request to a session: its core, with the prefix off the URL and kept for the answer's URLs. */
  function inSession(
    exchange: Exchange,
    body: string | Promise<string>,
    id: string,
    url: string,
    prefix: string,
  ): WireReply | Promise<WireReply> {
    const session = sessions.use(id);
    if (!session) {
      const message = sessions.gone(id);
      const isControl = url.startsWith(`${controlPrefix}/`);
      return answerHere(exchange, body, { status: 404, body: isControl ? problemBody(404, message) : answers.errorBody(404, message) });
    }
    if (isSessionsCommand(url)) {
      return answerHere(exchange, body, {
        status: 400,
        body: problemBody(400, `sessions are opened and closed on the simulator's own address: ${address}${sessionsCommand}`),
      });
    }
    let core: ApiCore;
    try {
      core = sessions.coreOf(session, api);
    } catch {
      return answerHere(exchange, body, { status: 500, body: simulatorFault });
    }
    return core.serve({ method: exchange.method, url, headers: exchange.headers, self: exchange.self, prefix }, body);
  }

  /** POST (open), GET (list) and DELETE /<id> (close) of /__control/sessions, under the control API's rules. */
  function command(exchange: Exchange, text: string, path: string): Reply {
    const refused = refuseControl(
      exchange.headers,
      exchange.self,
      originReached(exchange.self, address, options.allowedHosts).own,
      options.controlToken,
    );
    if (refused) return refused;
    const method = exchange.method.toUpperCase();
    const id = path.startsWith("/") ? path.slice(1) : undefined;
    if (id !== undefined && id !== "") {
      if (method === "DELETE") return sessions.close(id);
      return { status: 405, headers: { allow: "DELETE" }, body: problemBody(405, `${sessionsCommand}/<id> takes DELETE, not ${method}`) };
    }
    if (method === "GET") return sessions.list();
    if (method !== "POST")
      return {
        status: 405,
        headers: { allow: "GET, POST" },
        body: problemBody(405, `${sessionsCommand} takes GET or POST, not ${method}`),
      };
    let given: unknown;
    if (text.trim() !== "") {
      // Exact, as the control API reads a seed: the seeds given keep the digits of their integers.
      const parsed = parseJsonText(text);
      if (!parsed.ok) return { status: 400, body: problemBody(400, `The body of ${sessionsCommand} is ${parsed.error}`) };
      given = parsed.value;
    }
    try {
      return sessions.open(given);
    } catch (error) {
      // A body or a seed refused: 400 naming the problem; anything else is a fault of the simulator.
      if (error instanceof Refusal) return error.reply;
      if (error instanceof SeedError) return { status: 400, body: problemBody(400, error.message) };
      throw error;
    }
  }

  /** The command's answer once its body is read; a body refused before it is read whole (too large) gets its status. */
  function commandAnswer(exchange: Exchange, body: string | Promise<string>, path: string): Promise<WireReply> {
    return Promise.resolve(body)
      .then(
        (text) => command(exchange, text, path),
        (error: unknown) => {
          if (!(error instanceof BodyRefusal)) throw error;
          return { status: error.status, body: problemBody(error.status, error.message) };
        },
      )
      .catch(() => ({ status: 500, body: simulatorFault }))
      .then((reply) => answerHere(exchange, "", reply) as WireReply);
  }

  function serve(exchange: Exchange, body: string | Promise<string>): WireReply | Promise<WireReply> {
    const { url } = exchange;
    // A request to the simulator's own state pays one comparison of its URL and one header lookup.
    if (url.startsWith("/__")) {
      const across = beyond?.(api, exchange, body);
      if (across !== undefined) return across;
      if (url.startsWith(sessionPath)) {
        const end = firstOf(url, sessionPath.length);
        const id = url.slice(sessionPath.length, end);
        const rest = url.slice(end);
        const named = exchange.headers[sessionHeader];
        if (named !== undefined && named !== id) {
          return answerHere(exchange, body, {
            status: 400,
            body: answers.errorBody(400, `the path names the session ${id} and the ${sessionHeader} header another`),
          });
        }
        return inSession(exchange, body, id, rest === "" || rest.startsWith("?") ? `/${rest}` : rest, url.slice(0, end));
      }
      if (isSessionsCommand(url)) {
        return commandAnswer(exchange, body, url.slice(sessionsCommand.length).split("?")[0]!);
      }
    }
    const named = exchange.headers[sessionHeader];
    if (named !== undefined) return inSession(exchange, body, named, url, "");
    return root.serve(exchange, body);
  }

  return {
    api,
    bodyLimit: (url) => {
      if (!url.startsWith(sessionPath)) return root.bodyLimit(url);
      const rest = url.slice(firstOf(url, sessionPath.length));
      return root.bodyLimit(rest === "" ? "/" : rest);
    },
    serve,
    setUrl(url) {
      address = url;
      root.setUrl(url);
      sessions.setUrl(api, url);
    },
  };
}

/** A session id no one guesses: 128 random bits in hex (getRandomValues, which a page served over plain http has too). */
function newId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  let id = "";
  for (const byte of bytes) id += byte.toString(16).padStart(2, "0");
  return id;
}

/** Whether a path (and query) is the sessions command's, `/__control/sessions[/<id>]`. */
const isSessionsCommand = (url: string) =>
  url === sessionsCommand || url.startsWith(`${sessionsCommand}/`) || url.startsWith(`${sessionsCommand}?`);

/** The index of the first `/` or `?` at or after `from`, or the length. */
function firstOf(url: string, from: number): number {
  for (let i = from; i < url.length; i++) {
    const char = url.charCodeAt(i);
    if (char === 47 || char === 63) return i;
  }
  return url.length;
}
