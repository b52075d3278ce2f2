/**
 * The validating proxy: forwards every request to the upstream (the real service, or any server
 * of the API), passes the upstream's answer through unchanged, and reports each request and answer
 * that breaks the contract, in the package's own validator's words. Every exchange is bounded: the
 * request body by the API's limit, the wait for the upstream by a timeout (504), the answer by a
 * size (502), so one upstream cannot hold the proxy or fill its memory.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { contractModules } from "../contract/api-contracts.js";
import { getApi, type ApiId } from "../contract/apis.js";
import { errorAnswersOf } from "../contract/error-answers.js";
import { answerCors, BodyRefusal, type Bytes, problemBody, readBodyBytes, requestLogLine, violationLine } from "./http.js";
import { endAnswer, listen as listenOn, stop } from "./listen.js";
import { flattenHeaders } from "../contract/messages.js";
import type { RunningServer, ServerOptions } from "./server-options.js";
import { createValidator, problemLocation, type ContractProblem } from "../contract/validate.js";
import { createHarRecorder } from "./har-recorder.js";
import type { RecordOptions } from "./record-options.js";
import { createForwarder, GatewayRefusal, upstreamBase, type ForwardOptions } from "./forward.js";

export type { RecordOptions } from "./record-options.js";
export { RecordingError } from "./record-options.js";
export type { ForwardOptions } from "./forward.js";

/**
 * The proxy's options; its port defaults to 0 (a free one), so that it never takes the port of the
 * API's server it may sit in front of. `timeoutMs` and `maxResponseBytes` bound each exchange.
 */
export interface ProxyServerOptions extends ServerOptions, ForwardOptions {
  /** Called for every violation; the proxy also sends them in the `sl-violations` header. Without it, each is a log line. */
  onViolation?: (violation: Violation) => void;
  /**
   * Record every exchange the upstream answered into a HAR 1.2 file (docs/recording.md), credentials
   * redacted: the file's name, or options. A file that exists (without `overwrite`) or cannot be
   * written is refused at start (RecordingError); a failed write later is reported and never breaks an exchange.
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

/** Starts the proxy; an upstream that is not an http(s) URL is refused at once (thrown, not a rejected promise). */
export function startProxyServer(api: ApiId, upstream: string, options: ProxyServerOptions = {}): Promise<RunningProxy> {
  return listen(api, upstreamBase(upstream), options);
}

async function listen(api: ApiId, root: string, options: ProxyServerOptions): Promise<RunningProxy> {
  const definition = getApi(api);
  await contractModules.load([api]);
  const validator = createValidator(api);
  const forward = createForwarder(root, options);
  // Opened before anything listens: a file that exists, or cannot be written, is refused at start.
  const recorder =
    options.record === undefined
      ? undefined
      : await createHarRecorder(typeof options.record === "string" ? { file: options.record } : options.record, options.log);

  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(options.responseHeaders ?? {})) response.setHeader(name, value);
    if (options.cors !== false && answerCors(request, response)) return;
    const started = performance.now();
    if (options.log) {
      response.once("finish", () => {
        const operationId = validator.match(request.method ?? "GET", request.url ?? "/").entry?.operationId;
        options.log!(
          requestLogLine(api, request.method ?? "GET", request.url ?? "/", response.statusCode, performance.now() - started, operationId),
        );
      });
    }
    exchange(request, response).catch((error: unknown) => {
      const refusal =
        error instanceof GatewayRefusal
          ? error
          : new GatewayRefusal(502, "The upstream's answer could not be read", error instanceof Error ? error.name : undefined);
      send(
        request,
        response,
        refusal.status,
        problemBody(refusal.status, refusal.message, refusal.detail === undefined ? {} : { detail: refusal.detail }),
      );
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
      return send(request, response, error.status, errorAnswersOf(api).errorBody(error.status, error.message));
    }
    const headers = flattenHeaders(request.headers);
    // The bytes go upstream as they came; the validator reads them as text.
    const text = new TextDecoder().decode(sent);
    const requestProblems = validator.validateRequest({ method, url, headers, body: text === "" ? undefined : text }).problems;
    const violations = report("request", method, url, requestProblems);
    const requestViolations = violations.length;

    const answer = await forward(method, url, headers, sent);
    const answerHeaders = answer.headers;
    const body = new TextDecoder().decode(answer.bytes);
    const checked = { method, url, status: answer.status, headers: answerHeaders, body: body === "" ? undefined : body };
    const responseProblems = validator.validateResponse(checked).problems;
    violations.push(...report("response", method, url, responseProblems));

    // Each violation is told once: to onViolation, or else as a log line.
    violations.forEach((violation, at) => {
      if (options.onViolation) options.onViolation(violation);
      else options.log?.(violationLine(api, at < requestViolations ? violation : { ...violation, status: answer.status }));
    });
    if (violations.length > 0) answerHeaders["sl-violations"] = JSON.stringify(violations);
    answerHeaders["content-length"] = String(answer.bytes.length);
    response.writeHead(answer.status, answerHeaders);
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
      status: answer.status,
      statusText: answer.statusText,
      // What the upstream answered: the proxy's own report is the entry's _problems.
      responseHeaders: Object.fromEntries(Object.entries(answerHeaders).filter(([name]) => name !== "sl-violations")),
      responseBody: answer.bytes,
      wait: answer.wait,
      receive: answer.receive,
      operationId: validator.match(method, url).entry?.operationId,
      problems: { request: requestProblems, response: responseProblems },
    });
  }

  const served = await listenOn(server, options.port ?? 0, options.host ?? "127.0.0.1").catch(async (error: unknown) => {
    await recorder?.close();
    throw error;
  });
  let stopped: Promise<void> | undefined;
  const stopServer = () =>
    (stopped ??= (async () => {
      await stop(server);
      // Stopped means every exchange recorded is in the file.
      await recorder?.close();
    })());
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

function send(request: IncomingMessage, response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return void response.end();
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) });
  endAnswer(request, response, text);
}
