/**
 * The validator's conversion of the query (a handler's `queryValues`) against the generated types
 * (`QueryOf<Op>`, what handlers are typed with), for every query parameter of every operation
 * that has a handler, in the five contracts. Each parameter's type is read from
 * generated/<api>/types.ts with the TypeScript compiler; for each kind of value it allows (number,
 * boolean, text or one of its literals, an array of one of these), a text of that kind is sent
 * and the value the validator hands on must be of that kind: a number for an integer, a boolean
 * for a flag, text (never a number) for a string, even one that reads as a number.
 *
 * The kinds met are integers, booleans, a boolean-or-integer, enums, strings and arrays of strings;
 * no contract has a parameter with `content` (JSON in the query): such a parameter would be of a
 * kind this table has no text for, and fails here until one is added.
 */
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { apiIds, type ApiId } from "../../src/contract/apis.js";
import { operationIndex } from "../../src/contract/documents.js";
import { createValidator } from "../../src/contract/validate.js";
import { createSimulator } from "../../src/simulator/in-process.js";

/** What a value of a type can be at run time. */
type Kind =
  | { of: "number" }
  | { of: "boolean" }
  | { of: "string"; literals: string[] }
  | { of: "array"; items: Kind[] }
  | { of: "other"; text: string };

const root = fileURLToPath(new URL("../../", import.meta.url));
const typeFiles = Object.fromEntries(apiIds.map((api) => [api, `${root}generated/${api}/types.ts`])) as Record<ApiId, string>;
const program = ts.createProgram(Object.values(typeFiles), {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  lib: ["lib.es2022.d.ts"],
});
const checker = program.getTypeChecker();

/** The kinds of a type: each member of a union, `undefined` left out (an optional member). */
function kindsOf(type: ts.Type): Kind[] {
  const kinds: Kind[] = [];
  const literals: string[] = [];
  let text = false;
  for (const part of type.isUnion() ? type.types : [type]) {
    if (part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) continue;
    if (part.flags & ts.TypeFlags.NumberLike) kinds.push({ of: "number" });
    else if (part.flags & ts.TypeFlags.BooleanLike) kinds.push({ of: "boolean" });
    else if (part.isStringLiteral()) literals.push(part.value);
    else if (part.flags & ts.TypeFlags.String) text = true;
    else if (checker.isArrayType(part)) kinds.push({ of: "array", items: kindsOf(checker.getTypeArguments(part as ts.TypeReference)[0]!) });
    else kinds.push({ of: "other", text: checker.typeToString(part) });
  }
  if (text || literals.length > 0) kinds.push({ of: "string", literals: text ? [] : literals });
  // `boolean` is the union of `true` and `false`: one kind.
  return kinds.filter((kind, at) => kind.of !== "boolean" || kinds.findIndex((other) => other.of === "boolean") === at);
}

/** A member of a generated query: the kinds of its type, and whether it is optional (`name?:`). */
interface Member {
  kinds: Kind[];
  optional: boolean;
}

/** The members of `operations[operationId]["parameters"]["query"]` in an API's generated types, by name. */
function generatedQuery(api: ApiId, operationId: string): Map<string, Member> {
  const file = program.getSourceFile(typeFiles[api])!;
  const operations = checker.getExportsOfModule(checker.getSymbolAtLocation(file)!).find((symbol) => symbol.name === "operations")!;
  const member = (type: ts.Type, name: string) => {
    const symbol = type.getProperty(name);
    return symbol && checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, file));
  };
  const operation = member(checker.getDeclaredTypeOfSymbol(operations), operationId)!;
  const query = member(member(operation, "parameters")!, "query");
  const members = new Map<string, Member>();
  for (const symbol of query?.getProperties() ?? []) {
    const kinds = kindsOf(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, file)));
    members.set(symbol.name, { kinds, optional: (symbol.flags & ts.SymbolFlags.Optional) !== 0 });
  }
  return members;
}

