/**
 * The disk a consumer's install takes: packs the package, installs the tarball into an empty
 * project outside the repository, and sums the sizes of the files in its node_modules. Also says
 * how much of it only the Prism engine (the `./mock` export, `--engine prism`) brings.
 *
 *   npm run size                      # this checkout
 *   npx tsx scripts/install-size.ts <folder of another checkout>
 */
import { spawnSync } from "node:child_process";
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { packageRoot } from "../src/files.js";
import { installProject, packTarball } from "./pack.js";

interface LockedPackage {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Bytes of the files under a folder (their sizes, not the blocks they take), with or without nested packages. */
function folderBytes(folder: string, nested = true): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!nested && entry.name === "node_modules") continue;
    const path = join(folder, entry.name);
    total += entry.isDirectory() ? folderBytes(path, nested) : lstatSync(path).size;
  }
  return total;
}

/** Where Node finds `name` from the package installed at `from` (a lockfile key): the nearest node_modules up. */
function locate(packages: Record<string, LockedPackage>, from: string, name: string): string | undefined {
  const nesting = from.split("/node_modules/");
  for (let depth = nesting.length; depth >= 0; depth--) {
    const candidate = depth === 0 ? `node_modules/${name}` : [...nesting.slice(0, depth), name].join("/node_modules/");
    if (candidate in packages) return candidate;
  }
  return undefined;
}

/** The installed packages `roots` need, themselves included (lockfile keys). */
function closure(packages: Record<string, LockedPackage>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const { dependencies = {}, optionalDependencies = {}, peerDependencies = {} } = packages[key] ?? {};
    for (const name of Object.keys({ ...dependencies, ...optionalDependencies, ...peerDependencies })) {
      const found = locate(packages, key, name);
      if (found) queue.push(found);
    }
  }
  return seen;
}

/** What `du` says the folder takes on this disk (blocks, so more than the file sizes), where there is a du. */
function diskUsage(folder: string): string {
  const result = spawnSync("du", ["-sk", folder], { encoding: "utf8" });
  const kilobytes = Number(result.stdout?.split("\t")[0]);
  return result.status === 0 && Number.isFinite(kilobytes) ? megabytes(kilobytes * 1024) : "unavailable";
}

const megabytes = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

const root = resolve(process.argv[2] ?? packageRoot);
const scratch = mkdtempSync(join(tmpdir(), "contracts-size-"));
try {
  const tarball = packTarball(root, join(scratch, "pack"));
  const project = join(scratch, "consumer");
  installProject(project, [tarball]);
  const modules = join(project, "node_modules");
  const lock = JSON.parse(readFileSync(join(modules, ".package-lock.json"), "utf8")) as { packages: Record<string, LockedPackage> };
  const packages = Object.fromEntries(Object.entries(lock.packages).filter(([key]) => key.startsWith("node_modules/")));
  const own = "node_modules/vendor-api-contracts";
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { name: string; dependencies: Record<string, string> };
  const roots = (names: string[]) => names.map((name) => locate(packages, own, name)).filter((key) => key !== undefined);
  const dependencyNames = Object.keys(manifest.dependencies);
  const prismNames = dependencyNames.filter((name) => name.startsWith("@stoplight/prism-"));
  const withoutPrism = closure(packages, roots(dependencyNames.filter((name) => !prismNames.includes(name)))).add(own);
  const prismOnly = [...closure(packages, roots(prismNames))].filter((key) => !withoutPrism.has(key));
  const bytesOf = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + folderBytes(join(project, key), false), 0);

  console.log(`package:        ${manifest.name} from ${root}`);
  console.log(`tarball:        ${megabytes(lstatSync(tarball).size)}`);
  console.log(`node_modules:   ${megabytes(folderBytes(modules))} in ${Object.keys(packages).length} packages (file sizes; du: ${diskUsage(modules)})`);
  console.log(`  the package:  ${megabytes(folderBytes(join(project, own), false))}`);
  console.log(`  Prism only:   ${megabytes(bytesOf(prismOnly))} in ${prismOnly.length} packages (${prismNames.join(", ")} and what only they need)`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
