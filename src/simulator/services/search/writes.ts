/**
 * The writes of the search model, one set of functions for the API and the control API's seeds
 * and commands: indices created (or replaced) with their documents, documents indexed, created,
 * updated and deleted one by one or as bulk NDJSON lines, each with its result as the service
 * reports it. Each reads and checks everything it is given, and reserves room for it within the
 * service's bounds (room.ts), before it writes anything, so that a refusal changes nothing; the
 * long ones run in steps (steps.ts).
 */
import { ControlRefusal } from "../../service.js";
import type { IndexSeed } from "./seed.js";
import type { Room } from "./room.js";
import { itemsPerStep, type Steps } from "../../steps.js";
import { readNdjson, toDocument, type BulkAction, type NdjsonOptions } from "./ndjson.js";
import { SearchIndex, defaultShards, documentMaker, generatedDocumentBytes, generatedMappings, type Source } from "./store.js";
import { Mapping } from "./mapping.js";
import { SearchError, notFound } from "./errors.js";
import { checkIndexName } from "./names.js";
import { exactJsonText } from "../../../contract/exact-json.js";

/** What the writes change: the service's indices, their aliases, and the room they take. */
export interface Holdings {
  indices: Map<string, SearchIndex>;
  /** Alias names, each with the indices it names. */
  aliases: Map<string, Set<SearchIndex>>;
  room: Room;
  /** The clock's time, in milliseconds: when an index is made. */
  now(): number;
}

/** An index made now, not searched yet. */
function made(held: Holdings, index: SearchIndex): SearchIndex {
  index.createdAt = index.lastSearchAt = held.now();
  return index;
}

/** The result of one write, as the service reports it (an item of a bulk answer, or a single write's answer). */
export interface WriteResult {
  action: BulkAction["action"];
  index: string;
  id: string;
  status: number;
  result?: "created" | "updated" | "deleted" | "not_found" | "noop";
  version?: number;
  seqNo?: number;
  /** The index written (undefined where the write failed before finding it). */
  target?: SearchIndex;
  /** The failure's cause, as the service writes it in the item. */
  error?: Record<string, unknown> & { type: string; reason: string };
}

/** A document with the bytes of JSON it takes. */
function sized(document: { id?: string; source: Source }) {
  return { id: document.id, source: document.source, size: exactJsonText(document.source).length };
}

/** Indexes documents `from` to `to` (not included) of a list. */
function putDocuments(index: SearchIndex, documents: { id?: string; source: Source; size: number }[], from: number, to: number): void {
  for (let i = from; i < to && i < documents.length; i++) index.put(documents[i]!.id, documents[i]!.source, documents[i]!.size);
}

/** Indexes generated documents `from` to `to` (not included). */
function putGenerated(index: SearchIndex, make: ReturnType<typeof documentMaker>, from: number, to: number): void {
  for (let seq = from; seq < to; seq++) {
    const document = make(seq);
    index.put(document.id, document.source, generatedDocumentBytes);
  }
}

/** The document versions bulk actions write (a delete writes none). */
function written(actions: BulkAction[]): number {
  return actions.reduce((sum, action) => sum + (action.action === "delete" ? 0 : 1), 0);
}

/**
 * Creates (or replaces) an index with its documents, generated documents and NDJSON lines,
 * refreshed, in steps. Everything given is read and checked, and room for it reserved within
 * the service's bounds, before anything is written: a refusal (a document its mapping refuses, a
 * line whose write fails) changes nothing.
 */
