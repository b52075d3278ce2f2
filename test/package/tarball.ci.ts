/**
 * The package as npm packs it, a check CI runs beside npm test (npm run test:ci, .ci/run):
 * attw (ESM-only profile) and publint --strict find nothing, it installs without its optional
 * peers, every relative link of its pages resolves inside it, the README states its sizes (npm run
 * size), and it works when installed under another name, under a scope, and when bundled by esbuild
 * for Node: it finds its contracts without knowing its name or its folder. What needs no tarball is in package.test.ts.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, posix } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageRoot } from "../../src/contract/files.js";
import { manifest } from "../support/manifest.js";
import { folderBytes } from "../../scripts/pack.js";
import { readSizeSection, sizeSectionOf } from "../../scripts/size-section.js";

/**
 * Outside the repository, so that nothing above an installed copy is the repository; its
 * node_modules links the runtime dependencies to the repository's, as an install would place them.
 */
const scratch = mkdtempSync(join(tmpdir(), "contracts-package-"));
const tarball = join(scratch, `${manifest.name}-${manifest.version}.tgz`);
const bin = (tool: string) => join(packageRoot, "node_modules", ".bin", tool);

function run(command: string, args: string[], cwd = scratch) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", timeout: 120_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The tarball unpacked as node_modules/<name>, with `name` in its package.json. */
function install(name: string): string {
  const folder = join(scratch, "node_modules", name);
  mkdirSync(folder, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", folder, "--strip-components=1"]);
  const installed = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
  writeFileSync(join(folder, "package.json"), JSON.stringify({ ...installed, name }, null, 2));
  return folder;
}

/** A program that uses what reads the contracts: the validator, the permission catalog, the Prism mock, the simulator, the JSON export. */
const program = (name: string) => `
  import { createValidator } from "${name}/validate";
  import { requiredPermission } from "${name}/code-hosting";
  import { startMockServer } from "${name}/mock";
  import { startSimulator } from "${name}/simulator";
  import contract from "${name}/openapi/search.json" with { type: "json" };
  const invalid = createValidator("code-hosting").validateRequest({ method: "PUT", url: "/repos/o/r/import", headers: { "content-type": "application/json" }, body: {} });
  const mock = await startMockServer("search", { port: 0 });
  const simulator = await startSimulator({ apis: ["compute"], port: 0 });
  try {
    const mocked = await fetch(mock.url + "/_nodes/stats/indices/search", { headers: { Authorization: "ApiKey Y29uc3VtZXI=" } });
    const simulated = await fetch(simulator.urls.compute + "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules", { headers: { Authorization: "Bearer t" } });
    console.log(JSON.stringify({
      invalid: !invalid.valid,
      permission: requiredPermission("PATCH", "/repos/o/r/import/lfs")?.access,
      mock: mocked.status,
      simulator: simulated.status,
      contract: contract.openapi,
    }));
  } finally {
    await Promise.all([mock.stop(), simulator.stop()]);
  }
`;
const expected = { invalid: true, permission: "write", mock: 200, simulator: 200, contract: "3.1.0" };

/** Links the repository's install of each package into a folder's node_modules, as an install would place them. */
function linkPackages(folder: string, names: string[]): void {
  for (const dependency of names) {
    const link = join(folder, "node_modules", dependency);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(packageRoot, "node_modules", dependency), link, "dir");
  }
}

