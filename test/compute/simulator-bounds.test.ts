/**
 * The compute simulator under hostile input, through HTTP: `fields` selections nested past the
 * bound are refused with the service's 400 (they were a 500 or read whole), a selection at the
 * bound reads a member as deep as a body may be, a policy grows no longer than a request may
 * carry, and operations (with their requestIds) are forgotten once their retention time has passed.
 */
import { describe, expect, it } from "vitest";
import { maxFieldDepth } from "../../src/simulator/services/compute/fields.js";
import { operationMilliseconds } from "../../src/simulator/services/compute/index.js";
import { maxPolicyLength } from "../../src/simulator/services/compute/model.js";
import { useSimulator } from "../support/simulator.js";

const sim = useSimulator("compute");
const headers = { authorization: "Bearer t", "content-type": "application/json" };
const api = () => `${sim.url}/compute/v1`;
const policyUrl = (name: string) => `${api()}/locations/global/securityPolicies/${name}`;
const read = async (url: string) => {
  const answer = await fetch(url, { headers });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};
const fingerprintOf = async (name: string) => (await read(policyUrl(name))).body.fingerprint as string;

/** `depth` names, each within the one before, by parentheses or by slashes. */
const nestedInParentheses = (depth: number) => `${"a(".repeat(depth - 1)}a${")".repeat(depth - 1)}`;
const nestedBySlashes = (depth: number) => Array.from({ length: depth }, () => "a").join("/");

describe("a fields selection nested past the bound", () => {
  const selections = [
    ["in parentheses 5,000 deep", nestedInParentheses(5_000)],
    ["by slashes 5,000 deep", nestedBySlashes(5_000)],
    ["in parentheses one past the bound", nestedInParentheses(maxFieldDepth + 1)],
  ] as const;
  const reads = [
    ["the get of a policy", "/locations/global/securityPolicies/storefront-edge"],
    ["the aggregated list", "/projects/acme-web-prod/aggregated/forwardingRules"],
  ] as const;
  const cases = selections.flatMap(([selection, fields]) => reads.map(([what, path]) => [`${what}, ${selection}`, path, fields] as const));

  it.each(cases)("is refused on %s with the service's 400 invalidParameter, and the API still answers", async (_name, path, fields) => {
    const answer = await read(`${api()}${path}?fields=${fields}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: {
        code: 400,
        status: "INVALID_ARGUMENT",
        message: `Invalid field selection: it nests deeper than ${maxFieldDepth} members`,
        errors: [
          {
            domain: "global",
            reason: "invalidParameter",
            message: `Invalid field selection: it nests deeper than ${maxFieldDepth} members`,
            location: "fields",
            locationType: "parameter",
          },
        ],
      },
    });
    expect((await read(policyUrl("storefront-edge"))).status).toBe(200);
  });

  it("reads, at the bound, a member as deep as a body may be", async () => {
    // The body's own object is its first level: the member holds the 999 others.
    const member = `${'{"a":'.repeat(maxFieldDepth - 1)}"bottom"${"}".repeat(maxFieldDepth - 1)}`;
    const patched = await fetch(policyUrl("storefront-edge"), {
      method: "PATCH",
      headers,
      body: `{"fingerprint":"${await fingerprintOf("storefront-edge")}","deep":${member}}`,
    });
    expect(patched.status).toBe(200);
    const answer = await read(`${policyUrl("storefront-edge")}?fields=deep/${nestedBySlashes(maxFieldDepth - 1)}`);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).toBe(`{"deep":${member}}`);
  });
});

describe("a policy grown by patches", () => {
  it("is refused a patch that would make it longer than a request may carry, with the service's 400, and keeps what it had", async () => {
    const patch = async (member: string) =>
      fetch(policyUrl("mesh-orders"), {
        method: "PATCH",
        headers,
        body: JSON.stringify({ fingerprint: await fingerprintOf("mesh-orders"), [member]: "m".repeat(maxPolicyLength / 2) }),
      });
    expect((await patch("first")).status).toBe(200);
    const refused = await patch("second");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 400,
        status: "INVALID_ARGUMENT",
        errors: [{ reason: "invalid", message: expect.stringMatching(/longer than a request may carry/) }],
      },
    });
    const kept = await read(`${policyUrl("mesh-orders")}?fields=first,second`);
    expect(Object.keys(kept.body)).toEqual(["first"]);
  });
});

describe("operations past their retention time", () => {
  const { pending, running, retained } = operationMilliseconds;

  it("are a 404 to a read by name or id and gone from the list; their requestId then makes a new request", async () => {
    const requestId = crypto.randomUUID();
    const body = JSON.stringify({ fingerprint: await fingerprintOf("assets-edge"), description: "Reviewed." });
    const patch = () => fetch(`${policyUrl("assets-edge")}?requestId=${requestId}`, { method: "PATCH", headers, body });
    const operation = (await (await patch()).json()) as { name: string; id: string };
    await sim.control.advanceClock(pending + running + retained - 1);
    expect((await read(`${api()}/locations/global/operations/${operation.id}`)).body).toMatchObject({
      name: operation.name,
      status: "DONE",
    });
    expect(((await (await patch()).json()) as { name: string }).name).toBe(operation.name);

    await sim.control.advanceClock(1);
    expect((await read(`${api()}/locations/global/operations/${operation.name}`)).status).toBe(404);
    expect((await read(`${api()}/locations/global/operations/${operation.id}`)).status).toBe(404);
    expect((await read(`${api()}/locations/global/operations`)).body.items).toEqual([]);
    // A new request: the fingerprint it carries has been stale since the first.
    expect((await patch()).status).toBe(412);
  });
});
