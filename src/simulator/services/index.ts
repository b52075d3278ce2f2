/**
 * The simulated service of each API, one module each (services/<api>/index.ts, its factory the
 * module's default export), loaded when the API is first served (src/contract/per-api.ts); an API
 * without one answers every operation from its examples.
 */
import { contractModules } from "../../contract/api-contracts.js";
import { PerApi } from "../../contract/per-api.js";
import type { ApiId } from "../../contract/apis.js";
import type { ServiceFactory } from "../service.js";

export const serviceModules = new PerApi<{ default: ServiceFactory }>(
  "simulated service",
  {
    "code-hosting": { import: () => import("./code-hosting/index.js"), require: () => require("./code-hosting/index.js") },
    compute: { import: () => import("./compute/index.js"), require: () => require("./compute/index.js") },
    "event-management": { import: () => import("./event-management/index.js"), require: () => require("./event-management/index.js") },
    "social-graph": { import: () => import("./social-graph/index.js"), require: () => require("./social-graph/index.js") },
    search: { import: () => import("./search/index.js"), require: () => require("./search/index.js") },
  },
  import.meta.url,
  (api) => `./${api}/index.js`,
);

/** The factory of an API's service, loaded now where it is not yet. */
export const serviceFactory = (api: ApiId): ServiceFactory | undefined => serviceModules.get(api)?.default;

/** Imports the contracts and services of the APIs (what a process serving them needs), ahead of their first synchronous use. */
export async function loadApis(apis: readonly ApiId[]): Promise<void> {
  await Promise.all([contractModules.load(apis), serviceModules.load(apis)]);
}
