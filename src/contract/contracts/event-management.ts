/** The event-management contract as the package runs it (api-contracts.ts loads it when event-management is first needed). */
import { finders } from "../../../generated/event-management/finders.js";
import document from "../../../generated/event-management/openapi.json" with { type: "json" };
import { precompiledValidators } from "../../../generated/event-management/validators.js";
import type { ApiContract } from "../api-contract.js";
import { eventManagementErrorAnswers } from "../error-answers/event-management.js";

export const contract: ApiContract = { document, validators: precompiledValidators, errorAnswers: eventManagementErrorAnswers, finders };
