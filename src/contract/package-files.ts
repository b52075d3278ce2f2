/**
 * The built files the package's servers read at run time, folders of dist/ (`npm run build`): the
 * rendered reference the simulator serves at /__docs (site/) and its console at /__console
 * (console/). From the package's folder, or, in the single executable (`npm run build:exe`,
 * scripts/build-exe.ts), from its assets: every file of each folder of `servedFolders`, by its path
 * in dist/. A folder a server reads goes in that list.
 */
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { getAsset, isSea } from "node:sea";
import { fileURLToPath } from "node:url";

/** The folders of dist/ the servers read, which the single executable embeds. */
export const servedFolders = ["site", "console"] as const;

export type ServedFolder = (typeof servedFolders)[number];

/**
 * A file of dist/<folder>/ by its path there (`/` between folders, no dot segment: the caller
 * checks the request's path), or undefined where it has none. Only a file inside the folder, once
 * links are followed, is read.
 */
export function distFile(folder: ServedFolder, path: string): Buffer | undefined {
  if (isSea()) return embedded(`${folder}/${path}`);
  const root = distFolder(folder);
  return root === undefined ? undefined : fileWithin(root, path);
}

/** A file under `root` by its path there, or undefined where there is none or where the path leads outside it (a link, say). */
export function fileWithin(root: string, path: string): Buffer | undefined {
  try {
    const base = realpathSync(root);
    const real = realpathSync(resolve(base, ...path.split("/")));
    return real.startsWith(`${base}${sep}`) && statSync(real).isFile() ? readFileSync(real) : undefined;
  } catch {
    return undefined;
  }
}

function embedded(key: string): Buffer | undefined {
  try {
    return Buffer.from(getAsset(key));
  } catch {
    // getAsset throws for a key the executable does not hold.
    return undefined;
  }
}

let packageFolder: string | undefined | null = null;

/** dist/<folder>/ of the package: beside the first package.json above this module (src/, dist/src/ or dist/cli/); looked for once. */
export function distFolder(folder: ServedFolder): string | undefined {
  if (packageFolder === null) {
    packageFolder = undefined;
    for (let at = dirname(fileURLToPath(import.meta.url)); ; at = dirname(at)) {
      if (existsSync(join(at, "package.json"))) {
        packageFolder = at;
        break;
      }
      if (dirname(at) === at) break;
    }
  }
  return packageFolder === undefined ? undefined : join(packageFolder, "dist", folder);
}
