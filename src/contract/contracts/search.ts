/** The search contract as the package runs it (api-contracts.ts loads it when search is first needed). */
import document from "../../../generated/search/openapi.json" with { type: "json" };
import { precompiledValidators } from "../../../generated/search/validators.js";
import type { ApiContract } from "../api-contract.js";
import { searchErrorAnswers } from "../error-answers/search.js";

export const contract: ApiContract = { document, validators: precompiledValidators, errorAnswers: searchErrorAnswers };
