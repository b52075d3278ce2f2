/**
 * npm run bench
 *
 * Measures, in one run on this machine: the cost of creating the validators of every API, and
 * validations per second of a typical response of each API with the package's validator and with
 * Prism's own output validation. Figures vary between machines; the ratios are what to compare.
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { getHttpOperationsFromSpec } from "@stoplight/prism-http";
import { apiIds, type ApiId } from "../src/apis.js";
import { generatedDir } from "../src/files.js";
import { listOperations, serverPathPrefix } from "../src/openapi.js";
import { apiSchemas } from "../src/schemas.js";
import { createValidator } from "../src/validate.js";

// Prism exposes its validators only through this module of its package.
const { validateOutput } = createRequire(import.meta.url)("@stoplight/prism-http/dist/validator/index.js") as {
  validateOutput(input: { resource: unknown; element: { statusCode: number; headers: Record<string, string>; body: unknown } }): {
    _tag: "Left" | "Right";
  };
};

/** Runs `work` for about `seconds` and returns calls per second. */
function rate(work: () => void, seconds = 0.5): number {
  for (let i = 0; i < 100; i++) work(); // warm up: compile, optimise
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    for (let i = 0; i < 50; i++) work();
    calls += 50;
  }
  return calls / ((performance.now() - start) / 1000);
}

/** The first operation's first 2xx JSON response example: a typical answer of the API. */
function typicalResponse(api: ApiId) {
  const schemas = apiSchemas(api);
  for (const entry of listOperations(schemas.document)) {
    for (const [status, reference] of Object.entries(entry.operation.responses)) {
      if (!status.startsWith("2")) continue;
      const response = schemas.resolve<{ content?: Record<string, { examples?: Record<string, unknown> }> }>(reference);
      const json = response.content?.["application/json"];
      const example = json && Object.values(json.examples ?? {})[0];
      if (!example) continue;
      const path = entry.path.replace(/\{[^}]+\}/g, "1");
      return {
        entry,
        status: Number(status),
        url: `${serverPathPrefix(schemas.document)}${path}`,
        body: schemas.resolve<{ value: unknown }>(example).value,
      };
    }
  }
  throw new Error(`${api}: no JSON response example`);
}

const creationStart = performance.now();
for (const api of apiIds) createValidator(api);
const creationMs = performance.now() - creationStart;

console.log(`Validator creation, all ${apiIds.length} APIs: ${creationMs.toFixed(1)} ms (schemas compile on first use)\n`);
console.log("Validations per second of a typical response (one run):");
console.log(`${"API".padEnd(18)} ${"operation".padEnd(36)} ${"first use".padStart(10)} ${"package".padStart(10)} ${"Prism".padStart(10)} ${"ratio".padStart(7)}`);
for (const api of apiIds) {
  const sample = typicalResponse(api);
  const validator = createValidator(api);
  const message = { method: sample.entry.method, url: sample.url, status: sample.status, headers: { "content-type": "application/json" }, body: sample.body };
  const firstStart = performance.now();
  const first = validator.validateResponse(message);
  const firstMs = performance.now() - firstStart;
  if (!first.valid) throw new Error(`${api}: the typical response does not validate: ${first.problems[0]?.message}`);
  const ours = rate(() => validator.validateResponse(message));

  const operations = await getHttpOperationsFromSpec(join(generatedDir(api), "openapi.json"));
  const resource = operations.find((operation) => operation.method === sample.entry.method && operation.path === sample.entry.path);
  const element = { statusCode: sample.status, headers: { "content-type": "application/json" }, body: sample.body };
  if (validateOutput({ resource, element })._tag !== "Right") throw new Error(`${api}: Prism rejects the typical response`);
  const prism = rate(() => validateOutput({ resource, element }));

  console.log(
    `${api.padEnd(18)} ${sample.entry.operation.operationId.padEnd(36)} ${`${firstMs.toFixed(1)} ms`.padStart(10)} ${Math.round(ours).toString().padStart(10)} ${Math.round(prism).toString().padStart(10)} ${`${(ours / prism).toFixed(1)}x`.padStart(7)}`,
  );
}
