/**
 * The control API of one simulated API (`/__control/<command>`): reset, clock, seed, faults and
 * the service's own commands. It changes state without credentials, so it refuses what a web page
 * could send it, and a request without the control token where one is required.
 */
import type { ApiId } from "../contract/apis.js";
import { problemBody } from "../servers/http.js";
import { asNumbers } from "../contract/exact-json.js";
import { isJsonMediaType, parseJsonText } from "../contract/messages.js";
import type { Clock } from "./clock.js";
import { controlTokenHeader } from "./control.js";
import type { Faults } from "./faults.js";
import type { OperationIndex } from "../contract/openapi.js";
import type { OperationSummary } from "./control-types.js";
import { journalPage } from "./journal-pages.js";
import type { Journal } from "./journal.js";
import { ControlRefusal, Refusal, type Reply, type Service } from "./service.js";

export interface ControlTarget {
  api: ApiId;
  service: Service;
  clock: Clock;
  faults: Faults;
  /** Back to the faults armed at start, as after a reset or a seed. */
  resetFaults(): void;
  controlToken?: string;
  /** The request journal; none where `journalSize` is 0. */
  journal?: Journal;
  /** The API's operations, which GET /__control/operations lists. */
  index?: OperationIndex;
}

/**
 * A request addressed to a host name that is not the simulator's own (a page on a name rebound to
 * it), a cross-origin request, or a body that is not JSON (which needs no preflight) is refused; so
 * is a request without the control token where one is required. `self` is the origin the request
 * was addressed to; `ownHost` whether its host names this simulator.
 */
export function refuseControl(
  headers: Readonly<Record<string, string>>,
  self: string,
  ownHost: boolean,
  controlToken: string | undefined,
): Reply | undefined {
  if (!ownHost) {
    return {
      status: 403,
      body: problemBody(
        403,
        "The control API answers only at the simulator's own host names: loopback names, IP addresses, the host it listens on, and the allowedHosts option's",
      ),
    };
  }
  const origin = headers.origin;
  if (origin !== undefined && origin !== self) {
    return { status: 403, body: problemBody(403, "The control API takes no cross-origin requests") };
  }
  const contentType = headers["content-type"];
  if (contentType !== undefined && !isJsonMediaType(contentType)) {
    return { status: 415, body: problemBody(415, "The control API takes JSON bodies only") };
  }
  if (controlToken !== undefined && headers[controlTokenHeader] !== controlToken) {
    return { status: 401, body: problemBody(401, `The control API needs the control token in the ${controlTokenHeader} header`) };
  }
  return undefined;
}

/** Moves the clock; a move it cannot make (backwards, past its last date) is the request's fault. */
function advanceClock(clock: Clock, milliseconds: number): number {
  try {
    return clock.advance(milliseconds);
  } catch (error) {
    if (error instanceof RangeError) throw new ControlRefusal(error.message);
    throw error;
  }
}

/** GET (a page of it, filtered by the query: journal-pages.ts) and DELETE (clear) of the request journal. */
function requests(target: ControlTarget, method: string, query: URLSearchParams): Reply {
  const { journal } = target;
  if (!journal)
    return { status: 404, body: problemBody(404, `${target.api} keeps no request journal: the simulator was started with journalSize 0`) };
  if (method === "DELETE") {
    journal.clear();
    return { status: 200, body: { cleared: target.api } };
  }
  return journalPage(journal, query);
}

