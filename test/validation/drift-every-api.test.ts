/**
 * Drift, for every API: each API's sequence of exchanges (test/support/recording.ts) recorded
 * through the validating proxy in front of a service changed on purpose, then `validate --har`
 * on the recording, which names the operation and the problem and exits 1.
 *
 * What changed on purpose is the service, as when a real service ships a change its contract does
 * not know yet: the simulator stands for the service as the contract has it, and in front of it a
 * small server of the test forwards every request to it (with the package's own forwarding) and
 * changes one operation's answers the way a service changes (a member renamed or retyped, a header
 * renamed). The recording is what the proxy wrote of that service; nothing in the file is edited
 * afterwards. The contract the recording is checked against is the package's, unchanged.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIds, type ApiId } from "../../src/contract/apis.js";
import { operationIndex } from "../../src/contract/documents.js";
import { flattenHeaders } from "../../src/contract/messages.js";
import { createForwarder } from "../../src/servers/forward.js";
import { readBodyBytes } from "../../src/servers/http.js";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";
import { runHere } from "../support/cli.js";
import { recordSequence } from "../support/recording.js";

interface Change {
  operationId: string;
  /** What the service changed, in words. */
  what: string;
  /** The change, on the answer's headers and parsed body. */
  answer(headers: Record<string, string>, body: Record<string, unknown>): void;
  /** The problem `validate --har` names. */
  problem: RegExp;
}

const renamed = (body: Record<string, unknown>, from: string, to: string) => {
  body[to] = body[from];
  delete body[from];
};

const changes: Partial<Record<ApiId, Change>> = {
  "code-hosting": {
    operationId: "getImportStatus",
    what: "the import's status renamed state",
    answer: (_, body) => renamed(body, "status", "state"),
    problem: /response 200, body: body is missing the required property "status" \(required\)/,
  },
  "social-graph": {
    operationId: "updateUser",
    what: "success answered as text",
    answer: (_, body) => void (body.success = String(body.success)),
    problem: /response 200, body\.success: .*boolean.* \(type\)/,
  },
  "event-management": {
    operationId: "createEvent",
    // Renamed off the header's form, `X-<word>-Id`: under another word in place of `Vendor` it would be the same header.
    what: "the created event's id header renamed",
    answer: (headers) => {
      headers["x-vendor-entity-id"] = headers["x-vendor-id"]!;
      delete headers["x-vendor-id"];
    },
    problem:
      /response 201, header: the required response header "X-Vendor-Id" is missing \(sent under any name of the form X-<word>-Id\) \(missing\)/,
  },
  compute: {
    operationId: "listAggregatedForwardingRules",
    what: "the rules by scope answered as one list",
    answer: (_, body) => void (body.items = Object.values(body.items as object)),
    problem: /response 200, body\.items: .*object.* \(type\)/,
  },
  search: {
    operationId: "info",
    what: "the cluster's uuid renamed cluster_id",
    answer: (_, body) => renamed(body, "cluster_uuid", "cluster_id"),
    problem: /response 200, body: body is missing the required property "cluster_uuid" \(required\)/,
  },
};

/** The service changed: every request forwarded to `upstream`, the answers of the change's operation changed. */
async function changedService(api: ApiId, upstream: string, change: Change): Promise<Server> {
  const forward = createForwarder(upstream);
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBodyBytes(request);
      const answer = await forward(request.method!, request.url!, flattenHeaders(request.headers), body);
      let text = new TextDecoder().decode(answer.bytes);
      if (operationIndex(api).match(request.method!, request.url!).entry?.operationId === change.operationId) {
        const parsed = JSON.parse(text) as Record<string, unknown>;
        change.answer(answer.headers, parsed);
        text = JSON.stringify(parsed);
      }
      response.writeHead(answer.status, answer.headers).end(text);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

const scratch = mkdtempSync(join(tmpdir(), "contracts-drift-every-api-"));
let simulator: RunningSimulator | undefined;
const changed: Server[] = [];
beforeAll(async () => {
  simulator = await startSimulator({ port: 0, strict: true });
});
afterAll(async () => {
  for (const server of changed) server.closeAllConnections();
  await Promise.all([simulator?.stop(), ...changed.map((server) => new Promise((resolve) => server.close(resolve)))]);
  rmSync(scratch, { recursive: true, force: true });
});

describe("drift of a service changed on purpose, for every API", () => {
  it("has a change for every API", () => {
    expect(Object.keys(changes).sort()).toEqual([...apiIds].sort());
  });

  it.each(apiIds.filter((api) => changes[api]).map((api) => [api, changes[api]!.what, changes[api]!] as const))(
    "%s: %s",
    async (api, _what, change) => {
      const service = await changedService(api, simulator!.urls[api]!, change);
      changed.push(service);
      const file = join(scratch, `${api}.har`);
      const statuses = await recordSequence(api, `http://127.0.0.1:${(service.address() as AddressInfo).port}`, file);
      expect(statuses.every((status) => status < 300)).toBe(true);

      const { code, stdout } = await runHere(["validate", "--har", file]);
      expect(code, stdout).toBe(1);
      const operation = new RegExp(
        `^${api} ${change.operationId} \\(.*\\), \\d+ entr(?:y|ies): \\d+ problems?\\n((?: {2}- .*\\n)+)`,
        "m",
      ).exec(stdout);
      expect(operation, stdout).not.toBeNull();
      expect(operation![1]).toMatch(change.problem);
      // The change is the only drift: every other operation of the sequence is as its contract has it.
      expect(stdout.match(/^\S+ \S+ \(.*\), \d+ entr(?:y|ies): \d+ problems?$/gm)).toHaveLength(1);

      const report = JSON.parse((await runHere(["validate", "--har", file, "--json"])).stdout) as {
        operations: { operationId: string; problems: unknown[] }[];
      };
      expect(report.operations.filter((entry) => entry.problems.length > 0).map((entry) => entry.operationId)).toEqual([
        change.operationId,
      ]);
    },
  );
});
