/**
 * JSON Schema validation of payloads against one API's contract, with ajv (JSON Schema 2020-12;
 * how schemas become validators: src/contract/schema-compiler.ts). The validators of the schemas the
 * package validates against are generated ahead of time (generated/<api>/validators.js, by
 * `npm run generate`), so nothing is compiled at start or on a first request; any other schema
 * is compiled on first use, and ajv's compiler is loaded then (schema-compiler-loader.ts).
 */
import type { Ajv2020, ErrorObject } from "ajv/dist/2020.js";
import type { ApiId } from "./apis.js";
import { apiContract } from "./api-contracts.js";
import { contractDocument } from "./documents.js";
import { holdsBigInt, withBigIntsAsNumbers } from "./exact-json.js";
import { atPointer, escapePointer, resolveRef, type OpenApiDocument } from "./openapi.js";
import { schemaCompiler } from "./schema-compiler-loader.js";
import type { PrecompiledValidators, Validate } from "./schema-runtime.js";
import { describeProblems, type SchemaProblem } from "./schema-problems.js";

export { maxProblems, type SchemaProblem } from "./schema-problems.js";

/** Validators of one kind (as they are, or coercing; every error, or the first): generated ones, and those compiled here. */
interface Compiler {
  coerce: boolean;
  firstErrorOnly?: boolean;
  /** Validators of `{ $ref }` schemas by their reference: callers write them as new objects. */
  byReference: Map<string, Validate>;
  /** Validators of other schemas, by the schema object. */
  bySchema: Map<unknown, Validate>;
  ajv?: Ajv2020;
}

export interface SchemaResult {
  valid: boolean;
  problems: SchemaProblem[];
  /** The value validated, as the schema reads it: with `coerce`, strings converted to the numbers, booleans and arrays it asks for. */
  value: unknown;
}

export class ApiSchemas {
  readonly api: string;
  readonly document: OpenApiDocument;
  /** Validators for payloads as they are; and for parameters and form fields, which coerce strings. */
  private readonly exact: Compiler;
  private readonly coercing: Compiler;
  /** Validators that stop at the first error, for payloads too large to list every problem of: made on first use. */
  private firstErrorCompilers?: { exact: Compiler; coercing: Compiler };
  private readonly generated?: PrecompiledValidators;
  private compiled = 0;
  /** The arrays each schema bounds by `maxItems`, by their path of properties; by reference for a `{ $ref }` schema. */
  private readonly boundedArrays = new Map<unknown, { path: string[]; maxItems: number }[]>();

  /** `generated`: the validators `npm run generate` wrote for this very document; without them every schema is compiled on first use. */
  constructor(api: string, document: OpenApiDocument, generated?: PrecompiledValidators) {
    this.api = api;
    this.document = document;
    this.exact = this.compiler(false, generated?.exact ?? {});
    this.coercing = this.compiler(true, generated?.coercing ?? {});
    this.generated = generated;
  }

  /** The first-error validators: the generated ones of request bodies, and any other compiled on first use. */
  private get firstError(): { exact: Compiler; coercing: Compiler } {
    if (this.firstErrorCompilers === undefined) {
      const generated = this.generated?.firstProblem?.();
      this.firstErrorCompilers = {
        exact: { ...this.compiler(false, generated?.exact ?? {}), firstErrorOnly: true },
        coercing: { ...this.compiler(true, generated?.coercing ?? {}), firstErrorOnly: true },
      };
    }
    return this.firstErrorCompilers;
  }

