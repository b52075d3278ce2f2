/**
 * The neutral-word rule (docs/spec-conventions.md): the source documents write some identifiers
 * with neutral words in place of company and product names (test/fidelity/neutral-words.json,
 * from their naming notes), so the real service sends and takes values and member names the
 * contract cannot name. Every contract stays open to them:
 * - no value set is closed on a value holding a neutral word (the words are `examples`);
 * - a member named with a neutral word is never required, and its object is never closed, so the
 *   real name is accepted in its place;
 * - a rule keyed on a neutral value restricts that value (or other known ones) only: no rule's
 *   condition is that a value is *not* the neutral one, which an unknown value also meets;
 * and, as the validators see it, every accepted real payload of the corpus and every example of the
 * contract stays accepted with each neutral word replaced by a word the contract does not know.
 * The same holds of names outside the bodies: a parameter or header whose name holds a neutral
 * word is never required by that name, and a message carrying it under another word in that place
 * (`x-neutral-name`) is read as carrying it; a JSON body under a vendor's JSON media type is JSON.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiIds, type ApiId } from "../src/contract/apis.js";
import { contractDocument } from "../src/contract/documents.js";
import { isJsonMediaType } from "../src/contract/messages.js";
import {
  indexDocument,
  listOperations,
  resolveRef,
  type MediaType,
  type OpenApiDocument,
  type Parameter,
  type ResponseObject,
} from "../src/contract/openapi.js";
import { apiSchemas } from "../src/contract/schemas.js";
import { createValidator } from "../src/contract/validate.js";
import { corpus } from "./support/real-payloads.js";

const { documents } = JSON.parse(readFileSync(join(import.meta.dirname, "fidelity", "neutral-words.json"), "utf8")) as {
  documents: { words: string[] }[];
};
const words = new Set(documents.flatMap((document) => document.words.map((word) => word.toLowerCase())));

/** An identifier's tokens: split at `_`, `-`, `.`, and where the case changes (`captchaOptionsConfig`: captcha, options, config). */
const tokens = (identifier: string): string[] =>
  identifier
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.\-#/]+/)
    .filter(Boolean);
const neutral = (token: string): boolean => words.has(token.toLowerCase().replace(/\d+$/, ""));
const holdsNeutralWord = (value: unknown): boolean => typeof value === "string" && tokens(value).some(neutral);

const schemaKeywords = [
  "items",
  "additionalProperties",
  "not",
  "if",
  "then",
  "else",
  "contentSchema",
  "propertyNames",
  "unevaluatedProperties",
];
const schemaLists = ["allOf", "anyOf", "oneOf", "prefixItems"];
const schemaMaps = ["properties", "patternProperties", "dependentSchemas"];

interface Place {
  schema: Record<string, unknown>;
  at: string;
  /** Inside a rule's condition (`if`), and how many `not`s deep there. */
  inCondition: boolean;
  negated: boolean;
}

/** Every schema of a contract: components, parameters, bodies, and every subschema of them. */
function schemasOf(document: unknown): Place[] {
  const places: Place[] = [];
  const visit = (schema: unknown, at: string, inCondition: boolean, negated: boolean) => {
    if (typeof schema !== "object" || schema === null) return;
    const s = schema as Record<string, unknown>;
    places.push({ schema: s, at, inCondition, negated });
    for (const keyword of schemaKeywords) {
      if (keyword in s) visit(s[keyword], `${at}/${keyword}`, inCondition || keyword === "if", keyword === "not" ? !negated : negated);
    }
    for (const keyword of schemaLists)
      (s[keyword] as unknown[] | undefined)?.forEach((sub, index) => visit(sub, `${at}/${keyword}/${index}`, inCondition, negated));
    for (const keyword of schemaMaps) {
      for (const [name, sub] of Object.entries((s[keyword] ?? {}) as Record<string, unknown>))
        visit(sub, `${at}/${keyword}/${name}`, inCondition, negated);
    }
  };
  // Schemas sit under `schema` (parameters, media types, headers) and in components.schemas; examples are values, not schemas.
  const walk = (node: unknown, at: string) => {
    if (typeof node !== "object" || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "examples" || key === "example" || key.startsWith("x-")) continue;
      if (key === "schema") visit(value, `${at}/schema`, false, false);
      else if (at === "#/components" && key === "schemas")
        for (const [name, sub] of Object.entries(value as object)) visit(sub, `${at}/schemas/${name}`, false, false);
      else walk(value, `${at}/${key}`);
    }
  };
  walk(document, "#");
  return places;
}

