/**
 * The compute model without HTTP: optimistic locking, the document's rules on a patch, operations
 * on the clock, requestId repeats, and a seed that is refused leaving the state as it was.
 */
import { describe, expect, it } from "vitest";
import { apiSchemas } from "../../src/schemas.js";
import { Clock } from "../../src/simulator/clock.js";
import { ComputeModel, operationMilliseconds } from "../../src/simulator/services/compute/model.js";
import { defaultSeed, parseComputeSeed } from "../../src/simulator/services/compute/seed.js";

const schemas = apiSchemas("compute");

function computeModel() {
  const clock = new Clock({ frozen: true });
  const model = new ComputeModel(() => clock.now(), schemas);
  model.load(parseComputeSeed(defaultSeed, schemas));
  return { clock, model };
}

describe("security policies", () => {
  it("refuse a patch with a stale fingerprint (412), and change the fingerprint on an accepted one", () => {
    const { model } = computeModel();
    const before = model.findPolicy("storefront-edge");
    expect(() => model.patchPolicy({ policy: "storefront-edge" }, { fingerprint: "c3RhbGUhIQ==", description: "x" })).toThrow(
      expect.objectContaining({ reply: expect.objectContaining({ status: 412 }) }),
    );
    model.patchPolicy({ policy: "storefront-edge" }, { fingerprint: before.fingerprint!, description: "Reviewed." });
    const after = model.findPolicy(before.id!);
    expect(after.description).toBe("Reviewed.");
    expect(after.fingerprint).not.toBe(before.fingerprint);
  });

  it("keep the default rule: a patch that drops it changes nothing, and its operation ends DONE with the error", () => {
    const { clock, model } = computeModel();
    const before = model.findPolicy("assets-edge");
    const pending = model.patchPolicy({ policy: "assets-edge", requestId: "a" }, { fingerprint: before.fingerprint!, rules: [{ priority: 10, action: "allow" }] });
    expect(pending.status).toBe("PENDING");
    expect(model.findPolicy("assets-edge")).toEqual(before);
    clock.advance(operationMilliseconds.pending + operationMilliseconds.running);
    const done = model.getOperation(pending.name!);
    expect(done).toMatchObject({ status: "DONE", httpErrorStatusCode: 400 });
    expect(JSON.stringify(done.error)).toMatch(/default rule/);
    // The same requestId answers the same operation, as it is now.
    expect(model.patchPolicy({ policy: "assets-edge", requestId: "A" }, { fingerprint: "stale" }).name).toBe(pending.name);
  });
});

describe("loading a seed", () => {
  it("refuses one that breaks a rule of the document and keeps the state; a reload gives the same ids", () => {
    const { model } = computeModel();
    const ids = model.listPolicies().map((policy) => policy.id);
    const broken = parseComputeSeed({ securityPolicies: [{ name: "no-default", rules: [{ priority: 10, action: "allow" }] }] }, schemas);
    expect(() => model.load(broken)).toThrow(/default rule/);
    expect(model.listPolicies().map((policy) => policy.id)).toEqual(ids);
    model.load(parseComputeSeed(defaultSeed, schemas));
    expect(model.listPolicies().map((policy) => policy.id)).toEqual(ids);
  });

  it("keeps the default for the parts a seed leaves out", () => {
    const seed = parseComputeSeed({ user: "tester@acme.example" }, schemas);
    expect(seed.securityPolicies.map((policy) => policy.name)).toEqual(defaultSeed.securityPolicies.map((policy) => policy.name));
    expect(Object.keys(seed.projects)).toEqual(Object.keys(defaultSeed.projects));
    expect(() => parseComputeSeed({ policies: [] }, schemas)).toThrow(/no member policies/);
  });
});

describe("fingerprints", () => {
  it("are made of a policy holding a member beyond 2^53 (the engine reads it as a bigint)", () => {
    const { model } = computeModel();
    const before = model.findPolicy("assets-edge");
    const patch = { fingerprint: before.fingerprint!, description: "Big", newerMember: 9_007_199_254_740_993n } as unknown as Parameters<ComputeModel["patchPolicy"]>[1];
    model.patchPolicy({ policy: "assets-edge" }, patch);
    const after = model.findPolicy("assets-edge");
    expect(after.description).toBe("Big");
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.fingerprint).toMatch(/^[A-Za-z0-9+/]{11}=$/);
  });
});
