/**
 * npm run generate [-- --check] [api...]
 *
 * For every API of the registry: validate the spec (swagger-parser), bundle it into one document
 * (Redocly's bundler turns every referenced file into a named component), and write what is
 * derived from it into generated/<api>/. With --check nothing is written: the command fails when
 * a committed file differs from what the spec produces.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import SwaggerParser from "@apidevtools/swagger-parser";
import { bundle, loadConfig } from "@redocly/openapi-core";
import { transformSync } from "esbuild";
import { _ } from "ajv/dist/compile/codegen/index.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import openapiTS, { astToString } from "openapi-typescript";
import { apiIds, getApi, type ApiId } from "../src/contract/apis.js";
import { generatedDir, packageRoot, specPath } from "../src/contract/files.js";
import { buildPermissionCatalog } from "../src/contract/permissions.js";
import { discoveryDocument } from "./discovery.js";
import { atPointer, indexDocument, type OpenApiDocument } from "../src/contract/openapi.js";
import { createSchemaAjv, schemaBase, schemaPositions, toJsonSchema } from "../src/contract/schema-compiler.js";

const standaloneCode = standaloneModule as unknown as typeof standaloneModule.default;

const banner = (api: ApiId) => `Generated from specs/${api}/openapi.yaml by \`npm run generate\`. Do not edit.`;

/** Each bundle made in this process, by the text of the files it was made from: a spec bundled again unchanged is not read twice. */
const bundles = new Map<string, OpenApiDocument>();

/** A digest of a spec's files and the lint configuration, which are all a bundle is made from. */
function sourceDigest(api: string, root: string): string {
  const hash = createHash("sha256");
  const folder = join(root, "specs", api);
  for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(folder, file);
    if (statSync(path).isFile()) hash.update(`${file}\0`).update(readFileSync(path)).update("\0");
  }
  return hash.update(readFileSync(join(root, "redocly.yaml"))).digest("hex");
}

/** Bundles one API's spec; `root` is a checkout of the repository (this one by default), for an older version of the specs. */
export async function bundleSpec(api: string, root = packageRoot): Promise<OpenApiDocument> {
  const key = `${root}\0${api}\0${sourceDigest(api, root)}`;
  const made = bundles.get(key);
  if (made) return structuredClone(made);
  const document = await bundleFresh(api, root);
  bundles.set(key, document);
  return structuredClone(document);
}

async function bundleFresh(api: string, root: string): Promise<OpenApiDocument> {
  const config = await loadConfig({ configPath: join(root, "redocly.yaml") });
  const result = await bundle({ ref: specPath(api, root), config, dereference: false });
  const unresolved = result.problems.filter((problem) => problem.severity === "error");
  if (unresolved.length > 0) {
    throw new Error(`${api}: bundling failed: ${unresolved.map((p) => p.message).join("; ")}`);
  }
  const document = result.bundle.parsed as OpenApiDocument;
  // Validate the bundle, the document the package ships (the tree as written is validated by
  // test/contracts.test.ts). swagger-parser mutates its input.
  await SwaggerParser.validate(structuredClone(document) as never).catch((error: Error) => {
    throw new Error(`${api}: ${error.message}`);
  });
  return document;
}

/** Every file generated for one API, by path relative to the package root. */
export async function generateFiles(api: ApiId): Promise<Map<string, string>> {
  const document = await bundleSpec(api);
  const dir = relative(packageRoot, generatedDir(api));
  const files = new Map<string, string>();
  files.set(join(dir, "openapi.json"), `${JSON.stringify(document, null, 2)}\n`);

  // A property with a `default` stays optional in the types (the server fills it in), and an
  // object with no declared properties is `Record<string, unknown>`, not a closed empty object.
  const ast = await openapiTS(structuredClone(document) as never, { defaultNonNullable: false, emptyObjectsUnknown: true });
  files.set(join(dir, "types.ts"), `// ${banner(api)}\n\n${astToString(ast)}`);

  // Plain JavaScript and its declaration rather than TypeScript: neither tsc (the type-check, the
  // build) nor vitest and tsx have to parse and transform 1.4 MB of minified code as TypeScript.
  files.set(join(dir, "validators.js"), validatorsModule(api, document));
  files.set(join(dir, "validators.d.ts"), validatorsDeclaration(api));

  // The finders of the operations with `x-finders`, which the client, the simulator and the mock check (src/contract/finders.ts).
  const finders = findersModule(api, document);
  if (finders) {
    files.set(join(dir, "finders.js"), finders.code);
    files.set(join(dir, "finders.d.ts"), finders.declaration);
  }

  // The discovery document of an API whose operations name their discovery methods (scripts/discovery.ts).
  const discovery = discoveryDocument(document);
  if (discovery) files.set(join(dir, "discovery.json"), `${JSON.stringify(discovery, null, 2)}\n`);

  const catalog = buildPermissionCatalog(document);
  if (catalog.endpoints.length > 0) {
    files.set(join(dir, "permissions.json"), `${JSON.stringify(catalog, null, 2)}\n`);
  }
  return files;
}

