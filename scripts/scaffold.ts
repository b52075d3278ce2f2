/**
 * npm run scaffold -- api <id> --port <N> --title "<title>"
 * npm run scaffold -- operation <api> <METHOD> <path> <operationId> [--stateful] [--tag <tag>]
 *
 * Writes the files of a new API, or of a new operation of an API, as docs/maintaining.md ("Adding
 * an API", "Adding an operation") describes them, runs the generation, and prints every file it
 * wrote or changed. What only the source document can say is left as a `TODO(scaffold)`
 * placeholder, and no example is written: the contract tests name each one left. A usage error
 * (a bad id, a port or operationId taken, a path that is not one) exits with 2 and writes nothing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { stringifyYaml } from "@redocly/openapi-core";
import * as prettier from "prettier";
import { apis, isApiId, type ApiId } from "../src/contract/apis.js";
import { packageRoot, pathItemFile, specPath } from "../src/contract/files.js";
import { writeGeneratedFiles } from "./generate.js";
import {
  defaultTag,
  operationSkeleton,
  operationsOf,
  pathShape,
  placeholder,
  readSpec,
  requestSchemaFile,
  scaffoldMethods,
  successStatus,
  templateNames,
  type NewOperation,
  type ScaffoldMethod,
  type WrittenSpec,
} from "./scaffold/spec.js";
import {
  apiNames,
  contractModule,
  controlBodyRows,
  errorAnswers,
  key,
  recordingSequence,
  registryEntry,
  serviceFiles,
  specRoot,
  testFiles,
  type ApiNames,
} from "./scaffold/templates.js";

const usage = `usage:
  npm run scaffold -- api <id> --port <N> --title "<title>"
  npm run scaffold -- operation <api> <METHOD> <path> <operationId> [--stateful] [--tag <tag>]`;

type Command = { kind: "api"; names: ApiNames } | { kind: "operation"; operation: NewOperation; stateful: boolean };

/** The command the arguments ask for, or the usage error to print (checked against this checkout; nothing is written). */
export function readCommand(argv: readonly string[]): Command | { problem: string } {
  const root = packageRoot;
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { port: { type: "string" }, title: { type: "string" }, stateful: { type: "boolean" }, tag: { type: "string" } },
    });
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const { positionals, values } = parsed;
  const [kind, ...rest] = positionals;
  if (kind === "api") {
    const [id] = rest;
    if (rest.length !== 1 || !id) return { problem: "api takes one id" };
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id))
      return { problem: `the id "${id}" is not lower-case words joined by hyphens (event-management)` };
    if (isApiId(id) || existsSync(join(root, "specs", id))) return { problem: `there is an API ${id} already` };
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 1024 || port > 65535) return { problem: "--port is a whole number from 1024 to 65535" };
    const holder = apis.find((api) => api.port === port);
    if (holder) return { problem: `port ${port} is ${holder.id}'s` };
    if (!values.title?.trim()) return { problem: '--title is the API\'s name ("Widgets API")' };
    return { kind, names: apiNames(id, port, values.title.trim()) };
  }
  if (kind === "operation") {
    const [api, method, path, operationId] = rest;
    if (rest.length !== 4 || !api || !method || !path || !operationId)
      return { problem: "operation takes <api> <METHOD> <path> <operationId>" };
    if (!isApiId(api)) return { problem: `there is no API ${api} (${apis.map((entry) => entry.id).join(", ")})` };
    const lower = method.toLowerCase() as ScaffoldMethod;
    if (!scaffoldMethods.includes(lower))
      return { problem: `the method is one of ${scaffoldMethods.join(", ").toUpperCase()}, not ${method}` };
    if (!path.startsWith("/")) return { problem: `the path "${path}" does not start with /` };
    if (/[\s?#]/.test(path) || templateNames(path).some((name) => !/^[A-Za-z_][\w.-]*$/.test(name)))
      return { problem: `the path "${path}" is not a path template (/things/{thing_id})` };
    if (!/^[a-z][a-zA-Z0-9]*$/.test(operationId))
      return { problem: `the operationId "${operationId}" is not camelCase, verb first (getThing)` };
    const written = readSpec(specPath(api, root));
    const operations = operationsOf(written);
    if (operations.some((entry) => entry.operationId === operationId)) return { problem: `${api} has an operation ${operationId} already` };
    const same = operations.find((entry) => entry.method === lower && pathShape(entry.path) === pathShape(path));
    if (same) return { problem: `${api} has ${method.toUpperCase()} ${same.path} already (${same.operationId})` };
    const schema = requestSchemaFile(dirname(written.root), { api, method: lower, path, operationId, tag: "" });
    if (schema && existsSync(schema)) return { problem: `${relative(root, schema)} exists already` };
    if (values.stateful && !existsSync(join(root, "src", "simulator", "services", api, "handlers.ts")))
      return { problem: `${api} has no service: write one first (docs/maintaining.md, "Adding an API")` };
    if (values.stateful && existsSync(join(root, "test", api, `simulator-${operationId}.test.ts`)))
      return { problem: `test/${api}/simulator-${operationId}.test.ts exists already` };
    const tag = values.tag ?? defaultTag(written, path);
    if (!tag) return { problem: `${api} declares no tag: give one with --tag` };
    if (!written.tags.includes(tag)) return { problem: `${api} declares no tag ${tag} (${written.tags.join(", ")})` };
    return { kind, operation: { api, method: lower, path, operationId, tag }, stateful: values.stateful ?? false };
  }
  return { problem: kind ? `no command ${kind}` : "no command" };
}

/**
 * The files to write, by absolute path, with their new text: every change is worked out before
 * any file is written, so that a file not as the scaffold expects it (an edit that finds no place)
 * stops it with nothing written.
 */
const planned = new Map<string, string>();

const write = (file: string, text: string) => void planned.set(file, text);

/** A change of a file (as planned so far), failing loudly when the file is not as the scaffold expects it. */
function edit(file: string, change: (text: string) => string | undefined, what: string) {
  const changed = change(planned.get(file) ?? readFileSync(file, "utf8"));
  if (changed === undefined)
    throw new Error(
      `${relative(packageRoot, file)}: cannot find ${what}; nothing was written (docs/maintaining.md says what to change by hand)`,
    );
  write(file, changed);
}

/** Writes the planned files, formatted by Prettier as `npm run format` would; their paths relative to the package root. */
async function writePlanned(): Promise<string[]> {
  const texts = new Map<string, string>();
  for (const [file, text] of planned)
    texts.set(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }));
  for (const [file, text] of texts) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return [...texts.keys()].map((file) => relative(packageRoot, file));
}

