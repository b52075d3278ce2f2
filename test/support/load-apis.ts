/**
 * vitest's setup file: every API's contract and service, and ajv's compiler, loaded before a test
 * file runs (src/simulator/every-api.ts). The package loads an API when it is first needed,
 * requiring it synchronously where nothing loaded it ahead; vitest runs the TypeScript sources
 * through its own module graph, which Node's require cannot enter. The package's own loading is
 * tested on the built package (test/simulator/lazy-apis.test.ts).
 */
import "../../src/simulator/every-api.js";
