/**
 * The validating proxy: forwards every request to the upstream (the real service, or any server
 * of the API), passes the upstream's answer through unchanged, and reports each request and answer
 * that breaks the contract, in the package's own validator's words. Every exchange is bounded: the
 * request body by the API's limit, the wait for the upstream by a timeout (504), the answer by a
 * size (502), so one upstream cannot hold the proxy or fill its memory.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getApi, type ApiId } from "../contract/apis.js";
import { errorAnswersOf } from "../contract/error-answers.js";
import { answerCors, BodyRefusal, type Bytes, problemBody, readBodyBytes, readStreamWithin, requestLogLine, violationLine } from "./http.js";
import { listen as listenOn, stop } from "./listen.js";
import { flattenHeaders } from "../contract/messages.js";
import type { RunningServer, ServerOptions } from "./server-options.js";
import { createValidator, problemLocation, type ContractProblem } from "../contract/validate.js";
import { createHarRecorder } from "./har-recorder.js";
import type { RecordOptions } from "./record-options.js";

export type { RecordOptions } from "./record-options.js";

/** The proxy's options; its port defaults to 0 (a free one), so that it never takes the port of the API's server it may sit in front of. */
export interface ProxyServerOptions extends ServerOptions {
  /** Called for every violation; the proxy also sends them in the `sl-violations` header. Without it, each is a log line. */
  onViolation?: (violation: Violation) => void;
  /** How long the upstream may take to answer, whole (30 s by default): past it, 504. */
  timeoutMs?: number;
  /** The largest answer body passed through (64 MiB by default): a larger one is 502, read no further. */
  maxResponseBytes?: number;
  /**
   * Record every exchange the upstream answered into a HAR 1.2 file (docs/recording.md), credentials
   * redacted: the file's name, or options. A failed write is reported and never breaks an exchange.
   */
  record?: string | RecordOptions;
}

/** A request or answer that broke the contract, as the validating proxy saw it. */
export interface Violation {
  direction: "request" | "response";
  method: string;
  path: string;
  /** Where in the message: "body.use_lfs", "query.since", ... */
  location: string;
  message: string;
}

export type RunningProxy = RunningServer;

/** Headers that describe one hop of a connection, not the message: never forwarded either way. */
const hopHeaders = new Set(["host", "connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer", "content-length"]);

/** A gateway's own refusal: the upstream is not the API the client asked, so this is the proxy's word, not the API's. */
class GatewayRefusal extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** Starts the proxy; an upstream that is not an http(s) URL is refused at once (thrown, not a rejected promise). */
export function startProxyServer(api: ApiId, upstream: string, options: ProxyServerOptions = {}): Promise<RunningProxy> {
  const base = new URL(upstream);
  if (!/^https?:$/.test(base.protocol)) throw new Error(`upstream must be an http(s) URL, not "${upstream}"`);
  return listen(api, base.href.replace(/\/+$/, ""), options);
}

