/**
 * How `npm run hostile` sends its inputs: a request whose body may be a stream of any length,
 * bodies made as they are read, many requests a few at a time, the headers they carry and the
 * addresses they go to.
 */
import { request } from "node:http";
import { Readable } from "node:stream";
import type { ServerOptions, Urls } from "./server.js";

/**
 * An input: its name, what it sends (resolving with the statuses answered), and whether it runs on
 * the simulator the input before it left, or on one started with options of its own.
 */
export type Input = [name: string, run: () => Promise<number[]>, options?: { afterPrevious?: true; server?: () => Promise<ServerOptions> }];

/** Sends a request whose body may be a stream of any length; resolves with the status. */
export function send(url: string, method: string, headers: Record<string, string>, body?: string | (() => Readable)): Promise<number> {
  return new Promise((resolve) => {
    const sent = request(url, { method, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    sent.on("error", () => resolve(0));
    if (typeof body === "function") body().pipe(sent);
    else sent.end(body);
  });
}

/** `bytes` bytes of one character, in chunks made as they are read. */
export function* chunks(bytes: number, char = "a") {
  const chunk = Buffer.alloc(1 << 20, char);
  for (let left = bytes; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
}
export const filler =
  (bytes: number, char = "a") =>
  () =>
    Readable.from(chunks(bytes, char));
/** `count` chunks of one byte each: the body is small, the number of chunks is not. */
export const tinyChunks = (count: number, text: string) => () =>
  Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) yield Buffer.from(text[i % text.length]!);
    })(),
  );

/** Runs `count` requests made by `make`, `parallel` at a time; answers each status seen. */
export async function many(count: number, parallel: number, make: (i: number) => Promise<number>): Promise<number[]> {
  const statuses = new Set<number>();
  for (let i = 0; i < count; i += parallel) {
    for (const status of await Promise.all([...Array(Math.min(parallel, count - i))].map((_, j) => make(i + j)))) statuses.add(status);
  }
  return [...statuses];
}

export const bearer = { authorization: "Bearer t", "content-type": "application/json" };
const json = { "content-type": "application/json" };
export const eventHeaders = { ...bearer, "x-vendor-protocol-version": "2.0.0" };

/** Where the inputs go: code-hosting's base URL, a compute policy, a search request with a JSON body. */
export function targets(urls: Urls) {
  const ch = urls["code-hosting"]!;
  const computePolicy = (name: string) => `${urls.compute}/compute/v1/locations/global/securityPolicies/${name}`;
  /** A search request, or a search control command, with a JSON body. */
  const searchPost = (path: string, body: unknown) => send(`${urls.search}${path}`, "POST", json, JSON.stringify(body));
  return { ch, computePolicy, searchPost };
}
