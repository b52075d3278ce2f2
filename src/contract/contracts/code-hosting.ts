/** The code-hosting contract as the package runs it (api-contracts.ts loads it when code-hosting is first needed). */
import document from "../../../generated/code-hosting/openapi.json" with { type: "json" };
import { precompiledValidators } from "../../../generated/code-hosting/validators.js";
import type { ApiContract } from "../api-contract.js";
import { codeHostingErrorAnswers } from "../error-answers/code-hosting.js";

export const contract: ApiContract = { document, validators: precompiledValidators, errorAnswers: codeHostingErrorAnswers };
