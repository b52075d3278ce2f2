/**
 * The simulator's core for one API: a request (method, URL, headers, body text) in, the bytes of
 * the answer out. Routing, CORS, credentials, request validation, faults, the service, response
 * validation (the contract guard), the control API and the request log all happen here; the
 * adapters only carry requests in and answers out: node:http (sockets.ts), fetch (in-process.ts) and
 * MSW (msw.ts). Nothing here imports a `node:` module, so the core also runs in a browser.
 */
import { getApi, type ApiId } from "../contract/apis.js";
import { errorAnswersOf } from "../contract/error-answers.js";
import { apiContracts } from "../contract/api-contracts.js";
import { operationIndex } from "../contract/documents.js";
import { exactJsonText } from "../contract/exact-json.js";
import { BodyRefusal, corsHeaders, invalidRequestBody, originReached, problemBody, readPreferences, requestLogLine } from "../servers/http.js";
import { canonicalAuthorization, countsAsNoBody, liftQueryCredentials, utf8Length } from "../contract/messages.js";
import { deprecationHeaders, invalidRequestStatus, queryCredentialNames, type Operation } from "../contract/openapi.js";
import { apiSchemas } from "../contract/schemas.js";
import { createValidator, problemLocation, type ContractProblem } from "../contract/validate.js";
import type { Clock } from "./clock.js";
import { refuseControl, runControlCommand } from "./control-commands.js";
import { controlPrefix } from "./control.js";
import { bodyProblem, declaresStatus, exampleReply, parseBody, readCredentials, securityTest } from "./exchange.js";
import { Faults } from "./faults.js";
import { ValidMessages } from "./valid-messages.js";
import { Refusal, type Reply, type RequestHeaders, type Service, type ServiceContext, type SimRequest } from "./service.js";
import { serviceFactories } from "./services/index.js";
import type { SimulatorOptions } from "./options.js";

/** A request as the adapters hand it over: header names in lower case, one string each. */
export interface Exchange {
  method: string;
  /** The path and query, as sent. */
  url: string;
  headers: Readonly<Record<string, string>>;
  /**
   * The origin the request was addressed to (`http://127.0.0.1:3000`, `https://localhost:4010`):
   * its scheme as the adapter serves it and its Host, for the control API's same-origin rule and
   * the URLs the answer names.
   */
  self: string;
  /** The path prefix taken off `url` (a session's `/__sessions/<id>`, sessions.ts), which the URLs the answer names keep. */
  prefix?: string;
}

/** An answer ready for the wire: the body as JSON text, content-type and content-length set. */
export interface WireReply {
  status: number;
  headers: Record<string, string>;
  text?: string;
  /** An injected fault that drops the connection instead of answering. */
  drop?: boolean;
}

export interface ApiCore {
  readonly api: ApiId;
  readonly service: Service;
  /** The largest request body this API takes, in bytes. */
  readonly maxBodyBytes: number;
  /** The largest body a request to this URL may have: the API's limit, or the control API's smaller one. */
  bodyLimit(url: string): number;
  /**
   * The answer to a request whose body is `body` (text, or a promise of it that may be refused
   * with a BodyRefusal). Synchronous where nothing needs waiting for: no body to read, a handler
   * that answers at once, no delay injected.
   */
  serve(exchange: Exchange, body: string | Promise<string>): WireReply | Promise<WireReply>;
  /** The base URL the API is reached at, which services write into the links they answer with. */
  setUrl(url: string): void;
}

/** A request's path and query as URL reads them; the query may gain credentials lifted from a form body. */
interface Target {
  pathname: string;
  search: string;
  query: URLSearchParams;
}

/** The headers as the adapter handed them over, read in place (copying them costs more than the rest), with Authorization in its canonical form. */
class SentHeaders implements RequestHeaders {
  constructor(
    private readonly sent: Readonly<Record<string, string>>,
    private readonly authorization: string | undefined,
  ) {}

