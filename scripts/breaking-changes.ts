/**
 * The changes between two versions of a contract that break a client or a server written against
 * the older one, with the rules the code-hosting service's own description of breaking changes
 * uses. Both documents are read through the operation index (src/contract/openapi.ts), so operations and
 * parameters are matched as every other part of the package matches them.
 *
 * In a request (what a client sends): a removed operation, parameter or request media type; a new
 * required parameter, member or body; a removed enum value; a narrowed type; a new or changed
 * pattern. In a response (what a client reads): a member that was always present removed or made
 * optional; a widened enum; a changed type (the new one admits values the old one did not).
 * A readOnly member counts only in responses and a writeOnly one only in requests.
 */
import {
  indexDocument,
  type IndexedOperation,
  type OpenApiDocument,
  type OperationIndex,
  type Parameter,
} from "../src/contract/openapi.js";

export type BreakingRule =
  | "operation-removed"
  | "parameter-removed"
  | "parameter-required"
  | "request-body-required"
  | "request-media-type-removed"
  | "request-member-required"
  | "request-enum-value-removed"
  | "request-type-narrowed"
  | "request-pattern-narrowed"
  | "response-member-removed"
  | "response-member-optional"
  | "response-enum-widened"
  | "response-type-changed";

export interface BreakingChange {
  rule: BreakingRule;
  /** The operation, as "METHOD /path". */
  operation: string;
  /** Where in the operation: "query.per_page", "body.vcs", "response 200 body.status", or "" for the whole operation. */
  where: string;
  message: string;
}

type Direction = "request" | "response";
type Schema = Record<string, unknown>;

/** Every breaking change from `before` to `after`, in the order of the older document's operations. */
export function findBreakingChanges(before: OpenApiDocument, after: OpenApiDocument): BreakingChange[] {
  const oldIndex = indexDocument(before);
  const newIndex = indexDocument(after);
  const newByRoute = new Map(newIndex.operations.map((operation) => [routeOf(operation), operation]));
  const changes: BreakingChange[] = [];
  for (const oldOperation of oldIndex.operations) {
    const operation = routeOf(oldOperation);
    const newOperation = newByRoute.get(operation);
    const report = (rule: BreakingRule, where: string, message: string) => changes.push({ rule, operation, where, message });
    if (!newOperation) {
      report("operation-removed", "", `${operation} (${oldOperation.operationId}) is no longer an operation`);
      continue;
    }
    compareParameters(oldOperation, newOperation, oldIndex, newIndex, report);
    compareRequestBodies(oldOperation, newOperation, oldIndex, newIndex, report);
    compareResponses(oldOperation, newOperation, oldIndex, newIndex, report);
  }
  // An operation taking the same schema as JSON and as a form would report each change twice.
  return [...new Map(changes.map((change) => [JSON.stringify(change), change])).values()];
}

type Report = (rule: BreakingRule, where: string, message: string) => void;

const routeOf = (operation: IndexedOperation) => `${operation.method.toUpperCase()} ${operation.path}`;
/** Header names are case-insensitive, as in the index. */
const parameterKey = (parameter: Parameter) =>
  `${parameter.in}.${parameter.in === "header" ? parameter.name.toLowerCase() : parameter.name}`;
const parameterSchema = (parameter: Parameter) => parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema;

function compareParameters(
  oldOperation: IndexedOperation,
  newOperation: IndexedOperation,
  oldIndex: OperationIndex,
  newIndex: OperationIndex,
  report: Report,
): void {
  const oldParameters = new Map(oldOperation.parameters.map((parameter) => [parameterKey(parameter), parameter]));
  const newParameters = new Map(newOperation.parameters.map((parameter) => [parameterKey(parameter), parameter]));
  for (const [key, oldParameter] of oldParameters) {
    const newParameter = newParameters.get(key);
    if (!newParameter) report("parameter-removed", key, `the ${oldParameter.in} parameter ${oldParameter.name} is gone`);
    else
      compareSchemas(parameterSchema(oldParameter), parameterSchema(newParameter), {
        where: key,
        direction: "request",
        oldIndex,
        newIndex,
        report,
      });
  }
  for (const [key, newParameter] of newParameters) {
    if (newParameter.required && !oldParameters.get(key)?.required) {
      report("parameter-required", key, `the ${newParameter.in} parameter ${newParameter.name} is now required`);
    }
  }
}