/** `text` inserted before the first match of `pattern` at or after `from` (undefined where there is none). */
function insertBefore(text: string, pattern: RegExp, insertion: string, from = 0): string | undefined {
  const found = pattern.exec(text.slice(from));
  if (!found) return undefined;
  const at = from + found.index;
  return text.slice(0, at) + insertion + text.slice(at);
}

const source = (...parts: string[]) => join(packageRoot, ...parts);

function scaffoldApi(names: ApiNames) {
  const { id, camel, pascal } = names;
  write(specPath(id), specRoot(names));
  edit(
    source("src", "contract", "apis.ts"),
    (text) => insertBefore(text, /^\] as const satisfies readonly ApiEntry\[\];$/m, registryEntry(names)),
    "the end of the apis list",
  );
  write(source("src", "contract", "error-answers", `${id}.ts`), errorAnswers(names));
  // The contract module imports the generated files, which main() writes once the spec is written.
  write(source("src", "contract", "contracts", `${id}.ts`), contractModule(names));
  for (const [file, module, what] of [
    [source("src", "contract", "api-contracts.ts"), `./contracts/${id}.js`, "the contractModules table"],
    [source("src", "simulator", "services", "index.ts"), `./${id}/index.js`, "the serviceModules table"],
  ] as const) {
    // The table of modules ends where the PerApi's next argument, import.meta.url, begins.
    const entry = `    ${key(id)}: { import: () => import("${module}"), require: () => require("${module}") },\n`;
    edit(file, (text) => insertBefore(text, /^ {2}\},\n {2}import\.meta\.url,$/m, entry), what);
  }
  for (const [file, text] of Object.entries({ ...serviceFiles(names), ...testFiles(names) })) write(source(file), text);
  edit(
    source("src", "simulator", "every-api.ts"),
    (text) => {
      // Every API imported for a browser bundle: the contract and the service, each table keyed by every API.
      let next = insertBefore(
        text,
        /^import \{ serviceModules \}/m,
        `import * as ${camel}Contract from "../contract/contracts/${id}.js";\nimport * as ${camel}Service from "./services/${id}/index.js";\n`,
      );
      for (const [table, entry] of [
        ["const contracts: Record<ApiId", `  ${key(id)}: ${camel}Contract,\n`],
        ["const services: Record<ApiId", `  ${key(id)}: ${camel}Service,\n`],
      ] as const) {
        const at = next?.indexOf(table) ?? -1;
        next = at < 0 ? undefined : insertBefore(next!, /^\};$/m, entry, at);
      }
      return next;
    },
    "the contracts and services tables",
  );
  edit(
    source("src", "simulator", "control-types.ts"),
    (text) => {
      // The control client's types: the API's seed, its commands' bodies and their names.
      let next = insertBefore(
        text,
        /^\n?\/\*\* The seed body of each API/m,
        `import type { ${pascal}Seed } from "./services/${id}/seed.js";\n`,
      );
      for (const [table, entry] of [
        ["export interface SeedOf {", `  ${key(id)}: Partial<${pascal}Seed>;\n`],
        ["export interface CommandsOf {", `  ${key(id)}: {\n    state: NoMembers;\n  };\n`],
        ["export const commandNames", `  ${key(id)}: ["state"],\n`],
      ] as const) {
        const at = next?.indexOf(table) ?? -1;
        next = at < 0 ? undefined : insertBefore(next!, /^\};?$/m, entry, at);
      }
      return next;
    },
    "the SeedOf, CommandsOf and commandNames tables",
  );
  edit(
    source("test", "simulator", "control-bodies.test.ts"),
    (text) => {
      const table = text.indexOf("const rows: Record<ApiId, Row[]> = {");
      return table < 0 ? undefined : insertBefore(text, /^\};$/m, controlBodyRows(names), table);
    },
    "the rows table",
  );
  edit(
    source("test", "support", "recording.ts"),
    (text) => {
      const table = text.indexOf("export const sequences: Record<ApiId, Sent[]> = {");
      return table < 0 ? undefined : insertBefore(text, /^\};$/m, recordingSequence(names), table);
    },
    "the sequences table",
  );
}

