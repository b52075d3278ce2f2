/**
 * Every service's control commands check their bodies: a body of the wrong shape gets a 400 that
 * names the command, the member and what it must be, and a right one is taken. Given command and
 * body, the wanted status and message (the problem body's title; none for a body taken).
 */
import { describe, expect, it } from "vitest";
import type { ApiId } from "../../src/contract/apis.js";
import { exactJsonText } from "../../src/contract/exact-json.js";
import { useSimulator } from "../support/simulator.js";

type Row = [command: string, body: unknown, status: number, title: RegExp];

// Every API has its table, so that a new one is asked for its rows (an API without commands writes []).
const rows: Record<ApiId, Row[]> = {
  "code-hosting": [
    ["tokens", ["read-only"], 400, /^tokens must be an object, not a list$/],
    ["tokens", { "read-only": { contents: "admin" } }, 400, /contents: the level is "read" or "write"/],
    ["tokens", { "read-only": { contents: "read" } }, 200, /^$/],
    ["workflows", { repositories: "octocat/ci" }, 400, /^workflows\.repositories: a list of "owner\/repo" names$/],
    ["workflows", { repos: ["octocat/ci"] }, 400, /^workflows takes \{ repositories \}: it has no member repos$/],
    [
      "refs",
      { repository: "octocat", refs: { main: "a".repeat(40) } },
      400,
      /^refs\.repository must be an "owner\/repo" name, not a string$/,
    ],
    ["refs", { repository: "octocat/hello-world", refs: { main: 1 } }, 400, /^refs\.refs\.main must be a non-empty string, not a number$/],
    ["refs", { repository: "octocat/hello-world", refs: { main: "a".repeat(40) } }, 200, /^$/],
    ["state", { imports: true }, 400, /^state takes \{\} \(no members\): it has no member imports$/],
    ["state", {}, 200, /^$/],
  ],
  compute: [
    ["policy", {}, 400, /^policy\.name must be a non-empty string, not missing$/],
    ["policy", { name: 3 }, 400, /^policy\.name must be a non-empty string, not a number$/],
    ["policy", { name: "storefront-edge" }, 200, /^$/],
    ["policy", { name: "storefront-edge", project: 5 }, 400, /^policy\.project must be a non-empty string, not a number$/],
    ["policies", { all: true }, 400, /^policies takes \{ project \}: it has no member all$/],
    ["policies", { project: "no-such-project" }, 400, /^no project no-such-project$/],
    ["policies", { project: "acme-web-prod" }, 200, /^$/],
    ["operation", { name: ["operation-1"] }, 400, /^operation\.name must be a non-empty string, not a list$/],
    ["unreachable", { scopes: "regions/me-central2" }, 400, /^unreachable\.scopes must be a list of strings, not a string$/],
    [
      "migrate",
      { project: "acme-web-prod", rule: "assets-http", state: 5 },
      400,
      /^migrate\.state must be a non-empty string, not a number$/,
    ],
    [
      "migrate",
      { project: "acme-web-prod", rule: "assets-http", state: "TEST_BY_PERCENTAGE", testingPercentage: "25" },
      400,
      /^migrate\.testingPercentage must be a number, not a string$/,
    ],
    ["migrate", { rule: "assets-http", state: "PREPARE" }, 400, /^migrate\.project must be a non-empty string, not missing$/],
    ["state", { policies: [] }, 400, /^state takes \{\} \(no members\): it has no member policies$/],
    ["state", {}, 200, /^$/],
  ],
  "event-management": [
    ["cancel", {}, 400, /^cancel\.id must be a whole number of at least 0, not missing$/],
    ["cancel", { id: "7094" }, 400, /^cancel\.id must be a whole number of at least 0, not a string$/],
    ["cancel", { id: 7, cancelled: "no" }, 400, /^cancel\.cancelled must be true or false, not a string$/],
    ["cancel", { id: 2n ** 64n }, 400, /^there is no event 18446744073709551616$/],
    ["events", [], 400, /^events must be an object \{\} \(no members\), not a list$/],
    ["assets", { owner: "x" }, 400, /^assets takes \{\} \(no members\): it has no member owner$/],
    ["state", [], 400, /^state must be an object \{\} \(no members\), not a list$/],
    ["state", {}, 200, /^$/],
  ],
  "social-graph": [
    ["errors", { operationId: "getUser", code: "613" }, 400, /^errors\.code must be a whole number of at least 0, not a string$/],
    ["errors", { operationId: "getUser", code: 613, count: 0 }, 400, /^errors\.count must be a whole number of at least 1, not a number$/],
    ["errors", { operationId: "getUser", code: 613, after: -1 }, 400, /^errors\.after must be a whole number of at least 0, not a number$/],
    [
      "errors",
      { operationId: "getUser", code: 613, every: 2 },
      400,
      /^errors takes \{ operationId, code, count, after \}: it has no member every$/,
    ],
    ["errors", { code: 613 }, 400, /^errors\.operationId must be a non-empty string, not missing$/],
    ["errors", { operationId: "getUser", code: 613 }, 200, /^$/],
    ["errors", { operationId: "getUser", code: 613, count: 2n ** 64n }, 200, /^$/],
    ["state", "users", 400, /^state must be an object \{\} \(no members\), not a string$/],
    ["state", {}, 200, /^$/],
  ],
  search: [
    ["createIndex", {}, 400, /^createIndex\.index must be a non-empty string, not missing$/],
    [
      "createIndex",
      { index: "t", documents: "abc" },
      400,
      /^createIndex\.documents must be a list of at most 200000 documents, not a string$/,
    ],
    ["createIndex", { index: "t", shards: 0 }, 400, /^createIndex\.shards must be a whole number from 1 to 1024, not a number$/],
    [
      "createIndex",
      { index: "t", generate: { count: "5" } },
      400,
      /^createIndex\.generate\.count must be a whole number from 0 to 200000, not a string$/,
    ],
    ["createIndex", { index: "t", generate: { count: 3 } }, 200, /^$/],
    // A number past 2^53 where a number is read: the nearest number, judged as one.
    ["createIndex", { index: "t", shards: 2n ** 64n }, 400, /^createIndex\.shards must be a whole number from 1 to 1024, not a number$/],
    ["createIndex", { index: "t", generate: { count: 3, seed: 2n ** 64n } }, 200, /^$/],
    [
      "index",
      { index: "orders-2024", document: { a: 1 }, documents: [] },
      400,
      /^index takes either document \(with an optional id\) or documents$/,
    ],
    ["index", { index: "orders-2024", document: { a: 1 }, refresh: "true" }, 400, /^index\.refresh must be true or false, not a string$/],
    ["update", { index: "orders-2024", id: "x", doc: [1] }, 400, /^update\.doc must be an object, not a list$/],
    ["delete", { index: "orders-2024" }, 400, /^delete takes either id or ids$/],
    ["bulk", { index: "logs" }, 400, /^bulk\.ndjson must be NDJSON text, not missing$/],
    ["refresh", { index: 5 }, 400, /^refresh\.index must be a non-empty string, not a number$/],
    ["settings", { "index.max_result_window": 20 }, 400, /^settings: index\.max_result_window needs the index it is set on$/],
    ["settings", { rotateIds: "yes" }, 400, /^settings\.rotateIds must be true or false, not a string$/],
    ["seed", { indices: { t: { shards: "2" } } }, 400, /^indices\.t\.shards must be a whole number from 1 to 1024, not a string$/],
    [
      "seed",
      { settings: { maxOpenPointsInTime: -1 } },
      400,
      /^settings\.maxOpenPointsInTime must be a whole number from 0 to 2147483647, not a number$/,
    ],
    ["state", { indices: {} }, 400, /^state takes \{\} \(no members\): it has no member indices$/],
    ["state", {}, 200, /^$/],
  ],
};

describe.each(Object.entries(rows) as [ApiId, Row[]][])("%s control command bodies", (api, table) => {
  const sim = useSimulator(api);

  // Each body sent (and named) as exact JSON text: a row may hold an integer past 2^53, read as it is sent.
  const sent = table.map(([command, body, status, title]) => [command, exactJsonText(body), status, title] as const);

  it.each(sent)("%s with %s answers %i", async (command, body, status, title) => {
    const answer = await fetch(`${sim.url}/__control/${command}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    // A refusal is a problem body whose title says what is wrong; an answer taken has no title.
    const { title: said = "" } = (await answer.json()) as { title?: string };
    expect({ status: answer.status, said }).toEqual({ status, said: expect.stringMatching(title) });
  });
});
