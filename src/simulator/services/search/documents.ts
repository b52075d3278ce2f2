/**
 * The document operations of the search API on the model: index (with an id or a generated one),
 * create, get, update with a partial document, delete, bulk, and count; each answered as the
 * service answers it, through the same writes as the control API's seeds (writes.ts).
 */
import { SearchError, badRequest, notFound } from "./errors.js";
import { engineRefusal } from "./indices.js";
import type { SearchModel } from "./model.js";
import type { BulkAction } from "./ndjson.js";
import { runPaced } from "../../steps.js";
import type { SearchIndex, Source } from "./store.js";
import { writeDocument, writeTarget, type WriteResult } from "./writes.js";
import { filterSource, sourceFilter, type SourceConfig } from "./source-filter.js";
import { utf8Length } from "../../../contract/messages.js";
import { prepareSearch, searchPage } from "./results.js";
import { exactJsonText } from "../../../contract/exact-json.js";

/** `refresh` of a write as the service reads it: `true` (or empty), `false`, `wait_for`. */
export type RefreshParameter = boolean | "true" | "false" | "wait_for" | "";

const refreshOf = (refresh: RefreshParameter | undefined): true | "wait_for" | undefined =>
  refresh === true || refresh === "true" || refresh === "" ? true : refresh === "wait_for" ? "wait_for" : undefined;

/** The shards a write reached, as the service counts them: the primary, and the replicas the one node cannot hold. */
const shardsOf = (index: SearchIndex | undefined) => ({ total: 1 + (index?.replicas ?? 1), successful: 1, failed: 0 });

/** A write's result as the service writes it as a single write's answer. */
function renderWrite(item: WriteResult, forcedRefresh: boolean) {
  return {
    _index: item.index,
    _id: item.id,
    _version: item.version,
    result: item.result,
    ...(forcedRefresh ? { forced_refresh: true } : {}),
    _shards: item.result === "noop" ? { total: 0, successful: 0, failed: 0 } : shardsOf(item.target),
    _seq_no: item.seqNo,
    _primary_term: 1,
  };
}

/** A write's result as an item of a bulk answer: as a single write answers it with its status, or its failure. */
function renderItem(item: WriteResult, forcedRefresh: boolean) {
  if (item.error) return { _index: item.index, _id: item.id || null, status: item.status, error: item.error };
  return { ...renderWrite(item, forcedRefresh), status: item.status };
}

/** A single write's failure: the service's error body of its item's cause. */
function refused(item: WriteResult): SearchError {
  const { type, reason, ...details } = item.error!;
  return new SearchError(item.status, type, reason, false, details);
}

/** The id of a single write, checked as the service checks it. */
function checkedId(id: string | undefined): string | undefined {
  if (id !== undefined && utf8Length(id) > 512)
    throw badRequest(
      "action_request_validation_exception",
      `Validation Failed: 1: id is too long, must be no longer than 512 bytes but was: ${utf8Length(id)};`,
    );
  return id;
}

/** One document write through the API: its answer (status and body), the refresh applied. */
function write(model: SearchModel, action: Omit<BulkAction, "line" | "size">, refresh: RefreshParameter | undefined) {
  let item: WriteResult;
  try {
    item = writeDocument(model.held, {
      ...action,
      id: checkedId(action.id),
      size: action.source ? exactJsonText(action.source).length : 0,
    });
  } catch (error) {
    throw engineRefusal(error);
  }
  if (item.error) throw refused(item);
  const asked = refreshOf(refresh);
  if (item.target) model.written([item.target], asked);
  // A delete of a document that is not there answers 404 with its result, not an error.
  const body = renderWrite(item, asked === true && item.result !== "noop");
  return item.status === 201
    ? { status: 201 as const, body }
    : item.status === 404
      ? { status: 404 as const, body }
      : { status: 200 as const, body };
}

/** `PUT|POST /{index}/_doc/{id}`, `POST /{index}/_doc`, `/{index}/_create/{id}`: indexes a document (`create`: only when it does not exist). */
export function indexDocument(
  model: SearchModel,
  index: string,
  id: string | undefined,
  source: Source,
  options: { create?: boolean; refresh?: RefreshParameter },
) {
  return write(model, { action: options.create ? "create" : "index", index, id, source }, options.refresh);
}

