/**
 * How a suite of another language, or a container, starts the simulator and finds it, with the
 * package's bin: --ready-file, which the language guides' fixtures wait for (docs/languages/),
 * and what the container recipe runs (Dockerfile, docs/container.md): the
 * image's command line (listening on every address, the control token from SIMULATOR_CONTROL_TOKEN,
 * the compose example's --allowed-host) and its HEALTHCHECK's command, `health`. On free ports
 * rather than the image's own, which other runs on this machine may hold; the executable's smoke
 * test in .ci/run runs the image's command lines as they are. No container runs here.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packageRoot } from "../../src/contract/files.js";
import { spawnBin, useScratchFiles, withServerCommand } from "../support/cli.js";
import { jsonOf, rawRequest } from "../support/http.js";

const dockerfile = readFileSync(join(packageRoot, "Dockerfile"), "utf8");
/** An exec-form instruction's arguments (`CMD ["serve", ...]`), as JSON. */
const execForm = (pattern: RegExp): string[] => JSON.parse(pattern.exec(dockerfile)![1]!) as string[];
const entrypoint = execForm(/^ENTRYPOINT (\[.*\])$/m);
const command = execForm(/^CMD (\[.*\])$/m);
const healthcheck = execForm(/^HEALTHCHECK .* CMD (\[.*\])$/m);
const token = "container-control-token";

const { folder } = useScratchFiles();

describe("--ready-file", () => {
  it("holds the process id and each API's URL once every server listens, and is removed at stop", async () => {
    const ready = join(folder, "ready.json");
    const { value, code } = await withServerCommand(
      ["serve", "code-hosting", "search", "--port", "0", "--ready-file", ready],
      async (url) => {
        const written = JSON.parse(readFileSync(ready, "utf8")) as { pid: number; urls: Record<string, string> };
        return { written, status: (await fetch(`${written.urls.search}/__health`)).status, first: url };
      },
    );
    expect(value.written).toEqual({
      pid: expect.any(Number),
      urls: { "code-hosting": value.first, search: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) },
    });
    expect(value.status).toBe(200);
    expect(code).toBe(0);
    expect(existsSync(ready)).toBe(false);
  });

  it("refuses a file in a folder that does not exist, before anything listens", () => {
    const refused = spawnBin(["serve", "--port", "0", "--ready-file", join(folder, "no-such-folder", "ready.json")]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--ready-file");
  });
});

describe("the container recipe's command lines", () => {
  it("runs the executable, serving every API on every address, its health checked by the executable itself", () => {
    expect(entrypoint).toEqual(["vendor-api-contracts"]);
    expect(command).toEqual(["serve", "--host", "0.0.0.0"]);
    expect(healthcheck).toEqual(["vendor-api-contracts", "health"]);
    expect(dockerfile).toMatch(/^EXPOSE 4010 4011 4012 4013 4014$/m);
    expect(dockerfile).toMatch(/^USER simulator$/m);
  });

  it("serves on every address with the control token given by SIMULATOR_CONTROL_TOKEN, answers /__health, and `health` says it is ready", async () => {
    const args = [...command, "code-hosting", "search", "--port", "0", "--allowed-host", "simulator"];
    const { value, output } = await withServerCommand(
      args,
      async (url, printed) => {
        const port = new URL(url).port;
        const search = `http://127.0.0.1:${/^search\s+http:\/\/0\.0\.0\.0:(\d+)$/m.exec(printed)![1]}`;
        const reset = (headers: Record<string, string>) => rawRequest(`${url}/__control/reset`, { method: "POST", headers });
        return {
          health: jsonOf(await rawRequest(`${url}/__health`)),
          withoutToken: (await reset({})).status,
          withToken: (await reset({ "x-simulator-control-token": token })).status,
          // A compose service is reached by its name: allowed by --allowed-host; any other name is not.
          byServiceName: (await reset({ host: `simulator:${port}`, "x-simulator-control-token": token })).status,
          byOtherName: (await reset({ host: `rebound.example:${port}`, "x-simulator-control-token": token })).status,
          healthCommand: spawnBin([...healthcheck.slice(1), url, search]),
        };
      },
      { SIMULATOR_CONTROL_TOKEN: token },
    );
    expect(value).toMatchObject({
      health: { status: "ready", api: "code-hosting" },
      withoutToken: 401,
      withToken: 200,
      byServiceName: 200,
      byOtherName: 403,
      healthCommand: { code: 0 },
    });
    expect(value.healthCommand.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+ ready\nhttp:\/\/127\.0\.0\.1:\d+ ready\n$/);
    // The token given is said to be required, and never printed.
    expect(output).toContain("The control API requires the header x-simulator-control-token: the token given");
    expect(output).not.toContain(token);
    // The console's address says where the page takes the token, without it.
    expect(output).toMatch(/^console +http:\/\/0\.0\.0\.0:\d+\/__console\/ \(add #token=<the token given>\)$/m);
  });

  it("`health` exits 1 where nothing answers, and 2 for what is not a base URL", () => {
    const down = spawnBin(["health", "http://127.0.0.1:0"]);
    expect(down.code).toBe(1);
    expect(down.stdout).toMatch(/^http:\/\/127\.0\.0\.1:0 not ready: /);
    expect(spawnBin(["health", "127.0.0.1:4010"])).toMatchObject({ code: 2, stderr: expect.stringContaining("health takes base URLs") });
  });

  it("refuses a control token a header cannot carry", () => {
    const refused = spawnBin(["serve", "--port", "0", "--control-token", "two words"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--control-token (or SIMULATOR_CONTROL_TOKEN) takes a token of visible ASCII characters");
  });
});
