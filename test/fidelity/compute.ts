/**
 * The compute API's own description as its generated Node.js client ships it: the protocol
 * description of `@google-cloud/compute` (build/protos/protos.json), whose services carry each
 * method's HTTP method, path and body field, and whose messages carry every member with its type
 * and every value set (a string member's values are the enum nested under its name). Members are
 * named as the REST API's JSON names them; 64-bit integers travel as strings, as the REST API
 * sends them. The description has no examples and declares no statuses.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createPathRouter } from "../../src/contract/openapi.js";
import type { ServiceDescription, ServiceOperation } from "./check.js";
import { anyNode, typed, type JsonType, type ValueNode } from "./nodes.js";
import { routeOf } from "./routes.js";

const file = "@google-cloud/compute/build/protos/protos.json";

interface ProtoField {
  type: string;
  rule?: "repeated";
  keyType?: string;
  options?: Record<string, unknown>;
}
interface ProtoType {
  fields?: Record<string, ProtoField>;
  values?: Record<string, number>;
  nested?: Record<string, ProtoType>;
  methods?: Record<string, { requestType: string; responseType: string; options?: Record<string, string> }>;
}

const scalars: Record<string, JsonType> = {
  string: "string",
  bytes: "string",
  bool: "boolean",
  double: "number",
  float: "number",
  int32: "integer",
  uint32: "integer",
  sint32: "integer",
  // 64-bit integers are strings in the REST API's JSON.
  int64: "string",
  uint64: "string",
  sint64: "string",
  fixed64: "string",
};

const camel = (name: string): string => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const required = (field: ProtoField): boolean => field.options?.["(google.api.field_behavior)"] === "REQUIRED";

export function computeDescription(): ServiceDescription {
  const path = createRequire(import.meta.url).resolve(file);
  const root = JSON.parse(readFileSync(path, "utf8")) as { nested: Record<string, ProtoType> };
  const v1 = ["google", "cloud", "compute", "v1"].reduce<ProtoType>((at, name) => at.nested![name]!, root as ProtoType).nested!;
  const version = (JSON.parse(readFileSync(path.replace(/build\/protos\/.*$/, "package.json"), "utf8")) as { version: string }).version;
  const messages = new Map<string, ValueNode>();

  /** The values of an enum, without the protocol's own zero value (UNDEFINED_...), which the REST API never sends. */
  const valuesOf = (type: ProtoType): string[] =>
    Object.keys(type.values!).filter((name) => !(name.startsWith("UNDEFINED_") && type.values![name] === 0));

  function fieldNode(field: ProtoField, name: string, owner: ProtoType): ValueNode {
    if (field.keyType) return typed(["object"], { additional: () => fieldNode({ type: field.type }, name, owner) });
    if (field.rule === "repeated") return typed(["array"], { items: () => fieldNode({ type: field.type }, name, owner) });
    const scalar = scalars[field.type];
    if (scalar) {
      // A string member's value set is the enum nested under its name (`type`: `Type`, `IPProtocol`: `IPProtocolEnum`).
      const wanted = [name.toLowerCase(), `${name.toLowerCase()}enum`];
      const values =
        scalar === "string"
          ? Object.entries(owner.nested ?? {}).find(([nested, type]) => type.values && wanted.includes(nested.toLowerCase()))?.[1]
          : undefined;
      return typed([scalar], values ? { values: valuesOf(values) } : {});
    }
    const type = owner.nested?.[field.type] ?? v1[field.type];
    if (!type) return anyNode();
    if (type.values) return typed(["string"], { values: valuesOf(type) });
    return messageNode(field.type, type);
  }

  function messageNode(name: string, type: ProtoType): ValueNode {
    let node = messages.get(name);
    if (!node) {
      const fields = Object.entries(type.fields ?? {});
      node = typed(["object"], {
        name,
        members: new Map(fields.map(([field, described]) => [field, () => fieldNode(described, field, type)])),
        required: new Set(fields.filter(([, described]) => required(described)).map(([field]) => field)),
      });
      messages.set(name, node);
    }
    return node;
  }

  const methods = Object.values(v1).flatMap((service) =>
    Object.values(service.methods ?? {}).flatMap((method) =>
      Object.entries(method.options ?? {}).flatMap(([option, value]) => {
        const verb = /^\(google\.api\.http\)\.(get|put|post|patch|delete)$/.exec(option)?.[1];
        return verb ? [{ method: verb, path: value, described: method }] : [];
      }),
    ),
  );
  const router = createPathRouter(methods);

  function operation(method: string, contractPath: string): ServiceOperation | undefined {
    const found = router.match(method, routeOf(contractPath)).entry;
    if (!found) return undefined;
    const request = v1[found.described.requestType]!;
    const inPath = new Set([...found.path.matchAll(/\{([^}=]+)/g)].map((variable) => camel(variable[1]!)));
    const bodyField = camel(found.described.options?.["(google.api.http).body"] ?? "");
    const fields = Object.entries(request.fields ?? {});
    return {
      parameters: fields
        .filter(([name]) => name !== bodyField)
        .map(([name, field]) => ({
          in: inPath.has(name) ? "path" : "query",
          name,
          required: required(field),
          node: fieldNode(field, name, request),
        })),
      requestBody: request.fields?.[bodyField] ? fieldNode(request.fields[bodyField]!, bodyField, request) : undefined,
      requestBodyRequired: request.fields?.[bodyField] ? required(request.fields[bodyField]!) : false,
      responses: new Map([["2XX", messageNode(found.described.responseType, v1[found.described.responseType]!)]]),
      examples: [],
    };
  }
  return { source: `${file}, version ${version}`, operation };
}
