/**
 * Forwarding a request to an upstream (the real service, or any server of the API), as the
 * validating proxy does for every request and the simulator's passthrough for the operations it
 * names: bounded by a timeout (504) and a size of answer (502), so that one upstream can neither
 * hold the server nor fill its memory. fetch only, no `node:` module: the simulator's core uses it.
 */
import { readStreamWithin, type Bytes } from "./http.js";

/** What bounds a forwarded exchange; the proxy and the simulator's passthrough take the same options. */
export interface ForwardOptions {
  /** How long the upstream may take to answer, whole (30 s by default): past it, 504. */
  timeoutMs?: number;
  /** The largest answer body passed on (64 MiB by default): a larger one is 502, read no further. */
  maxResponseBytes?: number;
}

/** The upstream's answer, read whole. */
export interface Forwarded {
  status: number;
  statusText: string;
  /** The answer's headers but those of one hop and its content encoding (fetch has decoded the body). */
  headers: Record<string, string>;
  bytes: Bytes;
  /** Milliseconds: until the head arrived, then until the body had. */
  wait: number;
  receive: number;
}

/** Forwards one request: the path and query are put after the upstream's base URL. Rejects with a GatewayRefusal. */
export type Forwarder = (
  method: string,
  url: string,
  headers: Readonly<Record<string, string>>,
  body: Bytes | string,
) => Promise<Forwarded>;

/** Headers that describe one hop of a connection, not the message: never forwarded either way. */
export const hopHeaders: ReadonlySet<string> = new Set([
  "host",
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "content-length",
]);

/** A gateway's own refusal: the upstream is not the API the client asked, so this is the server's word, not the API's. */
export class GatewayRefusal extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/**
 * The base URL of an upstream, without a trailing slash; one that is not an http(s) URL is an
 * Error saying so (thrown at once, where a server is started or a command line read).
 */
export function upstreamBase(upstream: string): string {
  let base: URL;
  try {
    base = new URL(upstream);
  } catch {
    throw new Error(`upstream must be an http(s) URL, not "${upstream}"`);
  }
  if (!/^https?:$/.test(base.protocol)) throw new Error(`upstream must be an http(s) URL, not "${upstream}"`);
  return base.href.replace(/\/+$/, "");
}

export function createForwarder(upstream: string, options: ForwardOptions = {}): Forwarder {
  const root = upstreamBase(upstream);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxResponseBytes = options.maxResponseBytes ?? 64 * 1024 * 1024;
  return async (method, url, headers, body) => {
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) if (!hopHeaders.has(name)) sent[name] = value;
    const signal = AbortSignal.timeout(timeoutMs);
    const asked = performance.now();
    try {
      const response = await fetch(`${root}${url}`, {
        method,
        headers: sent,
        body: body.length === 0 || method === "GET" || method === "HEAD" ? undefined : body,
        signal,
        redirect: "manual",
      });
      const headed = performance.now();
      const bytes = await readStreamWithin(response.body, maxResponseBytes);
      if (bytes === undefined)
        throw new GatewayRefusal(502, "The upstream's answer is too large", `larger than the ${maxResponseBytes} bytes passed on`);
      const answered: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        // fetch has decoded the body: its encoding no longer describes what is passed on.
        if (!hopHeaders.has(name) && name !== "content-encoding") answered[name] = value;
      });
      return {
        status: response.status,
        statusText: response.statusText,
        headers: answered,
        bytes,
        wait: headed - asked,
        receive: performance.now() - headed,
      };
    } catch (error) {
      if (error instanceof GatewayRefusal) throw error;
      if (signal.aborted) throw new GatewayRefusal(504, "The upstream did not answer in time", `not within ${timeoutMs} ms`);
      // The cause's code only (ECONNREFUSED, UND_ERR_HEADERS_OVERFLOW, ...): never text the upstream sent.
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      throw new GatewayRefusal(502, "The upstream is unreachable", `${new URL(root).origin}${typeof code === "string" ? `: ${code}` : ""}`);
    }
  };
}
