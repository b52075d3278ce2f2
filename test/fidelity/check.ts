/**
 * The fidelity check of one contract against its service's own machine-readable description,
 * operation by operation, for whatever operations the contract has: parameters, request bodies and
 * answers compared node by node (compare.ts), the statuses the service declares, and every
 * official example given to the contract's validator.
 */
import type { ApiId } from "../../src/contract/apis.js";
import { operationIndex } from "../../src/contract/documents.js";
import { isJsonMediaType } from "../../src/contract/messages.js";
import type { IndexedOperation, MediaType, ResponseObject } from "../../src/contract/openapi.js";
import { createValidator } from "../../src/contract/validate.js";
import { compareNodes, type Direction, type Finding } from "./compare.js";
import { jsonSchemaReader, unionOf, type ValueNode } from "./nodes.js";

export interface ServiceParameter {
  in: "path" | "query" | "header";
  name: string;
  required: boolean;
  node: ValueNode;
}

/** An official example: a request's (no status) or an answer's body, with the request line where the description gives it. */
export interface ServiceExample {
  label: string;
  status?: number;
  /** The method and URL the example was sent with; else the operation's own path, its variables filled from the contract's examples. */
  request?: { method: string; url: string };
  body: unknown;
}

export interface ServiceOperation {
  parameters: ServiceParameter[];
  requestBody?: ValueNode;
  /** The service refuses the request without a body. */
  requestBodyRequired?: boolean;
  /** Answer bodies by status; `2XX` stands for the success answer, whatever its status. */
  responses: Map<string, ValueNode>;
  /** Every status the service declares, where its description lists them. */
  statuses?: string[];
  examples: ServiceExample[];
}

export interface ServiceDescription {
  /** The package and file the description is read from, with its version. */
  source: string;
  /** The service's operation of a method and path (the contract's path with its server prefix); undefined when it has none. */
  operation?(method: string, path: string): ServiceOperation | undefined;
  /** The service's node of a named schema of the contract, where the description describes types rather than operations. */
  schema?(name: string, direction: Direction): ValueNode | undefined;
}

/** A parameter's value as a URL carries it: a list is its items, comma-separated, so a list and one item are the same text. */
function onTheWire(node: ValueNode): ValueNode {
  if (!node.types?.has("array") || !node.items) return node;
  const rest = [...node.types].filter((type) => type !== "array");
  return unionOf([...(rest.length > 0 ? [{ ...node, types: new Set(rest), items: undefined }] : []), node.items()]);
}

const jsonSchemaOf = (content: Record<string, MediaType> | undefined): unknown =>
  Object.entries(content ?? {}).find(([type]) => isJsonMediaType(type))?.[1].schema;

export interface ApiCheck {
  /** Every finding, each once, with the operations it was found in. */
  findings: Map<string, Finding & { operations: string[] }>;
  /** What of the contract the description was compared with: operations, or named schemas. */
  compared: Set<string>;
}