function compareRequestBodies(
  oldOperation: IndexedOperation,
  newOperation: IndexedOperation,
  oldIndex: OperationIndex,
  newIndex: OperationIndex,
  report: Report,
): void {
  const oldBody = oldOperation.requestBody;
  const newBody = newOperation.requestBody;
  if (newBody?.required && !oldBody?.required) report("request-body-required", "body", "a request body is now required");
  for (const [mediaType, oldMedia] of Object.entries(oldBody?.content ?? {})) {
    const newMedia = newBody?.content?.[mediaType];
    if (!newMedia) report("request-media-type-removed", `body ${mediaType}`, `a ${mediaType} request body is no longer taken`);
    else compareSchemas(oldMedia.schema, newMedia.schema, { where: "body", direction: "request", oldIndex, newIndex, report });
  }
}

function compareResponses(
  oldOperation: IndexedOperation,
  newOperation: IndexedOperation,
  oldIndex: OperationIndex,
  newIndex: OperationIndex,
  report: Report,
): void {
  for (const [status, oldNode] of Object.entries(oldOperation.operation.responses)) {
    const newNode = newOperation.operation.responses[status];
    if (newNode === undefined) continue; // a client meets an undocumented status as it did before
    const oldContent = oldIndex.resolve<{ content?: Record<string, { schema?: unknown }> }>(oldNode).content ?? {};
    const newContent = newIndex.resolve<{ content?: Record<string, { schema?: unknown }> }>(newNode).content ?? {};
    for (const [mediaType, oldMedia] of Object.entries(oldContent)) {
      const newMedia = newContent[mediaType];
      if (newMedia)
        compareSchemas(oldMedia.schema, newMedia.schema, {
          where: `response ${status} body`,
          direction: "response",
          oldIndex,
          newIndex,
          report,
        });
    }
  }
}

interface Walk {
  where: string;
  direction: Direction;
  oldIndex: OperationIndex;
  newIndex: OperationIndex;
  report: Report;
  /** Pairs of schemas already being compared: a recursive schema is walked once. */
  seen?: Set<string>;
}

