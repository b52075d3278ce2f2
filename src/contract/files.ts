import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ApiId } from "./apis.js";

/**
 * The repository's root folder, for the scripts and tests that read the specs, and for the CLI's
 * `list`, which names each operation's spec file (nothing else the package runs imports this
 * module: the contracts reach it as JSON modules, see documents.ts). It is the
 * first folder above this module with a package.json, whether the module runs from src/ or
 * dist/src/, and whatever the package is named.
 */
export const packageRoot: string = (() => {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(folder, "package.json"))) return folder;
    const parent = dirname(folder);
    if (parent === folder) throw new Error("cannot find the folder of package.json above src/contract/files.ts");
    folder = parent;
  }
})();

/** An API's spec in this repository, or in `root`, another checkout of it (an older version of the specs). */
export const specPath = (api: string, root = packageRoot): string => join(root, "specs", api, "openapi.yaml");
/**
 * Where a path item of an API is written, relative to its root document (docs/spec-conventions.md):
 * `paths/`, then the path without its leading `/` and with each further `/` written `_`, as in
 * Redocly's openapi-starter; the root path `/` is `paths/_.yaml`. So `/users/{username}/keys` is
 * in `paths/users_{username}_keys.yaml`.
 */
export const pathItemFile = (path: string): string => `paths/${path === "/" ? "_" : path.slice(1).replaceAll("/", "_")}.yaml`;
export const generatedDir = (api: ApiId): string => join(packageRoot, "generated", api);
