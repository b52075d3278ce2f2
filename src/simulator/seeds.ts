/**
 * Seeds for several APIs at once, the same way for every API: a JSON object keyed by API id whose
 * values are each API's seed body (what POST /__control/seed takes). The command line's
 * `--seed <file>` reads one, the `seeds` option takes one; `applySeeds` gives each served API its part.
 */
import { apiIds, isApiId, type ApiId } from "../contract/apis.js";
import { parseJsonText } from "../contract/messages.js";
import type { Seeds } from "./control-types.js";
import type { Service } from "./service.js";
import { isPlainObject } from "./services/control-body.js";
import { ndjsonFileSeed } from "./services/search/seed.js";

export type SeedsByApi = Partial<Record<ApiId, unknown>>;

/** The seeds a file's text holds; it throws a message naming the file on anything else. */
export function parseSeeds(text: string, source: string): SeedsByApi {
  // Its position only, never the text around it: a seed may hold tokens and passwords. Exact, as
  // the control API reads a seed: its documents keep the digits of their integers.
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new Error(`${source} is ${parsed.error}`);
  const value = parsed.value;
  if (!isPlainObject(value)) throw new Error(`${source} must hold a JSON object keyed by API id`);
  const unknown = Object.keys(value).filter((key) => !isApiId(key));
  if (unknown.length > 0) throw new Error(`${source} names no API ${unknown.map((key) => `"${key}"`).join(", ")}`);
  return value;
}

/** A seed refused at start (the `seeds` option, `--seed`); its message names the API and the problem. */
export class SeedError extends Error {
  override name = "SeedError";
}

/**
 * Seeds each service its part of `seeds` names, before anything listens: a part of an API not
 * served, or one its service refuses, throws a SeedError naming the API and the problem.
 */
export function applySeeds(services: Partial<Record<ApiId, Service>>, seeds: Seeds | SeedsByApi): void {
  if (!isPlainObject(seeds)) throw new SeedError("the seeds are an object keyed by API id, each value the seed of that API");
  const served = Object.keys(services).join(", ");
  for (const [api, seed] of Object.entries(seeds)) {
    if (!isApiId(api)) throw new SeedError(`a seed of "${api}", which is no API; the APIs are ${apiIds.join(", ")}`);
    const service = services[api];
    if (!service) throw new SeedError(`a seed of ${api}, which is not served; the APIs served are ${served}`);
    if (!service.seed) throw new SeedError(`${api} takes no seed data`);
    try {
      service.seed(seed);
    } catch (error) {
      throw new SeedError(`the seed of ${api}: ${(error as Error).message}`);
    }
  }
}

/**
 * Environment variables that named one API's seed file before `--seed`, still read as deprecated
 * aliases: the file's text becomes that API's seed when `--seed` gives it none.
 */
export const deprecatedSeedVariables: readonly {
  variable: string;
  api: ApiId;
  file: string;
  seed(fileName: string, text: string): unknown;
}[] = [{ variable: "SEARCH_SIMULATOR_NDJSON", api: "search", file: "an NDJSON file, into the index named after it", seed: ndjsonFileSeed }];
