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
import type { Simulator } from "./in-process.js";

export function simulatorHandlers(simulator: Simulator): HttpHandler[] {
  const origins = new Set(Object.values(simulator.urls).map((url) => new URL(url).origin));
  return [...origins].map((origin) =>
    http.all(`${origin}/*`, async ({ request }) => {
      const answer = await simulator.answer(request);
      return typeof answer === "string" ? Response.error() : answer;
    }),
  );
}
