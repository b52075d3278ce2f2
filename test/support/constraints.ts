/** The constraints runner: payloads that each break one rule of a contract, and the rule the validator must name. */
import { expect, it } from "vitest";
import type { ApiId } from "../../src/contract/apis.js";
import { contractOf } from "./contract.js";

export interface ConstraintCase {
  given: string;
  /** A schema's name ("SearchRequest"), a parameter's ("parameters/Size"), or a schema itself. */
  schema: unknown;
  value: unknown;
  /** The keyword the validator names (`required`, `enum`, `false schema`, ...). */
  rule: string;
}

/**
 * One test per case: the value, as JSON would carry it, is invalid and the rule is among the
 * problems. Parameter values are coerced from text first where `coerceParameters` says so, as a
 * query string's are.
 */
export function itRejectsEach(api: ApiId, cases: ConstraintCase[], { coerceParameters = false } = {}): void {
  const { schemas, schemaOf } = contractOf(api);
  it.each(cases.map((c) => [c.given, c] as const))("rejects %s", (_given, { schema, value, rule }) => {
    const isParameter = typeof schema === "string" && schema.startsWith("parameters/");
    const payload = JSON.parse(JSON.stringify(value));
    const result = schemas.validate(typeof schema === "string" ? schemaOf(schema) : schema, payload, {
      coerce: coerceParameters && isParameter,
    });
    expect(result.valid).toBe(false);
    expect(result.problems.map((problem) => problem.rule)).toContain(rule);
  });
}
