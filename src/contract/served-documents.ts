/**
 * The documents an API serves outside its contract, by API and path: its discovery document, which
 * discovery clients fetch before they can make any call. The simulator's core and the mock answer
 * GET (and HEAD) of these paths before routing and without credentials, as JSON with status 200.
 */
import computeDiscovery from "../../generated/compute/discovery.json" with { type: "json" };
import type { ApiId } from "./apis.js";
import { discoveryDocuments, type ServedDocument } from "./discovery.js";

export type { ServedDocument } from "./discovery.js";

export const servedDocuments: Partial<Record<ApiId, ReadonlyMap<string, ServedDocument>>> = {
  compute: discoveryDocuments(computeDiscovery),
};
