/**
 * The writes of the search model: indices created (or replaced) with their documents, documents
 * indexed and updated, and bulk NDJSON lines. Each reads and checks everything it is given, and
 * reserves room for it within the service's bounds (room.ts), before it writes anything, so that a
 * refusal changes nothing; the long ones run in steps (steps.ts).
 */
import { ControlRefusal } from "../../service.js";
import type { IndexSeed } from "./seed.js";
import type { Room } from "./room.js";
import { documentsPerStep, type Steps } from "./steps.js";
import { readNdjson, toDocument, type BulkAction } from "./ndjson.js";
import { SearchIndex, defaultShards, documentMaker, generatedDocumentBytes, generatedMappings, type Source } from "./store.js";
import { Mapping } from "./mapping.js";

/** What the writes change: the service's indices, and the room they take. */
export interface Holdings {
  indices: Map<string, SearchIndex>;
  room: Room;
}

/** A document with the bytes of JSON it takes. */
function sized(document: { id?: string; source: Source }) {
  return { id: document.id, source: document.source, size: JSON.stringify(document.source).length };
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
 * the service's bounds, before anything is written: a refusal changes nothing.
 */
export function* createIndexSteps(held: Holdings, name: string, spec: IndexSeed): Steps<SearchIndex> {
  const documents: { id?: string; source: Source; size: number }[] = [];
  for (const item of spec.documents ?? []) {
    if (documents.length % documentsPerStep === 0) yield;
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
      : yield* readNdjson(spec.ndjson, (more, moreBytes) => held.room.check("createIndex", versions + more, bytes + moreBytes, replacing));
  held.room.checkShards("createIndex", (spec.shards ?? defaultShards) + created(held, actions, name).size * defaultShards, replacing);
  const release = held.room.reserve(
    "createIndex",
    versions + written(actions),
    bytes + actions.reduce((sum, a) => sum + a.size, 0),
    replacing,
  );
  try {
    const index = new SearchIndex(
      name,
      spec.shards,
      spec.maxResultWindow,
      new Mapping(spec.mappings ?? (spec.generate ? generatedMappings : undefined)),
    );
    held.indices.set(name, index);
    // Each step's work in a plain function: V8 optimizes it as it would any loop, which a generator's own loop it may not.
    for (let from = 0; from < documents.length; from += documentsPerStep) {
      yield;
      putDocuments(index, documents, from, from + documentsPerStep);
    }
    if (spec.generate) {
      const { count, seed } = spec.generate;
      const make = documentMaker(count, seed);
      for (let from = 0; from < count; from += documentsPerStep) {
        yield;
        putGenerated(index, make, from, Math.min(from + documentsPerStep, count));
      }
    }
    index.refresh();
    for (const touched of yield* apply(held, actions, name)) touched.refresh();
    return index;
  } finally {
    release();
  }
}

/** Bulk lines in steps: every line read, and room reserved, before any is written; an index they name that does not exist is created. */
export function* bulkSteps(
  held: Holdings,
  ndjson: string,
  defaultIndex: string | undefined,
): Steps<{ written: number; touched: Set<SearchIndex> }> {
  const actions = yield* readNdjson(ndjson, (versions, bytes) => held.room.check("bulk", versions, bytes));
  if (!defaultIndex && actions.some((action) => action.index === undefined))
    throw new ControlRefusal("an NDJSON line names no _index, and the command gave no index");
  held.room.checkShards("bulk", created(held, actions, defaultIndex).size * defaultShards);
  const release = held.room.reserve(
    "bulk",
    written(actions),
    actions.reduce((sum, action) => sum + action.size, 0),
  );
  try {
    return { written: actions.length, touched: yield* apply(held, actions, defaultIndex) };
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
      if (ids.length % documentsPerStep === 0) yield;
      ids.push(index.put(document.id, document.source, document.size).id);
    }
    return ids;
  } finally {
    release();
  }
}

/** Merges a partial document into a document, within the service's bounds. */
export function updateDocument(held: Holdings, index: SearchIndex, id: string, partial: Source): void {
  const size = JSON.stringify(partial).length;
  held.room.reserve("update", 1, size)();
  index.update(id, partial, size);
}

/** The indices bulk actions name that do not exist yet (and that are not `creating`): writing them creates them. */
function created(held: Holdings, actions: BulkAction[], creating: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const action of actions) {
    const name = action.index ?? creating!;
    if (name !== creating && !held.indices.has(name)) names.add(name);
  }
  return names;
}

/** Writes bulk actions, in steps; the indices written. */
function* apply(held: Holdings, actions: BulkAction[], defaultIndex: string | undefined): Steps<Set<SearchIndex>> {
  const touched = new Set<SearchIndex>();
  let count = 0;
  for (const action of actions) {
    if (++count % documentsPerStep === 0) yield;
    const name = action.index ?? defaultIndex!;
    let index = held.indices.get(name);
    if (!index) held.indices.set(name, (index = new SearchIndex(name)));
    touched.add(index);
    if (action.action === "delete") index.remove(action.id!);
    else if (action.action === "update") index.update(action.id!, action.source!, action.size);
    else index.put(action.id, action.source!, action.size);
  }
  return touched;
}
