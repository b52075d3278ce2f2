/**
 * `npm run fuzz`: the property-based conformance suite (test/conformance.test.ts) run longer than
 * in `npm test`: FUZZ_RUNS requests per operation (2000 by default) on FUZZ_SEED (a new one each
 * run by default). The suite prints both; a failure prints the seed and the shrunk request, and
 * `FUZZ_SEED=<seed> npm run fuzz` repeats it.
 */
import { startVitest } from "vitest/node";

process.env.FUZZ_RUNS ??= "2000";
process.env.FUZZ_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
const vitest = await startVitest("test", ["test/conformance.test.ts"], { run: true });
await vitest.close();
