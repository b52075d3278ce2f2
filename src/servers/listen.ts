/**
 * The node:http side of the package's servers (the simulator's sockets, the mock, the proxy): a
 * request handed to a pipeline's front and its answer written, listening, and stopping.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { flattenHeaders } from "../contract/messages.js";
import type { WireReply } from "./context.js";
import { readBody, urlHost, type BodyBudget } from "./http.js";
import type { Front } from "./pipeline.js";

export interface ListenerOptions {
  /** The scheme served, for the origin a request names. */
  scheme: "http" | "https";
  /** The largest body a request to this URL may have. */
  bodyLimit(url: string): number;
  /** The bytes of bodies held at once over all requests. */
  budget?: BodyBudget;
  /** An answer outside the front, given first (the simulator's rendered reference and console), or undefined where the request is the front's. */
  before?(method: string, url: string, headers: IncomingMessage["headers"]): EarlyAnswer | Promise<EarlyAnswer> | undefined;
}

/** An answer a listener gives outside its front. */
export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

/** A node:http listener that reads each request's head and body (within its bounds), hands them to `front`, and writes its answer. */
export function frontListener(front: Front, options: ListenerOptions): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? "GET";
    const url = request.url ?? "/";
    const early = options.before?.(method, url, request.headers);
    if (early) {
      const write = (answer: EarlyAnswer) => void response.writeHead(answer.status, answer.headers).end(answer.body);
      return early instanceof Promise ? void early.then(write, () => response.destroy()) : write(early);
    }
    // No request may end the process: a failure while answering ends that answer only.
    const fail = () => void response.destroy();
    const deliver = (reply: WireReply) => {
      if (reply.drop) return void response.destroy();
      if (reply.stream) return void writeStream(response.writeHead(reply.status, reply.headers), reply.stream).catch(fail);
      // A string body goes out in one write with the head; a Buffer would take a second one, and is written only where one is made already.
      endAnswer(request, response.writeHead(reply.status, reply.headers), reply.bytes ?? reply.text);
    };
    try {
      let body: string | Promise<string>;
      try {
        body = readBody(request, options.bodyLimit(url), options.budget);
      } catch (error) {
        body = Promise.reject(error);
      }
      // node:http joins a repeated header into one string, all but set-cookie (an array): taken as they are.
      const headers =
        request.headers["set-cookie"] === undefined ? (request.headers as Record<string, string>) : flattenHeaders(request.headers);
      const reply = front.serve({ method, url, headers, self: `${options.scheme}://${request.headers.host}` }, body);
      if (reply instanceof Promise) reply.then(deliver).catch(fail);
      else deliver(reply);
    } catch {
      fail();
    }
  };
}

/** The most of a refused body read and dropped after its answer, and for how long, before the connection is closed all the same. */
const lingerBytes = 128 * 1024 * 1024;
const lingerMs = 10_000;

/**
 * Ends an answer. One given while its request's body is still arriving (a body refused as too
 * large, or with no room for it, whose answer closes the connection) is written at once but ended
 * once the rest of the body has arrived and been dropped, up to `lingerBytes` or `lingerMs`: Node
 * closes the connection as soon as such an answer ends, and the client, still sending, then gets
 * a reset in place of the answer, which it may not have read yet (many read it only once they
 * have sent the whole body).
 */
export function endAnswer(request: IncomingMessage, response: ServerResponse, body?: string | Uint8Array): void {
  if (request.complete || request.destroyed) return void response.end(body);
  if (body !== undefined) response.write(body);
  let dropped = 0;
  const end = () => {
    clearTimeout(timer);
    request.off("data", drop).off("end", end).off("close", end);
    response.end();
  };
  const drop = (chunk: Buffer) => void ((dropped += chunk.length) > lingerBytes && end());
  const timer = setTimeout(end, lingerMs).unref();
  request.on("data", drop).once("end", end).once("close", end).resume();
}

/**
 * How long a kept-alive connection may sit idle before the server closes it. With Node's default,
 * 5 s, the moment the server closes an idle connection is the moment its clients stop reusing it
 * (fetch a second before, as the Keep-Alive hint says; http.Agent at 5 s), so a client busy for a
 * few seconds (a test suite starting Prism, a machine under load) sent its next request on a
 * connection being closed: ECONNRESET. A minute moves that moment to a connection idle for a
 * minute, which clients of a test server rarely keep; http.Agent still lets go at 5 s.
 */
export const keepAliveTimeoutMs = 65_000;

/** Bytes written between two turns of the event loop given to the other requests, when the reader keeps up. */
const bytesPerTurn = 256 * 1024;

/**
 * A body in pieces, each taken from the iterable when the reader has taken the one before (the
 * socket's buffer drained), so that a reader that does not read holds one piece; a reader gone
 * ends it. Between pieces the other requests get their turn.
 */
async function writeStream(response: ServerResponse, pieces: Iterable<string>): Promise<void> {
  const iterator = pieces[Symbol.iterator]();
  let written = 0;
  try {
    for (let piece = iterator.next(); !piece.done; piece = iterator.next()) {
      if (response.destroyed) return;
      written += piece.value.length;
      if (!response.write(piece.value)) await drained(response);
      else if (written >= bytesPerTurn) {
        written = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    response.end();
  } finally {
    iterator.return?.();
  }
}

const drained = (response: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      response.off("drain", done).off("close", done);
      resolve();
    };
    response.on("drain", done).on("close", done);
  });

/** Listens on `host` and `port` (0: a free one); the server's URL. */
export async function listen(server: Server, port: number, host: string, scheme: "http" | "https" = "http"): Promise<string> {
  server.keepAliveTimeout = keepAliveTimeoutMs;
  // A request's head must be given time beyond the idle time (Node measures both from the same start).
  server.headersTimeout = keepAliveTimeoutMs + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return `${scheme}://${urlHost(host)}:${(server.address() as AddressInfo).port}`;
}

/** Stops listening and closes every open connection; a server already stopped (or never started) is stopped. */
export function stop(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error && (error as NodeJS.ErrnoException).code !== "ERR_SERVER_NOT_RUNNING" ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