  /**
   * Validates a value against a schema of the document (inline, or a `$ref` into it). A schema
   * without a generated validator is compiled once, on first use. With `coerce`, strings are
   * read as the numbers, booleans and arrays the schema asks for, as a query string or form
   * field carries them. With `firstProblemOnly`, validation stops at the first problem: a payload
   * of a million unknown members costs one problem's work, not a million's. With `mostSpecific`,
   * a `oneOf` or `anyOf` that no branch matched is reported by its branches' problems that matter
   * (see mostSpecific), not by every branch's and its own.
   */
  validate(
    schema: unknown,
    value: unknown,
    options: { coerce?: boolean; firstProblemOnly?: boolean; mostSpecific?: boolean } = {},
  ): SchemaResult {
    const beyond = this.itemsBeyond(schema, value);
    if (beyond !== undefined) return { valid: false, problems: [beyond], value };
    const compilers = options.firstProblemOnly ? this.firstError : { exact: this.exact, coercing: this.coercing };
    const compiler = options.coerce ? compilers.coercing : compilers.exact;
    let validate = compiler.bySchema.get(schema);
    if (!validate) {
      const reference = referenceOnly(schema);
      validate = reference === undefined ? undefined : compiler.byReference.get(reference);
      if (!validate) {
        validate = this.compile(compiler, schema);
        if (reference === undefined) compiler.bySchema.set(schema, validate);
        else compiler.byReference.set(reference, validate);
      }
    }
    let checked = value;
    // ajv writes a value it converts at the top (a string read as a number, or as an array) into the parent it is given: a holder hands it back.
    const holder = options.coerce ? { value } : undefined;
    let valid =
      holder === undefined
        ? validate(checked)
        : validate(checked, { instancePath: "", parentData: holder, parentDataProperty: "value", rootData: value });
    // An integer beyond 2^53 arrives as a bigint, which ajv's type checks refuse: judge it as a number.
    if (!valid && holdsBigInt(value)) valid = validate((checked = withBigIntsAsNumbers(value)));
    const converted = holder === undefined ? value : holder.value;
    if (valid) return { valid, problems: [], value: converted };
    const errors = (validate.errors ?? []) as ErrorObject[];
    return { valid, problems: describeProblems(options.mostSpecific ? mostSpecific(errors, checked) : errors), value: converted };
  }

  /**
   * An array past the `maxItems` of the property that holds it, found before the schema is checked
   * whole: a list far past its documented bound (100,000 audience rows where 10,000 are taken) is
   * refused without each of its items being validated, with the problem ajv would give. Only
   * properties (and `allOf`) lead to such an array: what a `oneOf` holds is left to ajv.
   */
  private itemsBeyond(schema: unknown, value: unknown): SchemaProblem | undefined {
    if (value === null || typeof value !== "object") return undefined;
    const key = referenceOnly(schema) ?? schema;
    let bounded = this.boundedArrays.get(key);
    if (bounded === undefined) this.boundedArrays.set(key, (bounded = this.arraysBounded(schema, [], new Set())));
    for (const { path, maxItems } of bounded) {
      const at = memberAt(value, path);
      if (!Array.isArray(at) || at.length <= maxItems) continue;
      const instancePath = path.map((name) => `/${escapePointer(name)}`).join("");
      return describeProblems([
        { instancePath, keyword: "maxItems", message: `must NOT have more than ${maxItems} items`, params: { limit: maxItems } },
      ])[0];
    }
    return undefined;
  }

  private arraysBounded(schema: unknown, path: string[], seen: ReadonlySet<unknown>): { path: string[]; maxItems: number }[] {
    const resolved = this.resolve<Record<string, unknown> | undefined>(schema);
    if (!resolved || typeof resolved !== "object" || seen.has(resolved) || path.length > 8) return [];
    const inside = new Set(seen).add(resolved);
    const found = typeof resolved.maxItems === "number" ? [{ path, maxItems: resolved.maxItems }] : [];
    for (const part of (resolved.allOf as unknown[] | undefined) ?? []) found.push(...this.arraysBounded(part, path, inside));
    for (const [name, property] of Object.entries((resolved.properties ?? {}) as Record<string, unknown>))
      found.push(...this.arraysBounded(property, [...path, name], inside));
    return found;
  }

