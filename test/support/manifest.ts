/** The package's manifest (package.json), as the package checks read it. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "../../src/contract/files.js";

export const manifest = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as {
  name: string;
  version: string;
  engines: { node: string };
  dependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports: Record<string, string | { default: string }>;
  bin: Record<string, string>;
};
