/**
 * A policy past the quota of rules, patched or inserted, in the organization or a project: its
 * rules are counted before each is read. Validation reads no more of the list than the quota and
 * one (a rule past those is not checked against the contract), and the service checks and copies
 * none of them: the operation fails with QUOTA_EXCEEDED alone, as the service's operations report
 * it (the document's errors, item 3), and nothing is created or changed.
 */
import { describe, expect, it } from "vitest";
import type { Operation, SecurityPolicy } from "../../src/clients/compute.js";
import { defaultRule, project, useComputeSimulator } from "../support/compute.js";

const sim = useComputeSimulator();
const { policy, finish } = sim;
const root = () => `${sim.url}/compute/v1`;
const headers = { authorization: "Bearer ya29.test", "content-type": "application/json" };

/** 300 rules, all of priority 5 (duplicates, which the document's rules refuse), each past the 201st not even a rule of the contract. */
const rules = [
  ...Array.from({ length: 300 }, (_, index) =>
    index < 201
      ? { priority: 5, action: "allow", match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } } }
      : { priority: "high", action: 7 },
  ),
  defaultRule,
];

/** The codes of the errors the operation ends with, once done (an operation of `inProject`, or of the organization). */
async function failedWith(answer: Response, inProject?: string): Promise<string[]> {
  expect(answer.status, (await answer.clone().text()).slice(0, 300)).toBe(200);
  const { name } = (await answer.json()) as { name: string };
  await finish();
  const done = await sim.control.command<Operation>("operation", { name, ...(inProject ? { project: inProject } : {}) });
  expect(done.status).toBe("DONE");
  return done.error!.errors!.map((error) => error.code!);
}

describe("a policy past the quota of rules", () => {
  it("patched: fails with QUOTA_EXCEEDED alone, its rules past the quota's read by no one, and changes nothing", async () => {
    const before = await policy("storefront-edge");
    const answer = await fetch(`${root()}/locations/global/securityPolicies/storefront-edge`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ fingerprint: before.fingerprint, rules }),
    });
    expect(await failedWith(answer)).toEqual(["QUOTA_EXCEEDED"]);
    expect(await policy("storefront-edge")).toEqual(before);
  });

  it.each([
    ["an organization's", "/locations/global/securityPolicies?parentId=organizations/123456789012", undefined],
    ["a project's", `/projects/${project}/global/securityPolicies`, project],
  ])("inserted as %s: fails with QUOTA_EXCEEDED alone and creates nothing", async (_whose, path, inProject) => {
    const listed = () => sim.control.command<{ securityPolicies: SecurityPolicy[] }>("policies", inProject ? { project: inProject } : {});
    const before = (await listed()).securityPolicies.length;
    const answer = await fetch(`${root()}${path}`, { method: "POST", headers, body: JSON.stringify({ name: "too-many-rules", rules }) });
    expect(await failedWith(answer, inProject)).toEqual(["QUOTA_EXCEEDED"]);
    expect((await listed()).securityPolicies).toHaveLength(before);
  });

  it("within the quota and the one past it, is still checked rule by rule against the contract", async () => {
    const before = await policy("storefront-edge");
    const early = [{ priority: "high", action: 7 }, ...rules.slice(1)];
    const answer = await fetch(`${root()}/locations/global/securityPolicies/storefront-edge`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ fingerprint: before.fingerprint, rules: early }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/rules\/0/);
  });
});
