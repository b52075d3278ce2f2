/**
 * The validating proxy in front of a mock, passing valid traffic and reporting an altered response,
 * and bounded against an upstream that never answers, never ends, answers too much or too many
 * headers, or answers what is not JSON.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageRoot } from "../../src/contract/files.js";
import { startMockServer, startProxyServer, type RunningServer, type Violation } from "../../src/servers/mock-server.js";
import { startSimulator } from "../../src/simulator/sockets.js";
import { rawRequest } from "../support/http.js";

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
  await mock?.stop();
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
    await proxy.stop();
  }
}

describe("stopping a server of the package", () => {
  it("is stop() on each (the simulator, the mock, the proxy); close() is another name of it, deprecated", async () => {
    const [simulator, mockServer, proxy] = await Promise.all([
      startSimulator({ apis: ["code-hosting"], port: 0 }),
      startMockServer("code-hosting", { port: 0 }),
      startProxyServer("code-hosting", mock.url, { port: 0 }),
    ]);
    try {
      expect(mockServer.close).toBe(mockServer.stop);
      expect(proxy.close).toBe(proxy.stop);
      const urls = [simulator.urls["code-hosting"]!, mockServer.url, proxy.url];
      for (const url of urls) expect((await fetch(`${url}/user/emails`, { headers: { authorization: "Bearer t" } })).status, url).toBe(200);
      await Promise.all([simulator.stop(), mockServer.stop(), proxy.stop()]);
      for (const url of urls) await expect(fetch(`${url}/user/emails`), url).rejects.toThrow("fetch failed");
    } finally {
      await Promise.allSettled([simulator.stop(), mockServer.stop(), proxy.stop()]);
    }
    // What an editor shows from the package's declarations.
    for (const file of ["servers/server-options.d.ts"])
      expect(readFileSync(join(packageRoot, "dist", "src", file), "utf8"), file).toMatch(
        /stop\(\): Promise<void>;\s*\/\*\* @deprecated Use stop\(\)[^*]*\*\/\s*close\(\): Promise<void>;/,
      );
  });
});

describe("validating proxy", () => {
  it("passes valid traffic through with no violation", async () => {
    const { response, body, violations } = await throughProxy(mock.url, {
      path: "/repos/o/r/import",
      headers: { Authorization: "Bearer t" },
    });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ status: "importing" });
    expect(violations).toEqual([]);
    expect(response.headers.get("sl-violations")).toBeNull();
  });

  it("reports a response that breaks the contract and passes it through unchanged", async () => {
    const { response, body, violations } = await throughProxy(alteringUrl, {
      path: "/repos/o/r/import",
      headers: { Authorization: "Bearer t" },
    });
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
      const { response, body } = await throughProxy(`http://127.0.0.1:${(hangingUp.address() as AddressInfo).port}`, {
        path: "/repos/o/r/import",
        headers: { Authorization: "Bearer t" },
      });
      expect([response.status, body.title]).toEqual([502, "The upstream is unreachable"]);
    } finally {
      await new Promise((resolve) => hangingUp.close(resolve));
    }
  });

  it("refuses an upstream that is not an http URL", () => {
    expect(() => startProxyServer("code-hosting", "ftp://example.invalid")).toThrow(/http\(s\) URL/);
  });
});

describe("the proxy's bounds", () => {
  /** An upstream answering every request with `answer`, for one test. */
  async function withUpstream(answer: (request: IncomingMessage, response: ServerResponse) => void, run: (url: string) => Promise<void>) {
    const upstream = createServer(answer);
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    try {
      await run(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
    } finally {
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    }
  }
  const get = async (proxyUrl: string) => {
    const response = await fetch(`${proxyUrl}/repos/o/r/import`, { headers: { Authorization: "Bearer t" } });
    return { status: response.status, text: await response.text() };
  };

  it.each([
    ["never answers", (_request: IncomingMessage, _response: ServerResponse) => {}],
    [
      "never ends its answer",
      (_request: IncomingMessage, response: ServerResponse) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.write('{"status":');
      },
    ],
  ])("answers 504 when the upstream %s, once its time is up", async (_what, answer) => {
    await withUpstream(answer, async (upstream) => {
      const proxy = await startProxyServer("code-hosting", upstream, { timeoutMs: 300 });
      try {
        const { status, text } = await get(proxy.url);
        expect(status).toBe(504);
        expect(JSON.parse(text)).toMatchObject({ title: "The upstream did not answer in time" });
      } finally {
        await proxy.stop();
      }
    });
  });

  it("answers 502 to an answer larger than it passes on, and reads no further", async () => {
    let written = 0;
    await withUpstream(
      (_request, response) => {
        response.writeHead(200, { "content-type": "application/json" });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const more = () => {
          while (written < 256 * 1024 * 1024) {
            written += chunk.length;
            if (!response.write(chunk)) return void response.once("drain", more);
          }
          response.end();
        };
        more();
      },
      async (upstream) => {
        const proxy = await startProxyServer("code-hosting", upstream, { maxResponseBytes: 1024 * 1024 });
        try {
          const { status, text } = await get(proxy.url);
          expect(status).toBe(502);
          expect(JSON.parse(text)).toMatchObject({ title: "The upstream's answer is too large" });
          expect(written).toBeLessThan(64 * 1024 * 1024);
        } finally {
          await proxy.stop();
        }
      },
    );
  });

  it("answers 502 to an answer with more headers than a client reads", async () => {
    await withUpstream(
      (_request, response) => {
        for (let i = 0; i < 10_000; i++) response.setHeader(`x-header-${i}`, "v");
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      },
      async (upstream) => {
        const proxy = await startProxyServer("code-hosting", upstream);
        try {
          const { status, text } = await get(proxy.url);
          expect(status).toBe(502);
          expect(JSON.parse(text)).toMatchObject({ title: "The upstream is unreachable" });
        } finally {
          await proxy.stop();
        }
      },
    );
  });

  it("passes an answer that is not JSON through, and its violation quotes none of it", async () => {
    const body = '{"vcs_url":"https://git.example.org/x.git","vcs_password":hunter2}';
    await withUpstream(
      (_request, response) => response.writeHead(200, { "content-type": "application/json" }).end(body),
      async (upstream) => {
        const violations: Violation[] = [];
        const proxy = await startProxyServer("code-hosting", upstream, { onViolation: (violation) => violations.push(violation) });
        try {
          const answer = await fetch(`${proxy.url}/repos/o/r/import`, { headers: { Authorization: "Bearer t" } });
          expect([answer.status, await answer.text()]).toEqual([200, body]);
          expect(violations).toEqual([
            expect.objectContaining({ direction: "response", message: expect.stringContaining("not valid JSON") }),
          ]);
          expect(JSON.stringify(violations)).not.toContain("hunter2");
          expect(answer.headers.get("sl-violations")).not.toContain("hunter2");
        } finally {
          await proxy.stop();
        }
      },
    );
  });

  it("passes a binary request body upstream byte for byte", async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x80]);
    let received: Buffer | undefined;
    await withUpstream(
      (request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          received = Buffer.concat(chunks);
          response.writeHead(201).end();
        });
      },
      async (upstream) => {
        const proxy = await startProxyServer("event-management", upstream);
        try {
          await fetch(`${proxy.url}/rest/mediaUpload/C5522AQHn46pwH96hxQ/uploadedImage`, {
            method: "POST",
            headers: { Authorization: "Bearer t", "Content-Type": "image/png" },
            body: bytes,
          });
          expect(received).toEqual(bytes);
        } finally {
          await proxy.stop();
        }
      },
    );
  });
});

describe("the proxy's bodies", () => {
  it("answers a body past the API's limit with 413 before closing the connection, sending nothing upstream", async () => {
    let forwarded = 0;
    const upstream = createServer((_request, response) => void (forwarded++, response.end()));
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const proxy = await startProxyServer("code-hosting", `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
    try {
      // 16 MiB past code-hosting's 1 MiB, read by a client that reads its answer once it has sent the whole body.
      const chunks = function* () {
        for (let i = 0; i < 16; i++) yield Buffer.alloc(1024 * 1024, 0x20);
      };
      const headers = { Authorization: "Bearer t", "Content-Type": "application/json", "Transfer-Encoding": "chunked" };
      const answer = await rawRequest(`${proxy.url}/repos/o/r/import`, { method: "PUT", headers, body: chunks() });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe("close");
      expect(JSON.parse(answer.text)).toMatchObject({ message: expect.stringContaining("larger than this API takes") });
      expect(forwarded).toBe(0);
      expect((await rawRequest(`${proxy.url}/repos/o/r/import`, { headers: { Authorization: "Bearer t" } })).status).toBe(200);
    } finally {
      await proxy.stop();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
