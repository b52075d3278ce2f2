/**
 * Where a service serves its discovery document (generated/<api>/discovery.json, written by `npm
 * run generate` from the contract), as the vendor's discovery clients fetch it: the directory's
 * address `/discovery/v1/apis/<name>/<version>/rest` and the service's own
 * `/$discovery/rest?version=<version>`. The document names the address the client reached as its
 * `rootUrl`, so that the client it builds calls this simulator.
 */

/**
 * A document served at a fixed path outside the contract, made for the address the client reached
 * (`baseUrl`: its origin and any prefix it used) and the request's query; undefined when the query
 * names no document there (the request is then routed as any other).
 */
export type ServedDocument = (request: { baseUrl: string; query: URLSearchParams }) => unknown;

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
  const forAddress = (baseUrl: string): Document => ({
    ...document,
    rootUrl: `${baseUrl}/`,
    baseUrl: `${baseUrl}/${document.servicePath}`,
  });
  return new Map<string, ServedDocument>([
    [`/discovery/v1/apis/${document.name}/${document.version}/rest`, ({ baseUrl }) => forAddress(baseUrl)],
    ["/$discovery/rest", ({ baseUrl, query }) => (query.get("version") === document.version ? forAddress(baseUrl) : undefined)],
  ]);
}