/**
 * The validators src/contract/schemas.ts uses, as ajv standalone code (compiled here, not at run time):
 * one function per kind (as they are, coercing; and of request bodies, stopping at the first
 * problem) whose validators are found by the JSON pointer of their schema in the bundled
 * document. A schema written in several places is compiled once.
 */
function validatorsModule(api: ApiId, document: OpenApiDocument): string {
  const positions = schemaPositions(document);
  // A body past the simulator's large-body length is checked for its first problem only: its
  // validator made here, since compiling one at run time held every API for up to 190 ms.
  const ofRequestBody = (pointer: string) => pointer.startsWith("#/paths/") && pointer.includes("/requestBody/");
  const kind = (name: string, pointers: string[], options: { coerce: boolean; firstErrorOnly?: boolean }) => {
    const ajv = createSchemaAjv(api, document, { ...options, standaloneFormats: _`runtime.formats` });
    const names = new Map<string, string>();
    const byPointer: string[] = [];
    for (const pointer of pointers) {
      // A component is validated through a `$ref` to it, as the services name it.
      const schema = toJsonSchema(
        pointer.startsWith("#/components/schemas/") ? { $ref: pointer } : atPointer(document, pointer),
        schemaBase(api),
      );
      const text = JSON.stringify(schema);
      let validator = names.get(text);
      if (!validator) {
        validator = `v${names.size}`;
        names.set(text, validator);
        ajv.addSchema(schema as object, validator);
      }
      byPointer.push(`${JSON.stringify(pointer)}: ${name}.${validator},`);
    }
    return { name, byPointer, factory: standaloneFactory(api, ajv, [...names.values()], `${name}Validators`) };
  };
  type Kind = ReturnType<typeof kind>;
  /** The lines that make two kinds' validators and return them by pointer, as `exact` and `coercing`, with `more` members. */
  const returned = (pair: { exact: Kind; coercing: Kind }, indent: string, more: string[] = []) => [
    ...[pair.exact, pair.coercing].map((made) => `${indent}const ${made.name} = ${made.name}Validators();`),
    `${indent}return {`,
    ...(["exact", "coercing"] as const).flatMap((member) => [
      `${indent}  ${member}: {`,
      ...pair[member].byPointer.map((entry) => `${indent}    ${entry}`),
      `${indent}  },`,
    ]),
    ...more,
    `${indent}};`,
  ];
  const exact = kind("exact", positions.exact, { coerce: false });
  const coercing = kind("coercing", positions.coercing, { coerce: true });
  const firstExact = kind("firstProblemExact", positions.exact.filter(ofRequestBody), { coerce: false, firstErrorOnly: true });
  const firstCoercing = kind("firstProblemCoercing", positions.coercing.filter(ofRequestBody), { coerce: true, firstErrorOnly: true });
  return [
    `// ${banner(api)}`,
    "// ajv's standalone code of the validators src/contract/schemas.ts uses; its types are in validators.d.ts.",
    "",
    'import * as runtime from "../../src/contract/schema-runtime.js";',
    "",
    validatorsDoc,
    "export function precompiledValidators() {",
    ...returned({ exact, coercing }, "  ", [
      "    firstProblem() {",
      ...returned({ exact: firstExact, coercing: firstCoercing }, "      "),
      "    },",
    ]),
    "}",
    "",
    ...[exact, coercing, firstExact, firstCoercing].map((made) => made.factory),
  ].join("\n");
}

/**
 * ajv's standalone code of the schemas added to `ajv` under `names`, as a function `factory()`
 * that makes their validators and returns them by name; minified, since a module of validators is
 * parsed at every start, and its size is most of that time.
 */
function standaloneFactory(api: ApiId, ajv: ReturnType<typeof createSchemaAjv>, names: string[], factory: string): string {
  const code = standaloneCode(ajv, Object.fromEntries(names.map((name) => [name, name])))
    .replace(/^"use strict";/, "")
    .replaceAll('require("ajv/dist/runtime/equal").default', "runtime.equal")
    .replaceAll('require("ajv/dist/runtime/ucs2length").default', "runtime.ucs2length");
  if (code.includes("require("))
    throw new Error(
      `${api}: the standalone validators require a module not in src/contract/schema-runtime.ts: ${/require\([^)]*\)/.exec(code)?.[0]}`,
    );
  return transformSync(`function ${factory}() {\nconst exports = {};\n${code}\nreturn exports;\n}\n`, { minify: true }).code;
}

const validatorsDoc = "/** The validators by JSON pointer of their schema in openapi.json; made when first asked for. */";

/** The types of validators.js, for tsc: the build copies both into dist/ (scripts/build.mjs). */
function validatorsDeclaration(api: ApiId): string {
  return [
    `// ${banner(api)}`,
    "",
    'import type { PrecompiledValidators } from "../../src/contract/schema-runtime.js";',
    "",
    validatorsDoc,
    "export declare function precompiledValidators(): PrecompiledValidators;",
    "",
  ].join("\n");
}