  /** The problems of the document's schemas against the JSON Schema 2020-12 meta-schema. */
  metaSchemaProblems(): string[] {
    const schemas = this.document.components?.schemas ?? {};
    const ajv = this.ajvOf(this.exact);
    const { toJsonSchema, schemaBase } = schemaCompiler();
    const valid = ajv.validateSchema({ $defs: toJsonSchema(schemas, schemaBase(this.api), "$defs") as object }) as boolean;
    return valid ? [] : (ajv.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  }

  /**
   * Members of a value that no schema names, at every level where the schema is open to them by
   * omission (no `additionalProperties`, `patternProperties` or `unevaluatedProperties`). A
   * member named by any branch of an `allOf`, `anyOf`, `oneOf` or `if`/`then`/`else` counts as
   * named. For typo detection in bodies that are open to newer members.
   */
  unknownMembers(schema: unknown, value: unknown, pointer = ""): SchemaProblem[] {
    const alternatives = this.alternativesOf(schema);
    if (Array.isArray(value)) {
      const items = alternatives.flatMap((alternative) => (alternative.items === undefined ? [] : [alternative.items]));
      return items.length === 0
        ? []
        : value.flatMap((item, index) => items.flatMap((itemSchema) => this.unknownMembers(itemSchema, item, `${pointer}/${index}`)));
    }
    if (value === null || typeof value !== "object") return [];
    const declares = (key: string) => alternatives.some((alternative) => alternative[key] !== undefined && alternative[key] !== false);
    const open = declares("additionalProperties") || declares("patternProperties") || declares("unevaluatedProperties");
    const named = new Map<string, unknown[]>();
    for (const alternative of alternatives) {
      for (const [name, property] of Object.entries((alternative.properties ?? {}) as Record<string, unknown>)) {
        named.set(name, [...(named.get(name) ?? []), property]);
      }
    }
    if (named.size === 0 && !alternatives.some((alternative) => alternative.type === "object")) return [];
    return Object.entries(value).flatMap(([name, member]) => {
      const where = `${pointer}/${escapePointer(name)}`;
      const schemas = named.get(name);
      if (!schemas)
        return open ? [] : [{ pointer: where, rule: "unknown-member", message: `${where} is a member the contract does not name` }];
      return schemas.flatMap((memberSchema) => this.unknownMembers(memberSchema, member, where));
    });
  }

  /** A schema with its `$ref`s resolved, and every schema it composes at the same level. */
  private alternativesOf(schema: unknown, seen = new Set<unknown>()): Record<string, unknown>[] {
    const resolved = this.resolve<Record<string, unknown> | undefined>(schema);
    if (!resolved || typeof resolved !== "object" || seen.has(resolved)) return [];
    seen.add(resolved);
    const composed = ["allOf", "anyOf", "oneOf"].flatMap((key) => (resolved[key] as unknown[] | undefined) ?? []);
    const conditional = ["then", "else"].flatMap((key) => (resolved[key] === undefined ? [] : [resolved[key]]));
    return [resolved, ...[...composed, ...conditional].flatMap((part) => this.alternativesOf(part, seen))];
  }

  /** How many schemas have been compiled here so far, for want of a generated validator. */
  get compiledCount(): number {
    return this.compiled;
  }

  /** The generated validators are found by where their schema is in the document (a JSON pointer, as a local `$ref` names it). */
  private compiler(coerce: boolean, generated: Record<string, Validate>): Compiler {
    const compiler: Compiler = { coerce, byReference: new Map(), bySchema: new Map() };
    for (const [pointer, validate] of Object.entries(generated)) {
      compiler.byReference.set(pointer, validate);
      const schema = atPointer(this.document, pointer);
      if (schema !== undefined) compiler.bySchema.set(schema, validate);
    }
    return compiler;
  }

  private compile(compiler: Compiler, schema: unknown): Validate {
    this.compiled++;
    const { toJsonSchema, schemaBase } = schemaCompiler();
    return this.ajvOf(compiler).compile(toJsonSchema(schema, schemaBase(this.api)) as object) as Validate;
  }

  /** The ajv of a compiler, made when a first schema needs compiling here. */
  private ajvOf(compiler: Compiler): Ajv2020 {
    return (compiler.ajv ??= schemaCompiler().createSchemaAjv(this.api, this.document, {
      coerce: compiler.coerce,
      firstErrorOnly: compiler.firstErrorOnly,
    }));
  }

  /** Resolves a local `$ref` of the document (`#/components/...`); other values pass through. */
  resolve<T = unknown>(node: unknown): T {
    return resolveRef<T>(this.document, node);
  }
}

/** The member a path of properties leads to in a value; undefined where it leads nowhere. */
export function memberAt(value: unknown, path: readonly string[]): unknown {
  let at = value;
  for (const name of path)
    at = at !== null && typeof at === "object" && Object.hasOwn(at, name) ? (at as Record<string, unknown>)[name] : undefined;
  return at;
}

/**
 * The value with the list at `path` cut to its first `length` items (the objects on the way
 * copied, the value itself unchanged), or the value as it is where that list is no longer: what
 * a validator reads of a list a service refuses for its count, whatever its other items hold.
 */
export function withListCut(value: unknown, path: readonly string[], length: number): unknown {
  const list = memberAt(value, path);
  if (!Array.isArray(list) || list.length <= length || path.length === 0) return value;
  const copy = (at: unknown, depth: number): unknown =>
    depth === path.length
      ? list.slice(0, length)
      : { ...(at as object), [path[depth]!]: copy((at as Record<string, unknown>)[path[depth]!], depth + 1) };
  return copy(value, 0);
}

/** The reference of a schema that is only a `$ref`, the same whichever object holds it. */
function referenceOnly(schema: unknown): string | undefined {
  if (schema === null || typeof schema !== "object") return undefined;
  const reference = (schema as { $ref?: unknown }).$ref;
  return typeof reference === "string" && Object.keys(schema).length === 1 ? reference : undefined;
}

/** The JSON type of a value, as a `type` keyword names it (an integer is a number). */
function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value === "bigint" ? "number" : typeof value;
}

