/**
 * The stateful simulator of the five services, for users' test suites:
 *
 *   const simulator = await startSimulator({ apis: ["code-hosting"], port: 0 });
 *   const client = createCodeHostingClient({ baseUrl: simulator.urls["code-hosting"]!, auth: "t" });
 *   ...
 *   await simulator.stop();
 */
export { startSimulator, type RunningSimulator, type SimulatorOptions, type SimulatorViolation } from "./sockets.js";
export { createSimulator, type InProcessOptions, type Simulator } from "./in-process.js";
export type { PassthroughOptions, ReplayOptions } from "./options.js";
export {
  controlPrefix,
  controlTokenHeader,
  createControlClient,
  type CommandBody,
  type CommandName,
  type CommandsOf,
  type ControlClient,
  type ControlClientOptions,
  type JournalEntry,
  type OpenSessionOptions,
  type RequestFilter,
  type RequestsFilter,
  type SeedFor,
  type SeedOf,
  type Seeds,
  type Session,
} from "./control.js";
export { sessionHeader, sessionsPrefix } from "./sessions.js";
export { simulatorSetup, type ProvidedSimulator } from "./vitest-setup.js";
export { Clock } from "./clock.js";
export type { FaultRule } from "./faults.js";
// What the services' pages document for tests, from modules of their own: a service is loaded when its API is served.
export { phaseMilliseconds } from "./services/code-hosting/timing.js";
export { operationMilliseconds } from "./services/compute/timing.js";
export { generateDocuments } from "./services/search/store.js";
