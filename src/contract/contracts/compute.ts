/** The compute contract as the package runs it (api-contracts.ts loads it when compute is first needed). */
import discovery from "../../../generated/compute/discovery.json" with { type: "json" };
import { discoveryDocuments } from "../discovery.js";
import document from "../../../generated/compute/openapi.json" with { type: "json" };
import { precompiledValidators } from "../../../generated/compute/validators.js";
import type { ApiContract } from "../api-contract.js";
import { computeErrorAnswers } from "../error-answers/compute.js";

export const contract: ApiContract = {
  document,
  validators: precompiledValidators,
  errorAnswers: computeErrorAnswers,
  servedDocuments: discoveryDocuments(discovery),
};
