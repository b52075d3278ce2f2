/**
 * The simulated search service for a suite: useSimulator's lifecycle, a typed client, an index of
 * generated documents made again before each test (where asked), and the requests the typed client
 * does not make easy (refusals, bodies as given text, a GET with a body).
 */
import { beforeEach } from "vitest";
import { createSearchClient, type Hit, type SearchResponse } from "../../src/clients/search.js";
import { jsonOf, rawRequest } from "./http.js";
import { useSimulatorClient } from "./simulator.js";

export interface Answer {
  status: number;
  body: any;
}

/**
 * The pages of a walk that must end within `max` of them: past them, a clear failure, where a
 * search that never moves on (an off-by-one in search_after or a scroll) would loop and grow until
 * the process is killed (a synchronous walk of the model would not even let a test time out).
 */
export function* pagesUpTo(max: number, walk: string): Generator<number, never, undefined> {
  for (let page = 0; page < max; page++) yield page;
  throw new Error(`${walk} did not end within ${max} pages: a page does not move it on`);
}

/** The ids of hits, in order. */
export const ids = (hits: Hit[]) => hits.map((hit) => hit._id);

/** A search answer with its hits, which the simulator always sends (the contract requires none of its members). */
export type Page = SearchResponse & { hits: NonNullable<SearchResponse["hits"]> & { hits: Hit[] } };
/** The reason of a refusal's first root cause. */
export const reasonOf = (body: any): string => body.error.root_cause[0].reason;

export function useSearchSimulator(generated?: { index: string; count: number; seed: number }) {
  const sim = useSimulatorClient("search", (url) => createSearchClient({ baseUrl: url }));
  if (generated)
    beforeEach(() =>
      sim.control.command("createIndex", { index: generated.index, generate: { count: generated.count, seed: generated.seed } }),
    );

  /** A request by hand; a string body goes as given text (a deeply nested body cannot go through JSON.stringify). */
  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    const text = body === undefined || typeof body === "string" ? body : JSON.stringify(body);
    const response = await fetch(`${sim.url}${path}`, {
      method,
      headers: text === undefined ? {} : { "content-type": "application/json" },
      body: text,
    });
    return { status: response.status, body: await response.json() };
  }
  /** A GET with a JSON body, which fetch cannot send. */
  async function getWithBody(path: string, body: unknown): Promise<Answer> {
    const payload = JSON.stringify(body);
    const answer = await rawRequest(`${sim.url}${path}`, {
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) },
      body: payload,
    });
    return { status: answer.status, body: jsonOf(answer) };
  }
  /** The search contexts (points in time and scrolls) open on all nodes. */
  async function openContexts(): Promise<number> {
    const { data } = await sim.client.GET("/_nodes/stats/indices/search");
    return Object.values(data!.nodes!).reduce((sum, node) => sum + node.indices!.search!.open_contexts!, 0);
  }

  const generatedIndex = () => generated?.index ?? "";
  /** A search of the generated index through the typed client, which must succeed and answer hits. */
  async function searchIndex(body: Record<string, unknown>): Promise<Page> {
    const { data, error, response } = await sim.client.POST("/{index}/_search", {
      params: { path: { index: generatedIndex() } },
      body: body as never,
    });
    if (!data?.hits?.hits) throw new Error(`search answered ${response.status} without hits: ${JSON.stringify(error ?? data)}`);
    return data as Page;
  }
  /** Opens a point in time on the generated index; its id. */
  async function openPit(keepAlive = "1m"): Promise<string> {
    const { data } = await sim.client.POST("/{index}/_pit", {
      params: { path: { index: generatedIndex() }, query: { keep_alive: keepAlive } },
    });
    return data!.id!;
  }

  return Object.assign(sim, { call, getWithBody, openContexts, searchIndex, openPit });
}