export async function runControlCommand(
  target: ControlTarget,
  command: string,
  method: string,
  text: string,
  query = new URLSearchParams(),
): Promise<Reply> {
  const { api, service, clock, faults } = target;
  let body: unknown;
  if (text.trim() !== "") {
    // Exact, as every API's own bodies: a seed or a command's documents keep the digits of their integers.
    const parsed = parseJsonText(text);
    if (!parsed.ok) return { status: 400, body: problemBody(400, `The control command's body is ${parsed.error}`) };
    body = parsed.value;
  }
  try {
    if (command === "reset" && method === "POST") {
      service.reset();
      target.resetFaults();
      target.journal?.clear();
      return { status: 200, body: { reset: api } };
    }
    const clockState = (now = clock.now()) => ({ status: 200, body: { now: new Date(now).toISOString(), frozen: clock.frozen } });
    if (command === "clock" && method === "GET") return clockState();
    if (command === "clock" && method === "POST") {
      const { advanceMs, frozen } = (asNumbers(body) ?? {}) as { advanceMs?: unknown; frozen?: unknown };
      if (
        (advanceMs !== undefined && typeof advanceMs !== "number") ||
        (frozen !== undefined && typeof frozen !== "boolean") ||
        (advanceMs === undefined && frozen === undefined)
      ) {
        throw new ControlRefusal("POST /__control/clock takes { advanceMs?: number, frozen?: boolean }");
      }
      let now = typeof frozen === "boolean" ? clock.freeze(frozen) : clock.now();
      if (typeof advanceMs === "number") now = advanceClock(clock, advanceMs);
      return clockState(now);
    }
    if (command === "seed" && method === "POST") {
      if (!service.seed) return { status: 404, body: problemBody(404, `${api} takes no seed data`) };
      service.seed(body);
      // A seed resets the service, and so what was injected into it and what it was asked.
      target.resetFaults();
      target.journal?.clear();
      return { status: 200, body: { seeded: api } };
    }
    // A fault rule has counts, times and statuses, no member of its own: its numbers are numbers.
    if (command === "faults" && method === "POST") return { status: 200, body: faults.add(asNumbers(body)) };
    if (command === "faults" && method === "GET") return { status: 200, body: { faults: faults.list() } };
    if (command === "requests" && (method === "GET" || method === "DELETE")) return requests(target, method, query);
    if (command === "operations" && method === "GET" && target.index) {
      const operations: OperationSummary[] = target.index.operations.map(({ operationId, method: verb, path, operation }) => ({
        operationId,
        method: verb.toUpperCase(),
        path,
        statuses: Object.keys(operation.responses),
      }));
      return { status: 200, body: { operations } };
    }
    // Only the service's own commands: not what every object inherits (constructor, toString).
    const custom = service.control && Object.hasOwn(service.control, command) ? service.control[command] : undefined;
    // A command may answer later (search loads many documents in steps, answering other requests between them).
    if (custom && method === "POST") return { status: 200, body: (await custom(body)) ?? {} };
    // A known command asked with another method: say which it takes.
    const methods: Record<string, string[]> = {
      reset: ["POST"],
      clock: ["GET", "POST"],
      faults: ["GET", "POST"],
      requests: ["GET", "DELETE"],
      ...(target.index ? { operations: ["GET"] } : {}),
      ...(service.seed ? { seed: ["POST"] } : {}),
    };
    for (const name of Object.keys(service.control ?? {})) methods[name] = ["POST"];
    const allowed = Object.hasOwn(methods, command) ? methods[command]! : undefined;
    if (allowed)
      return {
        status: 405,
        headers: { allow: allowed.join(", ") },
        body: problemBody(405, `${command} takes ${allowed.join(" or ")}, not ${method}`),
      };
    return {
      status: 404,
      body: problemBody(404, `unknown control command "${command}" (${method}); ${api} has: ${Object.keys(methods).join(", ")}`),
    };
  } catch (error) {
    // A body or seed the command refuses (ControlRefusal, 400), or a refusal of the service's own.
    if (error instanceof Refusal) return error.reply;
    // Anything else is a bug of the simulator, not the request's fault. Its message is not sent:
    // it may quote the body, which may hold a token; nor is its stack.
    const kind = error instanceof Error ? error.name : typeof error;
    return {
      status: 500,
      body: problemBody(
        500,
        `The simulator failed on the control command ${command} (${kind}): a fault of the simulator, not of the request`,
      ),
    };
  }
}
