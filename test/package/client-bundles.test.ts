/**
 * What a browser application's bundle of each client carries (scripts/bundle-size.ts, `npm run
 * size:bundles`): the client module as the package exports it, and neither ajv's compiler (a
 * client checks with validators generated ahead of time) nor any of the simulator's code.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packageRoot } from "../../src/contract/files.js";
import { bundleClient, clientApis, unwantedInputs } from "../../scripts/bundle-size.js";

const exportsMap = (
  JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as { exports: Record<string, { default?: string }> }
).exports;

describe("the unwanted inputs of a bundle", () => {
  it("are ajv's compiler and the simulator, and not ajv's run-time helpers", () => {
    const inputs = [
      "node_modules/ajv/dist/compile/codegen/index.js",
      "node_modules/ajv/dist/2020.js",
      "node_modules/ajv/dist/core.js",
      "dist/src/simulator/core.js",
      "src/simulator/services/event-management/handlers.ts",
      "node_modules/ajv/dist/runtime/equal.js",
      "generated/event-management/finders.js",
      "dist/src/clients/event-management.js",
    ];
    expect(unwantedInputs(inputs)).toEqual(inputs.slice(0, 5));
  });
});

describe.each(clientApis)("the %s client's browser bundle", (api) => {
  it("is the module the package exports, and carries neither ajv's compiler nor the simulator", async () => {
    expect(exportsMap[`./${api}`]?.default).toBe(`./dist/src/clients/${api}.js`);
    const bundle = await bundleClient(api, packageRoot, `vendor-api-contracts/${api}`);
    expect(bundle.inputs).toContain(`dist/src/clients/${api}.js`);
    expect(unwantedInputs(bundle.inputs)).toEqual([]);
    if (api === "event-management") expect(bundle.inputs).toContain("dist/generated/event-management/finders.js");
  });
});