/**
 * `POST /{index}/_update/{id}`: merges a partial document (`doc`), or indexes `upsert` (or `doc`
 * with `doc_as_upsert`) where there is none; with `_source` (the body's, or the query's), the
 * answer's `get` holds the document as written, filtered. Scripts are the service's and not run here.
 */
export function updateDocument(
  model: SearchModel,
  index: string,
  id: string,
  body: { doc?: Source; upsert?: Source; doc_as_upsert?: boolean; script?: unknown; scripted_upsert?: boolean; _source?: SourceConfig },
  query: URLSearchParams,
  refresh?: RefreshParameter,
) {
  if (body.script !== undefined || body.scripted_upsert !== undefined)
    throw badRequest("illegal_argument_exception", "the simulator does not run update scripts: send the change as [doc]");
  if (body.doc === undefined && body.upsert === undefined)
    throw badRequest("action_request_validation_exception", "Validation Failed: 1: script or doc is missing;");
  const upsert = body.doc_as_upsert === true ? body.doc : body.upsert;
  const answer = write(model, { action: "update", index, id, source: body.doc ?? {}, ...(upsert ? { upsert } : {}) }, refresh);
  const filter = sourceFilter(body._source ?? false, query);
  const written = writeTarget(model.held, index, false).get(id);
  if (filter === false || !written) return answer;
  const source = filter === undefined ? written.source : filterSource(written.source, filter, "");
  return { ...answer, body: { ...answer.body, get: { _seq_no: written.seqNo, _primary_term: 1, found: true, _source: source } } };
}

/** `DELETE /{index}/_doc/{id}`: deletes a document; 404 with result `not_found` where there is none. */
export function deleteDocument(model: SearchModel, index: string, id: string, refresh?: RefreshParameter) {
  return write(model, { action: "delete", index, id }, refresh);
}

/** `GET /{index}/_doc/{id}`: the latest version, refreshed or not (a realtime get); 404 with `found: false` where there is none. */
export function getDocument(model: SearchModel, name: string, id: string) {
  const index = writeTarget(model.held, name, false);
  const version = index.get(id);
  if (!version) return { status: 404 as const, body: { _index: index.name, _id: id, found: false } };
  return {
    status: 200 as const,
    body: {
      _index: index.name,
      _id: id,
      _version: version.version,
      _seq_no: version.seqNo,
      _primary_term: 1,
      found: true,
      _source: version.source,
    },
  };
}

/** `GET /{index}/_source/{id}`: the document's source alone, realtime; 404 in the service's words where there is none. */
export function getDocumentSource(model: SearchModel, name: string, id: string) {
  const index = writeTarget(model.held, name, false);
  const version = index.get(id);
  if (!version) throw notFound("resource_not_found_exception", `Document not found [${index.name}]/[${id}]`);
  return version.source;
}

/** `HEAD /{index}/_doc/{id}`, `/{index}/_source/{id}`: whether the index holds the document (no such index: false). */
export function documentExists(model: SearchModel, name: string, id: string): boolean {
  try {
    return writeTarget(model.held, name, false).get(id) !== undefined;
  } catch {
    return false;
  }
}

/** `POST /_bulk`, `/{index}/_bulk`: every line read before any is written, then each action's result; loaded in steps, other requests answered between them. */
export async function bulk(model: SearchModel, ndjson: string, index: string | undefined, refresh?: RefreshParameter) {
  const started = performance.now();
  let done;
  try {
    done = await runPaced(model.bulkSteps(ndjson, index, true));
  } catch (error) {
    throw engineRefusal(error);
  }
  const asked = refreshOf(refresh);
  model.written(done.touched, asked);
  const forced = asked === true;
  return {
    took: Math.round(performance.now() - started),
    errors: done.items.some((item) => item.error !== undefined),
    items: done.items.map((item) => ({ [item.action]: renderItem(item, forced && item.result !== "noop") })),
  };
}

/** `GET|POST /_count`, `/{index}/_count`: how many documents of the indices' refreshed state the query matches. */
export function count(model: SearchModel, expression: string, query: unknown) {
  const snapshots = model.resolve(expression);
  const search = prepareSearch({ snapshots, query, sort: undefined, pit: false });
  const page = searchPage(search, { count: 0, countAll: true });
  const shards = search.shardCount;
  return { count: page.total ?? 0, _shards: { total: shards, successful: shards, skipped: 0, failed: 0 } };
}
