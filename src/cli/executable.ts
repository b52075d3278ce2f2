/**
 * The single executable's program (`npm run build:exe`, scripts/build-exe.ts): main.ts's `run`,
 * bundled with everything it loads into one CommonJS file, which Node's single executable
 * applications run. Nothing is required from outside it: ajv's compiler is given to the schemas as
 * a module of the bundle, evaluated when a first schema needs compiling.
 */
import { provideSchemaCompiler } from "../contract/schema-compiler-loader.js";
import { run } from "./main.js";

provideSchemaCompiler(() => require("../contract/schema-compiler.js") as typeof import("../contract/schema-compiler.js"));

void run(process.argv.slice(2)).then((code) => process.exit(code));