/** A branch's error that says only that the value is not of the branch's type (or none of its values'). */
function offType(error: ErrorObject, kind: string): boolean {
  if (error.keyword === "type") return true;
  const allowed =
    error.keyword === "enum"
      ? (error.params as { allowedValues: unknown[] }).allowedValues
      : error.keyword === "const"
        ? [(error.params as { allowedValue: unknown }).allowedValue]
        : undefined;
  return (
    allowed !== undefined &&
    !allowed.some((candidate) => jsonType(candidate) === kind || (kind === "number" && typeof candidate === "number"))
  );
}

/**
 * The problems of a `oneOf` or `anyOf` that no branch matched, made specific. Ajv reports every
 * branch's errors, then the composite's own ("must match exactly one schema in oneOf"): for a
 * wrong enum value of a nullable enum, the enum, `must be null` and the oneOf. Kept are the errors
 * of the branches the value is of the type of; when every branch is of another type, one error
 * naming the types and values allowed. A composite's errors come right before it in ajv's order,
 * at its instance path or below.
 */
function mostSpecific(errors: ErrorObject[], value: unknown): ErrorObject[] {
  const kept: ErrorObject[] = [];
  for (const error of errors) {
    const failedChoice =
      (error.keyword === "oneOf" || error.keyword === "anyOf") &&
      !Array.isArray((error.params as { passingSchemas?: unknown }).passingSchemas);
    if (!failedChoice) {
      kept.push(error);
      continue;
    }
    const at = error.instancePath;
    let start = kept.length;
    while (start > 0 && (kept[start - 1]!.instancePath === at || kept[start - 1]!.instancePath.startsWith(`${at}/`))) start--;
    const branches = kept.splice(start);
    const kind = jsonType(atPointer(value, at));
    const specific = branches.filter((branch) => branch.instancePath !== at || !offType(branch, kind));
    if (specific.length > 0) {
      kept.push(...specific);
      continue;
    }
    if (branches.length === 0) {
      kept.push(error);
      continue;
    }
    // The types allowed; the values allowed where no branch names a type (an enum alone).
    const typeParts = branches
      .filter((branch) => branch.keyword === "type")
      .flatMap((branch) => String((branch.params as { type: string | string[] }).type).split(","));
    const valueParts = branches.flatMap((branch) =>
      branch.keyword === "enum"
        ? (branch.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v))
        : branch.keyword === "const"
          ? [JSON.stringify((branch.params as { allowedValue: unknown }).allowedValue)]
          : [],
    );
    const allowed = [...new Set(typeParts.length > 0 ? typeParts : valueParts)];
    kept.push({ ...error, message: `must be ${allowed.slice(0, -1).join(", ")}${allowed.length > 1 ? " or " : ""}${allowed.at(-1)}` });
  }
  return kept;
}

const loaded = new Map<ApiId, ApiSchemas>();

/** New schemas of one API, from its bundled contract and generated validators (apiSchemas shares one). */
export function newApiSchemas(api: ApiId): ApiSchemas {
  return new ApiSchemas(api, contractDocument(api), apiContract(api).validators());
}

/** The schemas of one API; built once per process. */
export function apiSchemas(api: ApiId): ApiSchemas {
  let schemas = loaded.get(api);
  if (!schemas) {
    schemas = newApiSchemas(api);
    loaded.set(api, schemas);
  }
  return schemas;
}