export function* createIndexSteps(held: Holdings, name: string, spec: IndexSeed): Steps<SearchIndex> {
  const documents: { id?: string; source: Source; size: number }[] = [];
  for (const item of spec.documents ?? []) {
    if (documents.length % itemsPerStep === 0) yield;
    documents.push(sized(toDocument(item)));
  }
  const generated = spec.generate?.count ?? 0;
  const [versions, bytes] = [
    documents.length + generated,
    documents.reduce((sum, d) => sum + d.size, 0) + generated * generatedDocumentBytes,
  ];
  const replacing = held.indices.get(name);
  const actions =
    spec.ndjson === undefined
      ? []
      : yield* readNdjson(spec.ndjson, {
          growing: (more, moreBytes) => held.room.check("createIndex", versions + more, bytes + moreBytes, replacing),
        });
  held.room.checkShards("createIndex", (spec.shards ?? defaultShards) + created(held, actions, name).size * defaultShards, replacing);
  const release = held.room.reserve(
    "createIndex",
    versions + written(actions),
    bytes + actions.reduce((sum, a) => sum + a.size, 0),
    replacing,
  );
  const index = made(
    held,
    new SearchIndex(name, spec.shards, spec.maxResultWindow, new Mapping(spec.mappings ?? (spec.generate ? generatedMappings : undefined))),
  );
  try {
    held.indices.set(name, index);
    // Each step's work in a plain function: V8 optimizes it as it would any loop, which a generator's own loop it may not.
    for (let from = 0; from < documents.length; from += itemsPerStep) {
      yield;
      putDocuments(index, documents, from, from + itemsPerStep);
    }
    if (spec.generate) {
      const { count, seed } = spec.generate;
      const make = documentMaker(count, seed);
      for (let from = 0; from < count; from += itemsPerStep) {
        yield;
        putGenerated(index, make, from, Math.min(from + itemsPerStep, count));
      }
    }
    index.refresh();
    const { touched, items } = yield* apply(held, actions, name);
    const failed = items.find((item) => item.error);
    if (failed) throw new ControlRefusal(`line ${actions[items.indexOf(failed)]!.line}: ${failed.error!.type}: ${failed.error!.reason}`);
    for (const each of touched) each.refresh();
    return index;
  } catch (error) {
    // Back as it was: the index it replaced, or none.
    if (replacing) held.indices.set(name, replacing);
    else if (held.indices.get(name) === index) held.indices.delete(name);
    throw error instanceof SearchError ? new ControlRefusal(`${error.type}: ${error.message}`) : error;
  } finally {
    release();
  }
}

/**
 * Bulk lines in steps, each line's result as the service reports it: every line read, and room
 * reserved, before any is written; an index they name that does not exist is created. `bulkApi`
 * reads them as the API's `_bulk` does (its format and refusals).
 */
export function* bulkSteps(
  held: Holdings,
  ndjson: string,
  defaultIndex: string | undefined,
  options: Pick<NdjsonOptions, "bulkApi"> = {},
): Steps<{ touched: Set<SearchIndex>; items: WriteResult[] }> {
  const actions = yield* readNdjson(ndjson, { ...options, growing: (versions, bytes) => held.room.check("bulk", versions, bytes) });
  if (!defaultIndex && actions.some((action) => action.index === undefined)) {
    if (options.bulkApi) throw new SearchError(400, "action_request_validation_exception", "Validation Failed: 1: index is missing;");
    throw new ControlRefusal("an NDJSON line names no _index, and the command gave no index");
  }
  held.room.checkShards("bulk", created(held, actions, defaultIndex).size * defaultShards);
  const release = held.room.reserve(
    "bulk",
    written(actions),
    actions.reduce((sum, action) => sum + action.size, 0),
  );
  try {
    return yield* apply(held, actions, defaultIndex);
  } finally {
    release();
  }
}

/** One write (index, create, update or delete of a document), within the service's bounds: its result. */
export function writeDocument(held: Holdings, action: Omit<BulkAction, "line">): WriteResult {
  const release = held.room.reserve(action.action, action.action === "delete" ? 0 : 1, action.size);
  try {
    return writeOne(held, action, undefined);
  } finally {
    release();
  }
}

/** Indexes (creates or replaces) documents in an index, in steps, within the service's bounds; their ids. */
export function* indexSteps(held: Holdings, index: SearchIndex, items: { id?: string; source: Source }[]): Steps<string[]> {
  const documents = items.map(sized);
  const release = held.room.reserve(
    "index",
    documents.length,
    documents.reduce((sum, d) => sum + d.size, 0),
  );
  try {
    const ids: string[] = [];
    for (const document of documents) {
      if (ids.length % itemsPerStep === 0) yield;
      ids.push(index.put(document.id, document.source, document.size).id);
    }
    return ids;
  } finally {
    release();
  }
}

/** The indices bulk actions name that do not exist yet (and that are not `creating`): writing them creates them. */
function created(held: Holdings, actions: BulkAction[], creating: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const action of actions) {
    const name = action.index ?? creating!;
    if (name !== creating && !held.indices.has(name) && !held.aliases.has(name)) names.add(name);
  }
  return names;
}

/** Writes bulk actions, in steps; the indices written, and each action's result. */
function* apply(
  held: Holdings,
  actions: BulkAction[],
  defaultIndex: string | undefined,
): Steps<{ touched: Set<SearchIndex>; items: WriteResult[] }> {
  const touched = new Set<SearchIndex>();
  const items: WriteResult[] = [];
  let count = 0;
  for (const action of actions) {
    if (++count % itemsPerStep === 0) yield;
    const item = writeOne(held, action, defaultIndex);
    if (item.target) touched.add(item.target);
    items.push(item);
  }
  return { touched, items };
}

