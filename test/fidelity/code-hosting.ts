/**
 * The code-hosting service's own REST description (OpenAPI 3.0, with its examples), as the npm
 * package `@octokit/openapi` ships it: its operations by method and path, their parameters,
 * bodies, statuses and examples. The public service's description first; an operation only the
 * enterprise editions have (the organization announcement) from the enterprise cloud's, read
 * only when needed.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createPathRouter, resolveRef, type OpenApiDocument } from "../../src/contract/openapi.js";
import type { ServiceDescription, ServiceExample, ServiceOperation, ServiceParameter } from "./check.js";
import { jsonSchemaReader, type ValueNode } from "./nodes.js";
import { routeOf } from "./routes.js";

const files = ["@octokit/openapi/generated/api.github.com.json", "@octokit/openapi/generated/ghec.json"];

interface DescribedOperation {
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
type Content = Record<string, { schema?: unknown; examples?: Record<string, unknown> }> | undefined;

const json = (content: Content) =>
  Object.entries(content ?? {}).find(([type]) => type === "application/json" || type.endsWith("+json"))?.[1];

/** One description file: its operations by method and path. */
function describedIn(file: string): (method: string, path: string) => ServiceOperation | undefined {
  const document = JSON.parse(readFileSync(createRequire(import.meta.url).resolve(file), "utf8")) as {
    paths: Record<string, Record<string, DescribedOperation>>;
  };
  const read = jsonSchemaReader(document);
  const resolve = <T>(node: unknown): T => resolveRef<T>(document as unknown as OpenApiDocument, node);
  const router = createPathRouter(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => method !== "parameters")
        .map((method) => ({ method, path })),
    ),
  );
  const examplesOf = (content: Content, status?: number): ServiceExample[] =>
    Object.entries(json(content)?.examples ?? {}).map(([name, example]) => ({
      label: `${status ?? "request"} example ${name}`,
      status,
      body: resolve<{ value?: unknown }>(example).value,
    }));

  return (method, path) => {
    const found = router.match(method, routeOf(path)).entry;
    if (!found) return undefined;
    const described = document.paths[found.path]![found.method]!;
    const parameters = (described.parameters ?? []).map((reference) => {
      const parameter = resolve<{ in: ServiceParameter["in"]; name: string; required?: boolean; schema?: unknown }>(reference);
      return { in: parameter.in, name: parameter.name, required: parameter.required === true, node: read(parameter.schema) };
    });
    const body = resolve<{ required?: boolean; content?: Content } | undefined>(described.requestBody);
    const requestSchema = json(body?.content)?.schema;
    const responses = new Map<string, ValueNode>();
    const examples = examplesOf(body?.content);
    for (const [status, reference] of Object.entries(described.responses)) {
      const content = resolve<{ content?: Content }>(reference).content;
      const schema = json(content)?.schema;
      if (schema !== undefined) responses.set(status, read(schema));
      if (/^\d+$/.test(status)) examples.push(...examplesOf(content, Number(status)));
    }
    return {
      parameters,
      requestBody: requestSchema === undefined ? undefined : read(requestSchema),
      requestBodyRequired: body?.required === true,
      responses,
      statuses: Object.keys(described.responses),
      examples,
    };
  };
}

export function codeHostingDescription(): ServiceDescription {
  const version = (
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve("@octokit/openapi/package.json"), "utf8")) as { version: string }
  ).version;
  const readers: ((method: string, path: string) => ServiceOperation | undefined)[] = [];
  return {
    source: `${files.join(" and ")}, version ${version}`,
    operation(method, path) {
      for (const [position, file] of files.entries()) {
        readers[position] ??= describedIn(file);
        const found = readers[position]!(method, path);
        if (found) return found;
      }
      return undefined;
    },
  };
}
