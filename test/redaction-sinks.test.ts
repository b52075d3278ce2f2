/**
 * Each credential rule, in each place a request is kept or printed: the simulator's journal, the
 * recording proxy's HAR file and the simulator's request log (strict: its violations too). The
 * rules are written out here, apart from src/contract/redaction.ts, so that a rule dropped there (a
 * name, an `x-secret`, an apiKey scheme) fails the test of that rule in the journal and the HAR,
 * which keep what a request carried; the log, which names a request by its path alone, is held to
 * keep none of it.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiId } from "../src/contract/apis.js";
import { createControlClient } from "../src/simulator/control.js";
import { startSimulator, type RunningSimulator } from "../src/simulator/sockets.js";
import { recordThrough } from "./support/recording.js";

type Place = "header" | "query" | "body";

const everyApi: [Place, string][] = [
  ...["authorization", "proxy-authorization", "cookie", "set-cookie", "x-simulator-control-token"].map(
    (name) => ["header", name] as [Place, string],
  ),
  ["query", "access_token"],
  ...["password", "token", "access_token", "refresh_token", "id_token", "client_secret"].map((name) => ["body", name] as [Place, string]),
];

/** Per API: the request each credential rides on (an operation that takes a JSON body), and the rules of its own contract. */
const apis: Record<ApiId, { method: string; path: string; headers?: Record<string, string>; own: [Place, string][] }> = {
  "code-hosting": {
    method: "PUT",
    path: "/repos/octocat/socm/import",
    own: [
      ["body", "vcs_password"],
      ["body", "temp_clone_token"],
    ],
  },
  "social-graph": {
    method: "POST",
    path: "/v23.0/120000000000001",
    own: [
      ["query", "appsecret_proof"],
      ["body", "appsecret_proof"],
    ],
  },
  "event-management": { method: "POST", path: "/rest/events", headers: { "x-vendor-protocol-version": "2.0.0" }, own: [] },
  compute: {
    method: "POST",
    path: "/compute/v1/projects/acme-web-prod/global/securityPolicies",
    own: [
      ["query", "oauth_token"],
      ["query", "key"],
      ["body", "oauth_token"],
    ],
  },
  search: { method: "POST", path: "/orders-2024/_search", own: [] },
};

const folder = mkdtempSync(join(tmpdir(), "redaction-sinks-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each(Object.keys(apis) as ApiId[])("%s: every credential rule in the journal, the HAR and the log", (api) => {
  const { method, path, headers = {}, own } = apis[api];
  const cases = [...everyApi, ...own].map(([place, name], index) => ({
    place,
    name,
    marker: `case${index}`,
    secret: `Secret-${api}-${place}-${name}`,
  }));
  const log: string[] = [];
  const har = join(folder, `${api}.har`);
  let simulator: RunningSimulator;
  let journal = "";

  beforeAll(async () => {
    // Strict, so that the log prints each contract violation too.
    simulator = await startSimulator({ apis: [api], port: 0, strict: true, log: (line) => log.push(line) });
    // Through the recording proxy in front of the simulator: each request reaches all three.
    await recordThrough(api, simulator.urls[api]!, har, async (proxy) => {
      for (const { place, name, marker, secret } of cases) {
        const query = new URLSearchParams({ marker, ...(place === "query" ? { [name]: secret } : {}) });
        const sent = await fetch(`${proxy}${path}?${query}`, {
          method,
          headers: {
            "content-type": "application/json",
            ...headers,
            ...(name === "authorization" ? {} : { authorization: "Bearer t" }),
            ...(place === "header" ? { [name]: secret } : {}),
          },
          body: JSON.stringify(place === "body" ? { marker, nested: [{ [name]: secret }] } : { marker }),
        });
        await sent.arrayBuffer();
      }
    });
    journal = JSON.stringify(await createControlClient(simulator.urls[api]!).requests());
  });
  afterAll(() => simulator?.stop());

  it.each(cases)("$place $name: kept as [redacted] in each, its value in none", ({ marker, secret }) => {
    const recorded = readFileSync(har, "utf8");
    // Each sink holds the request (so the check is not of an empty file)...
    expect(journal, "the journal").toContain(marker);
    expect(recorded, "the HAR").toContain(marker);
    // The log names a request by its path alone (no query, header or body), so it holds none of them.
    expect(
      log.filter((line) => line.startsWith(`${api} ${method} ${path} `)),
      "the log",
    ).toHaveLength(cases.length);
    // ...and not the credential.
    expect(journal.includes(secret), "the journal").toBe(false);
    expect(recorded.includes(secret), "the HAR").toBe(false);
    expect(log.join("\n").includes(secret), "the log").toBe(false);
    expect([journal, recorded].every((text) => text.includes("[redacted]"))).toBe(true);
  });
});