async function listen(api: ApiId, root: string, options: ProxyServerOptions): Promise<RunningProxy> {
  const definition = getApi(api);
  const validator = createValidator(api);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxResponseBytes = options.maxResponseBytes ?? 64 * 1024 * 1024;
  const recorder = options.record === undefined ? undefined : createHarRecorder(typeof options.record === "string" ? { file: options.record } : options.record, options.log);

  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(options.responseHeaders ?? {})) response.setHeader(name, value);
    if (options.cors !== false && answerCors(request, response)) return;
    const started = performance.now();
    if (options.log) {
      response.once("finish", () => {
        const operationId = validator.match(request.method ?? "GET", request.url ?? "/").entry?.operationId;
        options.log!(requestLogLine(api, request.method ?? "GET", request.url ?? "/", response.statusCode, performance.now() - started, operationId));
      });
    }
    exchange(request, response).catch((error: unknown) => {
      const refusal = error instanceof GatewayRefusal ? error : new GatewayRefusal(502, "The upstream's answer could not be read", error instanceof Error ? error.name : undefined);
      send(response, refusal.status, problemBody(refusal.status, refusal.message, refusal.detail === undefined ? {} : { detail: refusal.detail }));
    });
  });

  async function exchange(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = (request.method ?? "GET").toUpperCase();
    const url = request.url ?? "/";
    const started = Date.now();
    let sent: Bytes;
    try {
      sent = await readBodyBytes(request, definition.maxBodyBytes);
    } catch (error) {
      if (!(error instanceof BodyRefusal)) throw error;
      response.setHeader("connection", "close");
      return send(response, error.status, errorAnswersOf(api).errorBody(error.status, error.message));
    }
    const headers = flattenHeaders(request.headers);
    // The bytes go upstream as they came; the validator reads them as text.
    const text = new TextDecoder().decode(sent);
    const requestProblems = validator.validateRequest({ method, url, headers, body: text === "" ? undefined : text }).problems;
    const violations = report("request", method, url, requestProblems);
    const requestViolations = violations.length;

    const answer = await forward(method, url, headers, sent);
    const answerHeaders: Record<string, string> = {};
    answer.response.headers.forEach((value, name) => {
      // fetch has decoded the body: its encoding no longer describes what is passed on.
      if (!hopHeaders.has(name) && name !== "content-encoding") answerHeaders[name] = value;
    });
    const body = new TextDecoder().decode(answer.bytes);
    const checked = { method, url, status: answer.response.status, headers: answerHeaders, body: body === "" ? undefined : body };
    const responseProblems = validator.validateResponse(checked).problems;
    violations.push(...report("response", method, url, responseProblems));

    // Each violation is told once: to onViolation, or else as a log line.
    violations.forEach((violation, at) => {
      if (options.onViolation) options.onViolation(violation);
      else options.log?.(violationLine(api, at < requestViolations ? violation : { ...violation, status: answer.response.status }));
    });
    if (violations.length > 0) answerHeaders["sl-violations"] = JSON.stringify(violations);
    answerHeaders["content-length"] = String(answer.bytes.length);
    response.writeHead(answer.response.status, answerHeaders);
    response.end(answer.bytes);
    // Recorded once answered: the recording costs the exchange nothing it waits for.
    recorder?.record({
      api,
      started: new Date(started),
      upstream: root,
      method,
      path: url,
      httpVersion: `HTTP/${request.httpVersion}`,
      requestHeaders: headers,
      requestBody: sent,
      status: answer.response.status,
      statusText: answer.response.statusText,
      // What the upstream answered: the proxy's own report is the entry's _problems.
      responseHeaders: Object.fromEntries(Object.entries(answerHeaders).filter(([name]) => name !== "sl-violations")),
      responseBody: answer.bytes,
      wait: answer.wait,
      receive: answer.receive,
      operationId: validator.match(method, url).entry?.operationId,
      problems: { request: requestProblems, response: responseProblems },
    });
  }

  /** The upstream's answer, read whole within the size and the time allowed. */
  async function forward(method: string, url: string, headers: Record<string, string>, body: Bytes): Promise<{ response: Response; bytes: Bytes; wait: number; receive: number }> {
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) if (!hopHeaders.has(name)) sent[name] = value;
    const signal = AbortSignal.timeout(timeoutMs);
    const asked = performance.now();
    try {
      const response = await fetch(`${root}${url}`, { method, headers: sent, body: body.length === 0 || method === "GET" || method === "HEAD" ? undefined : body, signal, redirect: "manual" });
      const headed = performance.now();
      const bytes = await readStreamWithin(response.body, maxResponseBytes);
      if (bytes === undefined) throw new GatewayRefusal(502, "The upstream's answer is too large", `larger than the ${maxResponseBytes} bytes the proxy passes on`);
      return { response, bytes, wait: headed - asked, receive: performance.now() - headed };
    } catch (error) {
      if (error instanceof GatewayRefusal) throw error;
      if (signal.aborted) throw new GatewayRefusal(504, "The upstream did not answer in time", `not within ${timeoutMs} ms`);
      // The cause's code only (ECONNREFUSED, UND_ERR_HEADERS_OVERFLOW, ...): never text the upstream sent.
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      throw new GatewayRefusal(502, "The upstream is unreachable", `${new URL(root).origin}${typeof code === "string" ? `: ${code}` : ""}`);
    }
  }

  const served = await listenOn(server, options.port ?? 0, options.host ?? "127.0.0.1");
  // The recording's file exists, valid and empty, before the first request.
  await recorder?.flush();
  const stopServer = async () => {
    await stop(server);
    // Stopped means every exchange recorded is in the file.
    await recorder?.flush();
  };
  return { api, url: served, stop: stopServer, close: stopServer, [Symbol.asyncDispose]: stopServer };
}

/** Contract problems as violations: where each is (`body.status`) in the package's own words. */
function report(direction: Violation["direction"], method: string, url: string, problems: ContractProblem[]): Violation[] {
  const path = url.split("?")[0]!;
  return problems.map((problem) => ({
    direction,
    method,
    path,
    location: problemLocation(problem),
    message: problem.message,
  }));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return void response.end();
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) });
  response.end(text);
}
