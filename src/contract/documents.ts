/** The bundled contracts (api-contracts.ts) by API, and their operation indexes. */
import { apiContracts } from "./api-contracts.js";
import type { ApiId } from "./apis.js";
import { indexDocument, type OpenApiDocument, type OperationIndex } from "./openapi.js";

/** Each API's bundled contract (generated/<api>/openapi.json). Shared: do not modify. */
export const contractDocuments = Object.fromEntries(Object.entries(apiContracts).map(([api, { document }]) => [api, document])) as Readonly<
  Record<ApiId, OpenApiDocument>
>;

const indexes = new Map<ApiId, OperationIndex>();

/** The operation index of one API's bundled contract; the same object on every call. */
export function operationIndex(api: ApiId): OperationIndex {
  let index = indexes.get(api);
  if (!index) {
    index = indexDocument(contractDocuments[api]);
    indexes.set(api, index);
  }
  return index;
}
