/**
 * The after stages every answer goes through, whichever stage gave it: deprecation headers, an
 * injected delay, the body as JSON text, the headers every answer carries, and the log line. And
 * the answer to a stage that failed.
 */
import { deprecationHeaders, type IndexedOperation } from "../../contract/openapi.js";
import { exactJsonText } from "../../contract/exact-json.js";
import { utf8Length } from "../../contract/messages.js";
import { problemBody, requestLogLine } from "../http.js";
import type { AfterStage, Reply, RequestContext } from "../context.js";
import type { FrontSetup } from "./setup.js";

/** Deprecation (and Sunset) on every answer of a deprecated operation: written with the other headers (write), without a copy of the reply's. */
export function deprecation(_setup: FrontSetup): AfterStage {
  // null for the many operations that are not deprecated, whose answers need no copy.
  const byOperation = new Map<IndexedOperation, Record<string, string> | null>();
  return function deprecation(context) {
    const { operation } = context;
    if (operation === undefined || context.drop) return;
    let headers = byOperation.get(operation);
    if (headers === undefined) {
      const found = deprecationHeaders(operation.operation);
      byOperation.set(operation, (headers = Object.keys(found).length > 0 ? found : null));
    }
    if (headers !== null) context.deprecation = headers;
  };
}

/** An injected delay before the answer. */
export const delay: AfterStage = (context) => {
  if (context.delayMs > 0) return new Promise((resolve) => setTimeout(resolve, context.delayMs));
};

/** Every answer is JSON (whatever JSON flavour the client's Accept names), or empty; a stage may have written its text already (Prism's). */
export const serialize: AfterStage = (context) => {
  const reply = context.reply!;
  if (reply.stream !== undefined) context.replyType = "application/json; charset=utf-8";
  // The body is read only where there is no text yet: a replayed answer parses its own only when read.
  if (context.drop || context.replyText !== undefined) return;
  const { body } = reply;
  if (body === undefined) return;
  context.replyText = exactJsonText(body);
  context.replyType = "application/json; charset=utf-8";
};

/**
 * The answer on the wire: CORS and the headers added to every answer, each header named as told
 * (`responseHeaderNames`), the content type and length; or a dropped connection.
 */
export function write(setup: FrontSetup): AfterStage {
  const added = setup.options.responseHeaders ?? {};
  const names = setup.options.responseHeaderNames;
  return function write(context) {
    if (context.drop) {
      context.wire = { status: 0, headers: {}, drop: true };
      return;
    }
    const reply = context.reply!;
    // Object.assign, not spreads: on every answer, and spreading costs several times more. The reply's own headers win.
    const headers: Record<string, string> = Object.assign({}, context.cors, added, context.deprecation, reply.headers);
    if (names !== undefined) renameHeaders(headers, names);
    const text = context.replyText;
    if (context.replyType !== undefined) headers["content-type"] = context.replyType;
    if (reply.stream !== undefined) {
      context.wire = { status: reply.status, headers, stream: reply.stream };
      return;
    }
    const bytes = context.replyBytes;
    // A known length lets node:http write headers and body at once instead of a chunked stream.
    if (reply.status !== 204 && reply.status !== 304)
      headers["content-length"] = String(bytes !== undefined ? bytes.length : text === undefined ? 0 : utf8Length(text));
    context.wire = bytes === undefined ? { status: reply.status, headers, text } : { status: reply.status, headers, text, bytes };
  };
}

/** Each header of `names` (by its name in lower case) under the name it gives. */
function renameHeaders(headers: Record<string, string>, names: Readonly<Record<string, string>>): void {
  for (const name of Object.keys(headers)) {
    const renamed = names[name.toLowerCase()];
    if (renamed === undefined) continue;
    headers[renamed] = headers[name]!;
    delete headers[name];
  }
}

/** One line per request, when the server logs. */
export function log(setup: FrontSetup): AfterStage | undefined {
  const { log: tell } = setup.options;
  if (tell === undefined) return undefined;
  return function log(context) {
    const { exchange } = context;
    if (setup.unlogged?.(exchange.method, exchange.url)) return;
    tell(
      requestLogLine(
        setup.api,
        exchange.method,
        exchange.url,
        context.wire!.status,
        performance.now() - context.started,
        context.operation?.operationId,
        context.source,
      ),
    );
  };
}

/** The answer to a stage that threw: a 500 naming the failure, not delayed, dropped or checked. */
export function failure(setup: FrontSetup): (context: RequestContext, error: unknown) => Reply {
  return (context, error) => {
    context.failed = true;
    context.checked = false;
    context.delayMs = 0;
    context.drop = false;
    context.replyText = undefined;
    context.replyType = undefined;
    context.replyBytes = undefined;
    return {
      status: 500,
      body: problemBody(500, `${setup.serverName} error`, { detail: error instanceof Error ? error.message : String(error) }),
    };
  };
}