/** A YAML block of `value` under `indent` spaces. */
const yamlBlock = (value: unknown, indent: number) =>
  stringifyYaml(value, { lineWidth: -1, noRefs: true })
    .split("\n")
    .map((line) => (line ? " ".repeat(indent) + line : line))
    .join("\n");

/** The root with `lines` added at the end of its `paths` (a `paths: {}` becomes a block). */
function addToPaths(text: string, lines: string): string | undefined {
  if (/^paths: \{\}$/m.test(text)) return text.replace(/^paths: \{\}$/m, `paths:\n${lines.trimEnd()}`);
  const start = /^paths:$/m.exec(text);
  if (!start) return undefined;
  const after = text.indexOf("\n", start.index) + 1;
  return insertBefore(text, /^\S/m, lines, after) ?? text + lines;
}

function scaffoldSpec(written: WrittenSpec, operation: NewOperation) {
  const { method, path } = operation;
  const existing = written.pathItems.find((entry) => entry.path === path);
  const file = existing?.file ?? (written.inline ? written.root : join(dirname(written.root), pathItemFile(path)));
  const skeleton = operationSkeleton(written, operation, file, existing);
  const schemaFile = requestSchemaFile(dirname(written.root), operation);
  if (schemaFile)
    write(
      schemaFile,
      yamlBlock(
        { type: "object", description: `${placeholder}: the request body's members, closed or open as docs/spec-conventions.md says.` },
        0,
      ),
    );
  if (file !== written.root) {
    // A path item of its own file: the method goes at its end; a new file is listed in the root.
    if (existing) edit(file, (text) => `${text.trimEnd()}\n${yamlBlock({ [method]: skeleton }, 0)}`, "the path item");
    else {
      write(file, yamlBlock({ [method]: skeleton }, 0));
      edit(written.root, (text) => addToPaths(text, yamlBlock({ [path]: { $ref: relative(dirname(written.root), file) } }, 2)), "paths:");
    }
  } else if (existing) {
    // A path item written in the root: the method goes at the end of its block.
    edit(
      written.root,
      (text) => {
        const start = new RegExp(`^  ${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:$`, "m").exec(text);
        return start
          ? insertBefore(text, /^ {0,2}\S/m, yamlBlock({ [method]: skeleton }, 4), text.indexOf("\n", start.index) + 1)
          : undefined;
      },
      `the path item ${path}`,
    );
  } else edit(written.root, (text) => addToPaths(text, yamlBlock({ [path]: { [method]: skeleton } }, 2)), "paths:");
}

