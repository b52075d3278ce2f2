/**
 * Every API's contract and service, and ajv's compiler, imported with this module and given to
 * the registries that otherwise load each when first needed (src/contract/per-api.ts): for a
 * browser bundle, which cannot load one later (no `require` in a page; in-process-entry.ts), and
 * for programs run from the TypeScript sources (vitest's setup, tsx's scripts), where Node's
 * require cannot load a generated module that imports a source one.
 */
import { contractModules, type ApiContract } from "../contract/api-contracts.js";
import type { ApiId } from "../contract/apis.js";
import * as codeHostingContract from "../contract/contracts/code-hosting.js";
import * as computeContract from "../contract/contracts/compute.js";
import * as eventManagementContract from "../contract/contracts/event-management.js";
import * as searchContract from "../contract/contracts/search.js";
import * as socialGraphContract from "../contract/contracts/social-graph.js";
import * as schemaCompiler from "../contract/schema-compiler.js";
import { provideSchemaCompiler } from "../contract/schema-compiler-loader.js";
import * as codeHostingService from "./services/code-hosting/index.js";
import * as computeService from "./services/compute/index.js";
import * as eventManagementService from "./services/event-management/index.js";
import { serviceModules } from "./services/index.js";
import * as searchService from "./services/search/index.js";
import type { ServiceFactory } from "./service.js";
import * as socialGraphService from "./services/social-graph/index.js";

// Keyed by every API, so that the type checker asks for a new API's lines here.
const contracts: Record<ApiId, { contract: ApiContract }> = {
  "code-hosting": codeHostingContract,
  "social-graph": socialGraphContract,
  "event-management": eventManagementContract,
  compute: computeContract,
  search: searchContract,
};
const services: Record<ApiId, { default: ServiceFactory }> = {
  "code-hosting": codeHostingService,
  "social-graph": socialGraphService,
  "event-management": eventManagementService,
  compute: computeService,
  search: searchService,
};
contractModules.provide(contracts);
serviceModules.provide(services);
provideSchemaCompiler(() => schemaCompiler);
