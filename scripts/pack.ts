/**
 * What the install-size and consumer checks share: the package packed as npm publishes it, and an
 * empty project outside the repository that installs the tarball as a user would.
 */
import { execFileSync } from "node:child_process";
import { lstatSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** `npm pack` of the package in `root` (its prepack script builds dist/); the tarball's path. */
export function packTarball(root: string, destination: string): string {
  mkdirSync(destination, { recursive: true });
  execFileSync(npm, ["pack", "--pack-destination", destination, "--silent"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(destination).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error(`npm pack wrote no tarball to ${destination}`);
  return join(destination, tarball);
}

/** A new ESM project in `folder` with `packages` (tarball paths or name@version) installed. */
export function installProject(folder: string, packages: string[]): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "package.json"), `${JSON.stringify({ name: "consumer", private: true, type: "module" }, null, 2)}\n`);
  execFileSync(npm, ["install", "--no-audit", "--no-fund", "--prefer-offline", ...packages], {
    cwd: folder,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Bytes of the files under a folder (their sizes, not the blocks they take), with or without nested packages. */
export function folderBytes(folder: string, nested = true): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!nested && entry.name === "node_modules") continue;
    const path = join(folder, entry.name);
    total += entry.isDirectory() ? folderBytes(path, nested) : lstatSync(path).size;
  }
  return total;
}
