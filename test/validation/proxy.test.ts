/** The validating proxy in front of a mock, passing valid traffic and reporting an altered response. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockServer, startProxyServer, type RunningServer, type Violation } from "../../src/mock-server.js";

let mock: RunningServer;
let altering: Server;
let alteringUrl: string;

beforeAll(async () => {
  mock = await startMockServer("code-hosting", { port: 0 });
  // An upstream that answers like the mock but with a status the contract does not know.
  altering = createServer(async (request, response) => {
    const answer = await fetch(mock.url + request.url, { headers: { authorization: "Bearer t" } });
    const body = (await answer.json()) as Record<string, unknown>;
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(JSON.stringify({ ...body, status: "paused" }));
  });
  await new Promise<void>((resolve) => altering.listen(0, "127.0.0.1", resolve));
  alteringUrl = `http://127.0.0.1:${(altering.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await mock?.close();
  altering?.closeAllConnections();
  await new Promise((resolve) => altering?.close(resolve));
});

async function throughProxy(upstream: string, init: RequestInit & { path: string }) {
  const violations: Violation[] = [];
  const proxy = await startProxyServer("code-hosting", upstream, { port: 0, onViolation: (v) => violations.push(v) });
  try {
    const response = await fetch(proxy.url + init.path, init);
    return { response, body: await response.json(), violations };
  } finally {
    await proxy.close();
  }
}

describe("validating proxy", () => {
  it("passes valid traffic through with no violation", async () => {
    const { response, body, violations } = await throughProxy(mock.url, { path: "/repos/o/r/import", headers: { Authorization: "Bearer t" } });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ status: "importing" });
    expect(violations).toEqual([]);
    expect(response.headers.get("sl-violations")).toBeNull();
  });

  it("reports a response that breaks the contract and passes it through unchanged", async () => {
    const { response, body, violations } = await throughProxy(alteringUrl, { path: "/repos/o/r/import", headers: { Authorization: "Bearer t" } });
    expect(body).toMatchObject({ status: "paused" });
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ direction: "response", method: "GET", path: "/repos/o/r/import", location: "body.status" });
    expect(JSON.parse(response.headers.get("sl-violations")!)).toEqual(violations);
  });

  it("reports a request that breaks the contract", async () => {
    const { violations } = await throughProxy(mock.url, {
      path: "/repos/o/r/import/lfs",
      method: "PATCH",
      headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
      body: JSON.stringify({ use_lfs: "maybe" }),
    });
    expect(violations.some((v) => v.direction === "request" && v.location === "body.use_lfs")).toBe(true);
  });

  it("answers 502 when the upstream closes the connection without an answer", async () => {
    const hangingUp = createServer((request) => request.socket.destroy());
    await new Promise<void>((resolve) => hangingUp.listen(0, "127.0.0.1", resolve));
    try {
      const { response, body } = await throughProxy(`http://127.0.0.1:${(hangingUp.address() as AddressInfo).port}`, { path: "/repos/o/r/import", headers: { Authorization: "Bearer t" } });
      expect([response.status, body.title]).toEqual([502, "The upstream is unreachable"]);
    } finally {
      await new Promise((resolve) => hangingUp.close(resolve));
    }
  });

  it("refuses an upstream that is not an http URL", () => {
    expect(() => startProxyServer("code-hosting", "ftp://example.invalid")).toThrow(/http\(s\) URL/);
  });
});