beforeAll(() => {
  // The dependencies, and the optional peers the program uses (Prism's engine for the mock), as its user installs them.
  linkPackages(scratch, [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies ?? {})]);
  // The global setup has built dist/; npm pack's prepack would rebuild it under the running suites.
  execFileSync("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", scratch], { cwd: packageRoot, stdio: "ignore" });
}, 120_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe("the packed package", () => {
  it("is clean for attw's ESM-only profile", () => {
    const { code, output } = run(bin("attw"), [tarball, "--profile", "esm-only", "--format", "ascii"]);
    expect(code, output).toBe(0);
  }, 120_000);

  it("is clean for publint --strict", () => {
    const { code, output } = run(bin("publint"), ["run", tarball, "--strict"]);
    expect(code, output).toBe(0);
    expect(output).toContain("All good");
  }, 60_000);

  it("installs without its optional peers, and what needs one (Prism's mock, a certificate made for TLS) says how to install it", () => {
    const lean = mkdtempSync(join(tmpdir(), "contracts-lean-"));
    try {
      linkPackages(lean, Object.keys(manifest.dependencies));
      const folder = join(lean, "node_modules", manifest.name);
      mkdirSync(folder, { recursive: true });
      execFileSync("tar", ["-xzf", tarball, "-C", folder, "--strip-components=1"]);
      writeFileSync(
        join(lean, "lean.mjs"),
        `import { startMockServer } from "${manifest.name}/mock";
         import { startSimulator } from "${manifest.name}/simulator";
         const simulator = await startSimulator({ apis: ["search"], port: 0 });
         await simulator.stop();
         try { await startMockServer("search", { port: 0 }); console.log("started"); } catch (error) { console.log(error.message); }
         try { await (await startSimulator({ apis: ["search"], port: 0, tls: true })).stop(); console.log("started"); } catch (error) { console.log(error.message); }`,
      );
      const { code, output } = run(process.execPath, ["lean.mjs"], lean);
      expect(code, output).toBe(0);
      // The versions the message names are the peer ranges the package declares.
      const peers = manifest.peerDependencies ?? {};
      expect(output).toContain(
        `npm install --save-dev @stoplight/prism-http@${peers["@stoplight/prism-http"]} @stoplight/prism-core@${peers["@stoplight/prism-core"]}`,
      );
      expect(output).toContain(`npm install --save-dev selfsigned@${peers.selfsigned}`);
      expect(output).not.toContain("started");
    } finally {
      rmSync(lean, { recursive: true, force: true });
    }
  });

  it("holds every file the README and its docs link to, so that no relative link breaks in an install", () => {
    const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" })
      .split("\n")
      .filter((line) => line.startsWith("package/") && !line.endsWith("/"))
      .map((line) => line.slice("package/".length));
    const pages = files.filter((file) => file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md")));
    expect(pages).toEqual(expect.arrayContaining(["README.md", "docs/troubleshooting.md", "docs/simulator/README.md"]));
    const broken: string[] = [];
    let links = 0;
    for (const page of pages) {
      const text = execFileSync("tar", ["-xzOf", tarball, `package/${page}`], { encoding: "utf8" });
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target!) || target!.startsWith("#")) continue;
        links++;
        const path = posix.normalize(posix.join(posix.dirname(page), decodeURIComponent(target!.split("#")[0]!)));
        // A file, or a folder that holds one.
        if (!files.some((file) => file === path || file.startsWith(`${path.replace(/\/$/, "")}/`))) broken.push(`${page}: ${target}`);
      }
    }
    expect(links).toBeGreaterThan(30);
    expect(broken).toEqual([]);
  });
});

describe("the README's install-size figures", () => {
  it("are this tarball's and this package's, as npm run size writes them: not figures of an older version", () => {
    const stated = readSizeSection(sizeSectionOf(readFileSync(join(packageRoot, "README.md"), "utf8")) ?? "");
    expect(stated, "the README's install-size section").toBeDefined();
    const measured = { tarballMb: statSync(tarball).size / 1e6, packageMb: folderBytes(install("sized-contracts"), false) / 1e6 };
    // Within a rounding step: a few kilobytes more (a line of the README) leave the figure right.
    expect(Math.abs(stated!.tarballMb - measured.tarballMb), `tarball: ${JSON.stringify(measured)}`).toBeLessThanOrEqual(0.1);
    expect(Math.abs(stated!.packageMb - measured.packageMb), `package: ${JSON.stringify(measured)}`).toBeLessThanOrEqual(0.1);
  });
});

