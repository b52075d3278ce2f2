/**
 * Mock servers, answered by Prism's HTTP engine run in-process behind a plain node:http server.
 * Prism is an optional peer dependency, loaded when a first mock starts; the validating proxy
 * (src/servers/proxy.ts) needs no Prism. The server in front is ours so that the mock accepts what real clients
 * send and Prism alone refuses: vendor JSON media types in `Accept`, auth schemes in any letter
 * case, JSON content types with parameters (see normalizeRequest).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { IHttpConfig, IHttpRequest, ProblemJsonError } from "@stoplight/prism-http";
import { getApi, type ApiId } from "../contract/apis.js";
import { errorAnswersOf } from "../contract/error-answers.js";
import { finderProblems } from "../contract/finders.js";
import type { RunningServer, ServerOptions } from "./server-options.js";
import { contractDocuments, operationIndex } from "../contract/documents.js";
import { apiContracts } from "../contract/api-contracts.js";
import { chooseExample } from "../contract/examples.js";
import { deprecationHeaders, invalidRequestStatus, queryCredentialNames } from "../contract/openapi.js";
import { answerCors, BodyRefusal, invalidRequestBody, originReached, problemBody, readBody, readPreferences, requestLogLine, urlHost } from "./http.js";
import { canonicalAuthorization, countsAsNoBody, flattenHeaders, isJsonMediaType, liftQueryCredentials, parseJsonText } from "../contract/messages.js";

/** The mock's options; its port defaults to the API's registered one. */
export type MockServerOptions = ServerOptions;
export type { RunningServer };

const baseConfig: IHttpConfig = {
  isProxy: false,
  validateRequest: true,
  validateResponse: true,
  checkSecurity: true,
  errors: false,
  upstreamProxy: undefined,
  mock: { dynamic: false },
};

export { startProxyServer, type ProxyServerOptions, type RecordOptions, type Violation } from "./proxy.js";

/** Serves the API's mock: answers from the contract's examples, checking every request. */
export function startMockServer(api: ApiId, options: MockServerOptions = {}): Promise<RunningServer> {
  return startContractServer(api, options);
}

/** Prism's engine: an optional peer dependency, loaded when a first mock starts (its modules take time to load). */
type PrismHttp = typeof import("@stoplight/prism-http");
type PrismCore = typeof import("@stoplight/prism-core");
let prismModules: Promise<{ http: PrismHttp; core: PrismCore }> | undefined;

/** The Prism versions the mock is made for, and the command that installs them. */
const prismInstall = "npm install --save-dev @stoplight/prism-http@5.12.0 @stoplight/prism-core@5.8.0";

function loadPrism(): Promise<{ http: PrismHttp; core: PrismCore }> {
  prismModules ??= Promise.all([import("@stoplight/prism-http"), import("@stoplight/prism-core")]).then(
    ([http, core]) => ({ http, core }),
    (error: unknown) => {
      prismModules = undefined;
      const missing = (error as { code?: string }).code === "ERR_MODULE_NOT_FOUND";
      throw new Error(missing ? `Prism's mock needs Prism's engine, an optional peer dependency of this package: ${prismInstall}` : `Prism's engine failed to load: ${(error as Error).message}`, {
        cause: error,
      });
    },
  );
  return prismModules;
}

type PrismOperations = Awaited<ReturnType<PrismHttp["getHttpOperationsFromSpec"]>>;
const prismOperations = new Map<ApiId, Promise<PrismOperations>>();

/**
 * Prism's operations of an API, made once per process and shared by its servers: Prism keeps the
 * validators it compiles by the schema objects of the operations, so a second server of the API
 * (a test suite starts many) compiles nothing again. Prism only reads them, as one server does
 * for all its requests.
 */
function operationsOf(api: ApiId, http: PrismHttp): Promise<PrismOperations> {
  let operations = prismOperations.get(api);
  if (!operations) {
    // Prism dereferences the document it is given in place: give it a copy of the shared one.
    operations = http.getHttpOperationsFromSpec(structuredClone(contractDocuments[api]));
    operations.catch(() => prismOperations.delete(api));
    prismOperations.set(api, operations);
  }
  return operations;
}

