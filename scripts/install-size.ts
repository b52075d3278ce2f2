/**
 * The disk a consumer's install takes: packs the package, installs the tarball into an empty
 * project outside the repository, and sums the sizes of the files in its node_modules. Then says
 * how much more Prism's engine, the optional peer the `./mock` export and `--engine prism` load,
 * brings when it is installed too. For this checkout, it writes the figures into the README's
 * install-size section (scripts/size-section.ts).
 *
 *   npm run size                      # this checkout, and its README
 *   npx tsx scripts/install-size.ts <folder of another checkout>
 */
import { spawnSync } from "node:child_process";
import { lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { packageRoot } from "../src/contract/files.js";
import { folderBytes, installProject, packTarball } from "./pack.js";
import { withSizeSection } from "./size-section.js";

interface LockedPackage {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
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

/** What `du` says the folder takes on this disk (blocks, so more than the file sizes), in bytes, where there is a du. */
function diskUsage(folder: string): number | undefined {
  const result = spawnSync("du", ["-sk", folder], { encoding: "utf8" });
  const kilobytes = Number(result.stdout?.split("\t")[0]);
  return result.status === 0 && Number.isFinite(kilobytes) ? kilobytes * 1024 : undefined;
}

const megabytes = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;
/** Megabytes, as the README states them (one decimal). */
const inMb = (bytes: number) => Number((bytes / 1e6).toFixed(1));

const root = resolve(process.argv[2] ?? packageRoot);
const scratch = mkdtempSync(join(tmpdir(), "contracts-size-"));
try {
  const tarball = packTarball(root, join(scratch, "pack"));
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    name: string;
    dependencies: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const own = "node_modules/vendor-api-contracts";
  /** The packages an install holds (lockfile keys, each with what it needs). */
  const installed = (project: string) => {
    const lock = JSON.parse(readFileSync(join(project, "node_modules", ".package-lock.json"), "utf8")) as {
      packages: Record<string, LockedPackage>;
    };
    return Object.fromEntries(Object.entries(lock.packages).filter(([key]) => key.startsWith("node_modules/")));
  };
  const bytesOf = (project: string, keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => sum + folderBytes(join(project, key), false), 0);

  // What `npm install <the package>` brings: its dependencies, no optional peer.
  const lean = join(scratch, "lean");
  installProject(lean, [tarball]);
  const leanPackages = installed(lean);
  const leanBytes = folderBytes(join(lean, "node_modules"));
  const du = diskUsage(join(lean, "node_modules"));
  const ownBytes = folderBytes(join(lean, own), false);
  console.log(`package:        ${manifest.name} from ${root}`);
  console.log(`tarball:        ${megabytes(lstatSync(tarball).size)}`);
  console.log(
    `node_modules:   ${megabytes(leanBytes)} in ${Object.keys(leanPackages).length} packages (file sizes; du: ${du === undefined ? "unavailable" : megabytes(du)})`,
  );
  console.log(`  the package:  ${megabytes(ownBytes)}`);

  // With Prism's engine, the optional peer the `./mock` export and `--engine prism` load: what it adds.
  const prismNames = Object.keys(manifest.peerDependencies ?? {}).filter((name) => name.startsWith("@stoplight/prism-"));
  const withPrism = join(scratch, "with-prism");
  installProject(withPrism, [tarball, ...prismNames.map((name) => `${name}@${manifest.peerDependencies![name]}`)]);
  const prismPackages = installed(withPrism);
  const roots = prismNames.map((name) => locate(prismPackages, own, name)).filter((key) => key !== undefined);
  const prismOnly = [...closure(prismPackages, roots)].filter((key) => !(key in leanPackages));
  const prismBytes = bytesOf(withPrism, prismOnly);
  console.log(
    `with Prism:     ${megabytes(prismBytes)} more in ${prismOnly.length} packages (${prismNames.join(", ")} and what only they need)`,
  );

  if (root === packageRoot) {
    const readme = join(root, "README.md");
    writeFileSync(
      readme,
      withSizeSection(readFileSync(readme, "utf8"), {
        packages: Object.keys(leanPackages).length,
        filesMb: inMb(leanBytes),
        duMb: du === undefined ? undefined : inMb(du),
        tarballMb: inMb(lstatSync(tarball).size),
        packageMb: inMb(ownBytes),
        withPrismPackages: Object.keys(leanPackages).length + prismOnly.length,
        withPrismMb: inMb(leanBytes + prismBytes),
      }),
    );
    console.log("README.md: its install-size section written");
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