describe.each(["renamed-contracts", "@someone/contracts"])("the package installed as %s", (name) => {
  it("reads its contracts, serves and validates", () => {
    const folder = install(name);
    writeFileSync(join(scratch, "program.mjs"), program(name));
    const { code, output } = run(process.execPath, ["program.mjs"]);
    expect(code, output).toBe(0);
    expect(JSON.parse(output)).toEqual(expected);

    const cli = join(folder, "bin", "vendor-api-contracts.js");
    expect(run(process.execPath, [cli, "--version"]).output.trim()).toBe(manifest.version);
    expect(run(process.execPath, [cli, "list", "code-hosting"]).output).toContain("setLfsPreference");
  }, 60_000);
});

describe("the rendered reference and the console of the installed package", () => {
  it("are served at /__docs/ and /__console/ from the package's own folder: the pages, Redoc's script, each bundled contract, the console's script", () => {
    const name = "reference-contracts";
    const folder = install(name);
    writeFileSync(
      join(scratch, "reference.mjs"),
      `import { startSimulator } from "${name}/simulator";
       const simulator = await startSimulator({ apis: ["search"], port: 0 });
       try {
         const get = async (path) => {
           const answer = await fetch(simulator.urls.search + "/__docs/" + path);
           return { status: answer.status, type: answer.headers.get("content-type"), text: await answer.text() };
         };
         const [index, page, redoc, contract] = await Promise.all(["", "search.html", "redoc.standalone.js", "openapi/search.json"].map(get));
         const [console_, script] = await Promise.all(["../__console/", "../__console/console.js"].map(get));
         console.log(JSON.stringify({
           index: [index.status, index.text.includes('href="search.html"')],
           page: [page.status, page.text.includes('from "./redoc.standalone.js"'), page.text.includes('fetch("openapi/search.json")')],
           redoc: [redoc.status, redoc.type, /export\\s*\\{[^}]*\\binit\\b/.test(redoc.text.slice(-300))],
           contract: [contract.status, JSON.parse(contract.text).openapi],
           console: [console_.status, console_.text.includes('src="console.js"'), script.status, script.type],
         }));
       } finally {
         await simulator.stop();
       }`,
    );
    const { code, output } = run(process.execPath, ["reference.mjs"]);
    expect(code, output).toBe(0);
    expect(JSON.parse(output)).toEqual({
      index: [200, true],
      page: [200, true, true],
      redoc: [200, "text/javascript; charset=utf-8", true],
      contract: [200, "3.1.0"],
      console: [200, true, 200, "text/javascript; charset=utf-8"],
    });
    // What it served came from the installed folder: the site is there, and no repository is above it.
    expect(readdirSync(join(folder, "dist", "site"))).toContain("index.html");
    expect(readdirSync(join(folder, "dist", "console"))).toEqual(expect.arrayContaining(["index.html", "console.js", "console.css"]));
    expect(existsSync(join(scratch, "package.json"))).toBe(false);
  }, 60_000);
});

describe("the package bundled by esbuild for Node", () => {
  it("carries its contracts in the bundle", async () => {
    const outfile = join(scratch, "bundle", "program.mjs");
    const result = await build({
      stdin: { contents: program(manifest.name), resolveDir: packageRoot, sourcefile: "program.mjs" },
      bundle: true,
      platform: "node",
      format: "esm",
      outfile,
      // The dependencies stay installed packages; the package itself is what the bundle must carry.
      external: ["ajv", "ajv/*", "ajv-formats", "openapi-fetch", "@stoplight/*"],
      metafile: true,
      logLevel: "silent",
    });
    expect(Object.keys(result.metafile.inputs)).toContain("dist/generated/code-hosting/openapi.json");
    const { code, output } = run(process.execPath, [outfile]);
    expect(code, output).toBe(0);
    expect(JSON.parse(output)).toEqual(expected);
  }, 60_000);
});
