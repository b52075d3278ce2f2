/**
 * Payloads that break a rule of a compute operation or of an error body are rejected, one case
 * per rule; the requestId parameter takes a UUID other than the all-zero one, and nothing else.
 */
import { describe, expect, it } from "vitest";
import { itRejectsEach, type ConstraintCase } from "../support/constraints.js";
import { edit, operation, quotaError } from "../support/compute-payloads.js";
import { contractOf } from "../support/contract.js";

const { schemas, ref, schemaOf } = contractOf("compute");
const requestIdSchema = schemaOf("parameters/RequestId");

const cases: ConstraintCase[] = [
  // The operation
  { given: "the operation status FAILED", schema: "Operation", value: { ...operation, status: "FAILED" }, rule: "enum" },
  { given: "progress 101", schema: "Operation", value: { ...operation, progress: 101 }, rule: "maximum" },
  { given: "an id that is not a decimal string", schema: "Operation", value: { ...operation, id: "0x1f" }, rule: "pattern" },
  { given: "a numeric id", schema: "Operation", value: { ...operation, id: 4281592370116451782 }, rule: "type" },
  { given: "an id above the uint64 range", schema: "Operation", value: { ...operation, id: "18446744073709551616" }, rule: "format" },
  {
    given: "a clientOperationId that is not a UUID",
    schema: "Operation",
    value: { ...operation, clientOperationId: "retry-1" },
    rule: "format",
  },
  { given: "both zone and region", schema: "Operation", value: { ...operation, zone: "z", region: "r" }, rule: "false schema" },
  {
    given: "both members of the metadata union",
    schema: "Operation",
    value: { ...operation, setCommonInstanceMetadataOperationMetadata: {}, instancesBulkInsertOperationMetadata: {} },
    rule: "false schema",
  },
  {
    given: "an error without httpErrorStatusCode",
    schema: "Operation",
    value: { ...operation, error: { errors: [] }, httpErrorMessage: "FORBIDDEN" },
    rule: "dependentRequired",
  },
  {
    given: "QUOTA_EXCEEDED without quotaInfo",
    schema: "OperationErrorItem",
    value: edit(quotaError, (e) => e.errorDetails.pop()),
    rule: "contains",
  },
  {
    given: "an errorInfo reason in lower case",
    schema: "OperationErrorItem",
    value: edit(quotaError, (e) => (e.errorDetails[0].errorInfo.reason = "quotaExceeded")),
    rule: "pattern",
  },
  {
    given: "an errorInfo reason of 64 characters",
    schema: "OperationErrorItem",
    value: edit(quotaError, (e) => (e.errorDetails[0].errorInfo.reason = `Q${"U".repeat(63)}`)),
    rule: "maxLength",
  },
  {
    given: "a metadatas key starting with an upper-case letter",
    schema: "OperationErrorItem",
    value: edit(quotaError, (e) => (e.errorDetails[0].errorInfo.metadatas = { QuotaLimit: "x" })),
    rule: "propertyNames",
  },
  {
    given: "a metadatas key of 65 characters",
    schema: "OperationErrorItem",
    value: edit(quotaError, (e) => (e.errorDetails[0].errorInfo.metadatas = { [`q${"a".repeat(64)}`]: "x" })),
    rule: "propertyNames",
  },
  {
    given: "a locale that is not a language tag",
    schema: "ErrorDetail",
    value: { localizedMessage: { locale: "en_US!", message: "x" } },
    rule: "pattern",
  },
  // Errors
  { given: "an error body without error", schema: "Error", value: { message: "x" }, rule: "required" },
  {
    given: "a 412 body whose reason is not conditionNotMet",
    schema: "ConditionNotMetError",
    value: { error: { code: 412, message: "x", errors: [{ reason: "notFound" }] } },
    rule: "contains",
  },
  {
    given: "a conditionNotMet body with the code 400",
    schema: "ConditionNotMetError",
    value: { error: { code: 400, message: "x", errors: [{ reason: "conditionNotMet" }] } },
    rule: "const",
  },
];

describe("compute rejects what its document forbids", () => {
  it.each([
    ["Operation", operation],
    ["OperationErrorItem", quotaError],
  ] as const)("accepts the valid %s each counterexample starts from", (schema, value) => {
    expect(schemas.validate(ref(schema), value).problems).toEqual([]);
  });

  itRejectsEach("compute", cases);

  it.each([
    ["the all-zero UUID", "00000000-0000-0000-0000-000000000000", "not"],
    ["a value that is not a UUID", "retry-1", "pattern"],
    ["a UUID without dashes", "3f6c2a9e8b414d7a9c152e7f0b84d613", "pattern"],
  ])("rejects %s as requestId", (_given, value, rule) => {
    const result = schemas.validate(requestIdSchema, value);
    expect(result.valid).toBe(false);
    expect(result.problems.map((problem) => problem.rule)).toContain(rule);
  });

  it("accepts a random UUID as requestId, in either letter case", () => {
    const id = crypto.randomUUID();
    expect(schemas.validate(requestIdSchema, id).problems).toEqual([]);
    expect(schemas.validate(requestIdSchema, id.toUpperCase()).problems).toEqual([]);
  });
});
