/**
 * The search iterators against the mock, which answers with static examples: a client whose fetch
 * follows a script (the Prefer header per request, failures, rewritten answers), records every
 * request and checks it against the contract; and the ids the contract's example pages carry.
 */
import { createSearchClient, type Hit } from "../../src/clients/search.js";
import { createValidator } from "../../src/contract/validate.js";
import { contractOf } from "./contract.js";

const validator = createValidator("search");
const { example } = contractOf("search");

/** The ids and sort values of the contract's example pages. */
export const examplePages = {
  openedPitId: example("OpenPointInTimeOpenResponse").id as string,
  latestPitId: example("SearchWithGetPitExtendedResponse").pit_id as string,
  openScrollId: example("SearchIndexScrollOpenResponse")._scroll_id as string,
  keptScrollId: example("ContinueScrollWithGetKeptAliveResponse")._scroll_id as string,
  lastHitSort: example("SearchWithGetPitExtendedResponse").hits.hits.at(-1).sort,
};

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
}

export interface Script {
  /** The Prefer header for a request (`example=<name>`, `code=404`), or undefined for the first example. */
  prefer?: (request: Sent) => string | undefined;
  /** A request for which the network fails. */
  fail?: (request: Sent) => boolean;
  /** Changes an answer before the client reads it. */
  rewrite?: (request: Sent, body: any) => any;
}

/**
 * A client whose fetch follows a script and records every request. Each request is checked
 * against the contract; a walk that never ends is cut off after 30 requests.
 */
export function scriptedClient(baseUrl: string, script: Script) {
  const requests: Sent[] = [];
  const problems: string[] = [];
  const scripted = createSearchClient({
    baseUrl,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const text = await request.text();
      const entry: Sent = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(entry);
      if (requests.length > 30) throw new Error("the iterator does not stop");
      const checked = validator.validateRequest({ method: entry.method, url: request.url, headers: request.headers, body: entry.body });
      problems.push(...checked.problems.map((problem) => `${entry.method} ${entry.path}: ${problem.message}`));
      if (script.fail?.(entry)) throw new TypeError("fetch failed");
      const headers = new Headers(request.headers);
      const prefer = script.prefer?.(entry);
      if (prefer) headers.set("Prefer", prefer);
      const response = await fetch(request.url, { method: request.method, headers, body: text || undefined });
      if (!script.rewrite) return response;
      const body = script.rewrite(entry, await response.json());
      const rewritten = new Headers(response.headers);
      rewritten.delete("content-length");
      return new Response(JSON.stringify(body), { status: response.status, headers: rewritten });
    },
  });
  return { client: scripted, requests, problems };
}

/** Answers the nth request of a method and path with the nth Prefer value of its list. */
export function inTurn(answers: Record<string, string[]>): (request: Sent) => string | undefined {
  const seen = new Map<string, number>();
  return (request) => {
    const key = `${request.method} ${request.path}`;
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return answers[key]?.[count];
  };
}

/** The method and path of each request. */
export const calls = (requests: Sent[]) => requests.map((request) => `${request.method} ${request.path}`);

/** The hits of an iterator, up to `stopAfter`. */
export async function collect(hits: AsyncIterable<Hit>, stopAfter = Infinity): Promise<Hit[]> {
  const seen: Hit[] = [];
  for await (const hit of hits) {
    seen.push(hit);
    if (seen.length >= stopAfter) break;
  }
  return seen;
}
