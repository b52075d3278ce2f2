/**
 * How the problems a validator finds are told, for validators compiled at run time
 * (src/contract/schemas.ts) and generated ones (generated/<api>/*.js) alike. Apart from the
 * compiler, so that a client checking a value with a generated validator carries no compiler.
 */

export interface SchemaProblem {
  /** JSON pointer into the payload ("" is the whole payload). */
  pointer: string;
  /** The JSON Schema keyword that failed (required, enum, maxItems, ...). */
  rule: string;
  message: string;
}

/** What an ajv validator leaves in its `errors` (the part of ajv's ErrorObject read here). */
export interface ValidationError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The most problems one validation reports; past it, one more problem says how many were left out. */
export const maxProblems = 100;

export function describeProblems(errors: readonly ValidationError[]): SchemaProblem[] {
  const described = errors.slice(0, maxProblems).map((error) => {
    const pointer = error.instancePath;
    const where = pointer === "" ? "the payload" : pointer;
    let message = `${where} ${error.message ?? "is invalid"}`;
    if (error.keyword === "enum") {
      message = `${where} must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
    } else if (error.keyword === "additionalProperties") {
      message = `${where} has a property the contract does not allow: "${(error.params as { additionalProperty: string }).additionalProperty}"`;
    } else if (error.keyword === "not") {
      message = `${where} is a value the contract excludes here`;
    } else if (error.keyword === "required") {
      message = `${where} is missing the required property "${(error.params as { missingProperty: string }).missingProperty}"`;
    }
    return { pointer, rule: error.keyword, message };
  });
  if (errors.length > maxProblems)
    described.push({ pointer: "", rule: "problems", message: `and ${errors.length - maxProblems} more problems` });
  return described;
}
