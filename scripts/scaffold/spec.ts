/**
 * The scaffold's view of a spec as written (specs/<api>/: the root and its path-item files), and
 * the skeleton of a new operation in it, which follows what every operation of the API has in
 * common (scripts/scaffold.ts writes it into the files).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseYaml } from "@redocly/openapi-core";
import { placeholder } from "./placeholder.js";

export { placeholder };

export const scaffoldMethods = ["get", "put", "post", "patch", "delete"] as const;
export type ScaffoldMethod = (typeof scaffoldMethods)[number];

type Yaml = Record<string, unknown>;
const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** A path item as written: in its own file, or in the root (search's, docs/spec-conventions.md). */
export interface WrittenPathItem {
  path: string;
  /** The file it is written in (the root, for a path item written there). */
  file: string;
  item: Yaml;
}

export interface WrittenSpec {
  root: string;
  /** Path items are written in the root (where its operations reach a recursive schema), not in paths/. */
  inline: boolean;
  pathItems: WrittenPathItem[];
  tags: string[];
}

const readYaml = (file: string): Yaml => (parseYaml(readFileSync(file, "utf8")) ?? {}) as Yaml;

export function readSpec(root: string): WrittenSpec {
  const document = readYaml(root);
  const pathItems = Object.entries((document.paths ?? {}) as Record<string, Yaml>).map(([path, item]): WrittenPathItem => {
    const ref = item.$ref;
    if (typeof ref !== "string") return { path, file: root, item };
    const file = resolve(dirname(root), ref);
    return { path, file, item: readYaml(file) };
  });
  const inline = pathItems.some((entry) => entry.file === root);
  const tags = ((document.tags ?? []) as { name: string }[]).map((tag) => tag.name);
  return { root, inline, pathItems, tags };
}

export function operationsOf(spec: WrittenSpec): { path: string; method: string; operationId: string; tags: string[] }[] {
  return spec.pathItems.flatMap(({ path, item }) =>
    methods
      .filter((method) => item[method])
      .map((method) => ({
        path,
        method,
        operationId: String((item[method] as Yaml).operationId),
        tags: ((item[method] as Yaml).tags ?? []) as string[],
      })),
  );
}

/** The tag of a new operation: that of the operation whose path shares the most segments with its path (the API's first tag where none does). */
export function defaultTag(spec: WrittenSpec, path: string): string | undefined {
  const segments = path.split("/");
  const shared = (other: string) => other.split("/").findIndex((segment, index) => segment !== segments[index]);
  let best: { tag?: string; length: number } = { tag: spec.tags[0], length: 1 };
  for (const operation of operationsOf(spec)) {
    const length = shared(operation.path) < 0 ? operation.path.split("/").length : shared(operation.path);
    if (length > best.length && operation.tags[0]) best = { tag: operation.tags[0], length };
  }
  return best.tag;
}

/** The names of a path template's parameters, in order. */
export const templateNames = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

/** A path with its parameters' names blanked: two paths that differ only there are one path to a router. */
export const pathShape = (path: string): string => path.replace(/\{[^}]+\}/g, "{}");

/** The file a `$ref` written in `from` names, absolute. */
const target = (from: string, ref: string) => resolve(dirname(from), ref);
/** A `$ref` to an absolute file, written from `from`. */
const refFrom = (from: string, file: string) => ({ $ref: relative(dirname(from), file) });

/** Parameters and answers every operation of the API has in common, by the file they refer to: the API's conventions, which a new operation follows. */
function shared(spec: WrittenSpec): { parameters: string[]; responses: Map<string, string> } {
  let parameters: Set<string> | undefined;
  let responses: Map<string, string> | undefined;
  for (const { file, item } of spec.pathItems) {
    for (const method of methods.filter((name) => item[name])) {
      const operation = item[method] as Yaml;
      const refs = [...((item.parameters ?? []) as Yaml[]), ...((operation.parameters ?? []) as Yaml[])].flatMap((parameter) =>
        typeof parameter.$ref === "string" ? [target(file, parameter.$ref)] : [],
      );
      // A path's own parameter is never shared with another path.
      const common = refs.filter((ref) => readYaml(ref).in !== "path");
      parameters = new Set(parameters ? common.filter((ref) => parameters!.has(ref)) : common);
      const errors = Object.entries((operation.responses ?? {}) as Record<string, Yaml>).flatMap(
        ([status, response]): [string, string][] =>
          !/^2/.test(status) && typeof response.$ref === "string" ? [[status, target(file, response.$ref)]] : [],
      );
      responses = new Map(responses ? errors.filter(([status, ref]) => responses!.get(status) === ref) : errors);
    }
  }
  return { parameters: [...(parameters ?? [])], responses: responses ?? new Map() };
}

