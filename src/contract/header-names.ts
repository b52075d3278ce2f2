/**
 * Header names that hold a neutral word. The source documents write the vendor's name in a header's
 * name as a neutral word (`X-Vendor-Protocol-Version`), so the real service and its clients use a
 * name the contract cannot write. A header parameter or response header marked `x-neutral-name`
 * (docs/extensions.md) is the same header under any word in the neutral word's place
 * (`X-<word>-Protocol-Version`), and is required, where `x-neutral-name.required` says so, under
 * any such name: never by its literal name alone, which would refuse the real one. The validators,
 * the simulator (through them) and the mock's front read headers through this module.
 */
import type { ApiId } from "./apis.js";
import { contractDocument } from "./documents.js";
import { listOperations, resolveRef, type OpenApiDocument, type ResponseObject } from "./openapi.js";

/** The `x-neutral-name` of a header: the neutral word its name holds, and whether it is required under any word. */
export interface NeutralName {
  word: string;
  required?: boolean;
}

/** A header as the contract declares it, ready to be found among the headers of a message. */
export interface DeclaredHeader {
  /** Its name as the contract writes it, in lower case. */
  name: string;
  /** What a message lacking it is told: `the required header parameter "X-Vendor-Method" is missing (...)`. */
  missing: string;
  /** Its name with any word in the neutral word's place, where the name holds one. */
  anyWord?: RegExp;
  /** What such a name ends with, in lower case: most names are told apart by it without the pattern. */
  anyWordEnd?: string;
  /** Required, by its name or (x-neutral-name) under any word. */
  required: boolean;
}

/** A message's headers by their names in lower case, and their names (a Map, or a server's view of a request's headers). */
export interface HeaderLookup {
  get(name: string): string | undefined;
  keys(): Iterable<string>;
}

const declared = new WeakMap<object, DeclaredHeader>();

/** The neutral word of a header's declaration, when it has one. */
export const neutralNameOf = (header: object): NeutralName | undefined => (header as { "x-neutral-name"?: NeutralName })["x-neutral-name"];

/**
 * A header parameter or response header object (resolved) of a contract as it is looked for in a
 * message; made once per declaration. A response header's name is its key in `headers`.
 */
export function declaredHeader(name: string, header: { required?: boolean }): DeclaredHeader {
  let found = declared.get(header);
  if (!found) {
    const neutral = neutralNameOf(header);
    const form =
      neutral &&
      name
        .split("-")
        .map((part) => (part.toLowerCase() === neutral.word.toLowerCase() ? "<word>" : part))
        .join("-");
    found = {
      name: name.toLowerCase(),
      missing: `the required ${"in" in header ? "header parameter" : "response header"} "${name}" is missing${form ? ` (sent under any name of the form ${form})` : ""}`,
      required: header.required === true || neutral?.required === true,
      ...(neutral
        ? { anyWord: anyWordPattern(name, neutral.word), anyWordEnd: form!.slice(form!.lastIndexOf("<word>") + 6).toLowerCase() }
        : {}),
    };
    declared.set(header, found);
  }
  return found;
}

