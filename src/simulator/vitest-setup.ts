/**
 * The global setup of a vitest suite whose tests each get a session of one simulator
 * (vitest.ts): it starts the simulator once for the run, hands its URLs to the test files
 * (vitest's provide), and stops it after the run. It runs in vitest's own process and loads
 * nothing of vitest: a globalSetup file may not load what test files load (`test.extend`).
 *
 *   // vitest.config.ts: test: { globalSetup: ["./test/simulator-setup.ts"] }
 *   // test/simulator-setup.ts
 *   export default simulatorSetup({ apis: ["code-hosting"], strict: true });
 */
import type { ApiId } from "../contract/apis.js";
import type { SimulatorOptions } from "./sockets.js";

/** What the global setup hands the test files. */
export interface ProvidedSimulator {
  urls: Partial<Record<ApiId, string>>;
  controlToken?: string;
}

/** The key it is handed under (vitest's provide and inject). */
export const providedSimulator = "vendor-api-contracts/simulator";

/** A globalSetup function: the simulator on free ports unless `port` says otherwise, for the whole run. */
export function simulatorSetup(
  options: SimulatorOptions = {},
): (project: { provide(key: string, value: unknown): void }) => Promise<() => Promise<void>> {
  return async (project) => {
    // Loaded when the setup runs: a test file that imports the key above loads nothing of the simulator.
    const { startSimulator } = await import("./sockets.js");
    const simulator = await startSimulator({ port: 0, ...options });
    const provided: ProvidedSimulator = { urls: simulator.urls, controlToken: simulator.controlToken };
    project.provide(providedSimulator, provided);
    return () => simulator.stop();
  };
}
