/** The social-graph contract as the package runs it (api-contracts.ts loads it when social-graph is first needed). */
import document from "../../../generated/social-graph/openapi.json" with { type: "json" };
import { precompiledValidators } from "../../../generated/social-graph/validators.js";
import type { ApiContract } from "../api-contract.js";
import { socialGraphErrorAnswers } from "../error-answers/social-graph.js";

export const contract: ApiContract = { document, validators: precompiledValidators, errorAnswers: socialGraphErrorAnswers };
