/**
 * What the package gives a vitest suite: the journal's matchers (verification.ts), registered with
 * `expect.extend(journalMatchers)` and typed here, and sessions (sessions.ts): one simulator for the whole run, started by
 * `simulatorSetup` in vitest's globalSetup (vitest-setup.ts, exported by the package's simulator
 * module), and a session of it for each test, with every API's state, clock, faults and seeds of
 * its own, closed when the test ends; test files and concurrent tests share the server and nothing
 * else. vitest is an optional peer dependency: only this module loads it.
 *
 *   // a test file
 *   import { sessionTest as test } from "vendor-api-contracts/simulator/vitest";
 *   test("adds an address", async ({ session }) => { ... session.urls["code-hosting"] ... });
 *
 *   // a setup file (vitest's setupFiles), or the test file
 *   import { journalMatchers } from "vendor-api-contracts/simulator/vitest";
 *   expect.extend(journalMatchers);
 *   await expect(session).toHaveReceived("addEmailsForAuthenticatedUser", { body: { emails: [expect.any(String)] } });
 */
import { inject, test, type TestAPI } from "vitest";
import { createControlClient, type OpenSessionOptions, type Session } from "./control.js";
import type { JournalMatchers } from "./verification.js";
import { providedSimulator, type ProvidedSimulator } from "./vitest-setup.js";

export type { ProvidedSimulator } from "./vitest-setup.js";
export {
  journalMatchers,
  type JournalMatchers,
  type JournalSource,
  type ReceivedOptions,
  type ReceivedRequest,
  type ReceivedStep,
} from "./verification.js";

declare module "vitest" {
  export interface ProvidedContext {
    "vendor-api-contracts/simulator": ProvidedSimulator;
  }
  // The journal's matchers: `expect(simulator).toHaveReceived(...)`, awaited where the subject reads its journal through the control API.
  export interface Assertion<T = any> extends JournalMatchers<T> {}
}

export interface SessionFixtures {
  /** How each test's session is opened (its seeds, its time-to-live): `sessionTest.override({ sessionOptions: ... })`. */
  sessionOptions: OpenSessionOptions;
  /** The test's own session of the shared simulator, closed when the test ends. */
  session: Session;
}

/** vitest's `test` with a `session` fixture: each test its own session of the simulator `simulatorSetup` started. */
export const sessionTest: TestAPI<SessionFixtures> = test.extend<SessionFixtures>({
  sessionOptions: {},
  session: async ({ sessionOptions }, use) => {
    const { urls, controlToken } = inject(providedSimulator) ?? { urls: {} };
    const [first] = Object.values(urls);
    if (first === undefined)
      throw new Error(
        "no simulator was started for this run: add a file whose default export is simulatorSetup(...) to globalSetup in vitest.config",
      );
    const session = await createControlClient(first, { token: controlToken }).openSession(sessionOptions);
    try {
      await use(session);
    } finally {
      await session.close();
    }
  },
});
