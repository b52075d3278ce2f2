/**
 * The simulator: every API served from one process, each on its own port, with state held by its
 * service (src/simulator/services). Routing, request validation and security come from the
 * contracts through the validation API; an operation without a handler answers from the
 * contract's examples, as the mock does. In strict mode every response is checked against the
 * contract before it is sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { apiIds, getApi, mockUrl, type ApiId } from "../apis.js";
import { answerCors, BodyBudget, BodyRefusal, canonicalAuthorization, countsAsNoBody, flattenHeaders, invalidRequestBody, isJsonMediaType, isLoopback, liftQueryCredentials, problemBody, readBody, readPreferences, requestLogLine, urlHost } from "../http.js";
import { operationIndex } from "../documents.js";
import { Faults, type FaultRule } from "./faults.js";
import { deprecationHeaders, invalidRequestStatus, queryCredentialNames, type Operation } from "../openapi.js";
import { apiSchemas } from "../schemas.js";
import { createValidator, type ContractProblem } from "../validate.js";
import { randomUUID } from "node:crypto";
import { Clock } from "./clock.js";
import { controlPrefix, controlTokenHeader } from "./control.js";
import { docsAnswer } from "./docs-route.js";
import { Refusal, type Reply, type Service, type ServiceContext, type SimRequest } from "./service.js";
import { serviceFactories } from "./services/index.js";
import { bodyProblem, declaresStatus, exampleReply, parseBody, readCredentials, securitySatisfied, send } from "./exchange.js";

export interface SimulatorOptions {
  /** The APIs to serve; all by default. */
  apis?: readonly ApiId[];
  host?: string;
  /** The port of the first API; the others follow in registry order. 0 picks free ports. Defaults to each API's own port. */
  port?: number;
  /** Check every response against the contract; a violation becomes a 500 naming the rule broken. */
  strict?: boolean;
  /** Told of every response that breaks the contract (in strict mode and out of it). */
  onViolation?: (violation: SimulatorViolation) => void;
  /** A clock to share; a new real-time one by default. */
  clock?: Clock;
  /** Start with the clock frozen: time moves only when advanced (for deterministic tests). */
  frozenClock?: boolean;
  /**
   * Headers added to every answer of an API, for what a contract cannot hold: a header whose name
   * carries a vendor's name that an official client insists on, say.
   */
  responseHeaders?: Partial<Record<ApiId, Record<string, string>>>;
  /** Told one line per request (API, method, path, status, time, operationId) and one per violation; silent by default. */
  log?: (line: string) => void;
  /** Answer CORS preflights and let any origin read the answers (default true). The control API never does. */
  cors?: boolean;
  /**
   * The token the control API requires in the `x-simulator-control-token` header. Required, and made
   * up when not given, where the simulator listens beyond loopback; none on loopback by default.
   */
  controlToken?: string;
  /** The largest request body each API takes, in bytes; the API's own limit by default (src/apis.ts). */
  maxBodyBytes?: Partial<Record<ApiId, number>>;
  /**
   * The bytes of request bodies the simulator holds at once, over all its APIs (64 MiB by
   * default); a body beyond is answered 503 with Retry-After before it is read whole.
   */
  maxBodyBytesInFlight?: number;
  /** Faults armed at start (as POST /__control/faults arms them) and again after each reset, like a seed. */
  faults?: Partial<Record<ApiId, FaultRule[]>>;
}

export interface SimulatorViolation {
  api: ApiId;
  method: string;
  path: string;
  status: number;
  problems: ContractProblem[];
}

export interface RunningSimulator {
  /** The base URL of each API served. */
  urls: Partial<Record<ApiId, string>>;
  clock: Clock;
  /** The service of an API, for direct inspection in tests. */
  services: Partial<Record<ApiId, Service>>;
  /** The control API's token, when it requires one (see SimulatorOptions.controlToken). */
  controlToken?: string;
  stop(): Promise<void>;
}


export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const selected = options.apis ?? apiIds;
  const clock = options.clock ?? new Clock({ frozen: options.frozenClock });
  const host = options.host ?? "127.0.0.1";
  // Beyond loopback anyone on the network could reset or reseed the simulator: require a token.
  const controlToken = options.controlToken ?? (isLoopback(host) ? undefined : randomUUID());
  const servers: Server[] = [];
  const urls: Partial<Record<ApiId, string>> = {};
  const services: Partial<Record<ApiId, Service>> = {};
  const stop = async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    );
  };
  const budget = new BodyBudget(options.maxBodyBytesInFlight ?? 64 * 1024 * 1024);
  try {
    for (const [index, api] of selected.entries()) {
      const simulated = createApiSimulator(api, clock, { ...options, controlToken }, budget);
      services[api] = simulated.service;
      const server = createServer(simulated.listener);
      servers.push(server);
      const port = options.port === undefined ? getApi(api).port : options.port === 0 ? 0 : options.port + index;
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => resolve());
      });
      urls[api] = `http://${urlHost(host)}:${(server.address() as AddressInfo).port}`;
      simulated.listening(urls[api]);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, clock, services, controlToken, stop };
}

