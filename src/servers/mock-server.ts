/**
 * Mock servers: the pipeline's front (pipeline.ts: CORS, body bounds and rules, routing, the
 * missing-credential answer, Prefer, deprecation, the log), the same as the simulator's, with
 * Prism's HTTP engine, run in-process, as its last stage. Prism is an optional peer dependency,
 * loaded when a first mock starts; the validating proxy (src/servers/proxy.ts) needs no Prism. The
 * front is ours so that the mock accepts what real clients send and Prism alone refuses: vendor
 * JSON media types in `Accept`, auth schemes in any letter case, JSON content types with
 * parameters (see normalizeRequest), headers named with another word where the contract's name
 * holds a neutral one (header-names.ts), and answers what Prism would not as the API does.
 */
import { createServer } from "node:http";
import type { IHttpConfig, IHttpRequest, ProblemJsonError } from "@stoplight/prism-http";
import { getApi, type ApiId } from "../contract/apis.js";
import { apiContract, contractModules } from "../contract/api-contracts.js";
import { errorAnswersOf } from "../contract/error-answers.js";
import { contractDocument, operationIndex } from "../contract/documents.js";
import { chooseExample } from "../contract/examples.js";
import { finderProblems } from "../contract/finders.js";
import { requiredByContractName, responseHeaderNamesOf, withContractNames } from "../contract/header-names.js";
import { isJsonMediaType } from "../contract/messages.js";
import { invalidRequestStatus } from "../contract/openapi.js";
import { urlHost, violationLine } from "./http.js";
import { frontListener, listen, stop } from "./listen.js";
import { createPipeline, RequestContext, type FrontSetup, type Stage } from "./pipeline.js";
import type { RunningServer, ServerOptions } from "./server-options.js";

/** The mock's options; its port defaults to the API's registered one. */
export type MockServerOptions = ServerOptions;
export type { RunningServer };

const baseConfig: IHttpConfig = {
  isProxy: false,
  validateRequest: true,
  // Prism's check of its own answer against the contract: its findings were never read (the
  // contract suite checks every example, and the answer is an example), and it compiled a schema
  // on each request.
  validateResponse: false,
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
      throw new Error(
        missing
          ? `Prism's mock needs Prism's engine, an optional peer dependency of this package: ${prismInstall}`
          : `Prism's engine failed to load: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
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
    // Prism dereferences the document it is given in place: give it a copy of the shared one, in
    // which a header required under any word in place of a neutral one is required by its contract
    // name, the name the front writes it under (withContractNames).
    operations = http.getHttpOperationsFromSpec(requiredByContractName(contractDocument(api)));
    operations.catch(() => prismOperations.delete(api));
    prismOperations.set(api, operations);
  }
  return operations;
}

async function startContractServer(api: ApiId, options: MockServerOptions): Promise<RunningServer> {
  const host = options.host ?? "127.0.0.1";
  const definition = getApi(api);
  await contractModules.load([api]);
  const { http, core } = await loadPrism();
  const operations = await operationsOf(api, http);
  const prism = http.createInstance(baseConfig, { logger: core.createLogger("mock", { level: "silent" }) });
  const front: FrontSetup = {
    api,
    definition,
    index: operationIndex(api),
    answers: errorAnswersOf(api),
    serverName: "Mock server",
    // Prism reads JSON as numbers only.
    exactJson: false,
    address: `http://${urlHost(host)}:${options.port ?? definition.port}`,
    options: {
      cors: options.cors,
      responseHeaders: options.responseHeaders,
      responseHeaderNames: responseHeaderNamesOf(api, options.responseHeaderNames),
      log: options.log,
    },
  };
  const pipeline = createPipeline(
    front,
    { answer: prismAnswer(front, http, prism, operations) },
    (exchange, body, started) => new RequestContext(exchange, body, started),
  );
  const server = createServer(frontListener(pipeline, { scheme: "http", bodyLimit: () => definition.maxBodyBytes }));
  front.address = await listen(server, options.port ?? definition.port, host);
  const stopServer = () => stop(server);
  return { api, url: front.address, stop: stopServer, close: stopServer, [Symbol.asyncDispose]: stopServer };
}

/**
 * Prism's answer, the mock's last stage: the request as Prism expects it (normalizeRequest), the
 * example Prefer or the query names (chosen as the simulator chooses it), which parameters a
 * finder takes, and Prism's answer with the request's problems named in the API's own error shape
 * (Prism's declared error example alone cannot say what was wrong).
 */