/** A text of a kind as a client puts it in a query string, and the value it is to become. */
function sample(kind: Kind): { text: string; value: unknown } {
  switch (kind.of) {
    case "number":
      return { text: "7", value: 7 };
    case "boolean":
      return { text: "true", value: true };
    case "string":
      // Plain text that reads as a number, to be kept as text; else a literal the type allows.
      return kind.literals.length === 0 ? { text: "7", value: "7" } : { text: kind.literals[0]!, value: kind.literals[0]! };
    case "array": {
      const items = [sample(kind.items[0]!), sample(kind.items[0]!)];
      return { text: items.map((item) => item.text).join(","), value: items.map((item) => item.value) };
    }
    default:
      throw new Error(`no text for a query parameter of type ${kind.text}: add its kind to this table`);
  }
}

const describeKind = (kind: Kind): string =>
  kind.of === "array"
    ? `array of ${kind.items.map(describeKind).join(" | ")}`
    : kind.of === "string" && kind.literals.length > 0
      ? "enum"
      : kind.of;

// The operations each service writes a handler for (the others answer their examples, with no query read).
const simulator = createSimulator({ apis: [...apiIds] });

interface Case {
  api: ApiId;
  operationId: string;
  name: string;
  /** Its member in the generated types; undefined when they do not declare it. */
  member: Member | undefined;
}

const cases: Case[] = apiIds.flatMap((api) => {
  const index = operationIndex(api);
  return Object.keys(simulator.services[api]!.handlers).flatMap((operationId) => {
    const generated = generatedQuery(api, operationId);
    return index
      .get(operationId)!
      .parameters.filter((parameter) => parameter.in === "query")
      .map((parameter) => ({ api, operationId, name: parameter.name, member: generated.get(parameter.name) }));
  });
});

describe("the query as the validator converts it, against the generated types", () => {
  it("covers every API and each kind of parameter the contracts declare", () => {
    expect(new Set(cases.map((c) => c.api))).toEqual(new Set(apiIds));
    const kinds = new Set(cases.flatMap((c) => c.member?.kinds.map(describeKind) ?? []));
    expect([...kinds].sort()).toEqual(["array of string", "boolean", "enum", "number", "string"]);
    // A parameter of two kinds: search's track_total_hits, a flag or a number.
    expect(cases.filter((c) => (c.member?.kinds.length ?? 0) > 1).map((c) => c.name)).toContain("track_total_hits");
  });

  it.each(cases)("$api $operationId: $name", ({ api, operationId, name, member }) => {
    // The generated types declare every query parameter of the contract.
    expect(member, `${name} is not a member of the generated query of ${operationId}`).toBeDefined();
    const { kinds, optional } = member!;
    expect(kinds.length).toBeGreaterThan(0);
    const entry = operationIndex(api).get(operationId)!;
    const validator = createValidator(api);
    for (const kind of kinds) {
      const { text, value } = sample(kind);
      const result = validator.validateRequest(
        { method: entry.method, url: `${entry.path}?${new URLSearchParams({ [name]: text })}` },
        { match: { entry, path: entry.path, params: {}, allowed: [entry.method.toUpperCase()] } },
      );
      const label = `${name}=${text} (${describeKind(kind)})`;
      // Read as its type: no parameter of a type its value could not be made of.
      expect(
        result.problems.filter((problem) => problem.rule === "type" && problem.message.includes(`"${name}"`)),
        label,
      ).toEqual([]);
      expect(result.queryValues?.[name], label).toStrictEqual(value);
    }
    // A member the generated types require is one the validator refuses a request without (so a handler has it).
    const without = validator.validateRequest(
      { method: entry.method, url: entry.path },
      { match: { entry, path: entry.path, params: {}, allowed: [] } },
    );
    expect(without.problems.some((problem) => problem.kind === "missing" && problem.message.includes(`"${name}"`))).toBe(!optional);
  });
});
