/** The event-management contract and part B of its source document (the transcription in test/source), as the coverage suites read them. */
import { listOperations, type OperationEntry } from "../../src/contract/openapi.js";
import { apiSchemas } from "../../src/contract/schemas.js";
import { parametersOf } from "./contract.js";
import { readTranscription } from "./source-document.js";

export const source = readTranscription("event-management");
export const schemas = apiSchemas("event-management");
export const operations = listOperations(schemas.document);
export type Schema = Record<string, any>;
export const resolve = (node: unknown) => schemas.resolve<Schema>(node);
export const schema = (name: string) => resolve({ $ref: `#/components/schemas/${name}` });
export const refName = (node: Schema | undefined) => /[^/]+$/.exec(node?.$ref ?? "")?.[0];
export const propertyNames = (node: Schema) => Object.keys(resolve(node).properties ?? {});
export const valid = (node: unknown, value: unknown) => schemas.validate(node, value).problems;

/**
 * The schema at a dotted path inside a component, through `$ref`s, array items and the `oneOf`
 * member that has the key; unresolved at the end, so that `readOnly` beside a `$ref` is kept.
 */
export function schemaAt(name: string, path: string): Schema | undefined {
  let current: Schema | undefined = schema(name);
  for (const key of path.split(".")) {
    const here = resolve(current);
    const candidates = [here, resolve(here.items), ...(here.oneOf ?? []).map(resolve)];
    current = candidates.find((candidate) => candidate?.properties?.[key])?.properties[key];
    if (current === undefined) return undefined;
  }
  return current;
}

/** The operations written from a row of the document ("B8" → findEvents, whose x-source names 001 B8). */
export const operationsOf = (row: string): OperationEntry[] =>
  operations.filter(({ operation }) => String(operation["x-source"]).split(", ").includes(`001 ${row}`));
export const operationById = (id: string) => operations.find((entry) => entry.operation.operationId === id)!;
export const parameter = (entry: OperationEntry, name: string) => parametersOf(schemas, entry).find((p) => p.name === name);
export const examplesOf = (id: string, status: string): string[] =>
  Object.keys(resolve(operationById(id).operation.responses[status]).content["application/json"].examples);

export const endpoints = source.table("endpoints");
export const b8Parameters = source.table("eventsByOrganizerQuery");
export const eventFields = source.table("eventFields");
export const formats = source.table("onlineFormats");
export const [protocolHeader] = source.table("protocolHeader");
export const names = (rows: Record<string, any>[]) => rows.map((row) => (row.name ?? row.field) as string);

// The issue assigns the permissions: read for B5, B8 and B9 (the document's "retrieves"), write for the others.
export const readRows = new Set(["B5", "B8", "B9"]);
