/** Checks every API's contract: valid, lint-clean, complete in form, fresh, examples valid. */
import { join } from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import { lint, loadConfig } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { apiIds } from "../src/contract/apis.js";
import { packageRoot, pathItemFile, specPath } from "../src/contract/files.js";
import { listOperations, type OpenApiDocument } from "../src/contract/openapi.js";
import { apiSchemas } from "../src/contract/schemas.js";
import { bundleSpec, staleFiles } from "../scripts/generate.js";
import { bodiesWithoutExamples, collectExamples, reachesRecursion, scaffoldPlaceholders } from "./support/contract.js";
import { digestOf, unlessPassedOn } from "./support/unchanged-inputs.js";

describe.each(apiIds)("%s contract", (api) => {
  const schemas = apiSchemas(api);
  const operations = listOperations(schemas.document);
  // What the bundle, the lint and the generator read, and their code: the checks that follow from
  // them alone run again only when one of these changed (test/support/unchanged-inputs.ts).
  let inputs: string | undefined;
  const fromFilesAlone = (check: string, run: () => Promise<void>) => () =>
    unlessPassedOn(
      `contracts ${api} ${check}`,
      (inputs ??= digestOf([
        join("specs", api),
        join("generated", api),
        "redocly.yaml",
        "package-lock.json",
        "scripts",
        join("src", "contract"),
        join("test", "contracts.test.ts"),
      ])),
      run,
    );

  it(
    "is valid OpenAPI 3.1 and bundles",
    fromFilesAlone("bundles", async () => {
      const document = await bundleSpec(api);
      expect(document.openapi).toBe("3.1.0");
    }),
  );

  // The tree as written, not only its bundle: OpenAPI 3.1 lets a path item be a $ref, not an
  // operation, and swagger-parser refuses an operation $ref it cannot dereference away.
  it(
    "has a source root that swagger-parser validates",
    fromFilesAlone("source root", async () => {
      await expect(SwaggerParser.validate(specPath(api))).resolves.toMatchObject({ openapi: "3.1.0" });
    }),
  );

  // A path item is a file of paths/, except where its operations reach a recursive schema: above
  // one, swagger-parser 13 leaves every $ref unresolved, and its OpenAPI 3.1 schema (of 2021-04-15)
  // refuses a path item that is a $ref, so such a path item is written in the root.
  it("writes each path item in paths/<path with / as _>.yaml, or in the root where it reaches a recursive schema", async () => {
    const root = (await SwaggerParser.parse(specPath(api))) as OpenApiDocument;
    const paths = Object.entries(root.paths ?? {});
    expect(paths.map(([path]) => path)).toEqual(Object.keys(schemas.document.paths));
    for (const [path, item] of paths) {
      if (reachesRecursion(schemas.document, schemas.document.paths[path])) expect(item, path).not.toHaveProperty("$ref");
      else expect(item, path).toEqual({ $ref: pathItemFile(path) });
    }
  });

  it(
    "passes the strict lint with no error or warning",
    fromFilesAlone("lint", async () => {
      const config = await loadConfig({ configPath: join(packageRoot, "redocly.yaml") });
      const problems = await lint({ ref: specPath(api), config });
      const readable = problems.map(
        (problem) =>
          `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.source.absoluteRef}${problem.location[0]?.pointer ?? ""}`,
      );
      expect(readable).toEqual([]);
    }),
  );

  it(
    "has committed generated files that match the spec",
    fromFilesAlone("generated files", async () => {
      expect(await staleFiles([api])).toEqual([]);
    }),
  );

  it("has schemas that are valid JSON Schema 2020-12, and all compile in strict mode", () => {
    expect(schemas.metaSchemaProblems()).toEqual([]);
    for (const name of Object.keys(schemas.document.components?.schemas ?? {})) {
      expect(() => schemas.validate({ $ref: `#/components/schemas/${name}` }, null), name).not.toThrow();
    }
  });

  it("gives every operation a unique operationId, summary, description, tags and source", () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations) {
      expect(operation.operationId, operation.operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect((operation as { description?: string }).description, operation.operationId).toBeTruthy();
      expect((operation as { tags?: string[] }).tags?.length, operation.operationId).toBeGreaterThan(0);
      expect(operation["x-source"], operation.operationId).toBeTruthy();
    }
  });

  it("gives every request and response body at least one named example", () => {
    expect(bodiesWithoutExamples(schemas, schemas.document)).toEqual([]);
  });

  // What the scaffold (npm run scaffold) leaves for the maintainer: a summary, a description, the
  // source row, a schema, from the source document. Each is named by its file and line.
  it("has no placeholder of the scaffold left", () => {
    expect(scaffoldPlaceholders(packageRoot, join("specs", api))).toEqual([]);
  });

  const examples = collectExamples(schemas);
  it.each(examples.map((example) => [example.where, example] as const))("example %s matches its schema", (_where, example) => {
    expect(schemas.validate(example.schema, example.value).problems).toEqual([]);
  });
});
