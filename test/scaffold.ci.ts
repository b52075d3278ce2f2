/**
 * The scaffold run in a scratch copy of the repository (specs, sources, generated files, tests,
 * scripts and configuration; node_modules linked): a stateful operation added to an existing API
 * changes only that API's spec, generated files, service folder and tests; a new API and its first
 * operation leave a tree that type-checks and a simulator that serves the operation once its rule
 * is written; what only the maintainer can write is named by the contract tests.
 *
 * It spawns the scaffold three times, the simulator twice and tsc once (over the sources, scripts,
 * generated files and the tests a scaffold wrote or changed), and its steps run in order, each on
 * the copy the one before left: about 16 s of CPU, so CI runs it beside npm test (npm run
 * test:ci, .ci/run) rather than in it. Its usage errors are test/scaffold.test.ts.
 */
import { execFile } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { createHash } from "node:crypto";
import { parseYaml } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageRoot } from "../src/contract/files.js";
import { indexDocument, type OpenApiDocument } from "../src/contract/openapi.js";
import { bodiesWithoutExamples, scaffoldPlaceholders } from "./support/contract.js";

const run = promisify(execFile);
/** The scratch copy's type-check build info, kept between runs. */
const scaffoldBuildInfo = join(packageRoot, "node_modules", ".cache", "tsc", "scaffold.tsbuildinfo");

/** Every file of the copy (node_modules aside) with a hash of its content. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    if (name === "node_modules" || name.startsWith(`node_modules/`)) continue;
    const file = join(root, name);
    if (statSync(file).isFile()) files.set(name, createHash("sha256").update(readFileSync(file)).digest("hex"));
  }
  return files;
}

/** The files added, changed or removed between two snapshots, sorted. */
const changes = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();

