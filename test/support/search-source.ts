/** The search contract and part B of its source document (the transcription in test/source), as the coverage suites read them. */
import { listOperations } from "../../src/contract/openapi.js";
import { apiSchemas } from "../../src/contract/schemas.js";
import { readTranscription, type Row } from "./source-document.js";

export const source = readTranscription("search");
export const schemas = apiSchemas("search");
export const document = schemas.document;
export const operations = listOperations(document);
export const entryAt = (method: string, path: string) =>
  operations.find((entry) => entry.method === method.toLowerCase() && entry.path === path);
export const operationById = (id: string) => operations.find((entry) => entry.operation.operationId === id)!;
export const resolve = (node: unknown) => schemas.resolve<Record<string, any>>(node);
export const schema = (name: string) => resolve({ $ref: `#/components/schemas/${name}` });
export const parameter = (name: string) => resolve({ $ref: `#/components/parameters/${name}` });
export const valid = (name: string, value: unknown) => schemas.validate({ $ref: `#/components/schemas/${name}` }, value).valid;

/** The named examples of one response of an operation, by name, as values. */
export const examplesOf = (operationId: string, status: string): Record<string, any> => {
  const response = resolve(operationById(operationId).operation.responses[status]);
  const examples = response?.content?.["application/json"]?.examples ?? {};
  return Object.fromEntries(Object.entries(examples).map(([name, example]) => [name, resolve(example).value]));
};

export const endpoints = source.table("endpoints");
/** A row → every method with every path, and the query parameter its paths carry. */
export const parseEndpoint = (endpoint: Row) => {
  const [query] = Object.keys(endpoint.pathQuery ?? {});
  return (endpoint.methods as string[]).flatMap((method) => (endpoint.paths as string[]).map((path) => ({ method, path, query })));
};
export const row = (number: string) => source.row("endpoints", "#", number);
export const rule = (table: string, number: number) => source.row(table, "rule", number);
