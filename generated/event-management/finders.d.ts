// Generated from specs/event-management/openapi.yaml by `npm run generate`. Do not edit.

import type { OperationFinders } from "../../src/contract/schema-runtime.js";

/** Per operation, its finders by `q` value: the parameters each takes and requires, and a validator of each parameter. */
export declare const finders: { readonly findEvents: OperationFinders };
