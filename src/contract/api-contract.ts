/** What the package runs of one API's contract (src/contract/contracts/<api>.ts holds each API's; api-contracts.ts loads them). */
import type { ServedDocument } from "./discovery.js";
import type { ErrorAnswers } from "./error-answer-types.js";
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
