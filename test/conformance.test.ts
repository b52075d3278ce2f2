/**
 * Property-based conformance of the simulator (strict, frozen clock): for every operation of
 * every API, valid and broken requests generated from the contract (test/support/request-arbitrary.ts)
 * and sent to it. No answer may be a 5xx, answer with a status its operation does not declare, or
 * break its declared response; a broken request gets a 4xx naming what is wrong.
 *
 * FUZZ_RUNS (requests per operation, 100 by default) and FUZZ_SEED set the run; `npm run fuzz`
 * runs longer. On one seed a run's requests are the first of a longer run's: CI runs 1,000 per
 * operation on the default seed (.ci/run), so every request npm test sends is sent there too.
 * fast-check prints the seed and the shrunk request of a failure.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIds } from "../src/contract/apis.js";
import { operationIndex } from "../src/contract/documents.js";
import { startSimulator, type RunningSimulator } from "../src/simulator/sockets.js";
import { answerProblems, describeExchange, requestProblems, resetWithExamples, send } from "./support/conformance.js";
import { mutationsOf, requestArbitrary } from "./support/request-arbitrary.js";
import { createValidator } from "../src/contract/validate.js";
import { useSimulator } from "./support/simulator.js";

const runs = Number(process.env.FUZZ_RUNS ?? 100);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_126);
console.log(`conformance: ${runs} requests per operation, seed ${seed} (FUZZ_RUNS, FUZZ_SEED)`);
// An operation's time grows with its runs; a test's own timeout wins over the configured one.
const timeout = runs * 600;

describe.each(apiIds)("%s simulator conforms to its contract", (api) => {
  const index = operationIndex(api);
  const sim = useSimulator(api);

  it.each(index.operations.map((operation) => [operation.operationId, operation] as const))(
    "%s",
    async (_, operation) => {
      const url = sim.url;
      const { created, problems: examplesProblems } = await resetWithExamples(api, url);
      expect(examplesProblems).toEqual([]);
      let sent = 0;
      let invalid = 0;
      let anonymous = 0;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation, index, created), async (request) => {
          sent++;
          // Validated once here, for the count and for the checks of the refusal.
          const refused = request.withoutCredentials ? [] : requestProblems(api, request);
          if (request.withoutCredentials) anonymous++;
          else if (refused.length > 0) invalid++;
          const answer = await send(url, request);
          const problems = answerProblems(api, request, answer, refused);
          if (problems.length > 0) throw new Error(`${problems.join("; ")}\n${describeExchange(request, answer)}`);
        }),
        { numRuns: runs, seed },
      );
      // Every run was sent, and the checks of refusals ran wherever the contract can refuse something.
      expect(sent).toBe(runs);
      const mutations = mutationsOf(operation, index);
      if (mutations.some((mutation) => !mutation.withoutCredentials)) expect(invalid, "requests the contract refuses").toBeGreaterThan(0);
      if (mutations.some((mutation) => mutation.withoutCredentials)) expect(anonymous, "requests without credentials").toBeGreaterThan(0);
    },
    timeout,
  );
});

// Refusals made before a request reaches its operation's rules (a body over the API's limit, one
// that is not UTF-8) are answers of that operation too, and declared by it.
describe("refusals of unreadable bodies are declared by every operation that takes a body", () => {
  let simulator: RunningSimulator;
  beforeAll(async () => {
    simulator = await startSimulator({
      port: 0,
      strict: true,
      frozenClock: true,
      maxBodyBytes: Object.fromEntries(apiIds.map((api) => [api, 64])),
    });
  });
  afterAll(async () => {
    await simulator?.stop();
  });

  const bodies = {
    "over the limit": { bytes: Buffer.from(`"${"x".repeat(100)}"`), status: 413 },
    "not UTF-8": { bytes: Buffer.from([0x22, 0xc3, 0x28, 0x22]), status: 400 },
  };
  const cases = apiIds.flatMap((api) =>
    operationIndex(api)
      .operations.filter((operation) => operation.requestBody?.content)
      .flatMap((operation) => Object.entries(bodies).map(([name, body]) => [api, operation.operationId, name, operation, body] as const)),
  );
  it.each(cases)("%s %s, a body %s", async (api, _, __, operation, { bytes, status }) => {
    const [valid] = fc.sample(
      requestArbitrary(operation, operationIndex(api)).filter((request) => request.broken === undefined),
      { numRuns: 1, seed },
    );
    const request = { ...valid!, headers: { ...valid!.headers, "content-type": "application/json" }, body: undefined };
    const answer = await send(simulator.urls[api]!, request, bytes);
    expect(answer.status).toBe(status);
    const checked = createValidator(api).validateResponse({
      method: request.method,
      url: request.url,
      status: answer.status,
      headers: answer.headers,
      body: answer.body,
    });
    expect(checked.problems, describeExchange(request, answer)).toEqual([]);
  });
});
