/**
 * The validators: creating those of all five APIs, and validations per second of a typical
 * response of each API with the package's validator and with Prism's own output validation.
 */
import { createRequire } from "node:module";
import { getHttpOperationsFromSpec } from "@stoplight/prism-http";
import { apiIds, type ApiId } from "../../src/contract/apis.js";
// Every API loaded ahead: run from the sources by tsx, the package cannot require a generated module when first needed.
import "../../src/simulator/every-api.js";
import { contractDocument, operationIndex } from "../../src/contract/documents.js";
import { apiSchemas } from "../../src/contract/schemas.js";
import { createValidator } from "../../src/contract/validate.js";

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

/**
 * The operation whose answer is measured for each API, named so that the figure stays comparable
 * from run to run as operations are added (it was each contract's first operation when the
 * benchmark was written).
 */
const typicalOperations: Partial<Record<ApiId, string>> = {
  "code-hosting": "getImportStatus",
  "social-graph": "getUser",
  "event-management": "registerUpload",
  compute: "patchSecurityPolicy",
  search: "search",
};

/** The typical operation's first 2xx JSON response example: a typical answer of the API. */
function typicalResponse(api: ApiId) {
  const index = operationIndex(api);
  for (const entry of index.operations.filter((operation) => operation.operation.operationId === typicalOperations[api])) {
    for (const [status, reference] of Object.entries(entry.operation.responses)) {
      if (!status.startsWith("2")) continue;
      const response = index.resolve<{ content?: Record<string, { examples?: Record<string, unknown> }> }>(reference);
      const example = Object.values(response.content?.["application/json"]?.examples ?? {})[0];
      if (!example) continue;
      const path = entry.path.replace(/\{[^}]+\}/g, "1");
      return { entry, status: Number(status), url: `${index.prefix}${path}`, body: index.resolve<{ value: unknown }>(example).value };
    }
  }
  throw new Error(`${api}: no JSON response example`);
}

export interface ValidatorRow {
  api: ApiId;
  operationId: string;
  firstUseMs: number;
  perSecond: number;
  prismPerSecond: number;
}

export async function measureValidators(): Promise<{ creationMs: number; rows: ValidatorRow[] }> {
  const creationStart = performance.now();
  for (const api of apiIds) createValidator(api);
  const creationMs = performance.now() - creationStart;
  const rows: ValidatorRow[] = [];
  // An API is measured once its typical operation is named above (a new API's, with an example, when it has one).
  for (const api of Object.keys(typicalOperations) as ApiId[]) {
    apiSchemas(api);
    const sample = typicalResponse(api);
    const validator = createValidator(api);
    const message = {
      method: sample.entry.method,
      url: sample.url,
      status: sample.status,
      headers: { "content-type": "application/json" },
      body: sample.body,
    };
    const firstStart = performance.now();
    const first = validator.validateResponse(message);
    const firstUseMs = performance.now() - firstStart;
    if (!first.valid) throw new Error(`${api}: the typical response does not validate: ${first.problems[0]?.message}`);
    const perSecond = rate(() => validator.validateResponse(message));

    // Prism dereferences the document it is given in place: give it a copy of the shared one.
    const operations = await getHttpOperationsFromSpec(structuredClone(contractDocument(api)));
    const resource = operations.find((operation) => operation.method === sample.entry.method && operation.path === sample.entry.path);
    const element = { statusCode: sample.status, headers: { "content-type": "application/json" }, body: sample.body };
    if (validateOutput({ resource, element })._tag !== "Right") throw new Error(`${api}: Prism rejects the typical response`);
    rows.push({
      api,
      operationId: sample.entry.operationId,
      firstUseMs,
      perSecond,
      prismPerSecond: rate(() => validateOutput({ resource, element })),
    });
  }
  return { creationMs, rows };
}
