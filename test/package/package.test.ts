/**
 * The package's manifest against what it holds and imports: the bundled contracts and compute's
 * discovery document resolve through the package's name, its runtime dependencies are exactly what
 * its exports and its bin import, it states its version, and its installed dependencies run on the
 * Node versions it supports. The packed tarball itself (attw, publint, installs) is checked by
 * tarball.ci.ts, which CI runs beside npm test (npm run test:ci).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { apiIds } from "../../src/contract/apis.js";
import { packageRoot } from "../../src/contract/files.js";
import { manifest } from "../support/manifest.js";
import { packageVersion } from "../../src/contract/version.js";

describe("the package", () => {
  it("exports each bundled contract by the package's name", () => {
    const require = createRequire(join(packageRoot, "package.json"));
    for (const api of apiIds) {
      const exported = require.resolve(`${manifest.name}/openapi/${api}.json`);
      expect(JSON.parse(readFileSync(exported, "utf8")), api).toEqual(
        JSON.parse(readFileSync(join(packageRoot, "generated", api, "openapi.json"), "utf8")),
      );
    }
  });

  it("exports compute's discovery document by the package's name", () => {
    const require = createRequire(join(packageRoot, "package.json"));
    const exported = require.resolve(`${manifest.name}/discovery/compute.json`);
    expect(JSON.parse(readFileSync(exported, "utf8"))).toEqual(
      JSON.parse(readFileSync(join(packageRoot, "generated", "compute", "discovery.json"), "utf8")),
    );
  });

  // An optional peer dependency (msw, for the MSW handlers) is imported only by the export that needs it.
  it("depends at run time on exactly the packages its exports and its bin import: its dependencies and optional peers", async () => {
    const modules = Object.values(manifest.exports).flatMap((target) => (typeof target === "string" ? [] : [target.default]));
    const result = await build({
      entryPoints: [...modules, ...Object.values(manifest.bin)].map((file) => join(packageRoot, file)),
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      outdir: join(tmpdir(), "vendor-api-contracts-trace"),
      packages: "external",
      metafile: true,
      logLevel: "silent",
    });
    const imported = Object.values(result.metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((item) => item.external && !item.path.startsWith("node:"))
      .map((item) =>
        item.path
          .split("/")
          .slice(0, item.path.startsWith("@") ? 2 : 1)
          .join("/"),
      );
    expect([...new Set(imported)].sort()).toEqual(
      [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies ?? {})].sort(),
    );
  });

  it("states its own version", () => {
    expect(packageVersion).toBe(manifest.version);
  });
});

describe("the installed dependencies", () => {
  const engines = manifest.engines.node;
  const lock = JSON.parse(readFileSync(join(packageRoot, "package-lock.json"), "utf8")) as {
    packages: Record<string, { engines?: { node?: string } | string[] }>;
  };
  // The lowest Node the package supports, and the one this machine runs (the project is developed on Node 20).
  const nodes = [semver.minVersion(engines)!.version, process.versions.node];

  it("all run on the lowest Node the package supports and on this one, so npm ci warns of no engine", () => {
    const beyond = Object.entries(lock.packages).flatMap(([key, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return range === undefined || nodes.every((version) => semver.satisfies(version, range))
        ? []
        : [`${key.replace(/^.*node_modules\//, "")} needs Node ${range}`];
    });
    expect(beyond).toEqual([]);
  });
});
