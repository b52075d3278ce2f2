/**
 * ajv's compiler (schema-compiler.ts and the hundred modules of ajv it loads), loaded when a first
 * schema needs compiling rather than at start: the generated validators (generated/<api>/) run
 * without it, and so does the simulator until a request needs a validator nobody generated (a body
 * too large to list every problem of, schemas.ts). Compiling is synchronous, so is the load: Node
 * requires the module there and then (per-api.ts, `requireBeside`); a bundle, or a browser's entry,
 * gives it with `provideSchemaCompiler` (src/cli/bundle-entry.ts, src/simulator/in-process-entry.ts).
 */
import { requireBeside } from "./per-api.js";

type SchemaCompiler = typeof import("./schema-compiler.js");

let loaded: SchemaCompiler | undefined;
let load = (): SchemaCompiler => requireBeside<SchemaCompiler>(import.meta.url, "./schema-compiler.js");

/** How the compiler is loaded where Node cannot require it beside this module: from a bundle, or from a module that imported it. */
export function provideSchemaCompiler(loader: () => SchemaCompiler): void {
  load = loader;
}

/** The compiler, loaded on first use. */
export function schemaCompiler(): SchemaCompiler {
  try {
    return (loaded ??= load());
  } catch (error) {
    throw new Error(`ajv's compiler cannot be loaded: ${(error as Error).message}`, { cause: error });
  }
}
