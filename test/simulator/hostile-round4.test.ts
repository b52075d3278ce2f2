/**
 * One request does not hold the others (the fourth round of hostile input): what breaks a
 * documented limit is refused before the work it would cost (an audience's rows counted before
 * each is validated, a policy's rules before each is checked and copied, a match query's words
 * before a thousand more are read, a terms list's values not kept one by one for the nesting
 * check), and a body sent in tiny chunks lets the other requests in
 * between. Counted in the work done, never timed;
 * `npm run hostile` times them at full size.
 */
import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createValidator } from "../../src/contract/validate.js";
import { readBodyBytes } from "../../src/servers/http.js";
import { checkNesting } from "../../src/simulator/services/search/query.js";
import { useSimulator } from "../support/simulator.js";

afterEach(() => vi.restoreAllMocks());

describe("what breaks a documented limit is refused before the work it would cost", () => {
  const sim = useSimulator(["social-graph", "compute", "search"]);
  const json = { "content-type": "application/json" };

  it("counts an audience's rows before validating each: 10,001 rows that are all wrong get the one problem of their number", async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => ({ row: i }));
    const answer = await fetch(`${sim.urlOf("social-graph")}/v24.0/23843129321830525/users?access_token=t`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ payload: { schema: "EMAIL_SHA256", data: rows } }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      "(#100) body.payload.data: body: /payload/data must NOT have more than 10000 items",
    );
    // The one problem: no row was validated.
    const { problems } = createValidator("social-graph").validateRequest({
      method: "POST",
      url: "/v24.0/23843129321830525/users?access_token=t",
      headers: json,
      body: JSON.stringify({ payload: { schema: "EMAIL_SHA256", data: rows } }),
    });
    expect(problems.map((problem) => problem.rule)).toEqual(["maxItems"]);
  });

  it("counts a policy patch's rules against the quota before checking and copying each", async () => {
    const policy = `${sim.urlOf("compute")}/compute/v1/locations/global/securityPolicies/storefront-edge`;
    const headers = { ...json, authorization: "Bearer t" };
    const { fingerprint } = (await (await fetch(policy, { headers })).json()) as { fingerprint: string };
    // 300 rules of one priority: past the quota, the duplicates are not looked for.
    const rules = Array.from({ length: 300 }, () => ({
      priority: 5,
      action: "allow",
      match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } },
    }));
    const answer = await fetch(policy, { method: "PATCH", headers, body: JSON.stringify({ fingerprint, rules }) });
    expect(answer.status).toBe(200);
    // The operation ends with the problems once the clock has run.
    const { name } = (await answer.json()) as { name: string };
    await sim.control.advanceClock(60_000);
    const done = (await (await fetch(`${sim.urlOf("compute")}/compute/v1/locations/global/operations/${name}`, { headers })).json()) as {
      status: string;
      error: { errors: { code: string }[] };
    };
    expect([done.status, done.error.errors.map((problem) => problem.code)]).toEqual(["DONE", ["QUOTA_EXCEEDED"]]);
  });

  it("stops reading a match query's words once they pass the clauses a query may have", async () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `w${i}`).join(" ");
    const added = vi.spyOn(Set.prototype, "add");
    const answer = await fetch(`${sim.urlOf("search")}/_search`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ query: { match: { message: words } } }),
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain("too many clauses");
    expect(added.mock.calls.length).toBeLessThan(5_000);
  });
});

describe("a search body's nesting, checked", () => {
  it("keeps none of a terms list's values for later: a list of plain values is read in one pass", () => {
    const body = { query: { terms: { seq: Array.from({ length: 100_000 }, (_, i) => i) } } };
    // Each value kept for later would be taken back once: counted where they are taken.
    const taken = vi.spyOn(Array.prototype, "pop");
    let count: number;
    try {
      checkNesting(body);
      count = taken.mock.calls.length;
    } finally {
      taken.mockRestore();
    }
    // The query object, its terms and the list: a few, not one per value.
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(100);
  });
});

describe("a body in tiny chunks", () => {
  it("gives the other requests a turn every thousand chunks, and is read whole", async () => {
    const request = Object.assign(new PassThrough(), { headers: { "transfer-encoding": "chunked" } }) as unknown as IncomingMessage;
    const read = readBodyBytes(request, 1_000_000);
    // Whether another turn of the event loop came before each chunk was read.
    let turned = false;
    setImmediate(() => (turned = true));
    const seen: boolean[] = [];
    request.on("data", () => seen.push(turned));
    for (let index = 0; index < 5_000; index++) (request as unknown as PassThrough).write("x");
    (request as unknown as PassThrough).end();
    const bytes = await read;
    expect(bytes).toHaveLength(5_000);
    expect(seen.indexOf(true)).toBeGreaterThan(0);
    expect(seen.indexOf(true)).toBeLessThanOrEqual(1_024);
  });
});
