/**
 * The index operations of the search API on the model: create (settings, mappings, aliases),
 * exists, get, get mapping and settings, delete, refresh; and the service's refusals of what the
 * simulator's bounds refuse in writes (room.ts), in the service's error shape.
 */
import { SearchError, badRequest } from "./errors.js";
import { Mapping } from "./mapping.js";
import { mergedMapping } from "./mapping-update.js";
import type { SearchModel } from "./model.js";
import { checkIndexName } from "./names.js";
import { RoomRefusal } from "./room.js";
import { runNow } from "../../steps.js";
import { answeredSettings, readSettings, updateSettings } from "./settings.js";
import type { SearchIndex } from "./store.js";
import { createIndexSteps } from "./writes.js";

/** The body of an index creation, as the contract gives it. */
export interface CreateIndexBody {
  settings?: Record<string, unknown>;
  mappings?: Record<string, unknown>;
  aliases?: Record<string, unknown>;
}

/** A refusal of the simulator's bounds in a write, as the service would answer the same: a body too long, too many shards, or no room (its indexing pressure). */
export function engineRefusal(error: unknown): unknown {
  if (!(error instanceof RoomRefusal)) return error;
  if (error.kind === "size") return new SearchError(413, "content_too_long_exception", error.message);
  if (error.kind === "shards") return new SearchError(400, "validation_exception", error.message.replace(/^\w+: /, ""));
  return new SearchError(429, "es_rejected_execution_exception", `rejected execution of coordinating operation: ${error.message}`);
}

/** `PUT /{index}`: creates an index with its settings, mappings and aliases; refused when it (or an alias of its name) exists. */
export function createIndex(model: SearchModel, name: string, body: CreateIndexBody = {}) {
  checkIndexName(name);
  const existing = model.indices.get(name);
  if (existing)
    throw new SearchError(400, "resource_already_exists_exception", `index [${name}/${existing.uuid}] already exists`, false, {
      index_uuid: existing.uuid,
      index: name,
    });
  if (model.aliases.has(name))
    throw new SearchError(400, "invalid_index_name_exception", `Invalid index name [${name}], already exists as alias`, false, {
      index_uuid: "_na_",
      index: name,
    });
  const settings = readSettings(body.settings);
  const aliases = Object.keys(body.aliases ?? {});
  for (const alias of aliases) {
    checkIndexName(alias);
    if (alias === name || model.indices.has(alias))
      throw new SearchError(
        400,
        "invalid_alias_name_exception",
        `Invalid alias name [${alias}]: an index or data stream exists with the same name as the alias`,
      );
  }
  const mappings = body.mappings ?? {};
  new Mapping(mappings); // refused here, before anything is made
  let index: SearchIndex;
  try {
    index = runNow(createIndexSteps(model.held, name, { shards: settings.shards, maxResultWindow: settings.maxResultWindow, mappings }));
  } catch (error) {
    throw engineRefusal(error);
  }
  index.replicas = settings.replicas;
  if (settings.refreshIntervalMs !== undefined) index.refreshIntervalMs = settings.refreshIntervalMs;
  index.givenSettings = settings.given;
  if (settings.maxTermsCount !== undefined) index.maxTermsCount = settings.maxTermsCount;
  if (settings.maxSlicesPerScroll !== undefined) index.maxSlicesPerScroll = settings.maxSlicesPerScroll;
  for (const alias of aliases) model.aliases.set(alias, (model.aliases.get(alias) ?? new Set()).add(index));
  return { acknowledged: true, shards_acknowledged: true, index: name };
}

/** `DELETE /{index}`: deletes indices named in full (a pattern or an alias is refused, as the service's `action.destructive_requires_name` does by default). */
export function deleteIndices(model: SearchModel, expression: string) {
  const names = expression.split(",").filter(Boolean);
  for (const name of names) {
    if (name === "_all" || name.includes("*"))
      throw badRequest("illegal_argument_exception", "Wildcard expressions or all indices are not allowed");
    if (model.aliases.has(name))
      throw badRequest(
        "illegal_argument_exception",
        `The provided expression [${name}] matches an alias, specify the corresponding concrete indices instead.`,
      );
  }
  const indices = model.indicesNamed(names.join(","));
  for (const index of indices) {
    model.indices.delete(index.name);
    for (const [alias, named] of model.aliases) if (named.delete(index) && named.size === 0) model.aliases.delete(alias);
  }
  return { acknowledged: true };
}

/** The aliases of an index, as the service lists them. */
function aliasesOf(model: SearchModel, index: SearchIndex): Record<string, object> {
  return Object.fromEntries([...model.aliases].filter(([, named]) => named.has(index)).map(([alias]) => [alias, {}]));
}

/** `GET /{index}`, `/{index}/_mapping`, `/{index}/_settings`: per index named, what is asked. */
export function describeIndices(model: SearchModel, expression: string, parts: ("aliases" | "mappings" | "settings")[]) {
  return Object.fromEntries(
    model.indicesNamed(expression).map((index) => {
      const described: Record<string, unknown> = {};
      if (parts.includes("aliases")) described.aliases = aliasesOf(model, index);
      if (parts.includes("mappings")) described.mappings = index.mapping.render();
      if (parts.includes("settings")) described.settings = answeredSettings(index);
      return [index.name, described];
    }),
  );
}

/** `GET /{index}/_mapping`: each index named with its mapping alone. */
export function indexMappings(model: SearchModel, expression: string) {
  return Object.fromEntries(model.indicesNamed(expression).map((index) => [index.name, { mappings: index.mapping.render() }]));
}

/** `PUT /{index}/_mapping`: the update merged into the mapping of each index named; a conflict in any changes none. */
export function putMappings(model: SearchModel, expression: string, update: unknown) {
  const indices = model.indicesNamed(expression);
  const merged = indices.map((index) => mergedMapping(index.mapping, update));
  indices.forEach((index, i) => (index.mapping = merged[i]!));
  return { acknowledged: true };
}

/** `PUT /{index}/_settings`: the dynamic settings of each index named updated (settings.ts). */
export function putSettings(model: SearchModel, expression: string, settings: Record<string, unknown> | undefined) {
  updateSettings(model.indicesNamed(expression), settings);
  return { acknowledged: true };
}

/** `POST /_refresh`, `/{index}/_refresh`: the indices' writes made visible; the shards refreshed. */
export function refreshIndices(model: SearchModel, expression = "_all") {
  const indices = model.indicesNamed(expression);
  model.written(indices, true);
  const shards = indices.reduce((sum, index) => sum + index.shards.length, 0);
  const copies = indices.reduce((sum, index) => sum + index.shards.length * (1 + index.replicas), 0);
  return { _shards: { total: copies, successful: shards, failed: 0 } };
}
