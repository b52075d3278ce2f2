/**
 * Requests the suites send past the typed clients: raw ones over node:http (for what fetch refuses
 * or rewrites: a body on GET, a Host header, a path as written, a chunked or oversized body), form
 * bodies as the services take them, and a fetch that records what a client sent.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { Readable } from "node:stream";

/**
 * An address on which nothing listens, ever: port 0 takes no connection, so a connection there is
 * refused at once (a port that was free a moment ago may be taken by another program meanwhile).
 */
export const unreachableUrl = "http://127.0.0.1:0";

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as UTF-8 text ("" for none). */
  text: string;
}

/**
 * Sends one request exactly as given, with node:http. A body of chunks is sent one chunk at a
 * time, and its answer read once the whole body is sent, whether or not the server reads it.
 */
export function rawRequest(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer | Iterable<Buffer> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", reject);
    });
    sent.on("error", reject);
    if (body === undefined || typeof body === "string" || Buffer.isBuffer(body)) return void sent.end(body);
    // As clients such as Python's http.client do, the whole body is sent before the answer is read.
    sent.once("socket", (socket) => socket.pause());
    Readable.from(body)
      .pipe(sent)
      .once("finish", () => sent.socket?.resume());
  });
}

/** The answer's body parsed as JSON, undefined where there is none. */
export const jsonOf = (answer: RawAnswer): any => (answer.text ? JSON.parse(answer.text) : undefined);

/** A form body as the services take it: structured values JSON-encoded, strings as they are. */
export const formBody = (body: unknown): string =>
  new URLSearchParams(
    Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]),
  ).toString();

/** openapi-fetch options that send a request's body as such a form. */
export const asForm = { headers: { "Content-Type": "application/x-www-form-urlencoded" }, bodySerializer: formBody } as const;

/**
 * A fetch that keeps a copy of every request it is asked to send. `intercept` may answer a request
 * itself (a Response, or an Error to throw as a failed network would) or change it; otherwise the
 * request goes to the server it names.
 */
export function recordingFetch(intercept?: (request: Request, attempt: number) => Response | Error | undefined) {
  const requests: Request[] = [];
  const recording = async (request: Request): Promise<Response> => {
    requests.push(request.clone());
    const answer = intercept?.(request, requests.length - 1);
    if (answer instanceof Error) throw answer;
    return answer ?? fetch(request);
  };
  return { requests, fetch: recording };
}