async function startContractServer(api: ApiId, options: MockServerOptions): Promise<RunningServer> {
  const host = options.host ?? "127.0.0.1";
  const document = contractDocuments[api];
  const { http, core } = await loadPrism();
  const operations = await operationsOf(api, http);
  const prism = http.createInstance(baseConfig, { logger: core.createLogger("mock", { level: "silent" }) });
  const index = operationIndex(api);
  const prefix = index.prefix;
  const credentialNames = queryCredentialNames(document);

  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(options.responseHeaders ?? {})) response.setHeader(name, value);
    if (options.cors !== false && answerCors(request, response)) return;
    if (options.log) {
      const started = performance.now();
      response.once("finish", () => {
        const operationId = index.match(request.method ?? "GET", request.url ?? "/").entry?.operationId;
        options.log!(requestLogLine(api, request.method ?? "GET", request.url ?? "/", response.statusCode, performance.now() - started, operationId));
      });
    }
    handle(request, response).catch((error: unknown) => {
      sendJson(response, 500, problemBody(500, "Mock server error", { detail: error instanceof Error ? error.message : String(error) }));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://mock.invalid");
    // A document the service serves outside its contract (its discovery document), as the simulator serves it.
    const document = apiContracts[api].servedDocuments?.get(url.pathname);
    const served =
      document && (request.method === "GET" || request.method === "HEAD")
        ? document({ baseUrl: originReached(`http://${request.headers.host}`, `http://${urlHost(host)}:${(server.address() as AddressInfo).port}`).origin, query: url.searchParams })
        : undefined;
    if (served !== undefined) return sendJson(response, 200, served);
    // Prism routes on the contract's paths alone: take off the server's fixed prefix first.
    if (prefix && url.pathname.startsWith(`${prefix}/`)) url.pathname = url.pathname.slice(prefix.length);
    const method = (request.method ?? "GET").toLowerCase() as IHttpRequest["method"];
    let text: string;
    try {
      text = await readBody(request, getApi(api).maxBodyBytes);
    } catch (error) {
      if (!(error instanceof BodyRefusal)) throw error;
      response.setHeader("connection", "close");
      sendJson(response, error.status, errorAnswersOf(api).errorBody(error.status, error.message));
      return;
    }
    text = liftQueryCredentials(request.headers["content-type"], text, url.searchParams, credentialNames);
    const parsed = parseBody(request.headers["content-type"], text);
    if (parsed.error) {
      sendJson(response, 400, problemBody(400, "Invalid request body", { detail: parsed.error }));
      return;
    }
    const headers = normalizeRequest(request.headers, getApi(api).authSchemeAliases);
    const entry = index.match(method, url.pathname).entry;
    // Prism reads a JSON null as no body (accepted where the body is optional, missing where it is
    // required); it is a body that no object schema takes, refused as the simulator refuses it.
    if (entry?.requestBody && parsed.body === null) {
      const problems = [{ location: "body", message: "the body is null, not a value of its schema" }];
      const status = invalidRequestStatus(entry.operation);
      sendJson(response, status, invalidRequestBody(errorAnswersOf(api), status, problems));
      return;
    }
    if (entry && parsed.body !== undefined && countsAsNoBody(parsed.body, entry.requestBody?.required === true)) {
      parsed.body = undefined;
      delete headers["content-type"];
      delete headers["content-length"];
    }
    const input: IHttpRequest = { method, url: { path: url.pathname, query: queryToNameValues(url.searchParams) }, headers, body: parsed.body };
    const asked = readPreferences(input.headers?.prefer, url.searchParams);
    if (typeof asked === "string") {
      sendJson(response, 400, problemBody(400, "Invalid Prefer header", { detail: asked }));
      return;
    }
    // The example the request names (by Prefer, or by its query), chosen as the simulator chooses
    // it; Prism picks the response's first itself. A name the contract lacks goes to Prism as asked.
    const chosen = entry ? chooseExample(index, entry, { status: asked?.code, example: asked?.example, query: url.searchParams }) : undefined;
    const example = chosen && "example" in chosen ? chosen.example : undefined;
    const preferences = { code: asked?.code, exampleKey: example && example.chosenBy !== "first" ? example.name : asked?.example, dynamic: asked?.dynamic };
    const askedForExample = asked?.example !== undefined;
    const config: IHttpConfig = {
      ...baseConfig,
      mock: {
        dynamic: preferences.dynamic ?? false,
        ...(preferences.code !== undefined ? { code: preferences.code } : {}),
        ...(preferences.exampleKey !== undefined ? { exampleKey: preferences.exampleKey } : {}),
      },
    };
    const result = await prism.request(input, operations, config)();
    if (result._tag === "Left") {
      const error = result.left as ProblemJsonError & { additional?: { headers?: Record<string, string> } };
      if (error.status === 401 && answerUnauthorized(response, request.headers.authorization)) return;
      for (const [name, value] of Object.entries(error.additional?.headers ?? {})) response.setHeader(name, value);
      sendJson(response, error.status ?? 500, http.ProblemJsonError.toProblemJson(error), "application/problem+json");
      return;
    }
    const { output, validations } = result.right;
    if (output.statusCode === 401 && preferences.code === undefined && answerUnauthorized(response, request.headers.authorization)) return;
    // Prism checks each parameter alone; which parameters a finder takes (x-finders) is checked
    // here, after the credentials and the parameters, as the simulator's service checks it (and, as
    // there, not when a preference asks for a documented answer): a 400 in the API's own shape.
    const finders = entry && asked === undefined && validations.input.length === 0 ? apiContracts[api].finders?.[entry.operationId] : undefined;
    const finderRefusal = finders ? finderProblems(finders, url.searchParams) : [];
    if (finderRefusal.length > 0) {
      const status = invalidRequestStatus(entry!.operation);
      sendJson(response, status, errorAnswersOf(api).errorBody(status, finderRefusal.join("; ")));
      return;
    }
    for (const [name, value] of Object.entries(output.headers ?? {})) response.setHeader(name, value);
    const operation = entry?.operation;
    if (operation) for (const [name, value] of Object.entries(deprecationHeaders(operation))) response.setHeader(name, value);
    let body: unknown = output.body;
    if (validations.input.length > 0) {
      const problems = validations.input.map((violation) => ({
        location: (violation.path ?? []).join("."),
        message: violation.message,
      }));
      response.setHeader("sl-violations", JSON.stringify(problems));
      for (const problem of problems) options.log?.(`${api} VIOLATION request ${input.method.toUpperCase()} ${url.pathname} ${problem.location || "-"}: ${problem.message}`);
      // The declared error example alone cannot say what was wrong: name every problem in it.
      const ownShape = errorAnswersOf(api).invalidRequestBody;
      // Not for 401: a missing credential is answered with the contract's own example.
      if (ownShape && output.statusCode >= 400 && output.statusCode !== 401 && !askedForExample) {
        body = ownShape(problems, output.statusCode);
      }
    }
    const contentType = String(response.getHeader("content-type") ?? "");
    response.writeHead(output.statusCode);
    response.end(serialize(body, contentType));
  }

  /**
   * A missing credential answered as the service answers it, and as the simulator does, where the
   * service does not answer 401 (social-graph: 400 with code 190) but Prism would.
   */
  function answerUnauthorized(response: ServerResponse, authorization: string | undefined): boolean {
    const unauthorized = (authorization === undefined ? undefined : errorAnswersOf(api).unauthorizedByHeader) ?? errorAnswersOf(api).unauthorized;
    if (!unauthorized || unauthorized.status === 401) return false;
    sendJson(response, unauthorized.status, unauthorized.body);
    return true;
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? getApi(api).port, host, () => resolve());
  });
  const stop = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  const { port } = server.address() as AddressInfo;
  return {
    api,
    url: `http://${urlHost(host)}:${port}`,
    stop,
    close: stop,
    [Symbol.asyncDispose]: stop,
  };
}

