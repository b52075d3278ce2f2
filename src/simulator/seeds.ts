/**
 * Seeds for several APIs at once, the same way for every API: a JSON object keyed by API id whose
 * values are each API's seed body (what POST /__control/seed takes). The command line's
 * `--seed <file>` reads one; `applySeeds` gives each served API its part.
 */
import { isApiId, type ApiId } from "../contract/apis.js";
import { parseJsonText } from "../contract/messages.js";
import type { Service } from "./service.js";
import { isPlainObject } from "./services/control-body.js";
import { ndjsonFileSeed } from "./services/search/seed.js";

export type SeedsByApi = Partial<Record<ApiId, unknown>>;

/** The seeds a file's text holds; it throws a message naming the file on anything else. */
export function parseSeeds(text: string, source: string): SeedsByApi {
  // Its position only, never the text around it: a seed may hold tokens and passwords.
  const parsed = parseJsonText(text, { exact: false });
  if (!parsed.ok) throw new Error(`${source} is ${parsed.error}`);
  const value = parsed.value;
  if (!isPlainObject(value)) throw new Error(`${source} must hold a JSON object keyed by API id`);
  const unknown = Object.keys(value).filter((key) => !isApiId(key));
  if (unknown.length > 0) throw new Error(`${source} names no API ${unknown.map((key) => `"${key}"`).join(", ")}`);
  return value;
}

/** Seeds each service that has a part in `seeds` (parts of APIs not served are left aside); a refused seed throws, naming its API. */
export function applySeeds(services: Partial<Record<ApiId, Service>>, seeds: SeedsByApi): void {
  for (const [api, seed] of Object.entries(seeds) as [ApiId, unknown][]) {
    const service = services[api];
    if (!service) continue;
    if (!service.seed) throw new Error(`${api} takes no seed data`);
    try {
      service.seed(seed);
    } catch (error) {
      throw new Error(`the seed of ${api}: ${(error as Error).message}`);
    }
  }
}

/**
 * Environment variables that named one API's seed file before `--seed`, still read as deprecated
 * aliases: the file's text becomes that API's seed when `--seed` gives it none.
 */
export const deprecatedSeedVariables: readonly { variable: string; api: ApiId; file: string; seed(fileName: string, text: string): unknown }[] = [
  { variable: "SEARCH_SIMULATOR_NDJSON", api: "search", file: "an NDJSON file, into the index named after it", seed: ndjsonFileSeed },
];
