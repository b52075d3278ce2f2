/**
 * Values for a JSON Schema of a contract, as fast-check arbitraries: types, enum, const, the
 * formats the specs use, bounds, lengths, patterns, required and optional members, `$ref`s
 * (through the operation index's resolve), `allOf` (merged), `oneOf`/`anyOf` (one branch).
 * Rules between members (`if`/`then`, `not`, `dependentRequired`, `x-less-than`) are not
 * followed: the conformance suite asks the contract's validator whether a request is valid, so a
 * value that breaks them is sent as an invalid one rather than being avoided.
 *
 * `breakingValues` gives, for one schema, values that each break one of its constraints.
 */
import fc from "fast-check";

export type Schema = Record<string, unknown>;
export type Resolve = <T = unknown>(node: unknown) => T;

/** Below this depth optional members and array items are left out, so recursive schemas end. */
const maxDepth = 5;

/** The schema with its `$ref` chain and `allOf` folded into one object. */
export function flatten(node: unknown, resolve: Resolve): Schema {
  const schema = { ...(resolve<Schema | undefined>(node) ?? {}) };
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : [];
  delete schema.allOf;
  return parts.reduce<Schema>((merged, part) => merge(merged, flatten(part, resolve)), schema);
}

function merge(a: Schema, b: Schema): Schema {
  const merged: Schema = { ...a, ...b };
  if (a.properties && b.properties) {
    const properties: Record<string, unknown> = { ...(a.properties as object) };
    for (const [name, schema] of Object.entries(b.properties as Record<string, unknown>)) {
      properties[name] = name in properties ? { allOf: [properties[name], schema] } : schema;
    }
    merged.properties = properties;
  }
  if (a.required || b.required) merged.required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  if (Array.isArray(a.enum) && Array.isArray(b.enum)) merged.enum = a.enum.filter((value) => (b.enum as unknown[]).includes(value));
  return merged;
}

/** The JSON types a schema allows, from `type` or from the keywords it uses. */
export function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === "string") return [schema.type];
  if (schema.properties || schema.required || schema.additionalProperties) return ["object"];
  if (schema.items) return ["array"];
  return [];
}

export function arbitraryOf(node: unknown, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const schema = flatten(node, resolve);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.length > 0 ? fc.constantFrom(...schema.enum) : fc.constant(null);
  const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (branches) {
    const base = { ...schema };
    delete base.oneOf;
    delete base.anyOf;
    return fc.oneof(...branches.map((branch) => arbitraryOf({ allOf: [base, branch] }, resolve, depth + 1)));
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  return fc.oneof(...types.map((type) => arbitraryOfType(type, schema, resolve, depth)));
}

function arbitraryOfType(type: string, schema: Schema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return integerOf(schema);
    case "number":
      return fc.oneof(
        integerOf(schema),
        fc.double({ noNaN: true, noDefaultInfinity: true, min: numberOr(schema.minimum, -1e6), max: numberOr(schema.maximum, 1e6) }),
      );
    case "string":
      return stringOf(schema);
    case "array":
      return arrayOf(schema, resolve, depth);
    default:
      return objectOf(schema, resolve, depth);
  }
}

const numberOr = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);

function integerOf(schema: Schema): fc.Arbitrary<number> {
  const min = Math.max(numberOr(schema.minimum, -1000), Number.MIN_SAFE_INTEGER);
  const max = Math.min(numberOr(schema.maximum, min + 100_000), Number.MAX_SAFE_INTEGER);
  // Small values and the bounds themselves are where the mistakes are.
  return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
}

/**
 * Arbitraries by format and by pattern, made once: fast-check's are immutable, and making one
 * (webUrl, a pattern's parse) costs milliseconds, otherwise paid again for every schema of every
 * request arbitrary the conformance suite builds.
 */
const formatArbitraries = new Map<unknown, fc.Arbitrary<string> | undefined>();
const patternArbitraries = new Map<string, fc.Arbitrary<string>>();