describe("the scaffold in a scratch copy of the repository", { timeout: 180_000 }, () => {
  let copy = "";
  const scaffold = (...args: string[]) =>
    run(process.execPath, [join(copy, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/scaffold.ts", ...args], { cwd: copy });
  const bundled = (api: string) => JSON.parse(readFileSync(join(copy, "generated", api, "openapi.json"), "utf8")) as OpenApiDocument;
  const missingExamples = (api: string) => bodiesWithoutExamples(indexDocument(bundled(api)), bundled(api));

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), "scaffold-"));
    for (const name of [
      "specs",
      "src",
      "generated",
      "test",
      "scripts",
      "package.json",
      "package-lock.json",
      "tsconfig.json",
      "redocly.yaml",
      ".prettierrc.json",
      ".prettierignore",
    ]) {
      cpSync(join(packageRoot, name), join(copy, name), { recursive: true });
    }
    symlinkSync(join(packageRoot, "node_modules"), join(copy, "node_modules"), "dir");
  });

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("adds a stateful operation to an API by changing only its spec, its generated files, its service folder and its tests", async () => {
    const before = snapshot(copy);
    await scaffold("operation", "event-management", "POST", "/rest/events/{event_id}/attendees", "addEventAttendee", "--stateful");
    const changed = changes(before, snapshot(copy));
    expect(
      changed.filter((file) => !/^(specs|generated|test)\/event-management\/|^src\/simulator\/services\/event-management\//.test(file)),
    ).toEqual([]);
    expect(changed.filter((file) => !file.startsWith("generated/"))).toEqual([
      "specs/event-management/components/schemas/AddEventAttendeeRequest.yaml",
      "specs/event-management/openapi.yaml",
      "specs/event-management/paths/rest_events_{event_id}_attendees.yaml",
      "src/simulator/services/event-management/handlers.ts",
      "src/simulator/services/event-management/model.ts",
      "test/event-management/simulator-addEventAttendee.test.ts",
    ]);
    expect(changed).toEqual(expect.arrayContaining(["generated/event-management/openapi.json", "generated/event-management/types.ts"]));

    // The skeleton follows the API's conventions: its shared path parameter, the header and the
    // error answers every operation of event-management declares; no example is made up.
    const item = parseYaml(readFileSync(join(copy, "specs/event-management/paths/rest_events_{event_id}_attendees.yaml"), "utf8")) as {
      post: Record<string, unknown>;
    };
    expect(item.post.parameters).toEqual([
      { $ref: "../components/parameters/EventId.yaml" },
      { $ref: "../components/parameters/ProtocolVersion.yaml" },
    ]);
    expect(Object.keys(item.post.responses as object)).toEqual(["201", "429", "503", "default"]);
    expect(missingExamples("event-management")).toEqual([
      "addEventAttendee request application/json",
      "addEventAttendee 201 application/json",
    ]);
    expect(scaffoldPlaceholders(copy, "specs/event-management").length).toBeGreaterThan(0);
  });

  it("writes a new API: its spec, registry and contract-table entries, error shape, generated files, service, and tests", async () => {
    const before = snapshot(copy);
    await scaffold("api", "widgets", "--port", "4015", "--title", "Widgets API");
    const changed = changes(before, snapshot(copy));
    expect(changed.filter((file) => !file.startsWith("generated/"))).toEqual([
      "specs/widgets/openapi.yaml",
      "src/contract/api-contracts.ts",
      "src/contract/apis.ts",
      "src/contract/contracts/widgets.ts",
      "src/contract/error-answers/widgets.ts",
      "src/simulator/control-types.ts",
      "src/simulator/every-api.ts",
      "src/simulator/services/index.ts",
      "src/simulator/services/widgets/errors.ts",
      "src/simulator/services/widgets/handlers.ts",
      "src/simulator/services/widgets/index.ts",
      "src/simulator/services/widgets/model.ts",
      "src/simulator/services/widgets/seed.ts",
      "test/simulator/control-bodies.test.ts",
      "test/support/recording.ts",
      "test/widgets/model.test.ts",
      "test/widgets/simulator.test.ts",
    ]);
    expect(changed.filter((file) => file.startsWith("generated/"))).toEqual([
      "generated/widgets/openapi.json",
      "generated/widgets/types.ts",
      "generated/widgets/validators.d.ts",
      "generated/widgets/validators.js",
    ]);

    const first = snapshot(copy);
    await scaffold("operation", "widgets", "GET", "/widgets/{widget}", "getWidget", "--stateful");
    expect(
      changes(first, snapshot(copy)).filter(
        (file) => !/^(specs|generated|test)\/widgets\/|^src\/simulator\/services\/widgets\//.test(file),
      ),
    ).toEqual([]);
    // What the contract suite names for the maintainer: every placeholder of the spec, and the bodies without examples.
    expect(scaffoldPlaceholders(copy, "specs/widgets")).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^specs\/widgets\/openapi\.yaml:\d+$/),
        expect.stringMatching(/^specs\/widgets\/paths\/widgets_\{widget\}\.yaml:\d+$/),
      ]),
    );
    expect(missingExamples("widgets")).toEqual(["getWidget 200 application/json"]);
  });

  it("serves the new API's first operation on the simulator: the model's rule is named until it is written, then it answers", async () => {
    const script = join(copy, "first-operation.ts");
    writeFileSync(
      script,
      `import { createSimulator } from "./src/simulator/in-process-entry.js";
import { createControlClient } from "./src/simulator/control.js";
const simulator = createSimulator({ apis: ["widgets"], strict: true, frozenClock: true });
const url = simulator.urls.widgets!;
await createControlClient(url, simulator.fetch).seed({ resources: { first: { name: "first" } } });
const answer = await simulator.fetch(url + "/widgets/first", { headers: { authorization: "Bearer test-token" } });
console.log(JSON.stringify({ status: answer.status, body: await answer.json() }));
`,
    );
    const serve = async () =>
      JSON.parse((await run(process.execPath, [join(copy, "node_modules", "tsx", "dist", "cli.mjs"), script], { cwd: copy })).stdout) as {
        status: number;
        body: unknown;
      };
    expect(await serve()).toEqual({
      status: 500,
      body: expect.objectContaining({
        title: "Simulator error",
        detail: "getWidget is scaffolded: its rule is not written yet (src/simulator/services/widgets/model.ts)",
      }),
    });

    // The maintainer's step: the rule, on the template's model (the handler is the scaffold's).
    const model = join(copy, "src/simulator/services/widgets/model.ts");
    const unwritten = /getWidget\(widget: string\): never \{\n[^\n]*\n {2}\}/;
    expect(readFileSync(model, "utf8")).toMatch(unwritten);
    writeFileSync(
      model,
      readFileSync(model, "utf8").replace(unwritten, "getWidget(widget: string): Resource {\n    return this.resource(widget);\n  }"),
    );
    expect(await serve()).toEqual({ status: 200, body: { name: "first" } });
  });

  it("leaves a tree that type-checks, both scaffolds and the rule written (one tsc over what a scaffold can reach)", async () => {
    // Every source, script and generated file, and of the tests their support and each test the
    // scaffolds wrote or changed: the rest of test/ imports nothing a scaffold writes, and checking
    // it too would double the run.
    const tests = changes(snapshot(join(packageRoot, "test")), snapshot(join(copy, "test"))).filter(
      (file) => file.endsWith(".ts") && !file.startsWith("support/"),
    );
    writeFileSync(
      join(copy, "tsconfig.scaffold.json"),
      JSON.stringify({
        extends: "./tsconfig.json",
        compilerOptions: { tsBuildInfoFile: "scaffold.tsbuildinfo" },
        include: ["src", "scripts", "generated", "test/support", "test/**/*.d.ts", ...tests.map((file) => `test/${file}`)],
      }),
    );
    expect(tests.length).toBeGreaterThan(2);
    // Incremental across runs: the last run's build info, whose paths are relative to the copy, is
    // brought into this copy and kept from it; a run checks again only what changed since (the
    // scaffolds write the same files every run).
    if (existsSync(scaffoldBuildInfo)) copyFileSync(scaffoldBuildInfo, join(copy, "scaffold.tsbuildinfo"));
    const typecheck = await run(
      process.execPath,
      [join(copy, "node_modules", "typescript", "bin", "tsc"), "-b", join(copy, "tsconfig.scaffold.json")],
      { cwd: copy },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    expect(typecheck.stdout.split("\n").filter(Boolean)).toEqual([]);
    mkdirSync(dirname(scaffoldBuildInfo), { recursive: true });
    copyFileSync(join(copy, "scaffold.tsbuildinfo"), scaffoldBuildInfo);
  });
});
