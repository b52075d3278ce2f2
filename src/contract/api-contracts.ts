/**
 * What the package runs of each API's contract, in one table: the bundled document, the validators
 * generated from it, the API's error shape, and the documents it serves outside its contract. An
 * API with a spec plugs in here with one entry (beside its registry entry in apis.ts, which is
 * data only, so that a client reading a port loads none of this). Generated files are imported as
 * modules, not read from disk, so that Node finds them wherever the package is installed and a
 * bundler embeds them.
 */
import codeHosting from "../../generated/code-hosting/openapi.json" with { type: "json" };
import { precompiledValidators as codeHostingValidators } from "../../generated/code-hosting/validators.js";
import computeDiscovery from "../../generated/compute/discovery.json" with { type: "json" };
import compute from "../../generated/compute/openapi.json" with { type: "json" };
import { precompiledValidators as computeValidators } from "../../generated/compute/validators.js";
import { finders as eventManagementFinders } from "../../generated/event-management/finders.js";
import eventManagement from "../../generated/event-management/openapi.json" with { type: "json" };
import { precompiledValidators as eventManagementValidators } from "../../generated/event-management/validators.js";
import search from "../../generated/search/openapi.json" with { type: "json" };
import { precompiledValidators as searchValidators } from "../../generated/search/validators.js";
import socialGraph from "../../generated/social-graph/openapi.json" with { type: "json" };
import { precompiledValidators as socialGraphValidators } from "../../generated/social-graph/validators.js";
import type { ApiId } from "./apis.js";
import { discoveryDocuments, type ServedDocument } from "./discovery.js";
import type { ErrorAnswers } from "./error-answer-types.js";
import { codeHostingErrorAnswers } from "./error-answers/code-hosting.js";
import { computeErrorAnswers } from "./error-answers/compute.js";
import { eventManagementErrorAnswers } from "./error-answers/event-management.js";
import { searchErrorAnswers } from "./error-answers/search.js";
import { socialGraphErrorAnswers } from "./error-answers/social-graph.js";
import type { OpenApiDocument } from "./openapi.js";
import type { OperationFinders, PrecompiledValidators } from "./schema-runtime.js";

export interface ApiContract {
  /** generated/<api>/openapi.json. Shared: do not modify. */
  document: OpenApiDocument;
  /** generated/<api>/validators.js: the validators of the schemas the package validates against. */
  validators: () => PrecompiledValidators;
  /** The answers the API gives outside its operations, in its own error shape (error-answers/<api>.ts); RFC 9457 problems where absent. */
  errorAnswers?: ErrorAnswers & Required<Pick<ErrorAnswers, "errorBody">>;
  /** Documents served at fixed paths outside the contract, by path (a discovery document). */
  servedDocuments?: ReadonlyMap<string, ServedDocument>;
  /** generated/<api>/finders.js, where operations carry `x-finders`: their finders by operationId (src/contract/finders.ts checks a query by them). */
  finders?: Readonly<Record<string, OperationFinders>>;
}

export const apiContracts: Readonly<Record<ApiId, ApiContract>> = {
  "code-hosting": { document: codeHosting, validators: codeHostingValidators, errorAnswers: codeHostingErrorAnswers },
  "social-graph": { document: socialGraph, validators: socialGraphValidators, errorAnswers: socialGraphErrorAnswers },
  "event-management": {
    document: eventManagement,
    validators: eventManagementValidators,
    errorAnswers: eventManagementErrorAnswers,
    finders: eventManagementFinders,
  },
  compute: {
    document: compute,
    validators: computeValidators,
    errorAnswers: computeErrorAnswers,
    servedDocuments: discoveryDocuments(computeDiscovery),
  },
  search: { document: search, validators: searchValidators, errorAnswers: searchErrorAnswers },
};