function once<K, V>(made: Map<K, V>, key: K, make: (key: K) => V): V {
  if (!made.has(key)) made.set(key, make(key));
  return made.get(key)!;
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const byFormat = once(formatArbitraries, schema.format, formatArbitrary);
  if (byFormat) return byFormat;
  if (typeof schema.pattern === "string")
    return once(patternArbitraries, schema.pattern, (pattern) => fc.stringMatching(new RegExp(pattern, "u")));
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = Math.min(numberOr(schema.maxLength, minLength + 24), minLength + 24);
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: "grapheme", minLength, maxLength }));
}

function formatArbitrary(format: unknown): fc.Arbitrary<string> | undefined {
  const digits = (max: bigint) => fc.bigInt({ min: 0n, max }).map(String);
  switch (format) {
    case "date-time":
      return fc.date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((date) => date.toISOString());
    case "date":
      return fc
        .date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case "uri":
      return fc.webUrl();
    case "uri-reference":
      return fc.oneof(fc.webUrl(), fc.webPath());
    case "email":
      return fc.emailAddress();
    case "uuid":
      return fc.uuid();
    case "int64":
      return fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String);
    case "uint64":
      return digits(2n ** 64n - 1n);
    default:
      return undefined;
  }
}

function arrayOf(schema: Schema, resolve: Resolve, depth: number): fc.Arbitrary<unknown[]> {
  const minLength = numberOr(schema.minItems, 0);
  const maxLength = depth >= maxDepth ? minLength : Math.min(numberOr(schema.maxItems, minLength + 3), minLength + 3);
  const items = arbitraryOf(schema.items ?? {}, resolve, depth + 1);
  return schema.uniqueItems
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(items, { minLength, maxLength });
}

function objectOf(schema: Schema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = ((schema.required as string[] | undefined) ?? []).filter(
    (name) => name in properties || schema.additionalProperties !== false,
  );
  // Output-only members are not sent.
  const sendable = Object.entries(properties).filter(([name, property]) => required.includes(name) || !flatten(property, resolve).readOnly);
  const kept = depth >= maxDepth ? sendable.filter(([name]) => required.includes(name)) : sendable;
  const members = Object.fromEntries(kept.map(([name, property]) => [name, arbitraryOf(property, resolve, depth + 1)]));
  for (const name of required) members[name] ??= fc.string({ maxLength: 8 });
  const record = fc.record(members, { requiredKeys: required });
  const extra = schema.additionalProperties;
  if (depth >= maxDepth || kept.length > 0 || !extra) return record;
  // A map (only additionalProperties): a few entries of its value schema.
  const values = arbitraryOf(extra === true ? {} : extra, resolve, depth + 1);
  const minKeys = numberOr(schema.minProperties, 0);
  return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), values, { minKeys, maxKeys: Math.max(minKeys, 3) });
}

/** Values that each break one constraint of the schema (its type first), for invalid requests. */
export function breakingValues(node: unknown, resolve: Resolve): unknown[] {
  const schema = flatten(node, resolve);
  const types = typesOf(schema);
  const values: unknown[] = [];
  if (types.length > 0 && !types.includes("object")) values.push({ unexpected: true });
  else if (types.length > 0 && !types.includes("string")) values.push("not-of-the-type");
  if (Array.isArray(schema.enum) || "const" in schema) values.push("none-of-the-allowed-values");
  if (typeof schema.minimum === "number") values.push(schema.minimum - 1);
  if (typeof schema.maximum === "number") values.push(schema.maximum + 1);
  if (typeof schema.maxLength === "number") values.push("x".repeat(schema.maxLength + 1));
  if (typeof schema.minLength === "number" && schema.minLength > 0) values.push("");
  if (typeof schema.pattern === "string") values.push("~ does not match ~");
  if (typeof schema.format === "string") values.push(`not-a-${schema.format}`);
  if (typeof schema.maxItems === "number") values.push(Array.from({ length: schema.maxItems + 1 }, (_, index) => index));
  if (types.includes("integer")) values.push(1.5);
  return values;
}
