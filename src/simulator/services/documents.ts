/**
 * The documents each service serves outside its contract (Service.documents), by API: the
 * simulator's services serve them, and the Prism engine (mock-server.ts) serves the same.
 */
import type { ApiId } from "../../apis.js";
import type { ServedDocument } from "../service.js";
import { computeDocuments } from "./compute/discovery.js";

export const serviceDocuments: Partial<Record<ApiId, ReadonlyMap<string, ServedDocument>>> = {
  compute: computeDocuments,
};
