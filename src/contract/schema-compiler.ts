/**
 * How a contract's schemas become ajv validators (JSON Schema 2020-12), shared by the run-time
 * compiler of src/contract/schemas.ts and by `npm run generate`, which writes the same validators ahead of
 * time as ajv standalone code. The bundled document's `components.schemas` become the `$defs` of
 * one schema resource, and the OpenAPI-only parts (`x-` extensions, `example`, `xml`,
 * `externalDocs`, `discriminator`) are dropped, so ajv runs in strict mode and a typo in a spec's
 * keyword is an error.
 */
import { Ajv2020, type KeywordCxt, type KeywordDefinition } from "ajv/dist/2020.js";
import { _, and, not, or, type Code } from "ajv/dist/compile/codegen/index.js";
import addFormatsModule from "ajv-formats";
import { escapePointer, type OpenApiDocument } from "./openapi.js";
import { formats } from "./schema-runtime.js";

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** Keys whose values are maps of names, not schema keywords: an `x-` name there is data. */
const nameMaps = new Set(["properties", "patternProperties", "$defs", "dependentSchemas", "dependentRequired"]);
const openApiOnly = new Set(["example", "xml", "externalDocs", "discriminator"]);
/** Extensions that state a rule JSON Schema cannot, enforced as ajv keywords (docs/extensions.md). */
const enforcedExtensions = new Set(["x-less-than"]);
const formMediaType = "application/x-www-form-urlencoded";

/** The `$id` of an API's schema resource, which every `$ref` to a component points into. */
export function schemaBase(api: string): string {
  return `https://contracts.invalid/${api}/schemas`;
}

/** A schema of the document as JSON Schema: OpenAPI-only keywords dropped, `$ref`s into the resource. */
export function toJsonSchema(node: unknown, base: string, parentKey?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(item, base));
  if (node === null || typeof node !== "object") return node;
  const isNameMap = parentKey !== undefined && nameMaps.has(parentKey);
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!isNameMap && ((key.startsWith("x-") && !enforcedExtensions.has(key)) || openApiOnly.has(key))) continue;
    if (!isNameMap && key === "$ref" && typeof value === "string") {
      copy.$ref = value.replace(/^#\/components\/schemas\//, `${base}#/$defs/`);
    } else if (!isNameMap && (key === "const" || key === "enum" || key === "default" || key === "examples")) {
      copy[key] = value;
    } else {
      copy[key] = toJsonSchema(value, base, isNameMap ? undefined : key);
    }
  }
  return copy;
}

/**
 * `x-less-than`: a map `a: b` of two members of an object, the value of `a` below that of `b`
 * when both are numbers. Written as code, not as a function, so that standalone code can hold it.
 */
const lessThan: KeywordDefinition = {
  keyword: "x-less-than",
  type: "object",
  schemaType: "object",
  error: {
    message: ({ schema }) =>
      `must have ${Object.entries(schema as object)
        .map(([a, b]) => `${a} below ${b}`)
        .join(" and ")}`,
  },
  code(cxt: KeywordCxt) {
    const { gen, data } = cxt;
    const pairs = Object.entries(cxt.schema as Record<string, string>).map(([lower, upper]) => {
      const [a, b] = [lower, upper].map((name) => {
        const value = gen.const("value", _`${data}[${name}]`);
        // A number may come written as a string of digits (a slice id typed as a string by a client).
        return gen.const("bound", _`typeof ${value} == "string" && /^\\d+$/.test(${value}) ? Number(${value}) : ${value}`);
      });
      return or(_`typeof ${a} != "number"`, _`typeof ${b} != "number"`, _`${a} < ${b}`);
    });
    cxt.fail(not(and(...pairs)));
  },
};

/**
 * An ajv for one API's schemas: one for payloads as they are, or with `coerce` one that reads
 * strings as the numbers, booleans and arrays a schema asks for (parameters, form fields). Its
 * validators find every error, or with `firstErrorOnly` stop at the first (for large payloads).
 * `standaloneFormats` is the expression by which generated code reaches the formats.
 */
export function createSchemaAjv(
  api: string,
  document: OpenApiDocument,
  options: { coerce: boolean; firstErrorOnly?: boolean; standaloneFormats?: Code },
): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    // The contract tests check the schemas against the meta-schema once (metaSchemaProblems);
    // checking each schema compiled here would compile the meta-schema first, about 30 ms on
    // the first large body's validator (compiled on first use).
    validateSchema: false,
    allErrors: !options.firstErrorOnly,
    allowUnionTypes: true,
    strictRequired: false,
    ...(options.coerce ? { coerceTypes: "array" as const } : {}),
    ...(options.standaloneFormats ? { inlineRefs: false, code: { source: true, lines: true, formats: options.standaloneFormats } } : {}),
  });
  addFormats(ajv);
  ajv.addFormat("int64", formats.int64);
  ajv.addFormat("uint64", formats.uint64);
  ajv.addKeyword(lessThan);
  const base = schemaBase(api);
  // Not checked against the meta-schema either (validateSchema above); strict mode still checks what is compiled.
  ajv.addSchema(
    { $id: base, $defs: toJsonSchema(document.components?.schemas ?? {}, base, "$defs") as object },
    undefined,
    undefined,
    false,
  );
  return ajv;
}

/**
 * Where the validators (src/contract/validate.ts) and the simulator's services validate against a
 * document, by JSON pointer: every component schema (services name them by `$ref`), media type
 * schemas, `contentSchema`s of form fields and parameters, and the schemas of an extension's
 * `parameterSchemas` (x-finders), as they are; parameter, header and form schemas coerced.
 */
export function schemaPositions(document: OpenApiDocument): { exact: string[]; coercing: string[] } {
  const exact = new Set(Object.keys(document.components?.schemas ?? {}).map((name) => `#/components/schemas/${escapePointer(name)}`));
  const coercing = new Set<string>();
  const visit = (node: unknown, pointer: string, key: string, parentKey: string, inExtension: boolean) => {
    if (node === null || typeof node !== "object") return;
    const members = node as Record<string, unknown>;
    if (members.schema !== null && typeof members.schema === "object") {
      const isParameter = typeof members.in === "string";
      if (isParameter || parentKey === "headers" || (parentKey === "content" && key === formMediaType)) coercing.add(`${pointer}/schema`);
      else if (parentKey === "content") exact.add(`${pointer}/schema`);
    }
    if (members.contentSchema !== null && typeof members.contentSchema === "object") exact.add(`${pointer}/contentSchema`);
    if (key === "parameterSchemas" && inExtension) for (const name of Object.keys(members)) exact.add(`${pointer}/${escapePointer(name)}`);
    for (const [child, value] of Object.entries(members))
      visit(value, `${pointer}/${escapePointer(child)}`, child, key, inExtension || child.startsWith("x-"));
  };
  visit(document, "#", "", "", false);
  return { exact: [...exact], coercing: [...coercing] };
}
