/**
 * The examples of the README and of docs/ are files in examples/, checked as a user's program:
 * type-checked against the built package (imported by its name) and run, each printing what it
 * promises. Every TypeScript code block of the README and of docs/ is a part of one of them, so
 * the pages cannot drift. The README's examples (examples/*.ts) also run from the packed package
 * in the consumer check; the docs' (examples/docs/) may use the official clients, which are
 * devDependencies. A test file among them (a matcher in a user's suite) runs as part of npm test.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type RunningSimulator } from "../src/simulator/sockets.js";
import { docImports } from "./support/doc-imports.js";

const root = join(import.meta.dirname, "..");
const examples = join(root, "examples");
const exampleFiles = readdirSync(examples, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
const pages = [
  "README.md",
  ...readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => join("docs", file)),
];

// Each example compiled on its own by esbuild (as tsx would, types stripped, imports left as
// written) and run by node, without tsx's module hooks, which cost about a third of a second of
// CPU per program. Compiled inside the package, so that its name resolves to it as in examples/.
const compiledRoot = join(root, ".examples-compiled");
/** The files of the vitest suite of docs/simulator/sessions.md, a project of its own. */
const sessionSuite = ["vitest.config.ts", "simulator-setup.ts", "emails.test.ts"];
mkdirSync(compiledRoot, { recursive: true });
const compiled = mkdtempSync(join(compiledRoot, "run-"));
beforeAll(async () => {
  await build({
    entryPoints: exampleFiles.map((file) => join(examples, file)),
    outbase: examples,
    outdir: compiled,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "silent",
  });
});
afterAll(() => rmSync(compiled, { recursive: true, force: true }));

// The README's quick start calls the simulator `npx vendor-api-contracts serve` runs: here one on a
// free port, its address given as the program takes it.
let quickStartServer: RunningSimulator | undefined;
beforeAll(async () => {
  quickStartServer = await startSimulator({ apis: ["code-hosting"], port: 0 });
});
afterAll(() => quickStartServer?.stop());

// The programs run side by side (it.concurrent): each waits mostly on its own start.
const execute = promisify(execFile);
const run = async (file: string) =>
  (
    await execute(process.execPath, [join(compiled, file.replace(/\.ts$/, ".js"))], {
      cwd: root,
      encoding: "utf8",
      timeout: 80_000,
      env: { ...process.env, CODE_HOSTING_URL: quickStartServer!.urls["code-hosting"] },
    })
  ).stdout;

/** What docs/simulator/verification.md's program prints: its journal read in process and over HTTP. */
const verificationOutput =
  /^GET \/user 200 getAuthenticatedUser\nPOST \/user\/emails 201 addEmailsForAuthenticatedUser\nPUT \/repos\/octocat\/socm\/import 422 startImport\n\{"vcs":"git","vcs_password":"\[redacted\]"\} body is missing the required property "vcs_url" \[redacted\]\nover HTTP: GET \/user\/emails \{"per_page":"5"\} 200\nafter clearRequests: 0\n$/;

