/**
 * The simulator as MSW request handlers, for tests and pages that intercept requests instead of
 * opening ports (msw/node's setupServer, msw/browser's setupWorker):
 *
 *   const simulator = createSimulator({ apis: ["code-hosting"], strict: true });
 *   const server = setupServer(...simulatorHandlers(simulator));
 *
 * A request to one of `simulator.urls` is answered by the simulator; a connection an injected
 * fault drops is a network error, as over sockets.
 */
import { http, type HttpHandler } from "msw";
import { answerFetch, type Simulator } from "./simulator.js";

export function simulatorHandlers(simulator: Simulator): HttpHandler[] {
  const byOrigin = new Map(simulator.cores.map((core) => [new URL(simulator.urls[core.api]!).origin, core] as const));
  return [...byOrigin.keys()].map((origin) =>
    http.all(`${origin}/*`, async ({ request }) => {
      const answer = await answerFetch(byOrigin, request);
      return typeof answer === "string" ? Response.error() : answer;
    }),
  );
}
