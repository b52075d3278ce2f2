/**
 * What a request to any API's address reaches beyond that API, for a client that sees one origin
 * (the console at /__console/ on every API's port, or a test):
 * - `/__apis/<api>/__control/...` (and `/__apis/<api>/__sessions/<id>/__control/...`): the control
 *   API of another API of the same simulator, answered as that API's own address answers it, under
 *   the same rules (its Host allow-list, same origin, the control token);
 * - `GET /__control/changes` (and `<session URL>/__control/changes`): each API's latest request,
 *   and the control commands run, of the simulator (or of the session). With `after` (a request's
 *   `seq`) and `waitMs`, it waits (a long poll) until a request after it is recorded, a journal is
 *   cleared or a command runs, or `waitMs` passes. Nothing is held per reader but its pending
 *   answer (journal-watch.ts); the requests themselves are read from the journals.
 */
import { isApiId, type ApiId } from "../contract/apis.js";
import { utf8Length } from "../contract/messages.js";
import { originReached, problemBody } from "../servers/http.js";
import { refuseControl } from "./control-commands.js";
import { controlPrefix } from "./control.js";
import type { Changes } from "./control-types.js";
import type { ApiCore, Exchange, WireReply } from "./core.js";
import type { JournalWatch } from "./journal-watch.js";
import type { SimulatorOptions } from "./options.js";
import type { Reply } from "./service.js";
import type { AcrossApis, SessionRouter, Sessions } from "./sessions.js";

/** The prefix that names another API of the simulator: `/__apis/<api>/__control/<command>`. */
export const apisPrefix = "/__apis/";
const changesCommand = `${controlPrefix}/changes`;
const sessionsPrefix = "/__sessions/";
/** The longest a reader may wait for a change. */
const maxWaitMs = 60_000;

/** Whose journals a change is read from: the simulator's own, or a session's. */
interface Scope {
  watch: JournalWatch;
  cores(): Iterable<ApiCore>;
  /** The base URL of each API in the scope. */
  urls: Partial<Record<ApiId, string>>;
}

/**
 * The answer beyond the API for a request whose URL starts with `/__`, or undefined for one that
 * is the API's own (the router serves it).
 */
export function acrossApis(
  routerOf: (api: ApiId) => SessionRouter | undefined,
  own: Scope,
  sessions: Sessions,
  options: Pick<SimulatorOptions, "allowedHosts" | "controlToken">,
): AcrossApis {
  return (api, exchange, body) => {
    const { url } = exchange;
    if (url.startsWith(apisPrefix)) return anotherApi(routerOf, exchange, body);
    const [path] = url.split("?", 1) as [string];
    let scope = own;
    if (path !== changesCommand) {
      if (!path.startsWith(sessionsPrefix) || !path.endsWith(changesCommand)) return undefined;
      const id = path.slice(sessionsPrefix.length, -changesCommand.length);
      if (id.includes("/")) return undefined;
      const session = sessions.use(id);
      if (!session) return later(body, { status: 404, body: problemBody(404, sessions.gone(id)) });
      const prefix = `${sessionsPrefix}${id}`;
      scope = {
        watch: session.watch,
        cores: () => session.cores.values(),
        urls: Object.fromEntries(Object.entries(own.urls).map(([name, base]) => [name, `${base}${prefix}`])),
      };
    }
    const refused =
      refuseControl(
        exchange.headers,
        exchange.self,
        originReached(exchange.self, own.urls[api]!, options.allowedHosts).own,
        options.controlToken,
      ) ??
      (exchange.method.toUpperCase() === "GET"
        ? undefined
        : { status: 405, headers: { allow: "GET" }, body: problemBody(405, `${changesCommand} takes GET, not ${exchange.method}`) });
    return later(body, refused ?? changes(scope, new URLSearchParams(url.slice(path.length + 1))));
  };
}

/** `/__apis/<api>/<rest>`: the request, with the prefix off, to that API's router; only its control API. */
function anotherApi(routerOf: (api: ApiId) => SessionRouter | undefined, exchange: Exchange, body: string | Promise<string>) {
  const { url } = exchange;
  const end = url.indexOf("/", apisPrefix.length);
  const name = url.slice(apisPrefix.length, end === -1 ? undefined : end);
  const rest = end === -1 ? "" : url.slice(end);
  const router = isApiId(name) ? routerOf(name) : undefined;
  if (!router)
    return later(body, { status: 404, body: problemBody(404, `${apisPrefix}${name.slice(0, 64)} names no API this simulator serves`) });
  const session = /^\/__sessions\/[^/?]+/.exec(rest)?.[0] ?? "";
  if (!rest.startsWith(`${controlPrefix}/`, session.length))
    return later(body, {
      status: 404,
      body: problemBody(
        404,
        `Under ${apisPrefix}${name}/ only its control API is answered (${controlPrefix}/...); its own paths are at its address`,
      ),
    });
  return router.serve({ ...exchange, url: rest }, body);
}

/** Each API's latest request, at once when one is past `after`, else once one is (or `waitMs` passes). */
function changes(scope: Scope, query: URLSearchParams): Reply | Promise<Reply> {
  const after = wholeNumber(query.get("after"), Number.MAX_SAFE_INTEGER);
  const waitMs = wholeNumber(query.get("waitMs"), maxWaitMs);
  for (const name of query.keys())
    if (name !== "after" && name !== "waitMs")
      return { status: 400, body: problemBody(400, `changes: unknown parameter "${name.slice(0, 40)}"; it takes after and waitMs`) };
  if (Number.isNaN(after) || Number.isNaN(waitMs))
    return {
      status: 400,
      body: problemBody(400, `changes: after is a request's seq and waitMs a whole number of milliseconds up to ${maxWaitMs}`),
    };
  scope.watch.follow(waitMs);
  const now = (): Reply => ({ status: 200, body: read(scope) });
  return waitMs === 0 || read(scope).latest > after ? now() : scope.watch.wait(waitMs).then(now);
}

function read(scope: Scope): Changes {
  const apis: Changes["apis"] = {};
  for (const [api, url] of Object.entries(scope.urls) as [ApiId, string][]) apis[api] = { latest: 0, cleared: 0, url };
  let latest = 0;
  for (const core of scope.cores()) {
    const journal = core.journal?.latest ?? { seq: 0, cleared: 0 };
    apis[core.api] = { latest: journal.seq, cleared: journal.cleared, url: scope.urls[core.api]! };
    latest = Math.max(latest, journal.seq);
  }
  return { latest, commands: scope.watch.commands, apis };
}

/** A whole number of the query, up to `max`: 0 when absent, NaN when it is not one. */
function wholeNumber(value: string | null, max: number): number {
  if (value === null) return 0;
  return /^\d{1,16}$/.test(value) && Number(value) <= max ? Number(value) : Number.NaN;
}

/** The answer as JSON on the wire, once the request's body has been read (or refused). */
function later(body: string | Promise<string>, reply: Reply | Promise<Reply>): Promise<WireReply> {
  return Promise.resolve(body)
    .catch(() => "")
    .then(() => reply)
    .then(({ status, headers, body: answer }) => {
      const text = JSON.stringify(answer);
      return {
        status,
        headers: { ...headers, "content-type": "application/json; charset=utf-8", "content-length": String(utf8Length(text)) },
        text,
      };
    });
}