interface FinderExtension {
  parameters: string[];
  required: string[];
  parameterSchemas?: Record<string, unknown>;
}

/**
 * The finders of the operations with `x-finders` (docs/extensions.md), for src/contract/finders.ts:
 * per finder, the query parameters it takes and requires, and a validator of each parameter's value
 * (its declared schema, with the finder's stricter one from `parameterSchemas`), coercing as a
 * query string is read. Generated, so that a client that checks a finder query carries no compiler
 * and no contract. Undefined for an API without finders.
 */
function findersModule(api: ApiId, document: OpenApiDocument): { code: string; declaration: string } | undefined {
  const operations = indexDocument(document).operations.filter((entry) => entry.operation["x-finders"] !== undefined);
  if (operations.length === 0) return undefined;
  const ajv = createSchemaAjv(api, document, { coerce: true, standaloneFormats: _`runtime.formats` });
  const names = new Map<string, string>();
  const validatorOf = (schema: unknown): string => {
    const text = JSON.stringify(toJsonSchema(schema, schemaBase(api)));
    let name = names.get(text);
    if (!name) {
      name = `v${names.size}`;
      names.set(text, name);
      ajv.addSchema(JSON.parse(text) as object, name);
    }
    return name;
  };
  const entries = operations.map((entry) => {
    const declared = new Map(
      entry.parameters.filter((parameter) => parameter.in === "query").map((parameter) => [parameter.name, parameter.schema]),
    );
    const finders = Object.entries(entry.operation["x-finders"] as Record<string, FinderExtension>).map(([q, finder]) => {
      const validators = finder.parameters.map((name) => {
        if (!declared.has(name))
          throw new Error(
            `${api}: the ${q} finder of ${entry.operationId} takes ${name}, a query parameter the operation does not declare`,
          );
        const stricter = finder.parameterSchemas?.[name];
        const schema = stricter === undefined ? declared.get(name) : { allOf: [declared.get(name), stricter] };
        return `${JSON.stringify(name)}: finder.${validatorOf(schema)}`;
      });
      const lists = `parameters: ${JSON.stringify(finder.parameters)}, required: ${JSON.stringify(finder.required)}`;
      return `    ${JSON.stringify(q)}: { ${lists}, validators: { ${validators.join(", ")} } },`;
    });
    return `  ${JSON.stringify(entry.operationId)}: {\n${finders.join("\n")}\n  },`;
  });
  const factory = standaloneFactory(api, ajv, [...names.values()], "finderValidators");
  const code = [
    `// ${banner(api)}`,
    "// The finders of the operations with `x-finders`, with ajv's standalone code of their parameters' validators; its types are in finders.d.ts.",
    "",
    // Only where the validators call it: a client that imports this module then carries no formats.
    ...(/\bruntime\./.test(factory) ? ['import * as runtime from "../../src/contract/schema-runtime.js";', ""] : []),
    "const finder = finderValidators();",
    "",
    findersDoc,
    "export const finders = {",
    ...entries,
    "};",
    "",
    factory,
  ].join("\n");
  const declaration = [
    `// ${banner(api)}`,
    "",
    'import type { OperationFinders } from "../../src/contract/schema-runtime.js";',
    "",
    findersDoc,
    `export declare const finders: { ${operations.map((entry) => `readonly ${entry.operationId}: OperationFinders`).join("; ")} };`,
    "",
  ].join("\n");
  return { code, declaration };
}

const findersDoc =
  "/** Per operation, its finders by `q` value: the parameters each takes and requires, and a validator of each parameter. */";

/** Files that differ from what the specs generate, for the staleness test and --check. */
export async function staleFiles(apis: readonly ApiId[] = apiIds): Promise<string[]> {
  const stale: string[] = [];
  for (const api of apis) {
    for (const [file, content] of await generateFiles(api)) {
      const committed = await readFile(join(packageRoot, file), "utf8").catch(() => undefined);
      if (committed !== content) stale.push(file);
    }
  }
  return stale;
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes("--check");
  const named = argv.filter((arg) => !arg.startsWith("--"));
  const selected = named.length > 0 ? named.map((id) => getApi(id).id) : apiIds;
  if (check) {
    const stale = await staleFiles(selected);
    for (const file of stale) console.error(`stale: ${file} (run npm run generate)`);
    return stale.length === 0 ? 0 : 1;
  }
  for (const api of selected) for (const file of await writeGeneratedFiles(api)) console.log(`wrote ${file}`);
  return 0;
}

/** Writes every file generated for one API (npm run generate, and the scaffold); their paths relative to the package root. */
export async function writeGeneratedFiles(api: ApiId): Promise<string[]> {
  const files = await generateFiles(api);
  for (const [file, content] of files) {
    await mkdir(join(packageRoot, file, ".."), { recursive: true });
    await writeFile(join(packageRoot, file), content);
  }
  return [...files.keys()];
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