  get(name: string): string | undefined {
    if (name === "authorization") return this.authorization;
    // One lookup: what an object inherits (constructor, __proto__) is never a string.
    const value: unknown = this.sent[name];
    return typeof value === "string" ? value : undefined;
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  record(): Record<string, string> {
    return this.authorization === undefined ? { ...this.sent } : { ...this.sent, authorization: this.authorization };
  }
}

/** An origin a request names: the one its answers name, and whether it is this simulator's own. */
interface Reached {
  origin: string;
  own: boolean;
}

/** What finishing an answer needs of its request: for the log, and the CORS headers to add. */
interface Served {
  exchange: Exchange;
  started: number;
  cors: Record<string, string> | undefined;
}

/** What the core reads of an operation on every request. */
interface OperationFacts {
  /** The headers request validation reads: the content type and the header parameters, lower-cased. */
  requestHeaders: string[];
  /** Deprecation (and Sunset) for a deprecated operation; null for the many others, whose answers need no copy. */
  deprecation: Record<string, string> | null;
  securityMet: ReturnType<typeof securityTest>;
  /** The response headers documented for each status answered so far, lower-cased. */
  declaredHeaders: Map<number, ReadonlySet<string>>;
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

const controlPath = `${controlPrefix}/`;
/**
 * The largest body a control command takes, 32 MiB, the most documents a command loads (search's
 * NDJSON, its JSON escapes counted): a larger one is refused (413) before it is read, instead of
 * being read and parsed only to be refused.
 */
const maxControlBodyBytes = 32 * 1024 * 1024;
/** The length of a body past which validation reports its first problem only. */
const largeBodyLength = 256 * 1024;
const firstProblemOnly = { firstProblemOnly: true } as const;
const noBody = Object.freeze({ body: undefined, forValidation: undefined });

export function createApiCore(api: ApiId, clock: Clock, options: SimulatorOptions, url: string): ApiCore {
  const schemas = apiSchemas(api);
  const validator = createValidator(api);
  const definition = getApi(api);
  const answers = errorAnswersOf(api);
  const documents = apiContracts[api].servedDocuments;
  const index = operationIndex(api);
  const faults = new Faults(index, answers);
  let address = url;
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
  const control = { api, service, clock, faults, resetFaults, controlToken: options.controlToken };
  const credentialNames = queryCredentialNames(schemas.document);
  const validRequests = new ValidMessages();
  const validAnswers = new ValidMessages();
  const facts = new Map<string, OperationFacts>();
  // Worked out once per operation, the first time it is needed.
  const factsOf = (operationId: string): OperationFacts => {
    let known = facts.get(operationId);
    if (known === undefined) {
      const { operation, parameters } = index.get(operationId)!;
      const deprecation = deprecationHeaders(operation);
      known = {
        requestHeaders: ["content-type", ...parameters.filter((p) => p.in === "header").map((p) => p.name.toLowerCase())],
        deprecation: Object.keys(deprecation).length > 0 ? deprecation : null,
        securityMet: securityTest(schemas, operation),
        declaredHeaders: new Map(),
      };
      facts.set(operationId, known);
    }
    return known;
  };
  const declaredHeaders = (operationId: string, status: number): ReadonlySet<string> => {
    const { declaredHeaders: byStatus } = factsOf(operationId);
    let declared = byStatus.get(status);
    if (declared === undefined) {
      const documented = index.response(index.get(operationId)!, status);
      byStatus.set(status, (declared = new Set(Object.keys(documented?.response.headers ?? {}).map((name) => name.toLowerCase()))));
    }
    return declared;
  };
  const extraHeaders = options.responseHeaders?.[api] ?? {};
  // Clients ask for the same few URLs again and again: each is parsed once, as URL parses it.
  const targets = new Map<string, { pathname: string; search: string }>();
  const requestTarget = (raw: string): Target => {
    let parsed = targets.get(raw);
    if (parsed === undefined) {
      const url = new URL(raw, "http://simulator.invalid");
      if (targets.size >= 1024) targets.clear();
      targets.set(raw, (parsed = { pathname: url.pathname, search: url.search }));
    }
    return { pathname: parsed.pathname, search: parsed.search, query: new URLSearchParams(parsed.search) };
  };

  // What each origin a request names is (originReached), worked out once (a bounded number).
  const reachedAt = new Map<string, Reached>();
  const reached = (self: string): Reached => {
    let known = reachedAt.get(self);
    if (known === undefined) {
      known = originReached(self, address, options.allowedHosts);
      if (reachedAt.size >= 64) reachedAt.clear();
      reachedAt.set(self, known);
    }
    return known;
  };
  const prefixes = definition.pathPrefixes ?? [];
  const aliases = Object.entries(definition.pathAliases ?? {});
  /** A path under one of the API's other prefixes (`/api/v3`), with the prefix apart, or an older form of a path (`/v2/...`) as the contract's. */
  const unprefixed = (pathname: string): { prefix: string; path: string } => {
    for (const prefix of prefixes) {
      if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { prefix, path: pathname.slice(prefix.length) || "/" };
    }
    for (const [alias, contractForm] of aliases) {
      if (pathname === alias || pathname.startsWith(`${alias}/`)) return { prefix: "", path: contractForm + pathname.slice(alias.length) };
    }
    return { prefix: "", path: pathname };
  };

  function answer(exchange: Exchange, text: string): Answer | Promise<Answer> {
    const url = requestTarget(exchange.url);
    if (url.pathname.startsWith(controlPath)) {
      const refused = refuseControl(exchange.headers, exchange.self, reached(exchange.self).own, options.controlToken);
      if (refused) return { reply: refused };
      return runControlCommand(control, url.pathname.slice(controlPath.length), exchange.method, text).then((reply) => ({ reply }));
    }
    const { prefix, path } = prefixes.length === 0 && aliases.length === 0 ? { prefix: "", path: url.pathname } : unprefixed(url.pathname);
    if (path !== url.pathname) url.pathname = path;
    let method = exchange.method.toUpperCase();
    // A document the service serves outside its contract (its discovery document), for the address reached.
    const document = documents?.get(path);
    if (document && (method === "GET" || method === "HEAD")) {
      const body = document({ baseUrl: reached(exchange.self).origin + (exchange.prefix ?? "") + prefix, query: url.query });
      if (body !== undefined) return { reply: { status: 200, body } };
    }
    let match = index.match(method, path);
    // HEAD is GET without the body.
    if (method === "HEAD" && !match.entry && match.allowed.includes("GET")) {
      method = "GET";
      match = index.match(method, path);
    }
    // Outside the contract's operations, in the API's own error shape: clients map statuses to their errors from it.
    if (!match.entry) {
      return match.allowed.length > 0
        ? { reply: { status: 405, headers: { allow: match.allowed.join(", ") }, body: answers.errorBody(405, `${method} is not an operation of ${match.path}`) } }
        : { reply: { status: 404, body: answers.errorBody(404, `${match.path} is not a path of the ${api} API`) } };
    }
    const authorization = exchange.headers.authorization;
    const headers = new SentHeaders(exchange.headers, authorization ? canonicalAuthorization(authorization, definition.authSchemeAliases) : authorization);
    const simRequest: SimRequest = {
      api,
      operationId: match.entry.operation.operationId,
      method,
      path: match.path,
      params: match.params,
      query: url.query,
      headers,
      body: undefined,
      credentials: readCredentials(headers, url.query, credentialNames),
      baseUrl: reached(exchange.self).origin + (exchange.prefix ?? "") + prefix,
    };
    const { deprecation } = factsOf(simRequest.operationId);
    const decorate = (answer: Answer) => {
      service.decorate?.(simRequest, answer.reply);
      // Object.assign, not spreads: on every answer, and spreading costs several times more.
      if (deprecation) answer.reply.headers = Object.assign({}, deprecation, answer.reply.headers);
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
    const answered = answerOperation(match.entry.operation, simRequest, headers, text, url);
    if (fault) return Promise.resolve(answered).then((late) => ({ ...decorate(late), delayMs: fault.delayMs }));
    return answered instanceof Promise ? answered.then(decorate) : decorate(answered);
  }

  function answerOperation(operation: Operation, simRequest: SimRequest, headers: SentHeaders, sent: string, url: Target): Answer | Promise<Answer> {
    const { method } = simRequest;
    const text = liftQueryCredentials(headers.get("content-type"), sent, url.query, credentialNames);
    if (text !== sent) {
      url.search = url.query.size > 0 ? `?${url.query}` : "";
      simRequest.credentials = readCredentials(headers, url.query, credentialNames);
    }
    const requestBody = schemas.resolve<{ required?: boolean } | undefined>(operation.requestBody);
    // Clients send an empty body ({} or nothing) on GET and DELETE: an operation without a request
    // body ignores it, and one whose body is optional takes `{}` as none.
    let parsed = text.trim() !== "" && requestBody ? parseBody(headers.get("content-type"), text, definition.largeIntegers !== "double") : noBody;
    if ("error" in parsed) return { reply: invalidRequest(operation, [bodyProblem(parsed.error)]) };
    if (countsAsNoBody(parsed.body, requestBody?.required === true)) parsed = noBody;

    if (!factsOf(operation.operationId).securityMet(headers, url.query)) {
      // The API's own answer; else the 401 the contract documents for the operation (not its default), else a problem.
      const unauthorized =
        (headers.has("authorization") ? answers.unauthorizedByHeader : undefined) ??
        answers.unauthorized ??
        (operation.responses["401"] ? exampleReply(index, operation.operationId, 401) : { status: 401, body: answers.errorBody(401, "The request needs credentials") });
      return { reply: { status: unauthorized.status, body: structuredClone(unauthorized.body) }, checked: declaresStatus(operation, unauthorized.status) ? { method, url: url.pathname } : undefined };
    }

    // What validation reads: the URL, the operation's header parameters, the content type and the body.
    // An absent header and an empty one are told apart: one may be valid where the other is not.
    const requestHead: (string | undefined)[] = [method, url.pathname, url.search];
    for (const name of factsOf(simRequest.operationId).requestHeaders) requestHead.push(headers.get(name));
    if (!validRequests.has(simRequest.operationId, requestHead, text)) {
      const validation = validator.validateRequest(
        {
          method,
          url: url.pathname + url.search,
          headers: headers.record(),
          body: parsed.forValidation,
          // A JSON body that is a string ("a@b.example") is already parsed: not to be parsed again.
          parsedBody: parsed.forValidation === parsed.body,
        },
        // Every problem of a large body could cost more than the request: its first is enough to refuse it.
        text.length > largeBodyLength ? firstProblemOnly : undefined,
      );
      if (!validation.valid) {
        const reply = invalidRequest(operation, validation.problems);
        return { reply, checked: declaresStatus(operation, reply.status) ? { method, url: url.pathname } : undefined };
      }
      validRequests.add(simRequest.operationId, requestHead, text);
    }

    simRequest.body = parsed.body;
    const checked = { method, url: url.pathname + url.search };
    // A guard, as a handler, refuses by throwing a Refusal; anything else it throws is the simulator's fault.
    const refusal = (error: unknown): Answer => {
      if (!(error instanceof Refusal)) throw error;
      return { reply: error.reply, checked };
    };
    try {
      service.guard?.(simRequest);
    } catch (error) {
      return refusal(error);
    }
    // A query without parameters names no preference.
    const prefer = readPreferences(headers.get("prefer"), url.search === "" ? undefined : url.query);
    // A Prefer the operation cannot honour is the request's fault: refused in the API's own shape.
    const unpreferable =
      typeof prefer === "string"
        ? prefer
        : prefer?.code !== undefined && !declaresStatus(operation, prefer.code)
          ? `code=${prefer.code} is not a status ${operation.operationId} documents`
          : undefined;
    if (typeof prefer === "string" || unpreferable !== undefined) {
      return { reply: invalidRequest(operation, [{ kind: "schema", in: "header", pointer: "/prefer", rule: "prefer", message: `Prefer: ${unpreferable}` }]), checked };
    }
    const handler = service.handlers[operation.operationId];
    // Prefer asks for a documented answer: it wins over the handler, so any answer can be forced.
    if (prefer || !handler) return { reply: exampleReply(index, operation.operationId, prefer?.code, prefer?.example, url.query), checked };
    try {
      const reply = handler(simRequest);
      return reply instanceof Promise ? reply.then((value) => ({ reply: value, checked }), refusal) : { reply, checked };
    } catch (error) {
      return refusal(error);
    }
  }

  function invalidRequest(operation: Operation, problems: ContractProblem[]): Reply {
    const status = invalidRequestStatus(operation);
    const simple = problems.map((problem) => ({ location: problemLocation(problem), message: problem.message }));
    return { status, body: invalidRequestBody(answers, status, simple, operation.operationId) };
  }

  /**
   * The answer on the wire, after the contract guard: a violation is told, logged, and in strict
   * mode becomes a 500 naming the rule. An answer identical to one found valid is not checked again.
   */
  function guarded({ reply, checked, operationId }: Answer, cors: Record<string, string> | undefined): WireReply {
    const sent = wire(reply, cors);
    if (!checked) return sent;
    // What validation reads beside the body: the operation, the status and the headers it declares.
    const head: (string | number)[] = [reply.status];
    const declared = operationId === undefined ? undefined : declaredHeaders(operationId, reply.status);
    for (const name in reply.headers) {
      const lower = name.toLowerCase();
      if (declared === undefined || declared.has(lower)) head.push(lower, reply.headers[name]!);
    }
    const body = sent.text ?? "";
    const key = operationId ?? checked.url;
    if (validAnswers.has(key, head, body)) return sent;
    const result = validator.validateResponse({ method: checked.method, url: checked.url, status: reply.status, headers: { "content-type": "application/json", ...reply.headers }, body: reply.body });
    if (result.valid) {
      validAnswers.add(key, head, body);
      return sent;
    }
    options.onViolation?.({ api, method: checked.method, path: checked.url, status: reply.status, problems: result.problems });
    for (const problem of result.problems) options.log?.(`${api} VIOLATION ${checked.method} ${checked.url.split("?")[0]} ${reply.status}: ${problem.message}`);
    if (!options.strict) return sent;
    const problems = result.problems.map((p) => ({ location: p.pointer, rule: p.rule, message: p.message }));
    return wire({ status: 500, body: problemBody(500, "The simulator's answer breaks the contract", { problems }) }, cors);
  }

  /** Every answer is JSON (whatever JSON flavour the client's Accept names), or empty. */
  function wire(reply: Reply, cors: Record<string, string> | undefined): WireReply {
    const headers: Record<string, string> = Object.assign({}, cors, extraHeaders, reply.headers);
    const text = reply.body === undefined ? undefined : exactJsonText(reply.body);
    if (text !== undefined) headers["content-type"] = "application/json; charset=utf-8";
    // A known length lets node:http write headers and body at once instead of a chunked stream.
    if (reply.status !== 204 && reply.status !== 304) headers["content-length"] = String(text === undefined ? 0 : utf8Length(text));
    return { status: reply.status, headers, text };
  }

  // A body refused before it is read whole (too large, not UTF-8, no room) gets the API's own error.
  function bodyRefused(error: unknown): Answer {
    if (!(error instanceof BodyRefusal)) throw error;
    const headers: Record<string, string> | undefined = error.status === 413 ? { connection: "close" } : error.status === 503 ? { connection: "close", "retry-after": "1" } : undefined;
    return { reply: { status: error.status, headers, body: answers.errorBody(error.status, error.message) } };
  }

  /** The answer on the wire, once any delay injected has passed, logged. */
  function finish(served: Served, answer: Answer): WireReply | Promise<WireReply> {
    if (answer.delayMs) return new Promise((resolve) => setTimeout(() => resolve(finish(served, { ...answer, delayMs: 0 })), answer.delayMs));
    const sent: WireReply = answer.drop ? { status: 0, headers: {}, drop: true } : guarded(answer, served.cors);
    options.log?.(requestLogLine(api, served.exchange.method, served.exchange.url, sent.status, performance.now() - served.started, answer.operationId));
    return sent;
  }

  // No request may end the process: a failure in the service is that request's 500.
  function failed(served: Served, error: unknown): WireReply | Promise<WireReply> {
    return finish(served, { reply: { status: 500, body: problemBody(500, `Simulator error: ${error instanceof Error ? error.message : String(error)}`) } });
  }

  const maxBodyBytes = options.maxBodyBytes?.[api] ?? definition.maxBodyBytes;

  function serve(exchange: Exchange, body: string | Promise<string>): WireReply | Promise<WireReply> {
    const isControl = exchange.url.startsWith(controlPath);
    const cors = options.cors === false || isControl ? undefined : corsHeaders(exchange.method, exchange.headers);
    const served: Served = { exchange, started: options.log ? performance.now() : 0, cors: cors?.headers };
    try {
      if (cors?.preflight) return finish(served, { reply: cors.preflight });
      const answered = typeof body === "string" ? answer(exchange, body) : body.then((text) => answer(exchange, text), bodyRefused);
      if (answered instanceof Promise) return answered.then((late) => finish(served, late)).catch((error: unknown) => failed(served, error));
      return finish(served, answered);
    } catch (error) {
      return failed(served, error);
    }
  }

  return {
    api,
    service,
    maxBodyBytes,
    bodyLimit: (url) => (url.startsWith(controlPath) ? Math.min(maxBodyBytes, maxControlBodyBytes) : maxBodyBytes),
    serve,
    setUrl: (url) => void (address = url),
  };
}