describe("the examples of the README and the docs", () => {
  // tsc -b, its build info under node_modules/.cache: a run where no example, no declaration of
  // dist/ and no installed package changed checks nothing again (examples/tsconfig.json).
  // A first check, beside the programs and npm test's own tsc, can take longer than the default timeout.
  // With them, every import the README and docs/ show, each a module of its own (written only
  // when it changed, so that an unchanged run stays checked).
  it.concurrent("type-check as a user's program, with every import the README and docs show", { timeout: 120_000 }, async () => {
    const imports = docImports(root);
    expect(imports.length).toBeGreaterThan(10);
    const folder = join(compiledRoot, "doc-imports");
    mkdirSync(folder, { recursive: true });
    const files = new Map(imports.map(({ where, statement }, index) => [`import-${index}.ts`, `// ${where}\n${statement}\nexport {};\n`]));
    for (const file of readdirSync(folder)) if (!files.has(file)) rmSync(join(folder, file));
    for (const [file, text] of files)
      if (!existsSync(join(folder, file)) || readFileSync(join(folder, file), "utf8") !== text) writeFileSync(join(folder, file), text);
    const checked = await execute(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-b", examples], {
      cwd: root,
      encoding: "utf8",
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    // A failing import names its page and line in the generated module's first line.
    const failing = [...checked.stdout.matchAll(/doc-imports\/(import-\d+\.ts)/g)].map(([, file]) =>
      files.get(file!)!.split("\n").slice(0, 2).join(" "),
    );
    expect(failing).toEqual([]);
    expect(checked.stdout).toBe("");
  });

  it.concurrent.for([
    ["quick-start.ts", /^octocat\n$/],
    [
      "clients.ts",
      /^code-hosting: \w+ \d+ emails\nsocial-graph: .+\nevent-management: \d+ events\ncompute: \d+ forwarding rules\nsearch: \d+ hits\n$/,
    ],
    ["simulator.ts", /^import status after a minute: complete\n$/],
    ["validate.ts", /^valid\nrefused before sending: body: \/use_lfs must be one of "opt_in", "opt_out"\n$/],
    ["mock.ts", /^200 detection_found_multiple\n$/],
    [
      "docs/clients.ts",
      /^started: 201 importing true read back: importing\nno import: 404\nrefused before sending: 1 problem\nin process, no socket: 200\n$/,
    ],
    ["docs/validation.ts", /^false getImportStatus schema body \/status enum\nfalse body is missing the required property "vcs_url"\n$/],
    [
      "docs/simulator.ts",
      /^CODE_HOSTING_URL: true\nsearch answers 200 with X-Vendor-Product: Vendor\na read-only token adding an email: 403\nimport status reads: 503 503 404 dropped 404\n$/,
    ],
    ["docs/simulator-tls.ts", /^https:\/\/127\.0\.0\.1:\d+ 200 \S+\/simulator-cert\.pem\n$/],
    ["docs/search.ts", /^search answers 200 with X-Vendor-Product: Vendor\nthe root reports 7\.10\.2 oss of orders-search\n$/],
    ["docs/code-hosting.ts", /^v1\.0\.0 names the commit main names\nemails: 1\n$/],
    ["docs/event-management.ts", /^created 201 X-Word-Id: true X-Vendor-Id: null\n$/],
    ["docs/recording.ts", /^200 listAggregatedForwardingRules \[redacted\] 0\n$/],
    [
      "docs/replay.ts",
      /^replayed: importing complete complete\nnot recorded: 404 No recording matches .*differs in path\.repo\n.* 200 getImportStatus \(upstream\)\nforwarded: complete\n$/,
    ],
    [
      "docs/compute.ts",
      /^read-modify-write: DONE fingerprint changed: true\npatched; first page of forwarding rules: true next page: true\n$/,
    ],
    ["docs/verification.ts", verificationOutput],
    [
      "docs/sessions.ts",
      /^session user: hubot; addresses in the session: 2, .+: 1\nevents in the session: 5 hits; .+: 404\na closed session answers 404: the session \w{32} has ended: .+\n$/,
    ],
  ] as const)("%s runs and prints what it promises", { timeout: 90_000 }, async ([file, output], { expect }) => {
    expect(exampleFiles).toContain(file);
    expect(await run(file)).toMatch(output);
  });

  // A user's suite whose tests each get a session of one simulator: vitest with the suite's own configuration.
  it.concurrent(
    "docs/sessions/: a suite of one simulator and a session per test passes, run by vitest with its own configuration",
    { timeout: 90_000 },
    async () => {
      expect(exampleFiles.filter((file) => file.startsWith("docs/sessions/")).sort()).toEqual(
        sessionSuite.map((file) => `docs/sessions/${file}`).sort(),
      );
      const vitest = join(root, "node_modules", "vitest", "vitest.mjs");
      const suite = join(examples, "docs", "sessions");
      try {
        const { stdout } = await execute(process.execPath, [vitest, "run", "--root", suite], {
          cwd: root,
          encoding: "utf8",
          timeout: 80_000,
          env: { ...process.env, NO_COLOR: "1" },
        });
        expect(stdout).toMatch(/Tests\s+5 passed \(5\)/);
      } finally {
        // What vite keeps under the root it was given.
        rmSync(join(suite, "node_modules"), { recursive: true, force: true });
      }
    },
  );

  it.each(pages)("%s: every TypeScript block is part of an example", (page) => {
    const sources = exampleFiles.map((file) => readFileSync(join(examples, file), "utf8"));
    const blocks = [...readFileSync(join(root, page), "utf8").matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
    for (const block of blocks)
      expect(
        sources.some((source) => source.includes(block)),
        `${page}:\n${block}`,
      ).toBe(true);
  });

  it("has TypeScript blocks to check in the README and in docs/", () => {
    const withBlocks = pages.filter((page) => readFileSync(join(root, page), "utf8").includes("```ts\n"));
    expect(withBlocks).toContain("README.md");
    expect(withBlocks.length).toBeGreaterThan(5);
  });

  it("runs every example file", () => {
    // Imported by docs/simulator.ts; run by vitest; a suite of its own, run below with its configuration.
    const checked = new Set([
      "docs/simulator-setup.ts",
      "docs/matchers.test.ts",
      "docs/msw.test.ts",
      "docs/verification.test.ts",
      ...sessionSuite.map((file) => `docs/sessions/${file}`),
    ]);
    const source = readFileSync(join(import.meta.dirname, "examples.test.ts"), "utf8");
    for (const file of exampleFiles)
      // A row of the table above names the file first, however the formatter wraps the row.
      expect(
        checked.has(file) || new RegExp(`\\[\\s*"${file.replaceAll(".", "\\.")}",`).test(source),
        relative(root, join(examples, file)),
      ).toBe(true);
  });
});