function compareSchemas(oldNode: unknown, newNode: unknown, walk: Walk): void {
  const seen = walk.seen ?? new Set<string>();
  const pairKey = `${(oldNode as Schema | undefined)?.$ref ?? ""}|${(newNode as Schema | undefined)?.$ref ?? ""}|${walk.direction}`;
  if (pairKey !== `||${walk.direction}` && seen.has(pairKey)) return;
  const inner: Walk = { ...walk, seen: new Set([...seen, pairKey]) };
  const before = flatten(oldNode, walk.oldIndex);
  const after = flatten(newNode, walk.newIndex);
  if (!before || !after) return;
  const { where, direction, report } = walk;

  compareTypes(before, after, walk);
  compareEnums(before, after, where, direction, report);
  if (direction === "request" && typeof after.pattern === "string" && after.pattern !== before.pattern) {
    report(
      "request-pattern-narrowed",
      where,
      `the value must now match ${after.pattern}${before.pattern ? ` (was ${String(before.pattern)})` : ""}`,
    );
  }

  const oldProperties = (before.properties ?? {}) as Record<string, unknown>;
  const newProperties = (after.properties ?? {}) as Record<string, unknown>;
  // A readOnly member is never sent and a writeOnly one never read: neither binds a client that way.
  const oneWay = direction === "request" ? "readOnly" : "writeOnly";
  const isOneWay = (property: unknown, index: OperationIndex) =>
    (property as Schema | undefined)?.[oneWay] === true || flatten(property, index)?.[oneWay] === true;
  const oldRequired = new Set((before.required as string[] | undefined)?.filter((name) => !isOneWay(oldProperties[name], walk.oldIndex)));
  const newRequired = new Set((after.required as string[] | undefined)?.filter((name) => !isOneWay(newProperties[name], walk.newIndex)));
  const member = (name: string) => `${where}.${name}`;
  if (direction === "request") {
    for (const name of newRequired) if (!oldRequired.has(name)) report("request-member-required", member(name), `${name} is now required`);
  } else {
    for (const name of oldRequired) {
      if (!(name in newProperties) && !newRequired.has(name))
        report("response-member-removed", member(name), `${name}, always present, is gone`);
      else if (!newRequired.has(name)) report("response-member-optional", member(name), `${name}, always present, may now be missing`);
    }
  }
  for (const [name, oldProperty] of Object.entries(oldProperties)) {
    if (!(name in newProperties) || isOneWay(oldProperty, walk.oldIndex) || isOneWay(newProperties[name], walk.newIndex)) continue;
    compareSchemas(oldProperty, newProperties[name], { ...inner, where: member(name) });
  }
  if (before.items !== undefined && after.items !== undefined) compareSchemas(before.items, after.items, { ...inner, where: `${where}[]` });
  for (const keyword of ["additionalProperties"] as const) {
    if (isObject(before[keyword]) && isObject(after[keyword]))
      compareSchemas(before[keyword], after[keyword], { ...inner, where: `${where}.*` });
  }
  compareAlternatives(before, after, inner);
}

/**
 * oneOf/anyOf, matched by what they admit rather than by position (an alternative added, removed
 * or moved leaves the others as they were). In a request, each old alternative must still be taken
 * by a new one; in a response, each new alternative must be one a client could already read. An
 * alternative with no counterpart is reported with the changes to its closest one (the same
 * position on a tie). Alternatives on one side only are left to the type comparison.
 */
function compareAlternatives(before: Schema, after: Schema, walk: Walk): void {
  const oldVariants = variants(before);
  const newVariants = variants(after);
  if (oldVariants.length === 0 || newVariants.length === 0) return;
  // An alternative without a type has its parent's: `type: string, anyOf: [{ pattern }]`.
  const typed = (variant: unknown, parent: Schema, index: OperationIndex) => {
    const schema = flatten(variant, index);
    return schema && schema.type === undefined && parent.type !== undefined ? { ...schema, type: parent.type } : schema;
  };
  const olds = oldVariants.map((variant) => typed(variant, before, walk.oldIndex));
  const news = newVariants.map((variant) => typed(variant, after, walk.newIndex));
  const request = walk.direction === "request";
  (request ? olds : news).forEach((variant, position) => {
    const where = `${walk.where}(variant ${position + 1})`;
    const attempts = (request ? news : olds).map((candidate) => {
      const found: Parameters<Report>[] = [];
      const [oldSchema, newSchema] = request ? [variant, candidate] : [candidate, variant];
      compareSchemas(oldSchema, newSchema, { ...walk, where, report: (...change) => void found.push(change) });
      return found;
    });
    const closest = attempts.reduce((best, attempt, index) =>
      attempt.length < best.length || (attempt.length === best.length && index === position) ? attempt : best,
    );
    for (const change of closest) walk.report(...change);
  });
}

/** A schema with its `$ref` resolved and its `allOf` parts merged into one: properties, required, type, enum. */
function flatten(node: unknown, index: OperationIndex, depth = 0): Schema | undefined {
  const schema = index.resolve<Schema | undefined>(node);
  if (!isObject(schema) || depth > 20) return undefined;
  const parts = Array.isArray(schema.allOf)
    ? schema.allOf.map((part) => flatten(part, index, depth + 1)).filter((part) => part !== undefined)
    : [];
  if (parts.length === 0) return schema;
  const merged: Schema = { ...schema };
  delete merged.allOf;
  for (const part of parts) {
    merged.properties = { ...(part.properties as object), ...(merged.properties as object) };
    merged.required = [...new Set([...((merged.required as string[]) ?? []), ...((part.required as string[]) ?? [])])];
    for (const keyword of ["type", "enum", "const", "pattern", "items", "additionalProperties", "oneOf", "anyOf"]) {
      if (merged[keyword] === undefined && part[keyword] !== undefined) merged[keyword] = part[keyword];
    }
  }
  return merged;
}

