/**
 * The command-line tool's servers, run as a user runs them (the package's bin, in a process of its
 * own, until Ctrl-C): the simulator and Prism's mock, https with a certificate made at start or of
 * one's own, --quiet, --seed, --fault and the deprecated seed variable.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { httpsStatus, ownCertificate, useScratchFiles, withServerCommand } from "../support/cli.js";

const { file } = useScratchFiles();
const own = await ownCertificate();

describe("command-line tool: serve", () => {
  it.each([
    ["the simulator", ["serve"], 404],
    ["Prism's mock", ["serve", "--engine", "prism"], 200],
    ["Prism's mock, by its own command", ["mock"], 200],
  ])("serves %s until Ctrl-C", async (_engine, command, status) => {
    const args = [...command, "code-hosting", "--port", "0", "--response-header", "code-hosting:X-Vendor-Product=Hosting"];
    const { value, code, output } = await withServerCommand(args, async (url) => {
      // No import was started: the simulator knows none (404); Prism answers its example (200).
      const response = await fetch(`${url}/repos/o/r/import`, {
        headers: { Authorization: "Bearer t", Accept: "application/vnd.vendor+json" },
      });
      return [response.status, response.headers.get("x-vendor-product")];
    });
    expect(value).toEqual([status, "Hosting"]);
    // One line per request, with the operation and without the credential.
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

  it("prints the console's address at start, where the console's page is served for every API", async () => {
    const { value, output } = await withServerCommand(["serve", "code-hosting", "search", "--port", "0", "--quiet"], async (url) => {
      const page = await fetch(`${url}/__console/`);
      return { status: page.status, type: page.headers.get("content-type"), text: await page.text() };
    });
    expect(output).toMatch(/^console {12}http:\/\/127\.0\.0\.1:\d+\/__console\/$/m);
    expect(value).toMatchObject({ status: 200, type: "text/html; charset=utf-8" });
    expect(value.text).toContain('<script type="module" src="console.js">');
  });

  it("prints no request lines with --quiet, and once how to name the header an official client reads under the vendor's name", async () => {
    const { output } = await withServerCommand(["serve", "code-hosting", "event-management", "--port", "0", "--quiet"], async (url) => {
      await (await fetch(`${url}/repos/o/r/import`, { headers: { Authorization: "Bearer t" } })).text();
    });
    expect(output).not.toContain("GET /repos/o/r/import");
    expect(output.match(/--response-header-name event-management:X-Vendor-Id=X-<word>-Id/g)).toHaveLength(1);
  });

  it("seeds each API served from one --seed file, and reset goes back to that seed", async () => {
    const seeds = file(
      "seeds.json",
      JSON.stringify({
        search: { indices: { seeded: { documents: [{ _id: "s1", _source: { kind: "seeded" } }] } } },
        "social-graph": { users: [{ id: "4242", name: "Seeded User" }] },
      }),
    );
    const { value } = await withServerCommand(
      ["serve", "search", "social-graph", "--port", "0", "--quiet", "--seed", seeds],
      async (url) => {
        const hits = async () =>
          ((await (await fetch(`${url}/seeded/_search`)).json()) as { hits: { hits: { _id: string }[] } }).hits.hits.map((hit) => hit._id);
        const before = await hits();
        await fetch(`${url}/__control/reset`, { method: "POST" });
        return [before, await hits(), (await fetch(`${url}/orders-2024/_search`)).status];
      },
    );
    // The default index is replaced. (A part for an API not served is refused: see the usage errors.)
    expect(value).toEqual([["s1"], ["s1"], 404]);
  });

  it("arms --fault at start and again after each reset", async () => {
    const { value } = await withServerCommand(
      ["serve", "code-hosting", "--port", "0", "--quiet", "--fault", "code-hosting:operationId=getImportStatus,status=503,retryAfter=2"],
      async (url) => {
        const read = async () => {
          const answer = await fetch(`${url}/repos/o/r/import`, { headers: { Authorization: "Bearer t" } });
          return [answer.status, answer.headers.get("retry-after")];
        };
        const first = [await read(), await read()];
        await fetch(`${url}/__control/reset`, { method: "POST" });
        return [...first, await read()];
      },
    );
    expect(value).toEqual([
      [503, "2"],
      [404, null],
      [503, "2"],
    ]);
  });

  it("keeps the last --journal-size requests of each API in its journal, and none with 0", async () => {
    const read = async (url: string) => {
      for (const path of ["/user", "/user/emails", "/user"]) await fetch(`${url}${path}`, { headers: { Authorization: "Bearer t" } });
      const answer = await fetch(`${url}/__control/requests`);
      return [
        answer.status,
        ((await answer.json()) as { requests?: { operationId: string }[] }).requests?.map((entry) => entry.operationId),
      ];
    };
    const kept = await withServerCommand(["serve", "code-hosting", "--port", "0", "--quiet", "--journal-size", "2"], read);
    const none = await withServerCommand(["serve", "code-hosting", "--port", "0", "--quiet", "--journal-size", "0"], read);
    expect([kept.value, none.value]).toEqual([
      [200, ["listEmailsForAuthenticatedUser", "getAuthenticatedUser"]],
      [404, undefined],
    ]);
  });

  it("still seeds search from SEARCH_SIMULATOR_NDJSON (deprecated), into the index named after the file", async () => {
    const ndjson = file("weblogs.ndjson", '{"status": 200}\n{"status": 404}\n');
    const { value } = await withServerCommand(
      ["serve", "search", "--port", "0", "--quiet"],
      async (url) => {
        const answer = (await (await fetch(`${url}/weblogs/_search`)).json()) as { hits: { hits: unknown[] } };
        return answer.hits.hits.length;
      },
      { SEARCH_SIMULATOR_NDJSON: ndjson },
    );
    expect(value).toBe(2);
  });
});
