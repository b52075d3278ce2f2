/**
 * An index's settings: read from an index creation (nested or flat, as the service takes them),
 * the few the simulator evaluates converted, every one the engine knows kept as given, and all of
 * them answered as the service writes them (strings, nested under `index`).
 */
import { badRequest } from "./errors.js";
import { maxShards } from "./seed.js";
import { defaultShards, type SearchIndex } from "./store.js";

/**
 * The first part of every index setting the engine knows (`index.analysis.*`, `index.mapping.*`,
 * ...): the members of the engine specification's IndexSettings (specification/indices/_types/
 * IndexSettings.ts; test/fidelity.test.ts holds this list to it), and the families the engine
 * registers beside them (its IndexScopedSettings: `index.write.wait_for_active_shards`,
 * `index.requests.cache.enable`, `index.unassigned.node_left.delayed_timeout`,
 * `index.shard.check_on_startup`, `index.allocation.max_retries`). A setting under another is
 * refused in the engine's words: a real setting is never refused, a misspelt one is.
 */
export const engineSettingGroups: ReadonlySet<string> = new Set(
  (
    "index mode routing_path soft_deletes sort number_of_shards number_of_replicas number_of_routing_shards check_on_startup " +
    "codec routing_partition_size load_fixed_bitset_filters_eagerly hidden auto_expand_replicas merge search refresh_interval " +
    "max_result_window max_inner_result_window max_rescore_window max_docvalue_fields_search max_script_fields max_ngram_diff " +
    "max_shingle_diff blocks max_refresh_listeners analyze highlight max_terms_count max_regex_length routing gc_deletes " +
    "default_pipeline final_pipeline lifecycle provided_name creation_date creation_date_string uuid version " +
    "verified_before_close format max_slices_per_scroll translog query_string priority top_metrics_max_size analysis settings " +
    "time_series queries similarity mapping indexing indexing_pressure store " +
    "write requests unassigned shard allocation"
  ).split(" "),
);

/** What the service computes itself: answered from the index, not kept as given. */
const computed = new Set([
  "index.number_of_shards",
  "index.number_of_replicas",
  "index.uuid",
  "index.provided_name",
  "index.creation_date",
]);

/** Settings by their full names (`index.number_of_shards`), from the nested or flat forms the service takes. */
function flatSettings(given: Record<string, unknown>, prefix = ""): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [name, value] of Object.entries(given)) {
    const path = prefix + name;
    if (value !== null && typeof value === "object" && !Array.isArray(value))
      for (const [inner, v] of flatSettings(value as Record<string, unknown>, `${path}.`)) flat.set(inner, v);
    else flat.set(path.startsWith("index.") ? path : `index.${path}`, value);
  }
  return flat;
}

/** A whole-number setting within its bounds, as the service refuses one out of them. */
function whole(name: string, value: unknown, least: number, most = 2 ** 31 - 1): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (!Number.isInteger(number))
    throw badRequest("illegal_argument_exception", `Failed to parse value [${String(value)}] for setting [${name}]`);
  if ((number as number) < least)
    throw badRequest("illegal_argument_exception", `Failed to parse value [${String(value)}] for setting [${name}] must be >= ${least}`);
  if ((number as number) > most)
    throw badRequest("illegal_argument_exception", `Failed to parse value [${String(value)}] for setting [${name}] must be <= ${most}`);
  return number as number;
}

/** A time value of `refresh_interval` (`1s`, `500ms`, `-1`) in milliseconds. */
function intervalMs(value: unknown): number {
  const text = String(value);
  if (text === "-1") return -1;
  const match = /^(\d+)(ms|s|m|h|d)$/.exec(text);
  if (!match)
    throw badRequest(
      "illegal_argument_exception",
      `failed to parse setting [index.refresh_interval] with value [${text}] as a time value: unit is missing or unrecognized`,
    );
  return Number(match[1]) * { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as "ms"];
}

/** A setting's value as the service keeps it: a string, or a list of strings. */
const kept = (value: unknown): string | string[] => (Array.isArray(value) ? value.map(String) : String(value));

/** The settings of an index creation's `settings`: those the simulator evaluates, and every one given, as kept. */
export function readSettings(given: Record<string, unknown> | undefined) {
  const settings: {
    shards: number;
    replicas: number;
    refreshIntervalMs?: number;
    maxResultWindow?: number;
    maxTermsCount?: number;
    maxSlicesPerScroll?: number;
    given: Map<string, string | string[]>;
  } = { shards: defaultShards, replicas: 1, given: new Map() };
  for (const [name, value] of flatSettings(given ?? {})) {
    if (!engineSettingGroups.has(name.split(".")[1]!))
      throw badRequest(
        "illegal_argument_exception",
        `unknown setting [${name}] please check that any required plugins are installed, or check the breaking changes documentation for removed settings`,
      );
    // null resets a setting to its default: nothing to keep.
    if (value === null) continue;
    if (name === "index.number_of_shards") settings.shards = whole(name, value, 1, maxShards);
    else if (name === "index.number_of_replicas") settings.replicas = whole(name, value, 0);
    else if (name === "index.refresh_interval") settings.refreshIntervalMs = intervalMs(value);
    else if (name === "index.max_result_window") settings.maxResultWindow = whole(name, value, 1);
    else if (name === "index.max_terms_count") settings.maxTermsCount = whole(name, value, 1);
    else if (name === "index.max_slices_per_scroll") settings.maxSlicesPerScroll = whole(name, value, 1);
    if (!computed.has(name)) settings.given.set(name, kept(value));
  }
  return settings;
}

/** An index's settings as the service answers them: strings, nested by the parts of their names under `index`. */
export function answeredSettings(index: SearchIndex) {
  const answer: Record<string, unknown> = {
    index: {
      number_of_shards: String(index.shards.length),
      number_of_replicas: String(index.replicas),
      uuid: index.uuid,
      provided_name: index.name,
      creation_date: String(index.createdAt),
    },
  };
  for (const [name, value] of index.givenSettings) {
    const parts = name.split(".");
    let node = answer;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  }
  return answer;
}