/** `X-Vendor-Protocol-Version` with `Vendor` as the word: /^x-[a-z0-9]+-protocol-version$/i. */
export function anyWordPattern(name: string, word: string): RegExp {
  const parts = name.split("-");
  if (!parts.some((part) => part.toLowerCase() === word.toLowerCase()))
    throw new Error(`x-neutral-name: the header name ${name} does not hold the word ${word}`);
  const source = parts
    .map((part) => (part.toLowerCase() === word.toLowerCase() ? "[a-z0-9]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("-");
  return new RegExp(`^${source}$`, "i");
}

/** Whether a message's header of this name is the declared header: its name, or (x-neutral-name) another word in the neutral word's place. */
export const namesHeader = (header: DeclaredHeader, name: string): boolean =>
  name.toLowerCase() === header.name || header.anyWord?.test(name) === true;

/**
 * The values a header is sent with: under its contract name; where that name is not sent and it
 * holds a neutral word, under each name with another word in its place, in the order sent.
 */
export function sentValues(header: DeclaredHeader, headers: HeaderLookup): string[] {
  const own = headers.get(header.name);
  if (own !== undefined || header.anyWord === undefined) return own === undefined ? [] : [own];
  const values: string[] = [];
  for (const name of headers.keys()) if (name.endsWith(header.anyWordEnd!) && header.anyWord.test(name)) values.push(headers.get(name)!);
  return values;
}

/**
 * What a message's headers hold of a declared header: `missing` where it is required and not sent,
 * else the problems `check` finds in its value. Sent under several names (its name holding a
 * neutral word), it passes when one value does; otherwise the first one's problems are its own.
 */
export function headerProblems<P>(header: DeclaredHeader, headers: HeaderLookup, check: (value: string) => P[]): P[] | "missing" {
  const values = sentValues(header, headers);
  if (values.length === 0) return header.required ? "missing" : [];
  const tried = values.map(check);
  return tried.find((problems) => problems.length === 0) ?? tried[0]!;
}

/**
 * The request headers with each header the operation declares under a neutral word copied to its
 * contract name where it was sent under another word only (the first such name): for a reader
 * that knows headers by their contract names alone (Prism's engine).
 */
export function withContractNames(
  parameters: readonly { in: string; name: string; required?: boolean }[],
  headers: Record<string, string>,
): Record<string, string> {
  const sent = new Map(Object.entries(headers));
  for (const parameter of parameters) {
    if (parameter.in !== "header" || !neutralNameOf(parameter)) continue;
    const header = declaredHeader(parameter.name, parameter);
    if (sent.has(header.name)) continue;
    const [value] = sentValues(header, sent);
    if (value !== undefined) headers[header.name] = value;
  }
  return headers;
}

/**
 * A copy of a contract in which every header required under any word is required by its contract
 * name: for a reader that knows headers by their contract names alone, given the headers
 * `withContractNames` wrote.
 */
export function requiredByContractName(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  const visit = (node: unknown) => {
    if (typeof node !== "object" || node === null) return;
    if (neutralNameOf(node)?.required) (node as { required?: boolean }).required = true;
    for (const value of Object.values(node)) visit(value);
  };
  visit(copy);
  return copy;
}

/** The response headers of an API's contract whose names hold a neutral word, by name, with whether any answer requires one. */
export function neutralResponseHeaders(api: ApiId): Map<string, { word: string; pattern: RegExp; required: boolean }> {
  const document = contractDocument(api);
  const found = new Map<string, { word: string; pattern: RegExp; required: boolean }>();
  for (const { operation } of listOperations(document)) {
    for (const response of Object.values(operation.responses)) {
      for (const [name, reference] of Object.entries(resolveRef<ResponseObject>(document, response).headers ?? {})) {
        const header = resolveRef<{ required?: boolean }>(document, reference);
        const neutral = neutralNameOf(header);
        if (!neutral) continue;
        const required = declaredHeader(name, header).required || found.get(name)?.required === true;
        found.set(name, { word: neutral.word, pattern: anyWordPattern(name, neutral.word), required });
      }
    }
  }
  return found;
}

/**
 * The `responseHeaderNames` of one API as the servers use them (by contract name in lower case),
 * checked: each name is a response header of its contract that holds a neutral word, and its new
 * name is the same with another word in the neutral word's place. Throws an Error saying what is wrong.
 */
export function responseHeaderNamesOf(api: ApiId, names: Readonly<Record<string, string>> | undefined): Record<string, string> | undefined {
  if (names === undefined || Object.keys(names).length === 0) return undefined;
  const neutral = neutralResponseHeaders(api);
  const checked: Record<string, string> = {};
  for (const [from, to] of Object.entries(names)) {
    const known = [...neutral].find(([name]) => name.toLowerCase() === from.toLowerCase());
    if (!known) {
      const names = [...neutral.keys()];
      throw new Error(
        `responseHeaderNames: ${from} is not a response header of the ${api} contract whose name holds a neutral word (${names.length > 0 ? names.join(", ") : "it has none"})`,
      );
    }
    if (!known[1].pattern.test(to))
      throw new Error(`responseHeaderNames: ${to} is not ${known[0]} with another word in place of its neutral one (${api})`);
    checked[known[0].toLowerCase()] = to;
  }
  return checked;
}
