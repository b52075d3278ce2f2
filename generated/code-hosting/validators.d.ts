// Generated from specs/code-hosting/openapi.yaml by `npm run generate`. Do not edit.

import type { PrecompiledValidators } from "../../src/contract/schema-runtime.js";

/** The validators by JSON pointer of their schema in openapi.json; made when first asked for. */
export declare function precompiledValidators(): PrecompiledValidators;
