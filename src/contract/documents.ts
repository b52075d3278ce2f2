/** The bundled contracts (api-contracts.ts) by API, and their operation indexes. */
import { apiContract } from "./api-contracts.js";
import type { ApiId } from "./apis.js";
import { indexDocument, type OpenApiDocument, type OperationIndex } from "./openapi.js";

/** An API's bundled contract (generated/<api>/openapi.json). Shared: do not modify. */
export const contractDocument = (api: ApiId): OpenApiDocument => apiContract(api).document;

const indexes = new Map<ApiId, OperationIndex>();

/** The operation index of one API's bundled contract; the same object on every call. */
export function operationIndex(api: ApiId): OperationIndex {
  let index = indexes.get(api);
  if (!index) {
    index = indexDocument(contractDocument(api));
    indexes.set(api, index);
  }
  return index;
}
