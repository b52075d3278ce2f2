/**
 * Forwarding a request to an upstream (the real service, or any server of the API), as the
 * validating proxy does for every request and the simulator's passthrough for the operations it
 * names: bounded by a timeout (504), a size of answer (502), and the bytes of answers being read
 * at once by every forwarder of the process (503), so that neither one upstream nor many answers
 * at once can hold the server or fill its memory. fetch only, no `node:` module: the simulator's
 * core uses it.
 */
import { redactUserinfo } from "../contract/redaction.js";
import { BodyBudget, readStreamWithin, type Bytes } from "./http.js";

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
    readonly status: 502 | 503 | 504,
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
    throw new Error(`upstream must be an http(s) URL, not "${redactUserinfo(upstream)}"`);
  }
  if (!/^https?:$/.test(base.protocol)) throw new Error(`upstream must be an http(s) URL, not "${redactUserinfo(upstream)}"`);
  return base.href.replace(/\/+$/, "");
}

/**
 * The bytes of upstream answers read at once by every forwarder of the process (the proxy's, each
 * API's passthrough, each session's): 128 MiB, twice the largest answer passed on by default. An
 * answer that finds no room is refused (503) as soon as it would go beyond, and read no further.
 */
const answersInFlight = new BodyBudget(128 * 1024 * 1024);

/** The forwarder to one upstream; `budget` (the process's by default) bounds the answers it reads at once with every forwarder that shares it. */
export function createForwarder(upstream: string, options: ForwardOptions = {}, budget = answersInFlight): Forwarder {
  const target = new URL(upstreamBase(upstream));
  // fetch takes no URL with a user and password in it: they go as Basic credentials, as curl sends them.
  const userinfo = target.username === "" ? undefined : `Basic ${btoa(decodeURIComponent(`${target.username}:${target.password}`))}`;
  target.username = target.password = "";
  const root = target.href.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxResponseBytes = options.maxResponseBytes ?? 64 * 1024 * 1024;
  return async (method, url, headers, body) => {
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) if (!hopHeaders.has(name)) sent[name] = value;
    if (userinfo !== undefined) sent.authorization ??= userinfo;
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
      const declared = Number(response.headers.get("content-length") ?? 0);
      if (declared > maxResponseBytes) await response.body?.cancel();
      const bytes =
        declared > maxResponseBytes ? "too large" : await readStreamWithin(response.body, maxResponseBytes, declared || 0, budget);
      if (bytes === "too large")
        throw new GatewayRefusal(502, "The upstream's answer is too large", `larger than the ${maxResponseBytes} bytes passed on`);
      if (bytes === "no room")
        throw new GatewayRefusal(503, "The server reads as many upstream answers as it can hold at once; send the request again shortly");
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
