import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ApiId } from "./apis.js";

/** The package's root folder, found from this module whether it runs from src/ or dist/src/. */
export const packageRoot: string = (() => {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
      if (manifest.name === "vendor-api-contracts") return folder;
    } catch {
      // no package.json here: keep walking up
    }
    const parent = dirname(folder);
    if (parent === folder) throw new Error("vendor-api-contracts: cannot find the package root");
    folder = parent;
  }
})();

export const specPath = (api: ApiId): string => join(packageRoot, "specs", api, "openapi.yaml");
export const generatedDir = (api: ApiId): string => join(packageRoot, "generated", api);

/** A JSON file written by `npm run generate` for one API. */
export function readGeneratedJson<T = unknown>(api: ApiId, file: string): T {
  return JSON.parse(readFileSync(join(generatedDir(api), file), "utf8")) as T;
}