/** A path parameter: the API's shared one of that name (components/parameters/), or a new one to describe. */
function pathParameter(written: WrittenSpec, from: string, name: string): Yaml {
  const folder = join(dirname(written.root), "components", "parameters");
  for (const file of existsSync(folder) ? readdirSync(folder) : []) {
    const parameter = readYaml(join(folder, file));
    if (parameter.in === "path" && parameter.name === name) return refFrom(from, join(folder, file));
  }
  return {
    name,
    in: "path",
    required: true,
    description: `${placeholder}: what ${name} names, from the source document.`,
    schema: { type: "string" },
  };
}

export const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export interface NewOperation {
  api: string;
  method: ScaffoldMethod;
  path: string;
  operationId: string;
  tag: string;
}

/** The status of an operation's success, as the skeleton declares it. */
export const successStatus = (method: ScaffoldMethod): 200 | 201 | 204 => (method === "post" ? 201 : method === "delete" ? 204 : 200);

/** The request body's schema file of an operation whose method takes a body (components/schemas/<OperationId>Request.yaml). */
export const requestSchemaFile = (specDir: string, operation: NewOperation): string | undefined =>
  ["post", "put", "patch"].includes(operation.method)
    ? join(specDir, "components", "schemas", `${pascal(operation.operationId)}Request.yaml`)
    : undefined;

/**
 * The operation's skeleton, written from `file`: placeholders for what only the source document
 * can say, the parameters and error answers every operation of the API shares, no example.
 */
export function operationSkeleton(
  written: WrittenSpec,
  operation: NewOperation,
  file: string,
  existing: WrittenPathItem | undefined,
): Yaml {
  const common = shared(written);
  const atPath = declaredAtPath(existing);
  const parameters = [
    ...templateNames(operation.path)
      .filter((name) => !atPath.names.includes(name))
      .map((name) => pathParameter(written, file, name)),
    ...common.parameters.filter((ref) => !atPath.refs.includes(ref)).map((ref) => refFrom(file, ref)),
  ];
  const status = successStatus(operation.method);
  const schemaFile = requestSchemaFile(dirname(written.root), operation);
  const success =
    status === 204
      ? { description: `${placeholder}: what the answer means (no body).` }
      : {
          description: `${placeholder}: what the answer holds.`,
          content: {
            "application/json": {
              schema: {
                type: "object",
                description: `${placeholder}: the answer's schema, a file of components/schemas/ named after the resource.`,
              },
            },
          },
        };
  return {
    operationId: operation.operationId,
    summary: `${placeholder}: what it does, in a few words`,
    description: `${placeholder}: what the operation does, its rules and its refusals, in the project's own words (docs/spec-conventions.md).\n`,
    tags: [operation.tag],
    "x-source": `${placeholder}: the row of the source document ("001 B3"); what it does not give goes beside it in x-outside-source, with the reason and the evidence`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(schemaFile ? { requestBody: { required: true, content: { "application/json": { schema: refFrom(file, schemaFile) } } } } : {}),
    responses: { [String(status)]: success, ...Object.fromEntries([...common.responses].map(([code, ref]) => [code, refFrom(file, ref)])) },
  };
}

/** The parameters a path item declares at its level: the names of its path parameters, and the files it refers to. */
function declaredAtPath(entry: WrittenPathItem | undefined): { names: string[]; refs: string[] } {
  const names: string[] = [];
  const refs: string[] = [];
  for (const parameter of (entry?.item.parameters ?? []) as Yaml[]) {
    const ref = typeof parameter.$ref === "string" ? target(entry!.file, parameter.$ref) : undefined;
    const resolved = ref ? readYaml(ref) : parameter;
    if (ref) refs.push(ref);
    if (resolved.in === "path") names.push(String(resolved.name));
  }
  return { names, refs };
}
