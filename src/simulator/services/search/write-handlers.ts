/**
 * The handlers of the search API's index and document operations: each reads the request, calls
 * the model's operation (indices.ts, documents.ts) and answers what it returns; a SearchError it
 * throws is a Refusal, which the core answers.
 */
import type { operations } from "../../../../generated/search/types.js";
import type { Handlers } from "../../service.js";
import {
  bulk,
  count,
  deleteDocument,
  documentExists,
  getDocument,
  getDocumentSource,
  indexDocument,
  updateDocument,
  type RefreshParameter,
} from "./documents.js";
import { createIndex, deleteIndices, describeIndices, indexMappings, putMappings, putSettings, refreshIndices } from "./indices.js";
import type { SearchModel } from "./model.js";
import type { Source } from "./store.js";
import { asNumbers } from "../../../contract/exact-json.js";

/**
 * A single write answers 200, 201 or 404 by its result, and each operation only those it can
 * reach (an index: 200 or 201; a delete: 200 or 404), which the types of one write cannot tell
 * apart: its handlers are typed as their operation's.
 */
const declared = <Handler>(handler: unknown) => handler as Handler;

export function writeHandlers(model: SearchModel): Handlers<operations> {
  const ok = <Body>(body: Body) => ({ status: 200 as const, body });
  /** A document write by its path and query: PUT or POST, with an id or without; a create by its path or by `op_type=create`. */
  const indexWith =
    (create: boolean) =>
    (request: {
      params: { index: string; id?: string };
      body: Record<string, unknown>;
      queryValues: { refresh?: string; op_type?: string };
    }) =>
      indexDocument(model, request.params.index, request.params.id, request.body as Source, {
        create: create || request.queryValues.op_type === "create",
        refresh: request.queryValues.refresh as never,
      });
  const bulkWith = (request: { params: { index?: string }; body: unknown; queryValues: { refresh?: string } }) =>
    bulk(model, typeof request.body === "string" ? request.body : "", request.params.index, request.queryValues.refresh as never);
  const putMappingWith = (request: { params: { index: string }; body: unknown }) =>
    ok(putMappings(model, request.params.index, asNumbers(request.body)));
  const exists = (request: { params: { index: string; id: string } }) => ({
    status: documentExists(model, request.params.index, request.params.id) ? (200 as const) : (404 as const),
  });
  const countWith = (request: { params: { index?: string }; body?: { query?: unknown } }) =>
    ok(count(model, request.params.index ?? "_all", request.body?.query));

  return {
    // Settings and mappings compute with their numbers; documents alone keep every digit of theirs.
    createIndex: (request) => ok(createIndex(model, request.params.index, asNumbers(request.body))),
    getIndex: (request) => ok(describeIndices(model, request.params.index, ["aliases", "mappings", "settings"])),
    getIndexMapping: (request) => ok(indexMappings(model, request.params.index)),
    getIndexSettings: (request) => ok(describeIndices(model, request.params.index, ["settings"])),
    checkIndexExists: (request) => {
      try {
        return { status: model.indicesNamed(request.params.index).length > 0 ? 200 : 404 };
      } catch {
        return { status: 404 };
      }
    },
    putIndexMapping: putMappingWith,
    putIndexMappingWithPost: putMappingWith,
    putIndexSettings: (request) => ok(putSettings(model, request.params.index, asNumbers(request.body) as Record<string, unknown>)),
    deleteIndex: (request) => ok(deleteIndices(model, request.params.index)),
    indexDocument: declared(indexWith(false)),
    indexDocumentWithPost: declared(indexWith(false)),
    indexDocumentWithGeneratedId: declared(indexWith(false)),
    createDocument: declared(indexWith(true)),
    createDocumentWithPost: declared(indexWith(true)),
    getDocument: (request) => getDocument(model, request.params.index, request.params.id),
    getDocumentSource: (request) => ok(getDocumentSource(model, request.params.index, request.params.id)),
    checkDocumentExists: exists,
    checkDocumentSourceExists: exists,
    deleteDocument: declared((request: { params: { index: string; id: string }; queryValues: { refresh?: RefreshParameter } }) =>
      deleteDocument(model, request.params.index, request.params.id, request.queryValues.refresh),
    ),
    updateDocument: declared(
      (request: {
        params: { index: string; id: string };
        body: Parameters<typeof updateDocument>[3];
        query: URLSearchParams;
        queryValues: { refresh?: RefreshParameter };
      }) => updateDocument(model, request.params.index, request.params.id, request.body, request.query, request.queryValues.refresh),
    ),
    bulk: async (request) => ok(await bulkWith(request)),
    bulkIndex: async (request) => ok(await bulkWith(request)),
    refresh: () => ok(refreshIndices(model)),
    refreshWithGet: () => ok(refreshIndices(model)),
    refreshIndex: (request) => ok(refreshIndices(model, request.params.index)),
    refreshIndexWithGet: (request) => ok(refreshIndices(model, request.params.index)),
    count: countWith,
    countWithGet: countWith,
    countIndex: countWith,
    countIndexWithGet: countWith,
  };
}
