/**
 * The command-line tool as the bin runs it: main.ts's `run`, bundled by `npm run build` into
 * dist/cli/ (scripts/build.mjs), with ajv's compiler a CommonJS bundle beside it
 * (schema-compiler.cjs), required when a first schema needs compiling
 * (src/contract/schema-compiler-loader.ts).
 */
import { provideSchemaCompiler } from "../contract/schema-compiler-loader.js";
import { requireBeside } from "../contract/per-api.js";

provideSchemaCompiler(() => requireBeside(import.meta.url, "./schema-compiler.cjs"));

export { run } from "./main.js";
