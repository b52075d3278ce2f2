/**
 * One test per credential rule (src/contract/redaction.ts), each checking the three places traffic
 * is written down: the simulator's journal, the proxy's HAR recording, and the log lines (the
 * simulator's and the proxy's). Each row sends a secret where its rule says a credential is, through
 * a recording proxy in front of the simulator, and a harmless value the same way under a name that
 * is no credential: the harmless value shows in each output that carries that part of a message
 * (so the check could fail), the secret in none. The log carries the method and the path only, so
 * the rule it guards is the userinfo of a URL, which the start lines of serve and proxy show too.
 */
import { request } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiId } from "../../src/contract/apis.js";
import { startProxyServer } from "../../src/servers/proxy.js";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";
import { withServerCommand } from "../support/cli.js";

type Output = "journal" | "har" | "log";
interface Sent {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface Row {
  api: ApiId;
  /** The request that puts `value` under the rule's name (`credential`), or under a harmless one. */
  send(value: string, credential: boolean): Sent;
  /** The outputs that carry this part of a message. */
  reaches: Output[];
  /** An answer of the upstream that carries the value (the service's handler replaced), for a rule on answers. */
  answer?: (value: string, credential: boolean) => unknown;
  /** The upstream's base URL as the proxy is given it, for the rule on a URL's userinfo. */
  upstream?: (base: string, value: string, credential: boolean) => string;
}

const json = (body: unknown) => JSON.stringify(body);
const bearer = { authorization: "Bearer t" };
const bodyOf = (type: string) => ({ ...bearer, "content-type": type });

const rows: [rule: string, Row][] = [
  [
    "a header named as a credential (X-Api-Key)",
    {
      api: "code-hosting",
      send: (value, credential) => ({ path: "/user", headers: { ...bearer, [credential ? "x-api-key" : "x-note"]: value } }),
      reaches: ["journal", "har"],
    },
  ],
  [
    "a query parameter named as a credential (api_key)",
    {
      api: "code-hosting",
      send: (value, credential) => ({ path: `/user?${credential ? "api_key" : "note"}=${value}`, headers: bearer }),
      reaches: ["journal", "har"],
    },
  ],
  [
    "a query credential of the contract's apiKey scheme (social-graph's appsecret_proof)",
    {
      api: "social-graph",
      send: (value, credential) => ({ path: `/v24.0/me?access_token=t&${credential ? "appsecret_proof" : "note"}=${value}` }),
      reaches: ["journal", "har"],
    },
  ],
  [
    "a JSON member named as a credential (clientSecret), at any depth",
    {
      api: "code-hosting",
      send: (value, credential) => ({
        method: "PATCH",
        path: "/user",
        headers: bodyOf("application/json"),
        body: json({ name: "Ada", extra: [{ [credential ? "clientSecret" : "note"]: value }] }),
      }),
      reaches: ["journal", "har"],
    },
  ],
  [
    "a query parameter the contract marks x-secret (compute's key)",
    {
      api: "compute",
      send: (value, credential) => ({
        path: `/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?${credential ? "key" : "note"}=${value}`,
        headers: bearer,
      }),
      reaches: ["journal", "har"],
    },
  ],
  [
    "a form field named as a credential (new-password)",
    {
      api: "social-graph",
      send: (value, credential) => ({
        method: "POST",
        path: "/v24.0/23843129321830525/users?access_token=t",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `payload=%7B%7D&${credential ? "new-password" : "note"}=${value}`,
      }),
      reaches: ["journal", "har"],
    },
  ],
  [
    "a member of an NDJSON line (accessToken)",
    {
      api: "search",
      send: (value, credential) => ({
        method: "POST",
        path: "/_search",
        headers: { "content-type": "application/x-ndjson" },
        body: `{"index":{}}\n${json({ user: "ada", [credential ? "accessToken" : "note"]: value })}\n`,
      }),
      reaches: ["journal", "har"],
    },
  ],
  [
    "a member of JSON sent as text/plain (passwd)",
    {
      api: "event-management",
      send: (value, credential) => ({
        method: "POST",
        path: "/rest/events",
        headers: { ...bodyOf("text/plain"), "x-vendor-protocol-version": "2.0.0" },
        body: json({ [credential ? "passwd" : "note"]: value }),
      }),
      reaches: ["journal", "har"],
    },
  ],
  [
    "a member of an answer named as a credential (private_key)",
    {
      api: "code-hosting",
      send: () => ({ path: "/user", headers: bearer }),
      answer: (value, credential) => ({ login: "octocat", [credential ? "private_key" : "bio"]: value }),
      reaches: ["journal", "har"],
    },
  ],
  [
    "the userinfo of a URL: a request in absolute form, and the proxy's upstream",
    {
      api: "code-hosting",
      // The harmless value in a path segment, which the log shows.
      send: (value, credential) => ({ path: credential ? "/user" : `/users/${value}`, headers: bearer }),
      upstream: (base, value, credential) => (credential ? base.replace("://", `://ada:${value}@`) : base),
      reaches: ["journal", "har", "log"],
    },
  ],
];

const scratch = mkdtempSync(join(tmpdir(), "contracts-redaction-"));
const lines: string[] = [];
let simulator: RunningSimulator;
beforeAll(async () => {
  simulator = await startSimulator({ port: 0, log: (line) => lines.push(line) });
});
afterAll(async () => {
  await simulator?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Sends a request as written, its path in absolute form where it names a userinfo (node's client sends it so). */
function send(base: string, sent: Sent, userinfo?: string): Promise<number> {
  const url = new URL(base);
  const path = userinfo === undefined ? sent.path : `${url.protocol}//ada:${userinfo}@${url.host}${sent.path}`;
  return new Promise((resolve, reject) => {
    const out = request({ host: url.hostname, port: url.port, method: sent.method ?? "GET", path, headers: sent.headers }, (answer) => {
      answer.resume().on("end", () => resolve(answer.statusCode!));
    });
    out.on("error", reject).end(sent.body);
  });
}

/** What each output wrote of one request sent through a recording proxy in front of the simulator (and, for userinfo, to the simulator in absolute form). */
async function outputs(rule: string, row: Row, value: string, credential: boolean): Promise<Record<Output, string>> {
  const base = simulator.urls[row.api]!;
  const handlers = simulator.services[row.api]!.handlers;
  const kept = handlers.getAuthenticatedUser;
  if (row.answer) handlers.getAuthenticatedUser = () => ({ status: 200, body: row.answer!(value, credential) });
  const file = join(scratch, `${rules.indexOf(rule)}-${credential}.har`);
  const proxyLines: string[] = [];
  lines.length = 0;
  simulator.clearRequests();
  try {
    const upstream = row.upstream?.(base, value, credential) ?? base;
    const proxy = await startProxyServer(row.api, upstream, { record: file, log: (line) => proxyLines.push(line) });
    try {
      await send(proxy.url, row.send(value, credential));
    } finally {
      await proxy.stop();
    }
    if (row.upstream) await send(base, row.send(value, credential), credential ? value : undefined);
  } finally {
    handlers.getAuthenticatedUser = kept;
  }
  return { journal: JSON.stringify(simulator.requests()), har: readFileSync(file, "utf8"), log: [...lines, ...proxyLines].join("\n") };
}

const rules = rows.map(([rule]) => rule);

describe.each(rows)("%s", (rule, row) => {
  let harmless: Record<Output, string>;
  let written: Record<Output, string>;
  beforeAll(async () => {
    harmless = await outputs(rule, row, "Harmless-4c1e", false);
    written = await outputs(rule, row, "Secret-9b7d", true);
  });

  it.each(["journal", "har", "log"] as const)("never reaches the %s", (output) => {
    // Where the output carries this part of a message, the harmless value shows: the check can fail.
    if (row.reaches.includes(output)) expect(harmless[output], `${output} carries the harmless value`).toContain("Harmless-4c1e");
    expect(written[output]).not.toContain("Secret-9b7d");
    if (row.reaches.includes(output)) expect(written[output]).toMatch(/\[redacted\]|%5Bredacted%5D/);
  });
});

describe("the start lines", () => {
  it.each([
    [
      "serve --upstream",
      [
        "serve",
        "code-hosting",
        "--port",
        "0",
        "--upstream",
        "code-hosting=http://ada:Secret-9b7d@127.0.0.1:1",
        "--forward",
        "getImportStatus",
      ],
    ],
    ["proxy", ["proxy", "code-hosting", "http://ada:Secret-9b7d@127.0.0.1:1", "--port", "0"]],
  ])("%s names the upstream without its password", async (_, args) => {
    const { output } = await withServerCommand(args, async () => undefined);
    expect(output).toContain("http://%5Bredacted%5D@127.0.0.1:1");
    expect(output).not.toContain("Secret-9b7d");
  });
});
