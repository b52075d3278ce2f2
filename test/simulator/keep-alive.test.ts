/**
 * Kept-alive connections: the servers keep an idle one far longer than clients reuse it (so a
 * client busy for seconds does not send on a connection being closed), and the control client
 * sends an idempotent command again, once, when its connection was closed under it anyway.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { keepAliveTimeoutMs } from "../../src/servers/listen.js";
import { startProxyServer } from "../../src/servers/proxy.js";
import { createControlClient, type ControlClient } from "../../src/simulator/control.js";
import { useMockServer } from "../support/mock.js";
import { useSimulator } from "../support/simulator.js";

describe("the servers' keep-alive", () => {
  const sim = useSimulator("code-hosting");
  const mock = useMockServer("code-hosting");

  it("is a minute for the simulator, Prism's mock and the proxy, as each answer says", async () => {
    const proxy = await startProxyServer("code-hosting", sim.url, { port: 0 });
    try {
      const hints = [];
      for (const url of [sim.url, mock.url, proxy.url]) {
        const answer = await fetch(`${url}/user`, { headers: { authorization: "Bearer t" } });
        await answer.arrayBuffer();
        hints.push(answer.headers.get("keep-alive"));
      }
      expect(keepAliveTimeoutMs).toBeGreaterThanOrEqual(60_000);
      expect(hints).toEqual(Array(3).fill(`timeout=${keepAliveTimeoutMs / 1000}`));
    } finally {
      await proxy.stop();
    }
  });
});

describe("the control client on a connection closed under it", () => {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /**
   * A server that resets the connection of its first `resets` requests, as a server that closed a
   * kept-alive connection does to the request sent on it, and answers the others (an answer each
   * command reads: the clock, an empty page of the journal); it counts them.
   * A server of its own per test, so that no connection of another test is reused.
   */
  async function resettingServer(resets: number) {
    const server = { url: "", received: 0 };
    const http = createServer((request, response) => {
      if (++server.received <= resets) return void request.socket.resetAndDestroy();
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ now: new Date(0).toISOString(), requests: [] }));
    });
    servers.push(http);
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    server.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    return server;
  }

  it.each([
    ["reset", (control: ControlClient) => control.reset()],
    ["seed", (control: ControlClient) => control.seed()],
    ["now", (control: ControlClient) => control.now()],
    ["freezeClock", (control: ControlClient) => control.freezeClock()],
    ["requests", (control: ControlClient) => control.requests()],
  ])("sends %s (idempotent) again, once, on a new connection", async (_name, send) => {
    const answering = await resettingServer(1);
    await send(createControlClient(answering.url));
    expect(answering.received).toBe(2);
    const failing = await resettingServer(Infinity);
    await expect(send(createControlClient(failing.url))).rejects.toThrow(/fetch failed/);
    expect(failing.received).toBe(2);
  });

  it.each([
    ["advanceClock", (control: ControlClient) => control.advanceClock(1000)],
    ["injectFault", (control: ControlClient) => control.injectFault({ status: 503 })],
    ["openSession", (control: ControlClient) => control.openSession()],
  ])("does not send %s (not idempotent) again: its failure is the caller's", async (_name, send) => {
    const server = await resettingServer(1);
    await expect(send(createControlClient(server.url))).rejects.toThrow(/fetch failed/);
    expect(server.received).toBe(1);
  });
});