/** A path parameter as a TypeScript name, and how a handler reads it. */
const parameterNames = (path: string) =>
  templateNames(path).map((name) => ({
    variable: name.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_match, letter: string) => letter.toUpperCase()).replace(/[^A-Za-z0-9_]/g, ""),
    read: /^[A-Za-z_]\w*$/.test(name) ? `params.${name}` : `params[${JSON.stringify(name)}]`,
  }));

function scaffoldService(operation: NewOperation) {
  const { api, method, path, operationId } = operation;
  const folder = source("src", "simulator", "services", api);
  const parameters = parameterNames(path);
  const status = successStatus(method);
  const call = `model.${operationId}(${parameters.map((parameter) => parameter.read).join(", ")})`;
  const takes = parameters.length > 0 ? "{ params }" : "";
  const comment = `    // Scaffolded: the rule is the model's ${operationId} (model.ts); pass it what it needs of the request (params, query, body).\n`;
  const entry =
    status === 204
      ? `${comment}    ${operationId}(${takes}) {\n      ${call};\n      return { status: 204 };\n    },\n`
      : `${comment}    ${operationId}: (${takes}) => ({ status: ${status}, body: ${call} }),\n`;
  edit(
    join(folder, "handlers.ts"),
    (text) => {
      const handlers = /export function \w+\(model\b[^)]*\): Handlers<operations> \{/.exec(text);
      const returned = handlers && text.indexOf("\n  return {\n", handlers.index);
      return returned && returned > 0 ? insertBefore(text, /^ {2}\};$/m, entry, returned) : undefined;
    },
    "the object of handlers the handlers function returns",
  );
  const modelName = /defineService<.*?,\s*(\w+),\s*operations>/.exec(readFileSync(join(folder, "index.ts"), "utf8"))?.[1];
  const where = `src/simulator/services/${api}/model.ts`;
  const rule = `
  /** ${placeholder}: ${operationId}'s rule on this state: what it reads or changes, what it refuses (a Refusal of errors.ts), and the body it answers. */
  ${operationId}(${parameters.map((parameter) => `${parameter.variable}: string`).join(", ")}): never {
    throw new Error("${operationId} is scaffolded: its rule is not written yet (${where})");
  }
`;
  edit(
    join(folder, "model.ts"),
    (text) => {
      const model = modelName && new RegExp(`^export class ${modelName}\\b`, "m").exec(text);
      return model ? insertBefore(text, /^\}$/m, rule, model.index) : undefined;
    },
    `the class of the model (${modelName ?? "the second type of defineService in index.ts"})`,
  );
  const example = `${placeholder}`;
  const options = [
    parameters.length > 0
      ? `params: { path: { ${templateNames(path)
          .map((name) => `${key(name)}: "${example}"`)
          .join(", ")} } }`
      : "",
    ["post", "put", "patch"].includes(method) ? `body: { todo: "${example}: a body the contract takes" }` : "",
  ].filter(Boolean);
  write(
    source("test", api, `simulator-${operationId}.test.ts`),
    `/**
 * ${operationId} on the simulator: ${method.toUpperCase()} ${path}. Scaffolded: ${placeholder}: a test of each rule and refusal of
 * the operation, on the state a seed gives, with values of that state.
 */
import { describe, expect, it } from "vitest";
import { testClients } from "../support/clients.js";
import { useSimulator } from "../support/simulator.js";

const sim = useSimulator("${api}");

describe("${operationId}", () => {
  it("answers ${method.toUpperCase()} ${path} with ${status}, as the contract declares", async () => {
    const client = testClients[${JSON.stringify(api)}](sim.url);
    const { response, error } = await client.${method.toUpperCase()}(${JSON.stringify(path)}${options.length > 0 ? `, { ${options.join(", ")} }` : ""});
    expect(error).toBeUndefined();
    expect(response.status).toBe(${status});
  });
});
`,
  );
}

async function main(argv: string[]): Promise<number> {
  const command = readCommand(argv);
  if ("problem" in command) {
    console.error(`scaffold: ${command.problem}\n${usage}`);
    return 2;
  }
  if (command.kind === "api") scaffoldApi(command.names);
  else {
    scaffoldSpec(readSpec(specPath(command.operation.api)), command.operation);
    if (command.stateful) scaffoldService(command.operation);
  }
  const written = await writePlanned();
  written.push(...(await writeGeneratedFiles((command.kind === "api" ? command.names.id : command.operation.api) as ApiId)));
  console.log(written.sort().join("\n"));
  console.log(
    `\nNext: replace every ${placeholder} (grep -rn "${placeholder}" specs src test) and add the examples; docs/maintaining.md says what each file wants.`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