function prismAnswer(
  front: FrontSetup,
  http: PrismHttp,
  prism: ReturnType<PrismHttp["createInstance"]>,
  operations: PrismOperations,
): Stage {
  const { api, answers, options, index } = front;
  const finders = apiContract(api).finders;
  return async function prismAnswer(context) {
    const entry = context.operation!;
    const headers = withContractNames(entry.parameters, normalizeRequest(context.headers.record(), context.body !== undefined));
    const method = context.method.toLowerCase() as IHttpRequest["method"];
    // Prism routes on the contract's paths alone: the server's fixed prefix and the API's other prefixes are off.
    const input: IHttpRequest = {
      method,
      url: { path: context.match!.path, query: queryToNameValues(context.query) },
      headers,
      body: context.bodyForValidation,
    };
    const asked = context.preferences;
    // Prism picks the response's first example itself; a name the contract lacks goes to Prism as asked.
    const chosen = chooseExample(index, entry, { status: asked?.code, example: asked?.example, query: context.query });
    const example = "example" in chosen ? chosen.example : undefined;
    const exampleKey = example && example.chosenBy !== "first" ? example.name : asked?.example;
    const config: IHttpConfig = {
      ...baseConfig,
      mock: {
        dynamic: asked?.dynamic ?? false,
        ...(asked?.code !== undefined ? { code: asked.code } : {}),
        ...(exampleKey !== undefined ? { exampleKey } : {}),
      },
    };
    const result = await prism.request(input, operations, config)();
    if (result._tag === "Left") {
      const error = result.left as ProblemJsonError & { additional?: { headers?: Record<string, string> } };
      context.replyText = JSON.stringify(http.ProblemJsonError.toProblemJson(error));
      context.replyType = "application/problem+json";
      return { status: error.status ?? 500, headers: { ...error.additional?.headers } };
    }
    const { output, validations } = result.right;
    // Prism checks each parameter alone; which parameters a finder takes (x-finders) is checked
    // here, after the credentials and the parameters, as the simulator's service checks it (and, as
    // there, not when a preference asks for a documented answer): a 400 in the API's own shape.
    const finder = asked === undefined && validations.input.length === 0 ? finders?.[entry.operationId] : undefined;
    const finderRefusal = finder ? finderProblems(finder, context.query) : [];
    if (finderRefusal.length > 0) {
      const status = invalidRequestStatus(entry.operation);
      return { status, body: answers.errorBody(status, finderRefusal.join("; ")) };
    }
    const replyHeaders: Record<string, string> = { ...(output.headers as Record<string, string> | undefined) };
    let body: unknown = output.body;
    if (validations.input.length > 0) {
      const problems = validations.input.map((violation) => ({ location: (violation.path ?? []).join("."), message: violation.message }));
      replyHeaders["sl-violations"] = JSON.stringify(problems);
      for (const problem of problems)
        options.log?.(violationLine(api, { direction: "request", method: context.method, path: context.pathname, ...problem }));
      // Not for 401: a missing credential is answered with the contract's own example.
      if (answers.invalidRequestBody && output.statusCode >= 400 && output.statusCode !== 401 && asked?.example === undefined) {
        body = answers.invalidRequestBody(problems, output.statusCode, undefined, { query: context.query, body: context.body });
      }
    }
    if (body !== undefined && body !== null) {
      const contentType = Object.entries(replyHeaders).find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
      context.replyText = typeof body === "string" && !isJsonMediaType(contentType) ? body : JSON.stringify(body);
    }
    return { status: output.statusCode, headers: replyHeaders };
  };
}

/**
 * Rewrites what real clients send into what Prism expects: a JSON flavour in `Accept` (a vendor
 * type such as application/vnd.vendor.v3+json, `*\/*`, or no header) becomes application/json, a
 * JSON content type with parameters application/json, and a request without a body (the front
 * took `{}` as none) says nothing of one. The auth scheme is already in the case Prism compares
 * against (the credentials stage).
 */
function normalizeRequest(headers: Record<string, string>, hasBody: boolean): Record<string, string> {
  const accept = headers.accept?.trim();
  if (!accept || accept.split(",").some((range) => /^(application\/([\w.-]+\+)?json|\*\/\*|application\/\*)\s*(;|$)/i.test(range.trim()))) {
    headers.accept = "application/json";
  }
  if (!hasBody) {
    delete headers["content-type"];
    delete headers["content-length"];
  } else if (headers["content-type"] && isJsonMediaType(headers["content-type"])) {
    headers["content-type"] = "application/json";
  }
  return headers;
}

function queryToNameValues(params: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    values[key] = all.length === 1 ? all[0]! : all;
  }
  return values;
}
