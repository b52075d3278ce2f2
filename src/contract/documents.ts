/**
 * The bundled contracts, imported as JSON modules rather than read from disk: Node loads them
 * next to this module wherever the package is installed or whatever it is named, and a bundler
 * (esbuild, Vite, webpack) embeds them, so nothing at run time needs to know where the files are.
 */
import codeHosting from "../../generated/code-hosting/openapi.json" with { type: "json" };
import compute from "../../generated/compute/openapi.json" with { type: "json" };
import eventManagement from "../../generated/event-management/openapi.json" with { type: "json" };
import search from "../../generated/search/openapi.json" with { type: "json" };
import socialGraph from "../../generated/social-graph/openapi.json" with { type: "json" };
import type { ApiId } from "./apis.js";
import { indexDocument, type OpenApiDocument, type OperationIndex } from "./openapi.js";

/** Each API's bundled contract (generated/<api>/openapi.json). Shared: do not modify. */
export const contractDocuments: Readonly<Record<ApiId, OpenApiDocument>> = {
  "code-hosting": codeHosting,
  "social-graph": socialGraph,
  "event-management": eventManagement,
  compute,
  search,
};

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
