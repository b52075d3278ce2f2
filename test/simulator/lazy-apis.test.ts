/**
 * What a process loads of the package: an API's contract and service when the API is first
 * needed, ajv's compiler when a first schema needs compiling (src/contract/per-api.ts,
 * src/contract/schema-compiler-loader.ts). The vitest suites load everything ahead
 * (test/support/load-apis.ts), so this is checked on the built package, in fresh processes: the
 * compiled modules as `vendor-api-contracts/simulator` gives them, and the bin's bundle.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { contractModules } from "../../src/contract/api-contracts.js";
import { apiIds } from "../../src/contract/apis.js";
import { packageRoot } from "../../src/contract/files.js";
import { serviceModules } from "../../src/simulator/services/index.js";
import { withServerCommand } from "../support/cli.js";

describe("each API's modules", () => {
  it.each([
    ["contract", contractModules, "../../src/contract/api-contracts.ts"],
    ["service", serviceModules, "../../src/simulator/services/index.ts"],
  ] as const)("%s: the module an API's import names is the one required where none was loaded", async (_kind, table, of) => {
    for (const api of apiIds) {
      const required = new URL(table.path(api).replace(/\.js$/, ".ts"), new URL(of, import.meta.url)).href;
      expect(await table.modules[api]!.import(), api).toBe(await import(required));
    }
  });
});

/** A fresh Node on the compiled package: which APIs are loaded, and whether ajv's compiler is, after each step. */
const stepsProgram = `
  import { createRequire } from "node:module";
  const cache = createRequire(process.cwd() + "/").cache;
  const { apiIds } = await import("./dist/src/contract/apis.js");
  const { contractModules } = await import("./dist/src/contract/api-contracts.js");
  const { serviceModules } = await import("./dist/src/simulator/services/index.js");
  const loaded = () => ({
    contracts: apiIds.filter((api) => contractModules.has(api)),
    services: apiIds.filter((api) => serviceModules.has(api)),
    compiler: Object.keys(cache).some((file) => /node_modules[\\\\/]ajv[\\\\/]dist[\\\\/](2020|core)\\.js$/.test(file)),
  });
  const steps = {};
  const { startSimulator, createSimulator } = await import("./dist/src/simulator/index.js");
  steps.imported = loaded();
  const simulator = await startSimulator({ apis: ["code-hosting"], port: 0 });
  const answer = await fetch(simulator.urls["code-hosting"] + "/user", { headers: { authorization: "Bearer t" } });
  steps.served = { ...loaded(), status: answer.status };
  await simulator.stop();
  const search = createSimulator({ apis: ["search"] });
  const status = (await search.fetch(search.urls.search + "/")).status;
  steps.created = { ...loaded(), status };
  const { apiSchemas } = await import("./dist/src/contract/schemas.js");
  const valid = apiSchemas("search").validate({ type: "string", minLength: 2 }, "x").valid;
  steps.compiled = { ...loaded(), valid };
  console.log(JSON.stringify(steps));
`;

describe("the compiled package", () => {
  it("loads no API and not ajv's compiler on import, the APIs served or created when they are, the compiler on a first compile", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "--eval", stepsProgram], {
      cwd: packageRoot,
      timeout: 30_000,
    });
    expect(JSON.parse(stdout)).toEqual({
      imported: { contracts: [], services: [], compiler: false },
      served: { contracts: ["code-hosting"], services: ["code-hosting"], compiler: false, status: 200 },
      created: { contracts: ["code-hosting", "search"], services: ["code-hosting", "search"], compiler: false, status: 200 },
      compiled: { contracts: ["code-hosting", "search"], services: ["code-hosting", "search"], compiler: true, valid: false },
    });
  });

  it("the bin's bundle: serves one API, compiles a validator none generated (a body too large to list every problem of), serves another API's reference", async () => {
    const { value } = await withServerCommand(["serve", "code-hosting", "--port", "0", "--quiet"], async (url) => {
      // Past 256 KiB a body is checked by a validator that stops at its first problem, compiled when first needed.
      const large = await fetch(`${url}/user/emails`, {
        method: "POST",
        headers: { authorization: "Bearer t", "content-type": "application/json" },
        body: JSON.stringify({ emails: "x".repeat(300 * 1024) }),
      });
      const compute = await fetch(`${url}/__docs/openapi/compute.json`);
      return {
        large: [large.status, (await large.text()).includes("emails")],
        compute: [compute.status, ((await compute.json()) as { info: { title: string } }).info.title.startsWith("Compute API")],
        after: (await fetch(`${url}/`, { headers: { authorization: "Bearer t" } })).status,
      };
    });
    expect(value).toEqual({ large: [422, true], compute: [200, true], after: 200 });
  });
});
