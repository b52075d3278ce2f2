/**
 * What a simulator takes at its start and gives back: the seeds as an option (the same path as
 * `--seed`), refused naming the API and the problem before anything listens, which sessions start
 * from too; and running handles that are async-disposable (`await using`): the simulator's, the
 * mock's and the validating proxy's, each stopped when its block ends, also when it throws.
 */
import { Server } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startMockServer } from "../../src/servers/mock-server.js";
import { startProxyServer } from "../../src/servers/proxy.js";
import { apiIds } from "../../src/contract/apis.js";
import { createControlClient } from "../../src/simulator/control.js";
import { commandNames } from "../../src/simulator/control-types.js";
import { createSimulator } from "../../src/simulator/in-process.js";
import { startSimulator } from "../../src/simulator/sockets.js";

const auth = { authorization: "Bearer start-options" };
const login = async (url: string) => ((await (await fetch(`${url}/user`, { headers: auth })).json()) as { login: string }).login;
/** Whether anything still answers at a URL (a stopped server refuses the connection). */
const listening = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the seeds option", () => {
  it("seeds each API at start, which a reset goes back to and every session starts from", async () => {
    await using simulator = await startSimulator({
      apis: ["code-hosting", "search"],
      port: 0,
      seeds: { "code-hosting": { login: "hubot" }, search: { indices: { logs: { generate: { count: 3 } } } } },
    });
    const url = simulator.urls["code-hosting"]!;
    expect(await login(url)).toBe("hubot");
    const control = createControlClient(url, { api: "code-hosting" });
    await control.reset();
    expect(await login(url)).toBe("hubot");
    const session = await control.openSession();
    expect(await login(session.urls["code-hosting"]!)).toBe("hubot");
    const found = (await (await fetch(`${session.urls.search}/logs/_search`)).json()) as { hits: { hits: unknown[] } };
    expect(found.hits.hits).toHaveLength(3);
    // A session's own seed of an API replaces the start's.
    const own = await control.openSession({ seeds: { "code-hosting": null } });
    expect(await login(own.urls["code-hosting"]!)).toBe("octocat");
  });

  it.each([
    [{ "social-graph": { users: [{ name: "no id" }] } }, "the seed of social-graph: every seeded user needs an id, a numeric string"],
    [{ compute: { user: "a@b.example" } }, "a seed of compute, which is not served; the APIs served are social-graph"],
    [{ nope: {} }, 'a seed of "nope", which is no API; the APIs are code-hosting, social-graph, event-management, compute, search'],
  ])("refuses %j before anything listens, naming the API and the problem", async (seeds, message) => {
    const listen = vi.spyOn(Server.prototype, "listen");
    await expect(startSimulator({ apis: ["social-graph"], port: 0, seeds: seeds as never })).rejects.toThrow(message);
    expect(listen).not.toHaveBeenCalled();
    expect(() => createSimulator({ apis: ["social-graph"], seeds: seeds as never })).toThrow(message);
  });

  it("types every command each service has, and no other (control-types.ts)", () => {
    const { services } = createSimulator();
    for (const api of apiIds) expect(Object.keys(services[api]!.control ?? {}).sort(), api).toEqual([...commandNames[api]].sort());
  });

  it("types each API's seed and each command's body from the API named", () => {
    // Compiled, never run: the compiler refuses what the service's readers would refuse.
    const typesOnly = async () => {
      // @ts-expect-error: code-hosting's seed has no member `logn`
      await startSimulator({ seeds: { "code-hosting": { logn: "hubot" } } });
      const search = createControlClient("http://127.0.0.1:4014", { api: "search" });
      await search.seed({ indices: { logs: { shards: 1 } } });
      // @ts-expect-error: shards is a number
      await search.seed({ indices: { logs: { shards: "1" } } });
      await search.command("createIndex", { index: "logs", generate: { count: 10 } });
      // @ts-expect-error: search has no command `tokens`
      await search.command("tokens", {});
      // @ts-expect-error: createIndex needs its index
      await search.command("createIndex", { generate: { count: 10 } });
      const session = await search.openSession({ seeds: { compute: { user: "a@b.example" } } });
      await session.command("event-management", "cancel", { id: 1 });
      // @ts-expect-error: cancel's id is a number
      await session.command("event-management", "cancel", { id: "1" });
      // A client made for no one API takes any command, as before.
      await createControlClient("http://127.0.0.1:4010").command("anything", { at: "all" });
    };
    expect(typesOnly).toBeTypeOf("function");
  });
});

describe("async-disposable handles", () => {
  it("stops the simulator when its block ends", async () => {
    let url = "";
    {
      await using simulator = await startSimulator({ apis: ["search"], port: 0 });
      url = simulator.urls.search!;
      expect(await listening(url)).toBe(true);
    }
    expect(await listening(url)).toBe(false);
  });

  it("stops the mock and the proxy when their block ends, also when it throws", async () => {
    let mockUrl = "";
    let proxyUrl = "";
    const failing = async () => {
      await using mock = await startMockServer("search", { port: 0 });
      await using proxy = await startProxyServer("search", mock.url, { port: 0 });
      mockUrl = mock.url;
      proxyUrl = proxy.url;
      expect((await fetch(`${proxy.url}/_search`)).status).toBe(200);
      throw new Error("the test failed here");
    };
    await expect(failing()).rejects.toThrow("the test failed here");
    expect(await listening(mockUrl)).toBe(false);
    expect(await listening(proxyUrl)).toBe(false);
  });
});
