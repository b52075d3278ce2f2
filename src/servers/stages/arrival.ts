/** The first stages of every request: a CORS preflight answered at once, and the body awaited within its bounds. */
import { BodyRefusal, corsHeaders } from "../http.js";
import type { Reply, Stage } from "../context.js";
import type { FrontSetup } from "./setup.js";

/** CORS: any origin may read the answers (their headers are added by the write stage), and a preflight is answered here. */
export function preflight(setup: FrontSetup): Stage | undefined {
  if (setup.options.cors === false) return undefined;
  return function preflight(context) {
    const { exchange } = context;
    // Most requests name no origin: nothing to do for them.
    if (exchange.headers.origin === undefined || setup.corsExempt?.(exchange.url)) return undefined;
    const cors = corsHeaders(exchange.method, exchange.headers);
    if (cors === undefined) return undefined;
    context.cors = cors.headers;
    return cors.preflight;
  };
}

/** The body's text, once it has arrived; a body refused before it is read whole (too large, not UTF-8, no room) gets the API's own error. */
export function body(setup: FrontSetup): Stage {
  const refused = (error: unknown): Reply => {
    if (!(error instanceof BodyRefusal)) throw error;
    const headers: Record<string, string> | undefined =
      error.status === 413 ? { connection: "close" } : error.status === 503 ? { connection: "close", "retry-after": "1" } : undefined;
    return { status: error.status, headers, body: setup.answers.errorBody(error.status, error.message) };
  };
  return function body(context) {
    const { sent } = context;
    if (typeof sent === "string") {
      context.text = sent;
      return undefined;
    }
    return sent.then((text) => void (context.text = text), refused);
  };
}
