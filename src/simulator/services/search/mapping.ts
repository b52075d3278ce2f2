/**
 * An index's mapping: the type of each field, given when the index is created (`mappings`) or
 * added by dynamic mapping as the service infers it from the first document that holds the field
 * (a whole number `long`, a fraction `float`, a string `text` with a `keyword` subfield, a date
 * string `date`, `true`/`false` `boolean`, an object `object`). The mapped type, not the value at
 * hand, decides how a field is compared, sorted and written back; a document whose value does not
 * fit its field's type is refused as the service refuses it.
 */
import { SearchError } from "./errors.js";
import { dateFormat, defaultDateFormat, defaultDateNanosFormat, detectedDate, isUtcMillisDate, type DateFormat } from "./dates.js";
/** A document's source (as store.ts holds it; not imported, as store.ts imports this module). */
type Source = Record<string, unknown>;

/** The field types the simulator evaluates. */
export const fieldTypes = [
  "keyword",
  "text",
  "long",
  "integer",
  "short",
  "byte",
  "double",
  "float",
  "boolean",
  "date",
  "date_nanos",
  "object",
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** How values of a field compare: the numeric types by their precision, dates by their resolution. */
export type FieldKind = "keyword" | "text" | "long" | "double" | "float" | "boolean" | "date" | "date_nanos";

const kinds: Record<Exclude<FieldType, "object">, FieldKind> = {
  keyword: "keyword",
  text: "text",
  long: "long",
  integer: "long",
  short: "long",
  byte: "long",
  double: "double",
  float: "float",
  boolean: "boolean",
  date: "date",
  date_nanos: "date_nanos",
};

/** The range of each whole-number type (a long's as far as a double reaches). */
const ranges: Partial<Record<FieldType, [number, number]>> = {
  long: [-(2 ** 63), 2 ** 63 - 1],
  integer: [-(2 ** 31), 2 ** 31 - 1],
  short: [-32_768, 32_767],
  byte: [-128, 127],
};

export interface MappedField {
  /** The field's full name (`status.keyword` for a subfield). */
  readonly name: string;
  /** Where its values are in a document's source (`status` for `status.keyword`). */
  readonly path: string;
  readonly type: Exclude<FieldType, "object">;
  readonly kind: FieldKind;
  /** A date field's format. */
  readonly format?: DateFormat;
  /** A keyword longer than this is not indexed: it does not match, sort or aggregate. */
  readonly ignoreAbove?: number;
}

/** A field's definition as the mapping is written (`GET /{index}/_mapping`). */
type Definition = Record<string, unknown> & { type?: string; properties?: Record<string, Definition>; fields?: Record<string, Definition> };

/** The service's `index.mapping.total_fields.limit` and `index.mapping.depth.limit` (their defaults): also what the simulator holds per index. */
export const maxFields = 1_000;
export const maxDepth = 20;

/** Members a field definition may have: the ones the simulator evaluates, and some that change nothing here. */
const knownParameters = new Set([
  "type",
  "format",
  "fields",
  "properties",
  "ignore_above",
  "index",
  "doc_values",
  "store",
  "dynamic",
  "coerce",
  "enabled",
  "meta",
  "null_value",
  "analyzer",
  "search_analyzer",
  "norms",
]);

/** A mapping the service cannot parse: 400 `mapper_parsing_exception` caused by what is wrong. */
function mappingRefused(reason: string): SearchError {
  return new SearchError(400, "mapper_parsing_exception", `Failed to parse mapping: ${reason}`, false, {
    caused_by: { type: "mapper_parsing_exception", reason },
  });
}

/** A document the mapping refuses: 400 `document_parsing_exception` (its value never quoted: a document may hold a secret). */
function documentRefused(reason: string, cause?: { type: string; reason: string }): SearchError {
  return new SearchError(400, "document_parsing_exception", reason, false, cause ? { caused_by: cause } : {});
}

export class Mapping {
  /** `true` (new fields are mapped), `false` (kept in the source, not mapped) or `strict` (a document with a new field is refused). */
  dynamic: true | false | "strict" = true;
  private readonly fields = new Map<string, MappedField>();
  private readonly objects = new Set<string>();
  private readonly root: Definition = {};

  /** A mapping as `mappings` of an index creation gives it; throws the service's refusal of a definition it cannot parse. */
  constructor(definition?: unknown) {
    if (definition === undefined) return;
    if (!isObject(definition)) throw mappingRefused("the mappings must be an object");
    const { dynamic, properties, ...rest } = definition;
    const unknown = Object.keys(rest).find((name) => !["_source", "_meta", "date_detection", "numeric_detection"].includes(name));
    if (unknown !== undefined) throw mappingRefused(`Root mapping definition has unsupported parameters:  [${unknown}]`);
    if (dynamic !== undefined) this.dynamic = readDynamic(dynamic);
    if (this.dynamic !== true) this.root.dynamic = String(this.dynamic);
    if (properties !== undefined) {
      if (!isObject(properties)) throw mappingRefused("[properties] must be an object");
      this.root.properties = {};
      for (const [name, field] of Object.entries(properties)) this.define(name, field, this.root.properties, 1);
    }
    if (this.fields.size + this.objects.size > maxFields) throw mappingRefused(`Limit of total fields [${maxFields}] has been exceeded`);
  }

  /** The mapped field of a name (a subfield by its full name), if any. */
  field(name: string): MappedField | undefined {
    return this.fields.get(name);
  }

  /** The mapping as the service answers it. */
  render(): Record<string, unknown> {
    return structuredClone(this.root);
  }

  /**
   * Reads a document against the mapping, before anything of it is written: a value that does not
   * fit its field refuses the document (nothing of it mapped); otherwise the fields it brings are
   * mapped, as dynamic mapping maps them.
   */
  accept(source: Source, id: string): void {
    const added: [path: string, definition: Definition | "object"][] = [];
    this.check(source, "", 1, id, added);
    if (added.length === 0) return;
    if (this.fields.size + this.objects.size + added.length > maxFields) {
      throw documentRefused(
        `failed to parse: Limit of total fields [${maxFields}] has been exceeded while adding new fields [${added.length}]`,
        {
          type: "illegal_argument_exception",
          reason: `Limit of total fields [${maxFields}] has been exceeded while adding new fields [${added.length}]`,
        },
      );
    }
    for (const [path, definition] of added) {
      const at = path.lastIndexOf(".");
      const parent = at === -1 ? this.root : this.definitionAt(path.slice(0, at));
      const properties = (parent.properties ??= {});
      if (definition === "object") {
        properties[path.slice(at + 1)] = { properties: {} };
        this.objects.add(path);
      } else {
        this.define(path.slice(at + 1), definition, properties, path.split(".").length, path.slice(0, at + 1));
      }
    }
  }

  private definitionAt(path: string): Definition {
    let node = this.root;
    for (const part of path.split(".")) node = node.properties![part]!;
    return node;
  }

  /** Checks the members of an object at `prefix`; fields it would map are pushed to `added`. */
  private check(object: Source, prefix: string, depth: number, id: string, added: [string, Definition | "object"][]): void {
    if (depth > maxDepth) {
      throw documentRefused(
        `failed to parse: Limit of mapping depth [${maxDepth}] has been exceeded due to object field [${prefix.slice(0, -1)}]`,
      );
    }
    for (const name in object) {
      if (!Object.hasOwn(object, name)) continue;
      const value = object[name];
      const path = prefix + name;
      // One value, as most are: no list to build.
      if (!Array.isArray(value)) {
        if (value !== null && value !== undefined) this.checkItem(value, name, path, depth, id, added);
        continue;
      }
      for (const item of value.flat(Infinity)) if (item !== null && item !== undefined) this.checkItem(item, name, path, depth, id, added);
    }
  }

  /** Checks one value of a member (see check). */
  private checkItem(item: unknown, name: string, path: string, depth: number, id: string, added: [string, Definition | "object"][]): void {
    if (this.objects.has(path)) {
      if (!isObject(item))
        throw documentRefused(`object mapping for [${path}] tried to parse field [${name}] as object, but found a concrete value`);
      this.check(item, `${path}.`, depth + 1, id, added);
      return;
    }
    const field = this.fields.get(path);
    if (field) {
      checkValue(field, item, id);
      return;
    }
    const pending = added.find(([at]) => at === path);
    if (pending) {
      if (pending[1] === "object" && isObject(item)) this.check(item, `${path}.`, depth + 1, id, added);
      return;
    }
    if (this.dynamic === false) return;
    if (this.dynamic === "strict") {
      const within = path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : "_doc";
      throw new SearchError(
        400,
        "strict_dynamic_mapping_exception",
        `mapping set to strict, dynamic introduction of [${name}] within [${within}] is not allowed`,
      );
    }
    if (isObject(item)) {
      added.push([path, "object"]);
      this.check(item, `${path}.`, depth + 1, id, added);
    } else {
      const definition = inferred(item);
      // The field a whole number maps is a long, which then reads the value: one past its range refuses the document.
      if (typeof item === "bigint") checkValue(mappedField(path, path, "long", definition), item, id);
      added.push([path, definition]);
    }
  }

  /** Adds a field (and its subfields, or an object's properties) from its definition. */
  private define(name: string, given: unknown, into: Record<string, Definition>, depth: number, prefix = ""): void {
    if (!isObject(given)) throw mappingRefused(`Expected map for property [fields] on field [${name}] but got a class java.lang.String`);
    const path = prefix + name;
    if (depth > maxDepth) throw mappingRefused(`Limit of mapping depth [${maxDepth}] has been exceeded due to object field [${path}]`);
    const type = given.type ?? (given.properties !== undefined ? "object" : undefined);
    if (type === undefined) throw mappingRefused(`No type specified for field [${name}]`);
    if (!(fieldTypes as readonly unknown[]).includes(type))
      throw mappingRefused(`No handler for type [${String(type)}] declared on field [${name}]`);
    const unknown = Object.keys(given).find((parameter) => !knownParameters.has(parameter));
    if (unknown !== undefined) throw mappingRefused(`unknown parameter [${unknown}] on mapper [${name}] of type [${String(type)}]`);
    const definition: Definition = { ...given };
    into[name] = definition;
    if (type === "object") {
      if (this.fields.has(path)) throw mappingRefused(`can't merge a non object mapping [${path}] with an object mapping`);
      this.objects.add(path);
      definition.properties = {};
      for (const [inner, field] of Object.entries(isObject(given.properties) ? given.properties : {}))
        this.define(inner, field, definition.properties, depth + 1, `${path}.`);
      return;
    }
    this.fields.set(path, mappedField(path, path, type as Exclude<FieldType, "object">, given));
    if (given.fields !== undefined) {
      if (!isObject(given.fields)) throw mappingRefused(`[fields] of [${name}] must be an object`);
      for (const [sub, definitionOf] of Object.entries(given.fields)) {
        if (!isObject(definitionOf) || !(fieldTypes as readonly unknown[]).includes(definitionOf.type) || definitionOf.type === "object")
          throw mappingRefused(
            `No handler for type [${String(isObject(definitionOf) ? definitionOf.type : definitionOf)}] declared on field [${sub}]`,
          );
        this.fields.set(
          `${path}.${sub}`,
          mappedField(`${path}.${sub}`, path, definitionOf.type as Exclude<FieldType, "object">, definitionOf),
        );
      }
    }
  }
}

function mappedField(name: string, path: string, type: Exclude<FieldType, "object">, given: Record<string, unknown>): MappedField {
  const field: { -readonly [K in keyof MappedField]: MappedField[K] } = { name, path, type, kind: kinds[type] };
  if (type === "date" || type === "date_nanos") {
    const format = given.format ?? (type === "date" ? defaultDateFormat : defaultDateNanosFormat);
    try {
      field.format = dateFormat(String(format));
    } catch (error) {
      throw mappingRefused(`Invalid format: [${String(format)}]: ${(error as Error).message}`);
    }
  } else if (given.format !== undefined) {
    throw mappingRefused(`unknown parameter [format] on mapper [${name}] of type [${type}]`);
  }
  if (given.ignore_above !== undefined) {
    if (!Number.isInteger(given.ignore_above) || (given.ignore_above as number) < 0)
      throw mappingRefused(`[ignore_above] must be a positive integer on field [${name}]`);
    field.ignoreAbove = given.ignore_above as number;
  }
  return field;
}

/** The definition dynamic mapping gives a new field from its first value. */
function inferred(value: unknown): Definition {
  if (typeof value === "boolean") return { type: "boolean" };
  if (typeof value === "bigint") return { type: "long" };
  if (typeof value === "number") return { type: Number.isInteger(value) ? "long" : "float" };
  if (typeof value === "string" && detectedDate(value)) return { type: "date" };
  return { type: "text", fields: { keyword: { type: "keyword", ignore_above: 256 } } };
}

/** A value's refusal by its field, in the service's words. */
function valueRefused(field: MappedField, id: string, cause?: { type: string; reason: string }): SearchError {
  return documentRefused(`failed to parse field [${field.path}] of type [${field.type}] in document with id '${id}'`, cause);
}

/** Whether a value fits its field as most do, checked first and without allocating: a string for text, a number for a number, an ISO date. */
function fits(field: MappedField, value: unknown): boolean {
  switch (field.kind) {
    case "keyword":
    case "text":
      return typeof value === "string";
    case "long":
    case "double":
    case "float":
      // A narrower whole-number type has its range checked below.
      return typeof value === "number" && Number.isFinite(value) && (field.type === "long" || field.type === field.kind);
    case "date":
    case "date_nanos":
      return typeof value === "string" && field.format!.name.startsWith("strict_date_optional_time") && isUtcMillisDate(value);
    default:
      return typeof value === "boolean";
  }
}

/** Refuses a value its field cannot take, in the service's words. */
function checkValue(field: MappedField, value: unknown, id: string): void {
  if (fits(field, value)) return;
  const failed = (cause?: { type: string; reason: string }) => valueRefused(field, id, cause);
  if (isObject(value)) throw failed({ type: "illegal_argument_exception", reason: `Can't parse [${field.type}] value from an object` });
  switch (field.kind) {
    case "keyword":
    case "text":
      return;
    case "boolean":
      if (value === true || value === false || value === "true" || value === "false" || value === "") return;
      throw failed({ type: "illegal_argument_exception", reason: "Failed to parse value as only [true] or [false] are allowed." });
    case "date":
    case "date_nanos":
      if ((typeof value === "string" || typeof value === "number") && field.format!.parse(value) !== null) return;
      throw failed({ type: "illegal_argument_exception", reason: `failed to parse date field with format [${field.format!.name}]` });
    default: {
      if (typeof value === "bigint") return checkBigInt(field, value, failed);
      const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
      if (!Number.isFinite(number)) throw failed({ type: "number_format_exception", reason: "not a number" });
      const range = ranges[field.type];
      if (range && (number < range[0] || number > range[1]))
        throw failed({ type: "illegal_argument_exception", reason: `Value is out of range for a ${field.type}` });
    }
  }
}

const longRange = [-(2n ** 63n), 2n ** 63n - 1n] as const;

/**
 * An integer past 2^53 (a bigint) in a number field: a double or float reads it as a double, a
 * long takes it within its range, and the engine's JSON parser refuses one a long (for the
 * narrower types, an int) cannot hold.
 */
function checkBigInt(field: MappedField, value: bigint, failed: (cause: { type: string; reason: string }) => SearchError): void {
  if (field.kind !== "long" || (field.type === "long" && value >= longRange[0] && value <= longRange[1])) return;
  const range = field.type === "long" ? "long (-9223372036854775808 - 9223372036854775807)" : "int (-2147483648 - 2147483647)";
  throw failed({ type: "x_content_parse_exception", reason: `Numeric value out of range of ${range}` });
}

function readDynamic(value: unknown): true | false | "strict" {
  if (value === true || value === "true") return true;
  if (value === false || value === "false") return false;
  if (value === "strict") return "strict";
  throw mappingRefused(`Could not convert [dynamic] to boolean or [strict]`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