/** The index a write goes to: an index, the one index of an alias, or (for what indexes a document) a new index of that name. */
export function writeTarget(held: Holdings, name: string, create: boolean): SearchIndex {
  const alias = held.aliases.get(name);
  if (alias) {
    if (alias.size === 1) return [...alias][0]!;
    throw new SearchError(
      400,
      "illegal_argument_exception",
      `no write index is defined for alias [${name}]. The write index may be explicitly disabled using is_write_index=false or the alias points to multiple indices without one being designated as a write index`,
    );
  }
  const existing = held.indices.get(name);
  if (existing) return existing;
  if (!create) throw indexMissing(name);
  checkIndexName(name);
  const index = made(held, new SearchIndex(name));
  held.indices.set(name, index);
  return index;
}

/** The service's 404 for an index that does not exist. */
export function indexMissing(name: string): SearchError {
  return notFound("index_not_found_exception", `no such index [${name}]`, {
    "resource.type": "index_or_alias",
    "resource.id": name,
    index_uuid: "_na_",
    index: name,
  });
}

/** One write: its result, or its failure as an item of a bulk answer carries it (the service's refusals of the document). */
function writeOne(held: Holdings, action: Omit<BulkAction, "line">, defaultIndex: string | undefined): WriteResult {
  const name = action.index ?? defaultIndex!;
  const result: WriteResult = { action: action.action, index: name, id: action.id ?? "", status: 200 };
  const failed = (status: number, type: string, reason: string, index?: SearchIndex) => {
    result.status = status;
    result.error = { type, reason, ...(index ? { index_uuid: index.uuid, shard: "0", index: index.name } : {}) };
    return result;
  };
  let index: SearchIndex | undefined;
  try {
    index = writeTarget(held, name, action.action === "index" || action.action === "create" || action.upsert !== undefined);
    result.index = index.name;
    if (action.unreadable !== undefined) return failed(400, "document_parsing_exception", `failed to parse: ${action.unreadable}`, index);
    const current = action.id === undefined ? undefined : index.get(action.id);
    if (action.action === "delete") {
      result.target = index;
      const removed = index.remove(action.id!);
      if (!removed) return Object.assign(result, { status: 404, result: "not_found", version: 1, seqNo: -2 });
      return Object.assign(result, { result: "deleted", version: removed.version, seqNo: removed.seqNo });
    }
    if (action.action === "create" && current)
      return failed(
        409,
        "version_conflict_engine_exception",
        `[${action.id}]: version conflict, document already exists (current version [${current.version}])`,
        index,
      );
    let source = action.source!;
    if (action.action === "update") {
      if (!current) {
        if (!action.upsert) return failed(404, "document_missing_exception", `[${action.id}]: document missing`, index);
        source = action.upsert;
      } else {
        source = merge(current.source, action.source!);
        // An update that changes nothing writes nothing (the service's detect_noop).
        if (exactJsonText(source) === exactJsonText(current.source))
          return Object.assign(result, { result: "noop", version: current.version, seqNo: current.seqNo, target: index });
      }
    }
    const version = index.put(action.id, source, action.size);
    result.target = index;
    return Object.assign(result, {
      id: version.id,
      status: current ? 200 : 201,
      result: current ? "updated" : "created",
      version: version.version,
      seqNo: version.seqNo,
    });
  } catch (error) {
    if (!(error instanceof SearchError)) throw error;
    const body = (error.reply.body as { error: Record<string, unknown> & { type: string; reason: string } }).error;
    const { root_cause: _root, ...cause } = body;
    result.status = error.status;
    result.error = { ...cause, ...(index ? { index_uuid: index.uuid, shard: "0", index: index.name } : {}) };
    return result;
  }
}

/** A partial document merged in (objects recursively), as the service's update does; in a Map, so that a member named `__proto__` stays a member. */
export function merge(base: Source, partial: Source): Source {
  const result = new Map(Object.entries(base));
  for (const [key, value] of Object.entries(partial)) {
    const current = result.get(key);
    const bothObjects = [current, value].every((v) => v !== null && typeof v === "object" && !Array.isArray(v));
    result.set(key, bothObjects ? merge(current as Source, value as Source) : value);
  }
  return Object.fromEntries(result);
}
