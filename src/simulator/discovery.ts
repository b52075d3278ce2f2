/**
 * Where a service serves its discovery document (generated/<api>/discovery.json, written by `npm
 * run generate` from the contract), as the vendor's discovery clients fetch it: the directory's
 * address `/discovery/v1/apis/<name>/<version>/rest` and the service's own
 * `/$discovery/rest?version=<version>`. The document names the address the client reached as its
 * `rootUrl`, so that the client it builds calls this simulator.
 */
import type { ServedDocument } from "./service.js";

/** The members of a discovery document that say where its API is. */
export interface DiscoveryAddress {
  name: string;
  version: string;
  rootUrl: string;
  servicePath: string;
  baseUrl: string;
}

export function discoveryDocuments<Document extends DiscoveryAddress>(document: Document): ReadonlyMap<string, ServedDocument> {
  // rootUrl ends with a slash, as discovery documents write it; baseUrl is rootUrl and servicePath.
  const forAddress = (baseUrl: string): Document => ({ ...document, rootUrl: `${baseUrl}/`, baseUrl: `${baseUrl}/${document.servicePath}` });
  return new Map<string, ServedDocument>([
    [`/discovery/v1/apis/${document.name}/${document.version}/rest`, ({ baseUrl }) => forAddress(baseUrl)],
    ["/$discovery/rest", ({ baseUrl, query }) => (query.get("version") === document.version ? forAddress(baseUrl) : undefined)],
  ]);
}