export function checkApi(api: ApiId, description: ServiceDescription): ApiCheck {
  const index = operationIndex(api);
  const read = jsonSchemaReader(index.document);
  const validator = createValidator(api);
  const findings = new Map<string, Finding & { operations: string[] }>();
  const compared = new Set<string>();
  for (const entry of index.operations) {
    const report = (finding: Finding) => {
      const key = `${finding.at}|${finding.rule}|${finding.detail}`;
      const known = findings.get(key) ?? { ...finding, operations: [] };
      if (!known.operations.includes(entry.operationId)) known.operations.push(entry.operationId);
      findings.set(key, known);
    };
    const roots = contractRoots(entry, index.resolve, read);
    if (description.schema) compareNamedSchemas(roots, description, report, compared);
    if (!description.operation) continue;
    const service = description.operation(entry.method.toUpperCase(), index.prefix + entry.path);
    if (!service) {
      report({ at: entry.operationId, rule: "operation", detail: "no operation of the service's description has its method and path" });
      continue;
    }
    compared.add(entry.operationId);
    for (const parameter of entry.parameters) {
      const other = service.parameters.find((candidate) => candidate.in === parameter.in && candidate.name === parameter.name);
      if (!other) continue;
      const at = `${entry.operationId} ${parameter.in}.${parameter.name}`;
      if (parameter.required && !other.required && parameter.in !== "path")
        report({ at, rule: "required", detail: "the service does not need it" });
      compareNodes(onTheWire(read(parameter.schema)), onTheWire(other.node), at, "request", report);
    }
    for (const other of service.parameters.filter((parameter) => parameter.required && parameter.in !== "header")) {
      const own = entry.parameters.find((parameter) => parameter.in === other.in && parameter.name === other.name);
      if (!own?.required && other.in !== "path")
        report({ at: `${entry.operationId} ${other.in}.${other.name}`, rule: "optional", detail: "the service needs it" });
    }
    const body = roots.find((root) => root.direction === "request");
    if (entry.requestBody?.required && service.requestBodyRequired === false) {
      report({ at: `${entry.operationId} request`, rule: "required", detail: "a body the service does not need" });
    }
    if (body && service.requestBody) compareNodes(body.node, service.requestBody, `${entry.operationId} request`, "request", report);
    for (const root of roots.filter((candidate) => candidate.direction === "response")) {
      const other = service.responses.get(root.status!) ?? (root.status!.startsWith("2") ? service.responses.get("2XX") : undefined);
      if (other) compareNodes(root.node, other, `${entry.operationId} ${root.status}`, "response", report);
    }
    const declared = Object.keys(entry.operation.responses);
    for (const status of service.statuses ?? []) {
      if (!declared.includes(status) && !declared.includes(`${status[0]}XX`))
        report({ at: entry.operationId, rule: "status", detail: `does not declare ${status}` });
    }
    for (const example of service.examples) {
      const request = example.request ?? { method: entry.method.toUpperCase(), url: concreteUrl(entry, index.prefix, index.resolve) };
      if (example.request && validator.match(request.method, request.url).entry?.operationId !== entry.operationId) continue;
      const message = { ...request, body: example.body, headers: { "content-type": "application/json" } };
      const result =
        example.status === undefined
          ? validator.validateRequest(message)
          : validator.validateResponse({ ...message, status: example.status });
      if (!result.valid) {
        report({
          at: `${entry.operationId} ${example.label}`,
          rule: "example",
          detail: result.problems.map((problem) => problem.message).join("; "),
        });
      }
    }
  }
  return { findings, compared };
}

interface Root {
  direction: Direction;
  status?: string;
  node: ValueNode;
}

/** The contract's JSON request body and answer bodies of an operation, as nodes. */
function contractRoots(entry: IndexedOperation, resolve: <T>(node: unknown) => T, read: (schema: unknown) => ValueNode): Root[] {
  const roots: Root[] = [];
  const request = jsonSchemaOf(entry.requestBody?.content);
  if (request !== undefined) roots.push({ direction: "request", node: read(request) });
  for (const [status, reference] of Object.entries(entry.operation.responses)) {
    const schema = jsonSchemaOf(resolve<ResponseObject>(reference).content);
    if (schema !== undefined) roots.push({ direction: "response", status, node: read(schema) });
  }
  return roots;
}

/** Each named schema reachable from the roots, compared with the service's node of that name where it has one. */
function compareNamedSchemas(
  roots: Root[],
  description: ServiceDescription,
  report: (finding: Finding) => void,
  compared: Set<string>,
): void {
  for (const root of roots) {
    const seen = new Set<ValueNode>();
    const visit = (node: ValueNode): void => {
      if (seen.has(node)) return;
      seen.add(node);
      const service = node.name === undefined ? undefined : description.schema!(node.name, root.direction);
      if (service) {
        compared.add(node.name!);
        compareNodes(node, service, node.name!, root.direction, report);
      }
      // A schema made of named ones (allOf): each is also a type of the service's, under its own name.
      for (const part of node.parts ?? []) if (part.name !== node.name) visit(part);
      for (const member of node.members.values()) visit(member());
      if (node.items) visit(node.items());
      if (node.additional) visit(node.additional());
    };
    visit(root.node);
  }
}

/** A URL of the operation: its path with each variable filled from the parameter's first example in the contract. */
function concreteUrl(entry: IndexedOperation, prefix: string, resolve: <T>(node: unknown) => T): string {
  return (
    prefix +
    entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const parameter = entry.parameters.find((candidate) => candidate.in === "path" && candidate.name === name);
      const examples = Object.values((parameter?.examples ?? {}) as Record<string, unknown>);
      const value = examples.length > 0 ? resolve<{ value?: unknown }>(examples[0]).value : undefined;
      return encodeURIComponent(String(value ?? "x"));
    })
  );
}
