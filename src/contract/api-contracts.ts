/**
 * What the package runs of each API's contract: the bundled document, the validators generated
 * from it, the API's error shape, and the documents it serves outside its contract, one module per
 * API (contracts/<api>.ts), loaded when the API is first needed (per-api.ts). An API with a spec
 * plugs in here with one entry (beside its registry entry in apis.ts, which is data only, so that
 * a client reading a port loads none of this). Generated files are imported as modules, not read
 * from disk, so that Node finds them wherever the package is installed and a bundler embeds them.
 */
import type { ApiContract } from "./api-contract.js";
import type { ApiId } from "./apis.js";
import { PerApi } from "./per-api.js";

export type { ApiContract } from "./api-contract.js";

/** Each API's contract module, contracts/<api>.ts. */
export const contractModules = new PerApi<{ contract: ApiContract }>(
  "contract",
  {
    "code-hosting": { import: () => import("./contracts/code-hosting.js"), require: () => require("./contracts/code-hosting.js") },
    "social-graph": { import: () => import("./contracts/social-graph.js"), require: () => require("./contracts/social-graph.js") },
    "event-management": {
      import: () => import("./contracts/event-management.js"),
      require: () => require("./contracts/event-management.js"),
    },
    compute: { import: () => import("./contracts/compute.js"), require: () => require("./contracts/compute.js") },
    search: { import: () => import("./contracts/search.js"), require: () => require("./contracts/search.js") },
  },
  import.meta.url,
  (api) => `./contracts/${api}.js`,
);

/** The contract of an API, loaded now where it is not yet. */
export function apiContract(api: ApiId): ApiContract {
  return contractModules.get(api)!.contract;
}
