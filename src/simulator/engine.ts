/**
 * The simulator over sockets: every API of an in-process simulator (simulator.ts) on its own
 * node:http port. This adapter reads the request's head and body (within the API's limit and the
 * bytes of bodies held at once), serves the rendered reference at /__docs, and writes the core's
 * answer; everything else is the core's (core.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getApi, type ApiId } from "../apis.js";
import { BodyBudget, flattenHeaders, isLoopback, readBody, urlHost } from "../http.js";
import type { Clock } from "./clock.js";
import type { ApiCore, WireReply } from "./core.js";
import { docsAnswer } from "./docs-route.js";
import type { SimulatorOptions } from "./options.js";
import type { Service } from "./service.js";
import { createSimulator } from "./simulator.js";

export type { SimulatorOptions, SimulatorViolation } from "./options.js";

export interface RunningSimulator {
  /** The base URL of each API served. */
  urls: Partial<Record<ApiId, string>>;
  clock: Clock;
  /** The service of an API, for direct inspection in tests. */
  services: Partial<Record<ApiId, Service>>;
  /** The control API's token, when it requires one (see SimulatorOptions.controlToken). */
  controlToken?: string;
  stop(): Promise<void>;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const host = options.host ?? "127.0.0.1";
  // Beyond loopback anyone on the network could reset or reseed the simulator: require a token.
  const controlToken = options.controlToken ?? (isLoopback(host) ? undefined : globalThis.crypto.randomUUID());
  const simulator = createSimulator({ ...options, controlToken });
  const budget = new BodyBudget(options.maxBodyBytesInFlight ?? 64 * 1024 * 1024);
  const servers: Server[] = [];
  const urls: Partial<Record<ApiId, string>> = {};
  const stop = async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    );
  };
  try {
    for (const [index, core] of simulator.cores.entries()) {
      const server = createServer(listener(core, budget));
      servers.push(server);
      const port = options.port === undefined ? getApi(core.api).port : options.port === 0 ? 0 : options.port + index;
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => resolve());
      });
      urls[core.api] = `http://${urlHost(host)}:${(server.address() as AddressInfo).port}`;
      core.setUrl(urls[core.api]!);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, clock: simulator.clock, services: simulator.services, controlToken, stop };
}

function listener(core: ApiCore, budget: BodyBudget) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? "GET";
    const url = request.url ?? "/";
    // Any path that can resolve to /__docs holds the word (dot segments included).
    const docs = url.includes("__docs") ? docsAnswer(method, url) : undefined;
    if (docs) return void response.writeHead(docs.status, docs.headers).end(docs.body);
    const deliver = (reply: WireReply) => {
      if (reply.drop) return void response.destroy();
      // A string body goes out in one write with the head; a Buffer would take a second one.
      response.writeHead(reply.status, reply.headers).end(reply.text);
    };
    // No request may end the process: a failure while answering ends that answer only.
    const fail = () => void response.destroy();
    try {
      let body: string | Promise<string>;
      try {
        body = readBody(request, core.maxBodyBytes, budget);
      } catch (error) {
        body = Promise.reject(error);
      }
      // node:http joins a repeated header into one string, all but set-cookie (an array): taken as they are.
      const headers = request.headers["set-cookie"] === undefined ? (request.headers as Record<string, string>) : flattenHeaders(request.headers);
      const exchange = { method, url, headers, self: `http://${request.headers.host}` };
      const reply = core.serve(exchange, body);
      if (reply instanceof Promise) reply.then(deliver).catch(fail);
      else deliver(reply);
    } catch {
      fail();
    }
  };
}