/** The same JSON with every neutral word of its identifier-like strings and member names replaced by a word no contract knows. */
function withStandIns(value: unknown): unknown {
  const standIn = (text: string) =>
    /^[A-Za-z][A-Za-z0-9_]*$/.test(text)
      ? text.replace(/[A-Za-z]+/g, (word) =>
          tokens(word)
            .map((token) => (neutral(token) ? caseOf(token, "standin") : token))
            .join(""),
        )
      : text;
  if (typeof value === "string") return standIn(value);
  if (Array.isArray(value)) return value.map(withStandIns);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [standIn(key), withStandIns(member)]));
  return value;
}
const caseOf = (model: string, word: string) =>
  model === model.toUpperCase() ? word.toUpperCase() : model[0] === model[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
const mentionsNeutralWord = (value: unknown): boolean => JSON.stringify(withStandIns(value)) !== JSON.stringify(value);

describe("the neutral words", () => {
  it("are read from the source documents' naming notes", () => {
    expect([...words]).toEqual(expect.arrayContaining(["vendor", "guard", "captcha", "msgapp"]));
    expect(tokens("CLOUD_GUARD_EDGE").some(neutral)).toBe(true);
    expect(tokens("captchaOptionsConfig").some(neutral)).toBe(true);
    expect(tokens("EMAILTOOL2_EMAIL_HASHES").some(neutral)).toBe(true);
    expect(tokens("EXTERNAL_302").some(neutral)).toBe(false);
  });
});

describe.each(apiIds)("%s: values, members and rules with a neutral word", (api: ApiId) => {
  const places = schemasOf(contractDocument(api));

  it("close no value set", () => {
    const closed = places.flatMap(({ schema, at, inCondition }) => {
      const values = [...((schema.enum as unknown[] | undefined) ?? []), ...("const" in schema ? [schema.const] : [])];
      return !inCondition && values.some(holdsNeutralWord) ? [`${at}: ${JSON.stringify(values)}`] : [];
    });
    expect(closed).toEqual([]);
  });

  it("key no rule on a value not being the neutral one", () => {
    const negated = places.flatMap(({ schema, at, inCondition, negated }) => {
      const values = [...((schema.enum as unknown[] | undefined) ?? []), ...("const" in schema ? [schema.const] : [])];
      return inCondition && negated && values.some(holdsNeutralWord) ? [`${at}: not ${JSON.stringify(values)}`] : [];
    });
    expect(negated).toEqual([]);
  });

  it("require no member named with one, nor close its object", () => {
    const refused = places.flatMap(({ schema, at }) =>
      Object.keys((schema.properties ?? {}) as object)
        .filter((name) => tokens(name).some(neutral))
        .flatMap((name) => [
          ...(((schema.required as string[] | undefined) ?? []).includes(name) ? [`${at}: requires ${name}`] : []),
          ...((schema.additionalProperties === false || schema.unevaluatedProperties === false) && !schema.patternProperties
            ? [`${at}: closed beside ${name}`]
            : []),
        ]),
    );
    expect(refused).toEqual([]);
  });

  it("are replaced by unknown words in the real payloads, which stay accepted", () => {
    const validator = createValidator(api);
    const refused = corpus(api)
      .filter(([, payload]) => !payload.refuse && typeof payload.body === "object" && mentionsNeutralWord(payload.body))
      .flatMap(([file, payload]) => {
        const message = { method: payload.method, url: payload.url, headers: payload.headers, body: withStandIns(payload.body) };
        const result =
          payload.status === undefined
            ? validator.validateRequest(message)
            : validator.validateResponse({ ...message, status: payload.status });
        return result.valid ? [] : [`${file}: ${result.problems.map((problem) => problem.message).join("; ")}`];
      });
    expect(refused).toEqual([]);
  });

  it("are replaced by unknown words in the contract's examples, which stay accepted", () => {
    const schemas = apiSchemas(api);
    const document = contractDocument(api);
    const media = listOperations(document).flatMap(({ operation }) => [
      ...Object.entries(resolveRef<{ content?: Record<string, MediaType> } | undefined>(document, operation.requestBody)?.content ?? {}),
      ...Object.values(operation.responses).flatMap((response) =>
        Object.entries(resolveRef<ResponseObject>(document, response).content ?? {}),
      ),
    ]);
    const refused = media
      .filter(([type]) => isJsonMediaType(type))
      .flatMap(([, { schema, examples }]) =>
        Object.entries(examples ?? {}).flatMap(([name, example]) => {
          const value = resolveRef<{ value?: unknown }>(document, example).value;
          if (!mentionsNeutralWord(value)) return [];
          const checked = schemas.validate(schema, withStandIns(value));
          return checked.valid ? [] : [`${name}: ${checked.problems.map((problem) => problem.message).join("; ")}`];
        }),
      );
    expect(refused).toEqual([]);
  });
});

/** A header's name with each neutral word replaced by another word (`X-Vendor-Id`: `X-Standin-Id`). */
const withStandInName = (name: string) =>
  name
    .split("-")
    .map((part) => (neutral(part) ? caseOf(part, "standin") : part))
    .join("-");
/** The value a parameter or header is shown with: its first example, else its schema's first value. */
function shownValue(document: OpenApiDocument, declared: { examples?: Record<string, unknown>; schema?: unknown }): string {
  const [example] = Object.values(declared.examples ?? {});
  if (example !== undefined) return String(resolveRef<{ value: unknown }>(document, example).value);
  return String(resolveRef<{ enum?: unknown[] }>(document, declared.schema).enum?.[0] ?? "x");
}

describe.each(apiIds)("%s: names with a neutral word, outside the bodies", (api: ApiId) => {
  const document = contractDocument(api);
  const constrained = (parameter: Parameter) =>
    ["enum", "pattern", "format"].some((keyword) => keyword in resolveRef<object>(document, parameter.schema ?? {}));
  const validator = createValidator(api);
  const operations = indexDocument(document).operations;

  it("require no parameter by a name that holds one, and read a header parameter under another word in its place", () => {
    const refused = operations.flatMap(({ method, path, operationId, parameters }) =>
      parameters
        .filter((parameter: Parameter) => tokens(parameter.name).some(neutral))
        .flatMap((parameter) => {
          const at = `${operationId} ${parameter.in} ${parameter.name}`;
          if (parameter.required) return [`${at}: required by its literal name`];
          if (parameter.in !== "header") return [];
          const word = (parameter["x-neutral-name"] as { word?: string; required?: boolean } | undefined)?.word;
          if (word === undefined || !neutral(word)) return [`${at}: no x-neutral-name naming its neutral word`];
          const url = path.replace(/\{[^}]+\}/g, "1");
          const aboutIt = (headers: Record<string, string>) =>
            validator
              .validateRequest({ method, url, headers })
              .problems.filter((problem) => problem.in === "header" && problem.message.includes(`"${parameter.name}"`))
              .map((problem) => problem.message);
          const value = shownValue(document, parameter);
          const required = (parameter["x-neutral-name"] as { required?: boolean }).required === true;
          return [
            ...(aboutIt({ [parameter.name]: value }).length > 0 ? [`${at}: its own example refused`] : []),
            ...(aboutIt({ [withStandInName(parameter.name)]: value }).length > 0 ? [`${at}: refused under another word`] : []),
            // Read, not ignored: a value its schema refuses is refused under another word too.
            ...(constrained(parameter) && aboutIt({ [withStandInName(parameter.name)]: `${value}-not-it` }).length === 0
              ? [`${at}: not read under another word (a value off its schema passes)`]
              : []),
            ...(aboutIt({}).length > 0 !== required ? [`${at}: ${required ? "not required" : "required"} when sent under no name`] : []),
          ];
        }),
    );
    expect(refused).toEqual([]);
  });

  it("require no response header by a name that holds one, and read it under another word in its place", () => {
    const refused = operations.flatMap(({ method, path, operationId, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => /^\d+$/.test(status))
        .flatMap(([status, response]) =>
          Object.entries(resolveRef<ResponseObject>(document, response).headers ?? {})
            .filter(([name]) => tokens(name).some(neutral))
            .flatMap(([name, reference]) => {
              const header = resolveRef<{ required?: boolean; schema?: unknown; "x-neutral-name"?: { word: string } }>(document, reference);
              const at = `${operationId} ${status} ${name}`;
              if (header.required) return [`${at}: required by its literal name`];
              if (!header["x-neutral-name"] || !neutral(header["x-neutral-name"].word))
                return [`${at}: no x-neutral-name naming its neutral word`];
              const answer = {
                method,
                url: path.replace(/\{[^}]+\}/g, "1"),
                status: Number(status),
                headers: { [withStandInName(name)]: shownValue(document, header) },
              };
              const problems = validator.validateResponse(answer).problems.filter((problem) => problem.message.includes(`"${name}"`));
              return problems.map((problem) => `${at}: under another word, ${problem.message}`);
            }),
        ),
    );
    expect(refused).toEqual([]);
  });

  it("read a JSON request body sent under a vendor's JSON media type as JSON", () => {
    const misread = operations.flatMap(({ method, path, operationId, requestBody }) =>
      Object.entries(requestBody?.content ?? {})
        .filter(([type]) => type === "application/json")
        .flatMap(([, { examples }]) => {
          const [example] = Object.values(examples ?? {});
          if (example === undefined) return [];
          const body = resolveRef<{ value: unknown }>(document, example).value;
          const check = (type: string) =>
            validator
              .validateRequest({ method, url: path.replace(/\{[^}]+\}/g, "1"), headers: { "content-type": type }, body })
              .problems.filter((problem) => problem.in === "body")
              .map((problem) => problem.message);
          const asVendors = check("application/vnd.standin+json; compatible-with=8");
          return JSON.stringify(asVendors) === JSON.stringify(check("application/json")) ? [] : [`${operationId}: ${asVendors.join("; ")}`];
        }),
    );
    expect(misread).toEqual([]);
  });
});
