/** The types of scripts/console.mjs, which the build runs with node alone (plain JavaScript). */

/** dist/console/: what the package ships and the simulator serves at /__console/. */
export const consoleDir: string;

/** Builds the console into `dir` (dist/console/ by default): each file with its bytes and gzipped bytes, and the files its script bundles. */
export function buildConsole(dir?: string): {
  files: { name: string; bytes: number; gzipBytes: number }[];
  inputs: string[];
};
