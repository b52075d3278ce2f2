/**
 * The command-line tool's servers, run as a user runs them (the package's bin, in a process of its
 * own, until Ctrl-C): the simulator and Prism's mock, https with a certificate made at start or of
 * one's own, --quiet, --seed, --fault, --journal-size, the ready file and the deprecated seed
 * variable. A process serves every test of its describe block (each test resets what it reads).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { bin, httpsStatus, ownCertificate, useScratchFiles, useServerCommand, withServerCommand } from "../support/cli.js";

const { folder, file } = useScratchFiles();
const own = await ownCertificate();
const auth = { headers: { Authorization: "Bearer t" } };

describe("command-line tool: serve", () => {
  // Side by side: each waits mostly on its own process loading Prism.
  it.concurrent.for([
    ["Prism's mock", ["serve", "--engine", "prism"], 200],
    ["Prism's mock, by its own command", ["mock"], 200],
  ] as const)("serves %s until Ctrl-C", async ([_engine, command, status], { expect }) => {
    const args = [...command, "code-hosting", "--port", "0", "--response-header", "code-hosting:X-Vendor-Product=Hosting"];
    const { value, code, output } = await withServerCommand(args, async (url) => {
      // Prism answers its example (200).
      const response = await fetch(`${url}/repos/o/r/import`, { headers: { ...auth.headers, Accept: "application/vnd.vendor+json" } });
      return [response.status, response.headers.get("x-vendor-product")];
    });
    expect(value).toEqual([status, "Hosting"]);
    expect(output).toMatch(new RegExp(`code-hosting GET /repos/o/r/import ${status} [\\d.]+ms getImportStatus`));
    expect(output).toMatch(/code-hosting\s+http:\/\/127\.0\.0\.1:\d+/);
    expect(code).toBe(0);
  });

  it("serves the simulator over https with --tls, prints the certificate's file to trust, and removes it at stop", async () => {
    const { value, code, output } = await withServerCommand(
      ["serve", "search", "--port", "0", "--quiet", "--tls"],
      async (url, printed) => {
        const certFile = /TLS certificate: (\S+)/.exec(printed)![1]!;
        const ca = readFileSync(certFile, "utf8");
        return {
          url,
          certFile,
          statuses: [
            await httpsStatus(`${url}/__control/clock`, ca),
            await httpsStatus(`${url.replace("127.0.0.1", "localhost")}/__control/clock`, ca),
          ],
        };
      },
    );
    expect(value.url).toMatch(/^https:/);
    expect(value.statuses).toEqual([200, 200]);
    expect(output).toContain(`curl --cacert ${value.certFile}`);
    expect(output).toContain(`SSL_CERT_FILE=${value.certFile}`);
    expect(output).not.toContain("PRIVATE KEY");
    expect(code).toBe(0);
    expect(existsSync(value.certFile)).toBe(false);
  });

  it("serves the simulator over https with --tls-cert and --tls-key, and names that certificate to trust", async () => {
    const [cert, key] = [file("own-cert.pem", own.cert), file("own-key.pem", own.private)];
    const { value, output } = await withServerCommand(
      ["serve", "compute", "--port", "0", "--quiet", "--tls-cert", cert, "--tls-key", key],
      (url) => httpsStatus(`${url}/__control/clock`, own.cert),
    );
    expect(value).toBe(200);
    expect(output).toContain(`TLS certificate: ${cert}\n`);
    expect(existsSync(cert) && existsSync(key)).toBe(true);
  });
});

describe("command-line tool: serve, a line per request", () => {
  const ndjson = file("weblogs.ndjson", '{"status": 200}\n{"status": 404}\n');
  const server = useServerCommand(
    [
      ...["serve", "code-hosting", "search", "event-management", "--port", "0", "--journal-size", "0"],
      ...["--response-header", "code-hosting:X-Vendor-Product=Hosting"],
    ],
    { SEARCH_SIMULATOR_NDJSON: ndjson },
  );
  const urlOf = (api: string) => new RegExp(`${api}\\s+(http:\\S+)`).exec(server.command.output())![1]!;

  it("serves the simulator, and prints one line per request with its operation and without the credential", async () => {
    const response = await fetch(`${urlOf("code-hosting")}/repos/o/r/import`, auth);
    // No import was started: the simulator knows none.
    expect([response.status, response.headers.get("x-vendor-product")]).toEqual([404, "Hosting"]);
    await response.text();
    await vi.waitFor(() => expect(server.command.output()).toMatch(/code-hosting GET \/repos\/o\/r\/import 404 [\d.]+ms getImportStatus/), {
      timeout: 10_000,
    });
    expect(server.command.output()).not.toContain("Bearer t");
  });

  it("says once, in a line to copy, how to give the headers official clients read under the vendor's name", () => {
    expect(server.command.output().match(/--response-header "search:X-<word>-Product=<product>"/g)).toHaveLength(1);
    expect(server.command.output().match(/--response-header-name event-management:X-Vendor-Id=X-<word>-Id/g)).toHaveLength(1);
  });

  it("keeps no journal with --journal-size 0", async () => {
    await (await fetch(`${urlOf("code-hosting")}/user`, auth)).text();
    expect((await fetch(`${urlOf("code-hosting")}/__control/requests`)).status).toBe(404);
  });

  it("still seeds search from SEARCH_SIMULATOR_NDJSON (deprecated), into the index named after the file", async () => {
    const answer = (await (await fetch(`${urlOf("search")}/weblogs/_search`)).json()) as { hits: { hits: unknown[] } };
    expect(answer.hits.hits).toHaveLength(2);
  });

  it("stops at Ctrl-C, exit code 0", async () => {
    expect((await server.command.stop()).code).toBe(0);
  });
});

describe("command-line tool: serve --quiet, --seed, --fault, --journal-size, --ready-file", () => {
  // With an integer past 2^53 in members the contracts leave open (a document's source, a user's hometown), written as text.
  const big = "9007199254740993";
  const seeds = file(
    "seeds.json",
    JSON.stringify({
      search: { indices: { seeded: { documents: [{ _id: "s1", _source: { kind: "seeded", n: "<big>" } }] } } },
      "social-graph": { users: [{ id: "4242", name: "Seeded User", hometown: { id: "<big>" } }] },
    }).replaceAll('"<big>"', big),
  );
  // Left by an earlier run: removed at start, so that a script waiting for the file never reads it.
  const ready = file("ready.json", JSON.stringify({ pid: 1, urls: { search: "http://127.0.0.1:1" } }));
  const fault = "code-hosting:operationId=getImportStatus,status=503,retryAfter=2";
  const server = useServerCommand([
    ...["serve", "code-hosting", "search", "social-graph", "--port", "0", "--quiet", "--seed", seeds, "--fault", fault],
    ...["--journal-size", "2", "--response-header", "search:X-Vendor-Product=Vendor", "--ready-file", ready],
  ]);
  const urlOf = (api: string) => new RegExp(`${api}\\s+(http:\\S+)`).exec(server.command.output())![1]!;

  it("writes the ready file before its ready line: the process id and each API's URL", () => {
    expect(JSON.parse(readFileSync(ready, "utf8"))).toEqual({
      pid: server.command.pid,
      urls: { "code-hosting": urlOf("code-hosting"), search: urlOf("search"), "social-graph": urlOf("social-graph") },
    });
    // search's product header is given: nothing to say of it.
    expect(server.command.output()).not.toContain("search: the official clients check");
  });

  it("seeds each API served from one --seed file, and reset goes back to that seed", async () => {
    const url = urlOf("search");
    const hits = async () =>
      ((await (await fetch(`${url}/seeded/_search`)).json()) as { hits: { hits: { _id: string }[] } }).hits.hits.map((hit) => hit._id);
    const before = await hits();
    await fetch(`${url}/__control/reset`, { method: "POST" });
    // The default index is replaced. (A part for an API not served is refused: see the usage errors.)
    expect([before, await hits(), (await fetch(`${url}/orders-2024/_search`)).status]).toEqual([["s1"], ["s1"], 404]);
    expect((await fetch(`${urlOf("social-graph")}/v24.0/4242?access_token=t`)).status).toBe(200);
  });

  it("keeps every digit of an integer past 2^53 that the --seed file holds", async () => {
    expect(await (await fetch(`${urlOf("search")}/seeded/_source/s1`)).text()).toBe(`{"kind":"seeded","n":${big}}`);
    const user = await fetch(`${urlOf("social-graph")}/v24.0/4242?fields=hometown&access_token=t`);
    expect(await user.text()).toContain(`"hometown":{"id":${big}}`);
  });

  it("arms --fault at start and again after each reset", async () => {
    const url = urlOf("code-hosting");
    await fetch(`${url}/__control/reset`, { method: "POST" });
    const read = async () => {
      const answer = await fetch(`${url}/repos/o/r/import`, auth);
      return [answer.status, answer.headers.get("retry-after")];
    };
    const first = [await read(), await read()];
    await fetch(`${url}/__control/reset`, { method: "POST" });
    expect([...first, await read()]).toEqual([
      [503, "2"],
      [404, null],
      [503, "2"],
    ]);
  });

  it("keeps the last --journal-size requests of each API in its journal", async () => {
    const url = urlOf("code-hosting");
    await fetch(`${url}/__control/reset`, { method: "POST" });
    for (const path of ["/user", "/user/emails", "/user"]) await (await fetch(`${url}${path}`, auth)).text();
    const answer = (await (await fetch(`${url}/__control/requests`)).json()) as { requests: { operationId: string }[] };
    expect(answer.requests.map((entry) => entry.operationId)).toEqual(["listEmailsForAuthenticatedUser", "getAuthenticatedUser"]);
  });

  it("prints the console's address at start, where the console's page is served for every API", async () => {
    expect(server.command.output()).toMatch(/^console {12}http:\/\/127\.0\.0\.1:\d+\/__console\/$/m);
    const page = await fetch(`${urlOf("search")}/__console/`);
    expect([page.status, page.headers.get("content-type")]).toEqual([200, "text/html; charset=utf-8"]);
    expect(await page.text()).toContain('<script type="module" src="console.js">');
  });

  it("prints no request lines with --quiet, and removes the ready file at stop", async () => {
    const { code, output } = await server.command.stop();
    expect(code).toBe(0);
    expect(output).not.toMatch(/GET \/user/);
    expect(existsSync(ready)).toBe(false);
  });
});

describe("a server whose starting process ends", () => {
  // Side by side: each waits mostly for its server to see its parent gone.
  it.concurrent.for([
    ["serve", ["serve", "code-hosting", "--port", "0", "--quiet"]],
    ["proxy", ["proxy", "code-hosting", "http://127.0.0.1:4010", "--port", "0", "--quiet"]],
  ] as const)("%s stops, and removes its ready file, when the wrapper that started it is killed", async ([_command, args], { expect }) => {
    const ready = join(folder, `${args[0]}-wrapped.json`);
    // A wrapper that passes no signal on and stays the parent, as npx's shell does.
    const wrapper = spawn("sh", ["-c", `"${process.execPath}" "${bin}" ${args.join(" ")} --ready-file "${ready}"; echo ended`], {
      stdio: "ignore",
    });
    let server: number | undefined;
    try {
      await vi.waitFor(() => expect(existsSync(ready)).toBe(true), { timeout: 20_000, interval: 50 });
      const { pid, urls } = JSON.parse(readFileSync(ready, "utf8")) as { pid: number; urls: Record<string, string> };
      server = pid;
      expect(Object.keys(urls)).toEqual(["code-hosting"]);
      wrapper.kill("SIGKILL");
      await vi.waitFor(() => expect([existsSync(ready), isRunning(pid)]).toEqual([false, false]), { timeout: 20_000, interval: 50 });
    } finally {
      wrapper.kill("SIGKILL");
      // A server left running by a failure here is this test's to stop.
      if (server !== undefined && isRunning(server)) process.kill(server, "SIGKILL");
    }
  });
});

/** Whether a process of this id runs. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
