/** The compute contract and part A of its source document (the transcription in test/source), as the coverage suites read them. */
import { listOperations } from "../../src/contract/openapi.js";
import { apiSchemas } from "../../src/contract/schemas.js";
import { readTranscription, type Row } from "./source-document.js";

export type Schema = Record<string, any>;

export const source = readTranscription("compute");
export const schemas = apiSchemas("compute");
export const document = schemas.document;
export const operations = listOperations(document);
export const resolve = (node: unknown) => schemas.resolve<Schema>(node);
export const schema = (name: string) => resolve({ $ref: `#/components/schemas/${name}` });
export const example = (name: string) => resolve({ $ref: `#/components/examples/${name}` }).value;

/**
 * A field of a schema by the document's dotted name: `a.b[].c`. A part ending in `[]` must be an
 * array and steps into its items; `*` steps into the values of a map. Returns the property as
 * written (where `readOnly` and `deprecated` sit beside a `$ref`) and resolved.
 */
export function field(root: string, path: string): { raw: Schema; resolved: Schema } | undefined {
  let raw: Schema = schema(root);
  let resolved: Schema | undefined = raw;
  for (const part of path === "" ? [] : path.split(".")) {
    if (!resolved) return undefined;
    if (part === "*") {
      raw = resolved.additionalProperties;
      resolved = raw && resolve(raw);
      continue;
    }
    raw = resolved.properties?.[part.replace(/\[\]$/, "")];
    resolved = raw && resolve(raw);
    if (resolved && part.endsWith("[]")) {
      if (resolved.type !== "array") return undefined;
      raw = resolved.items;
      resolved = resolve(raw);
    }
  }
  return resolved && { raw, resolved };
}
export const at = (root: string, path: string) => field(root, path)?.resolved;

/** A member of an object as the transcription lists it, with the members of its items or map values. */
export interface Member {
  name: string;
  members?: Member[];
  valueMembers?: Member[];
  [fact: string]: any;
}
/** Every member name of a list, at any depth, without the `[]` of arrays. */
export const memberNames = (members: Member[]): string[] =>
  members.flatMap((member) => [
    member.name.replace(/\[\]$/, ""),
    ...memberNames(member.members ?? []),
    ...memberNames(member.valueMembers ?? []),
  ]);
export const rowOf = (rows: Row[], name: string) => rows.find((row) => row.field === name)!;
/** The members a row lists (of an object, or of a map's values). */
export const members = (rows: Row[], name: string): Member[] => rowOf(rows, name).members ?? rowOf(rows, name).valueMembers;

/** The tables of the document's part A, by what they describe. */
export const policyRows = source.table("securityPolicy");
export const ruleRows = source.table("securityPolicyRule");
export const matchRows = source.table("match");
export const networkMatchRows = source.table("networkMatch");
export const actionRows = source.table("actions");
export const rateLimitRows = source.table("rateLimitOptions");
export const keyTypeRows = source.table("keyTypes");
export const thresholdRows = source.table("thresholdConfigs");
export const operationRows = source.table("operation");
export const forwardingRuleRows = source.table("forwardingRule");
export const aggregatedRows = source.table("aggregatedList");
export const endpointRows = source.table("endpoints");
export const listQueryRows = source.table("aggregatedListQuery");