/**
 * Rewrites what real clients send into what Prism expects: a JSON flavour in `Accept` (a vendor
 * type such as application/vnd.vendor.v3+json, `*\/*`, or no header) becomes application/json, and
 * the auth scheme gets the letter case Prism compares against.
 */
function normalizeRequest(headers: IncomingMessage["headers"], authSchemeAliases?: Readonly<Record<string, string>>): Record<string, string> {
  const normalized = flattenHeaders(headers);
  const accept = normalized.accept?.trim();
  if (!accept || accept.split(",").some((range) => /^(application\/([\w.-]+\+)?json|\*\/\*|application\/\*)\s*(;|$)/i.test(range.trim()))) {
    normalized.accept = "application/json";
  }
  if (normalized.authorization) normalized.authorization = canonicalAuthorization(normalized.authorization, authSchemeAliases);
  if (normalized["content-type"] && isJsonMediaType(normalized["content-type"])) {
    normalized["content-type"] = "application/json";
  }
  return normalized;
}

function parseBody(contentType: string | undefined, text: string): { body?: unknown; error?: string } {
  if (text === "") return {};
  if (contentType && isJsonMediaType(contentType)) {
    const parsed = parseJsonText(text, { exact: false });
    return parsed.ok ? { body: parsed.value } : { error: `The body is ${parsed.error}` };
  }
  return { body: text };
}

function queryToNameValues(params: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    values[key] = all.length === 1 ? all[0]! : all;
  }
  return values;
}

function serialize(body: unknown, contentType: string): string | undefined {
  if (body === undefined || body === null) return undefined;
  return typeof body === "string" && !isJsonMediaType(contentType) ? body : JSON.stringify(body);
}

function sendJson(response: ServerResponse, status: number, body: unknown, contentType = "application/json"): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  response.writeHead(status, { "content-type": contentType });
  response.end(JSON.stringify(body));
}
