/** The social-graph contract and its source document's transcription, read as the coverage tests read them. */
import { listOperations } from "../../src/contract/openapi.js";
import { apiSchemas } from "../../src/contract/schemas.js";
import { readTranscription, type Row } from "./source-document.js";

export const source = readTranscription("social-graph");
export const schemas = apiSchemas("social-graph");
export const document = schemas.document;
export const operations = listOperations(document);
export const operationAt = (method: string, path: string) =>
  operations.find((entry) => entry.method === method.toLowerCase() && entry.path === path)?.operation;
export const schema = (name: string) => schemas.resolve<Record<string, any>>({ $ref: `#/components/schemas/${name}` });
export const resolve = (node: unknown) => schemas.resolve<Record<string, any>>(node);

/** A3 and A7 name the payload's members with dots (`session.batch_seq`); this walks them. */
export const member = (root: Record<string, any>, dotted: string): Record<string, any> | undefined =>
  dotted.split(".").reduce<Record<string, any> | undefined>((node, key) => {
    const properties = node && resolve(node).properties;
    return properties?.[key] === undefined ? undefined : resolve(properties[key]);
  }, root);

export const endpoints = source.table("endpoints");
/** A row's method and path (`/{person-id}/`) → the contract's, with the version segment in front. */
export const contractPath = (row: Row) => ({
  method: row.method as string,
  path: `/{api_version}${row.path.replace("{person-id}", "{user_id}")}`,
});
export const operationOf = (number: string) => {
  const { method, path } = contractPath(source.row("endpoints", "#", number));
  return operationAt(method, path)!;
};
export const successSchema = (number: string) =>
  resolve(resolve(operationOf(number).responses["200"]).content["application/json"].schema).title;