const isObject = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);
const variants = (schema: Schema): unknown[] =>
  Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : [];

/** The JSON types a schema admits (its alternatives' together), or undefined when it does not say (any type). */
function typesOf(schema: Schema, index: OperationIndex, depth = 0): Set<string> | undefined {
  if (typeof schema.type === "string") return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type as string[]);
  // An enum or const without a type admits the types of its values.
  const values = enumOf(schema);
  if (values) return new Set(values.map(jsonType));
  const alternatives = variants(schema).map((variant) => flatten(variant, index));
  if (alternatives.length === 0 || depth > 20) return undefined;
  const each = alternatives.map((alternative) => (alternative ? typesOf(alternative, index, depth + 1) : undefined));
  return each.every((types) => types !== undefined) ? new Set(each.flatMap((types) => [...types!])) : undefined;
}

const jsonType = (value: unknown) =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "array"
      : typeof value === "number"
        ? Number.isInteger(value)
          ? "integer"
          : "number"
        : typeof value;

/** Whether a value of `type` is admitted by `types` (an integer is a number). */
const admits = (types: Set<string> | undefined, type: string) => !types || types.has(type) || (type === "integer" && types.has("number"));

function compareTypes(before: Schema, after: Schema, walk: Walk): void {
  const { where, direction, report } = walk;
  const oldTypes = typesOf(before, walk.oldIndex);
  const newTypes = typesOf(after, walk.newIndex);
  const describe = (types: Set<string> | undefined) => (types ? [...types].join(" or ") : "any type");
  // A client sends what the old type admitted: the new one must admit all of it.
  if (direction === "request" && (oldTypes ? [...oldTypes].some((type) => !admits(newTypes, type)) : newTypes !== undefined)) {
    report("request-type-narrowed", where, `the type is now ${describe(newTypes)} (was ${describe(oldTypes)})`);
  }
  // A client reads what the old type admitted: the new one may admit nothing more.
  if (direction === "response" && (newTypes ? [...newTypes].some((type) => !admits(oldTypes, type)) : oldTypes !== undefined)) {
    report("response-type-changed", where, `the type is now ${describe(newTypes)} (was ${describe(oldTypes)})`);
  }
}

/** The values a schema is limited to (`enum`, or `const` as one value), or undefined when it is not limited. */
function enumOf(schema: Schema): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  return "const" in schema ? [schema.const] : undefined;
}

function compareEnums(before: Schema, after: Schema, where: string, direction: Direction, report: Report): void {
  const oldValues = enumOf(before);
  const newValues = enumOf(after);
  const outside = (values: unknown[], limit: unknown[]) =>
    values.filter((value) => !limit.some((other) => JSON.stringify(other) === JSON.stringify(value)));
  const list = (values: unknown[]) => values.map((value) => JSON.stringify(value)).join(", ");
  // A client may send any value the old schema took.
  if (direction === "request" && newValues) {
    if (!oldValues) report("request-enum-value-removed", where, `the value is now limited to ${list(newValues)}`);
    else if (outside(oldValues, newValues).length > 0)
      report("request-enum-value-removed", where, `no longer takes ${list(outside(oldValues, newValues))}`);
  }
  // A client handles only the values the old schema named.
  if (direction === "response" && oldValues) {
    if (!newValues) report("response-enum-widened", where, `no longer limited to ${list(oldValues)}`);
    else if (outside(newValues, oldValues).length > 0)
      report("response-enum-widened", where, `may now be ${list(outside(newValues, oldValues))}`);
  }
}
