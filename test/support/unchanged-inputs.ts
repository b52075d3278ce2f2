/**
 * Checks whose verdict follows from files alone (a spec's lint, its bundle, whether the generated
 * files are fresh), run again only when a file they read changed, as `tsc -b` checks again only
 * what changed. Once such a check passes, the digest of everything it reads is kept under
 * node_modules/.cache/checks/; a later run that finds the same digest knows the verdict. A fresh
 * clone (CI) has no digest kept and runs every check; CHECKS_CACHE=off runs them all anywhere.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { packageRoot } from "../../src/contract/files.js";

const keptIn = join(packageRoot, "node_modules", ".cache", "checks");
const cacheOff = process.env.CHECKS_CACHE === "off";

/** A digest of the files and folders (relative to the package root, or absolute; read whole) and of the Node that runs the check. */
export function digestOf(inputs: readonly string[]): string {
  const hash = createHash("sha256").update(process.version);
  const add = (path: string) => {
    const full = resolve(packageRoot, path);
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(join(path, name));
      return;
    }
    hash.update(`\0${path}\0`).update(readFileSync(full));
  };
  for (const input of inputs) add(input);
  return hash.digest("hex");
}

const keptFile = (name: string) => join(keptIn, `${name.replace(/[^\w.-]+/g, "_")}.sha256`);

/** Forgets a check's kept digest, so that it runs again. */
export function forget(name: string): void {
  rmSync(keptFile(name), { force: true });
}

function passedOn(name: string, digest: string): boolean {
  try {
    return readFileSync(keptFile(name), "utf8") === digest;
  } catch {
    return false;
  }
}

/**
 * Runs `check` unless it passed before on inputs of the same digest (digestOf: everything the
 * check's verdict depends on, its test file, what it reads, the code that computes it, and
 * package-lock.json for the installed tools); keeps the digest when it passes.
 */
export async function unlessPassedOn(name: string, digest: string, check: () => Promise<void> | void): Promise<void> {
  if (!cacheOff && passedOn(name, digest)) return;
  await check();
  mkdirSync(keptIn, { recursive: true });
  writeFileSync(keptFile(name), digest);
}
