/**
 * JSON Schema validation of payloads against one API's contract, with ajv (JSON Schema 2020-12).
 * The bundled document's `components.schemas` become the `$defs` of one schema resource, and the
 * OpenAPI-only parts (`x-` extensions, `example`, `xml`, `externalDocs`, `discriminator`) are
 * dropped, so ajv runs in strict mode and a typo in a spec's keyword is an error.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { ApiId } from "./apis.js";
import { contractDocuments } from "./documents.js";
import { holdsBigInt, isInt64, withBigIntsAsNumbers } from "./exact-json.js";
import { resolveRef, type OpenApiDocument } from "./openapi.js";

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** Keys whose values are maps of names, not schema keywords: an `x-` name there is data. */
const nameMaps = new Set(["properties", "patternProperties", "$defs", "dependentSchemas", "dependentRequired"]);
const openApiOnly = new Set(["example", "xml", "externalDocs", "discriminator"]);
/** Extensions that state a rule JSON Schema cannot, enforced as ajv keywords (docs/extensions.md). */
const enforcedExtensions = new Set(["x-less-than"]);
const maxUint64 = 2n ** 64n - 1n;

export interface SchemaProblem {
  /** JSON pointer into the payload ("" is the whole payload). */
  pointer: string;
  /** The JSON Schema keyword that failed (required, enum, maxItems, ...). */
  rule: string;
  message: string;
}

interface Compiler {
  ajv: Ajv2020;
  cache: Map<unknown, ValidateFunction>;
}

export interface SchemaResult {
  valid: boolean;
  problems: SchemaProblem[];
}

export class ApiSchemas {
  readonly api: string;
  readonly document: OpenApiDocument;
  private readonly base: string;
  /** One ajv for payloads as they are; one that coerces strings, for parameters and form fields. */
  private readonly exact: Compiler;
  private coercing?: Compiler;

  constructor(api: string, document: OpenApiDocument) {
    this.api = api;
    this.document = document;
    this.base = `https://contracts.invalid/${api}/schemas`;
    this.exact = this.compiler(false);
  }

  /**
   * Validates a value against a schema of the document (inline, or a `$ref` into it). Each schema
   * is compiled once, on first use. With `coerce`, strings are read as the numbers, booleans and
   * arrays the schema asks for, as a query string or form field carries them.
   */
  validate(schema: unknown, value: unknown, options: { coerce?: boolean } = {}): SchemaResult {
    const compiler = options.coerce ? (this.coercing ??= this.compiler(true)) : this.exact;
    let validate = compiler.cache.get(schema);
    if (!validate) {
      validate = compiler.ajv.compile(this.toJsonSchema(schema) as object);
      compiler.cache.set(schema, validate);
    }
    let valid = validate(value) as boolean;
    // An integer beyond 2^53 arrives as a bigint, which ajv's type checks refuse: judge it as a number.
    if (!valid && holdsBigInt(value)) valid = validate(withBigIntsAsNumbers(value)) as boolean;
    return { valid, problems: valid ? [] : describe(validate.errors ?? []) };
  }

  /** The problems of the document's schemas against the JSON Schema 2020-12 meta-schema. */
  metaSchemaProblems(): string[] {
    const schemas = this.document.components?.schemas ?? {};
    const valid = this.exact.ajv.validateSchema({ $defs: this.toJsonSchema(schemas, "$defs") as object }) as boolean;
    return valid ? [] : (this.exact.ajv.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
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
      return items.length === 0 ? [] : value.flatMap((item, index) => items.flatMap((itemSchema) => this.unknownMembers(itemSchema, item, `${pointer}/${index}`)));
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
      const where = `${pointer}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      const schemas = named.get(name);
      if (!schemas) return open ? [] : [{ pointer: where, rule: "unknown-member", message: `${where} is a member the contract does not name` }];
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

  /** How many schemas have been compiled so far: each is compiled once, on first use. */
  get compiledCount(): number {
    return this.exact.cache.size + (this.coercing?.cache.size ?? 0);
  }

  private compiler(coerce: boolean): Compiler {
    const ajv = new Ajv2020({
      strict: true,
      allErrors: true,
      allowUnionTypes: true,
      strictRequired: false,
      ...(coerce ? { coerceTypes: "array" as const } : {}),
    });
    addFormats(ajv);
    // ajv-formats compares with 2^63 - 1, which a double rounds to 2^63 and so lets 2^63 through.
    ajv.addFormat("int64", { type: "number", validate: isInt64 });
    // The discovery formats of unsigned integers carried as decimal strings (compute ids).
    ajv.addFormat("uint64", { type: "string", validate: (text: string) => /^[0-9]{1,20}$/.test(text) && BigInt(text) <= maxUint64 });
    ajv.addKeyword({
      keyword: "x-less-than",
      type: "object",
      schemaType: "object",
      error: { message: ({ schema }) => `must have ${Object.entries(schema as object).map(([a, b]) => `${a} below ${b}`).join(" and ")}` },
      validate: (pairs: Record<string, string>, data: Record<string, unknown>) =>
        Object.entries(pairs).every(([lower, upper]) => {
          // A number may come written as a string of digits (a slice id typed as a string by a client).
          const [a, b] = [data[lower], data[upper]].map((value) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value));
          return typeof a !== "number" || typeof b !== "number" || a < b;
        }),
    });
    const schemas = this.document.components?.schemas ?? {};
    // Checking every schema against the meta-schema here would cost most of the start-up time; the
    // contract tests do it once (metaSchemaProblems), and strict mode still checks what is compiled.
    ajv.addSchema({ $id: this.base, $defs: this.toJsonSchema(schemas, "$defs") as object }, undefined, undefined, false);
    return { ajv, cache: new Map() };
  }

  /** Resolves a local `$ref` of the document (`#/components/...`); other values pass through. */
  resolve<T = unknown>(node: unknown): T {
    return resolveRef<T>(this.document, node);
  }

  private toJsonSchema(node: unknown, parentKey?: string): unknown {
    if (Array.isArray(node)) return node.map((item) => this.toJsonSchema(item));
    if (node === null || typeof node !== "object") return node;
    const isNameMap = parentKey !== undefined && nameMaps.has(parentKey);
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (!isNameMap && ((key.startsWith("x-") && !enforcedExtensions.has(key)) || openApiOnly.has(key))) continue;
      if (!isNameMap && key === "$ref" && typeof value === "string") {
        copy.$ref = value.replace(/^#\/components\/schemas\//, `${this.base}#/$defs/`);
      } else if (!isNameMap && (key === "const" || key === "enum" || key === "default" || key === "examples")) {
        copy[key] = value;
      } else {
        copy[key] = this.toJsonSchema(value, isNameMap ? undefined : key);
      }
    }
    return copy;
  }
}

function describe(errors: ErrorObject[]): SchemaProblem[] {
  return errors.map((error) => {
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
}

const loaded = new Map<ApiId, ApiSchemas>();

/** The schemas of one API, from its bundled contract; built once per process. */
export function apiSchemas(api: ApiId): ApiSchemas {
  let schemas = loaded.get(api);
  if (!schemas) {
    schemas = new ApiSchemas(api, contractDocuments[api]);
    loaded.set(api, schemas);
  }
  return schemas;
}