function createApiSimulator(api: ApiId, clock: Clock, options: SimulatorOptions, budget: BodyBudget) {
  const schemas = apiSchemas(api);
  const validator = createValidator(api);
  // Known once the server listens (a port of 0 is chosen then); services build their own URLs on it.
  let address = mockUrl(api);
  const index = operationIndex(api);
  const faults = new Faults(index);
  const context: ServiceContext = {
    api,
    clock,
    schemas,
    url: () => address,
    example: (operationId, status, name) => exampleReply(index, operationId, status, name),
    injectFault: (rule) => faults.add(rule, { body: true }),
  };
  // Back to the faults given at start (none, or the options' standing ones), as after a reset.
  const resetFaults = () => {
    faults.clear();
    for (const rule of options.faults?.[api] ?? []) faults.add(rule);
  };
  resetFaults();
  const service: Service = serviceFactories[api]?.(context) ?? { handlers: {}, reset() {} };
  const definition = getApi(api);
  const credentialNames = queryCredentialNames(schemas.document);

  // Answers are computed synchronously where nothing needs waiting for (no body to read, a
  // handler that answers at once): a request then costs no trip through the event loop.
  function handle(request: IncomingMessage, text: string): Answer | Promise<Answer> {
    const url = new URL(request.url ?? "/", "http://simulator.invalid");
    if (url.pathname.startsWith(`${controlPrefix}/`)) {
      const refused = refuseControl(request);
      return { reply: refused ?? control(url.pathname.slice(controlPrefix.length + 1), request.method ?? "GET", text) };
    }

    let method = (request.method ?? "GET").toUpperCase();
    let match = index.match(method, url.pathname);
    // HEAD is GET without the body (node:http leaves the body of a HEAD answer out).
    if (method === "HEAD" && !match.entry && match.allowed.includes("GET")) {
      method = "GET";
      match = index.match(method, url.pathname);
    }
    if (!match.entry) {
      return match.allowed.length > 0
        ? { reply: { status: 405, headers: { allow: match.allowed.join(", ") }, body: problemBody(405, `${method} is not an operation of ${match.path}`) } }
        : { reply: { status: 404, body: problemBody(404, `${match.path} is not a path of the ${api} API`) } };
    }
    const headers = new Map(Object.entries(flattenHeaders(request.headers)));
    const authorization = headers.get("authorization");
    if (authorization) headers.set("authorization", canonicalAuthorization(authorization, definition.authSchemeAliases));
    const simRequest: SimRequest = {
      api,
      operationId: match.entry.operation.operationId,
      method,
      path: match.path,
      params: match.params,
      query: url.searchParams,
      headers,
      body: undefined,
      credentials: readCredentials(headers, url.searchParams, schemas),
    };
    const deprecation = deprecationHeaders(match.entry.operation);
    const decorate = (answer: Answer) => {
      service.decorate?.(simRequest, answer.reply);
      answer.reply.headers = { ...deprecation, ...answer.reply.headers };
      answer.operationId = simRequest.operationId;
      return answer;
    };
    const fault = faults.take(simRequest.operationId);
    if (fault?.drop) return { reply: { status: 0 }, drop: true, delayMs: fault.delayMs };
    if (fault?.status !== undefined) {
      const reply = fault.body === undefined ? exampleReply(index, simRequest.operationId, fault.status, fault.example) : { status: fault.status, body: structuredClone(fault.body) };
      reply.headers = { ...reply.headers, ...fault.headers };
      return { ...decorate({ reply, checked: { method, url: url.pathname + url.search } }), delayMs: fault.delayMs };
    }
    const answer = answerOperation(match.entry.operation, simRequest, text, url);
    if (fault) return Promise.resolve(answer).then((late) => ({ ...decorate(late), delayMs: fault.delayMs }));
    return answer instanceof Promise ? answer.then(decorate) : decorate(answer);
  }

  function answerOperation(operation: Operation, simRequest: SimRequest, sent: string, url: URL): Answer | Promise<Answer> {
    const { method, headers } = simRequest;
    const text = liftQueryCredentials(headers.get("content-type"), sent, url.searchParams, credentialNames);
    if (text !== sent) simRequest.credentials = readCredentials(headers, url.searchParams, schemas);
    const requestBody = schemas.resolve<{ required?: boolean } | undefined>(operation.requestBody);
    // Clients send an empty body ({} or nothing) on GET and DELETE: an operation without a request
    // body ignores it, and one whose body is optional takes `{}` as none.
    let parsed = text.trim() !== "" && requestBody ? parseBody(headers.get("content-type"), text, definition.largeIntegers !== "double") : { body: undefined, forValidation: undefined };
    if ("error" in parsed) return { reply: invalidRequest(operation, [bodyProblem(parsed.error)]) };
    if (countsAsNoBody(parsed.body, requestBody?.required === true)) parsed = { body: undefined, forValidation: undefined };

    if (!securitySatisfied(schemas, operation, headers, url.searchParams)) {
      const unauthorized = definition.unauthorized ?? { status: 401, body: { message: "Requires authentication" } };
      return { reply: { status: unauthorized.status, body: unauthorized.body }, checked: declaresStatus(operation, unauthorized.status) ? { method, url: url.pathname } : undefined };
    }

    const validation = validator.validateRequest({
      method,
      url: url.pathname + url.search,
      headers: Object.fromEntries(headers),
      body: parsed.forValidation,
      // A JSON body that is a string ("a@b.example") is already parsed: not to be parsed again.
      parsedBody: parsed.forValidation === parsed.body,
    });
    if (!validation.valid) {
      const reply = invalidRequest(operation, validation.problems);
      return { reply, checked: declaresStatus(operation, reply.status) ? { method, url: url.pathname } : undefined };
    }

    simRequest.body = parsed.body;
    const checked = { method, url: url.pathname + url.search };
    const refused = service.guard?.(simRequest);
    if (refused) return { reply: refused, checked };
    const prefer = readPreferences(headers.get("prefer"), url.searchParams);
    // A Prefer the operation cannot honour is the request's fault: refused in the API's own shape.
    const unpreferable = typeof prefer === "string" ? prefer : prefer?.code !== undefined && !declaresStatus(operation, prefer.code) ? `code=${prefer.code} is not a status ${operation.operationId} documents` : undefined;
    if (typeof prefer === "string" || unpreferable !== undefined) {
      return { reply: invalidRequest(operation, [{ kind: "schema", in: "header", pointer: "/prefer", rule: "prefer", message: `Prefer: ${unpreferable}` }]), checked };
    }
    const handler = service.handlers[operation.operationId];
    // Prefer asks for a documented answer: it wins over the handler, so any answer can be forced.
    if (prefer || !handler) return { reply: exampleReply(index, operation.operationId, prefer?.code, prefer?.example), checked };
    const refusal = (error: unknown): Answer => {
      if (!(error instanceof Refusal)) throw error;
      return { reply: error.reply, checked };
    };
    try {
      const reply = handler(simRequest);
      return reply instanceof Promise ? reply.then((value) => ({ reply: value, checked }), refusal) : { reply, checked };
    } catch (error) {
      return refusal(error);
    }
  }

  function invalidRequest(operation: Operation, problems: ContractProblem[]): Reply {
    const status = invalidRequestStatus(operation);
    const simple = problems.map((problem) => ({ location: [problem.in, problem.pointer.replace(/^\//, "").replace(/\//g, ".")].filter(Boolean).join("."), message: problem.message }));
    return { status, body: invalidRequestBody(definition, status, simple) };
  }

  /**
   * The control API changes state without credentials: refuse what a web page could send it (a
   * request from another origin, or a body that is not JSON, which needs no preflight), and a
   * request without the control token where one is required.
   */
  function refuseControl(request: IncomingMessage): Reply | undefined {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `http://${request.headers.host}`) {
      return { status: 403, body: problemBody(403, "The control API takes no cross-origin requests") };
    }
    const contentType = request.headers["content-type"];
    if (contentType !== undefined && !isJsonMediaType(contentType)) {
      return { status: 415, body: problemBody(415, "The control API takes JSON bodies only") };
    }
    if (options.controlToken !== undefined && request.headers[controlTokenHeader] !== options.controlToken) {
      return { status: 401, body: problemBody(401, `The control API needs the control token in the ${controlTokenHeader} header`) };
    }
    return undefined;
  }

  function control(command: string, method: string, text: string): Reply {
    let body: unknown;
    try {
      body = text.trim() === "" ? undefined : JSON.parse(text);
    } catch {
      return { status: 400, body: problemBody(400, "The control command's body is not JSON") };
    }
    try {
      if (command === "reset" && method === "POST") {
        service.reset();
        resetFaults();
        return { status: 200, body: { reset: api } };
      }
      const clockState = (now = clock.now()) => ({ status: 200, body: { now: new Date(now).toISOString(), frozen: clock.frozen } });
      if (command === "clock" && method === "GET") return clockState();
      if (command === "clock" && method === "POST") {
        const { advanceMs, frozen } = (body ?? {}) as { advanceMs?: unknown; frozen?: unknown };
        if ((advanceMs !== undefined && typeof advanceMs !== "number") || (frozen !== undefined && typeof frozen !== "boolean") || (advanceMs === undefined && frozen === undefined)) {
          return { status: 400, body: problemBody(400, "POST /__control/clock takes { advanceMs?: number, frozen?: boolean }") };
        }
        let now = typeof frozen === "boolean" ? clock.freeze(frozen) : clock.now();
        if (typeof advanceMs === "number") now = clock.advance(advanceMs);
        return clockState(now);
      }
      if (command === "seed" && method === "POST") {
        if (!service.seed) return { status: 404, body: problemBody(404, `${api} takes no seed data`) };
        service.seed(body);
        // A seed resets the service, and so what was injected into it.
        resetFaults();
        return { status: 200, body: { seeded: api } };
      }
      if (command === "faults" && method === "POST") return { status: 200, body: faults.add(body) };
      if (command === "faults" && method === "GET") return { status: 200, body: { faults: faults.list() } };
      const custom = service.control?.[command];
      if (custom && method === "POST") return { status: 200, body: custom(body) ?? {} };
      const known = ["reset", "clock", "faults", ...(service.seed ? ["seed"] : []), ...Object.keys(service.control ?? {})];
      return { status: 404, body: problemBody(404, `unknown control command "${command}" (${method}); ${api} has: ${known.join(", ")}`) };
    } catch (error) {
      return { status: 400, body: problemBody(400, (error as Error).message) };
    }
  }

  /** Sends an answer, after checking it against the contract. */
  function respond(response: ServerResponse, { reply, checked }: Answer): void {
    if (checked) {
      const result = validator.validateResponse({ method: checked.method, url: checked.url, status: reply.status, headers: { "content-type": "application/json", ...reply.headers }, body: reply.body });
      if (!result.valid) {
        options.onViolation?.({ api, method: checked.method, path: checked.url, status: reply.status, problems: result.problems });
        for (const problem of result.problems) options.log?.(`${api} VIOLATION ${checked.method} ${checked.url.split("?")[0]} ${reply.status}: ${problem.message}`);
        if (options.strict) {
          const problems = result.problems.map((p) => ({ location: p.pointer, rule: p.rule, message: p.message }));
          reply = { status: 500, body: problemBody(500, "The simulator's answer breaks the contract", { problems }) };
        }
      }
    }
    send(response, reply, extraHeaders);
  }

  const extraHeaders = options.responseHeaders?.[api] ?? {};
  const maxBodyBytes = options.maxBodyBytes?.[api] ?? definition.maxBodyBytes;
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    // No request may end the process: a failure after the answer began ends that answer only.
    const fail = (error: unknown) => {
      if (response.headersSent) return void response.destroy();
      send(response, { status: 500, body: problemBody(500, `Simulator error: ${error instanceof Error ? error.message : String(error)}`) }, extraHeaders);
    };
    const isControl = request.url?.startsWith(`${controlPrefix}/`) ?? false;
    if (options.cors !== false && !isControl && answerCors(request, response)) return;
    let operationId: string | undefined;
    if (options.log) {
      const started = performance.now();
      response.once("finish", () => options.log!(requestLogLine(api, request.method ?? "GET", request.url ?? "/", response.statusCode, performance.now() - started, operationId)));
    }
    const docs = docsAnswer(request.method ?? "GET", request.url ?? "/");
    if (docs) return void response.writeHead(docs.status, docs.headers).end(docs.body);
    const deliver = (answer: Answer) => (answer.drop ? response.destroy() : respond(response, answer));
    const answered = (answer: Answer) => {
      operationId = answer.operationId;
      if (answer.delayMs) setTimeout(deliver, answer.delayMs, answer);
      else deliver(answer);
    };
    // A body refused before it is read whole (too large, not UTF-8) gets the API's own error.
    const refuseBody = (error: unknown) => {
      if (!(error instanceof BodyRefusal)) throw error;
      const headers: Record<string, string> | undefined = error.status === 413 ? { connection: "close" } : error.status === 503 ? { connection: "close", "retry-after": "1" } : undefined;
      return { reply: { status: error.status, headers, body: definition.errorBody(error.status, error.message) } };
    };
    try {
      const text = readBody(request, maxBodyBytes, budget);
      const answer = typeof text === "string" ? handle(request, text) : text.then((body) => handle(request, body), refuseBody);
      if (answer instanceof Promise) answer.then(answered).catch(fail);
      else answered(answer);
    } catch (error) {
      fail(error);
    }
  };

  return { service, listener, listening: (url: string) => void (address = url) };
}

interface Answer {
  reply: Reply;
  /** The operation that answered, for the request log. */
  operationId?: string;
  /** The request, when the reply is to be checked against the contract. */
  checked?: { method: string; url: string };
  /** An injected fault's delay before the answer, and whether it drops the connection instead. */
  delayMs?: number;
  drop?: boolean;
}
