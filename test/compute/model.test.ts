/**
 * The compute model without HTTP: inserts, optimistic locking, the document's rules on a patch, operations
 * on the clock, requestId repeats, a seed that is refused leaving the state as it was, fingerprints
 * of large policies, and how long and how many operations are kept.
 */
import { describe, expect, it } from "vitest";
import { apiSchemas } from "../../src/contract/schemas.js";
import { Clock } from "../../src/simulator/clock.js";
import { ComputeModel, hash64, maxPolicyLength, operationMilliseconds } from "../../src/simulator/services/compute/model.js";
import { maxKeptOperations } from "../../src/simulator/services/compute/operations.js";
import { defaultSeed, parseComputeSeed } from "../../src/simulator/services/compute/seed.js";

const schemas = apiSchemas("compute");

function computeModel() {
  const clock = new Clock({ frozen: true });
  const model = new ComputeModel(() => clock.now(), schemas);
  model.load(parseComputeSeed(defaultSeed, schemas));
  return { clock, model };
}

describe("security policies", () => {
  it("are inserted as the seed stores them: output-only fields sent are ignored, a policy with a short name only is named by its number, a name held is 409", () => {
    const { model } = computeModel();
    const operation = model.insertPolicy(
      { parentId: "organizations/123456789012" },
      { shortName: "partner-storefronts", id: "1", kind: "compute#securityPolicy", selfLink: "https://elsewhere.example/x" },
    );
    const made = model.findPolicy(operation.targetId!);
    expect(made).toMatchObject({
      name: operation.targetId,
      id: operation.targetId,
      parent: "organizations/123456789012",
      type: "CLOUD_GUARD",
    });
    expect(made.selfLink).toMatch(/\/locations\/global\/securityPolicies\/\d+$/);
    expect(() => model.insertPolicy({}, { shortName: "partner-storefronts" })).toThrow(
      expect.objectContaining({ reply: expect.objectContaining({ status: 409 }) }),
    );
    // A project's collection is its own: the organization's names are free there, and its policies stay out of the organization's.
    model.insertPolicy({ project: "acme-web-prod" }, { name: "storefront-edge" });
    expect(model.findPolicy("storefront-edge", "acme-web-prod").id).not.toBe(model.findPolicy("storefront-edge").id);
    expect(() => model.findPolicy("storefront-edge", "no-such-project")).toThrow();
  });

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
    const pending = model.patchPolicy(
      { policy: "assets-edge", requestId: "a" },
      { fingerprint: before.fingerprint!, rules: [{ priority: 10, action: "allow" }] },
    );
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

  // The document writes the policy types with a neutral word, so a type it does not know may be the
  // real name of one of them: the rules keyed on a type restrict the other known types only.
  it("takes a policy of a type the contract does not know with any type's fields, and refuses them on another known type", () => {
    const { model } = computeModel();
    const policy = (type: string) => ({
      name: "captcha-edge",
      type,
      shortName: "edge",
      userDefinedFields: [{ name: "f", base: "TCP" as const, offset: 1, size: 1 }],
      rules: [
        { priority: 10, match: { expr: { expression: "true" } }, action: "redirect", redirectOptions: { type: "STANDIN_CAPTCHA" } },
        { priority: 2147483647, match: { versionedExpr: "SRC_IPS_V1" as const, config: { srcIpRanges: ["*"] } }, action: "allow" },
      ],
    });
    model.load(parseComputeSeed({ securityPolicies: [policy("CLOUD_STANDIN_EDGE")] }, schemas));
    expect(model.listPolicies().map(({ name, type }) => [name, type])).toEqual([["captcha-edge", "CLOUD_STANDIN_EDGE"]]);
    expect(() => model.load(parseComputeSeed({ securityPolicies: [policy("CLOUD_GUARD_EDGE")] }, schemas))).toThrow(/shortName/);
  });

  it("refuses a forwarding rule named twice in one scope, and takes the name in another scope", () => {
    const { model } = computeModel();
    const twice = parseComputeSeed(
      { projects: { lab: { regions: ["us-west1"], forwardingRules: { global: [{ name: "web" }, { name: "api" }, { name: "web" }] } } } },
      schemas,
    );
    expect(() => model.load(twice)).toThrow("projects.lab.forwardingRules.global[2]: a rule needs a name unique in its scope");
    const apart = parseComputeSeed(
      {
        projects: { lab: { regions: ["us-west1"], forwardingRules: { global: [{ name: "web" }], "regions/us-west1": [{ name: "web" }] } } },
      },
      schemas,
    );
    model.load(apart);
    expect(model.listForwardingRules("lab", {}).items).toMatchObject({
      global: { forwardingRules: [{ name: "web" }] },
      "regions/us-west1": { forwardingRules: [{ name: "web" }] },
    });
  });

  // About 0.5 s here; 15 s before, when each name was checked against every rule loaded before it (npm run hostile measures the request path).
  it("loads 50,000 forwarding rules in one scope", () => {
    const { model } = computeModel();
    const seed = parseComputeSeed(
      { projects: { big: { forwardingRules: { global: Array.from({ length: 50_000 }, (_, index) => ({ name: `rule-${index}` })) } } } },
      schemas,
    );
    model.load(seed);
    expect(model.listForwardingRules("big", { maxResults: 1 }).items).toMatchObject({ global: { forwardingRules: [{ name: "rule-0" }] } });
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
    const patch = { fingerprint: before.fingerprint!, description: "Big", newerMember: 9_007_199_254_740_993n } as unknown as Parameters<
      ComputeModel["patchPolicy"]
    >[1];
    model.patchPolicy({ policy: "assets-edge" }, patch);
    const after = model.findPolicy("assets-edge");
    expect(after.description).toBe("Big");
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.fingerprint).toMatch(/^[A-Za-z0-9+/]{11}=$/);
  });
});

describe("fingerprints of a large policy", () => {
  const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  /** FNV-1a 64 as defined, in BigInt: the reference for short texts. */
  const reference = (text: string) => {
    let hash = 0xcbf29ce484222325n;
    for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) % 2n ** 64n;
    return hash.toString(16).padStart(16, "0");
  };

  it.each([
    ["", "cbf29ce484222325"],
    ["a", "af63dc4c8601ec8c"],
    ["foobar", "85944171f73967e8"],
  ])("are FNV-1a 64 of the policy's text: %j gives the published %s", (text, want) => {
    expect(hex(hash64(text))).toBe(want);
  });

  it.each([
    ["é (two bytes)", "é"],
    ["€ and 😀 (three and four bytes)", "€ and 😀"],
    ["the first and last code units", "\u0000\uffff"],
    ["2 kB of JSON", '{"name":"storefront-edge","rules":[]}'.repeat(50)],
    // The text is encoded 65,536 code units at a time.
    ["a pair of surrogates across two pieces", `${"a".repeat(65_535)}😀b`],
    ["a lone surrogate at the end of a piece", `${"a".repeat(65_535)}\ud800b`],
    ["pieces of three bytes a code unit", "€".repeat(140_000)],
  ])("are FNV-1a 64 of the UTF-8 bytes of %s", (_what, text) => {
    expect(hex(hash64(text))).toBe(reference(text));
  });

  // A BigInt per byte took seconds for this; npm run hostile -- patch measures it.
  it("are made for a patch with a member of 20 MB", () => {
    const { model } = computeModel();
    const before = model.findPolicy("assets-edge");
    const patch = { fingerprint: before.fingerprint!, notes: "n".repeat(20_000_000) } as Parameters<ComputeModel["patchPolicy"]>[1];
    model.patchPolicy({ policy: "assets-edge" }, patch);
    expect(model.findPolicy("assets-edge").fingerprint).not.toBe(before.fingerprint);
  });
});

describe("the size of a policy", () => {
  type Patch = Parameters<ComputeModel["patchPolicy"]>[1];
  const half = maxPolicyLength / 2;
  it.each([
    ["its strings alone", "h".repeat(half)],
    ["its JSON only, with the escapes its strings need", '"'.repeat(half - 1_000)],
  ])("is bounded by what a request may carry: a patch passing it by %s is refused (400) and changes nothing", (_how, second) => {
    const { model } = computeModel();
    model.patchPolicy({ policy: "assets-edge" }, {
      fingerprint: model.findPolicy("assets-edge").fingerprint!,
      first: "h".repeat(half),
    } as Patch);
    const grown = model.findPolicy("assets-edge");
    expect(() =>
      model.patchPolicy({ policy: "assets-edge", requestId: "6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b" }, {
        fingerprint: grown.fingerprint!,
        second,
      } as Patch),
    ).toThrow(
      expect.objectContaining({
        reply: expect.objectContaining({
          status: 400,
          body: expect.objectContaining({
            error: expect.objectContaining({ message: expect.stringMatching(/longer than a request may carry/) }),
          }),
        }),
      }),
    );
    expect(model.findPolicy("assets-edge")).toBe(grown);
    expect(model.listOperations({}).items).toHaveLength(1);
    // Replacing the large member keeps it within the bound.
    model.patchPolicy({ policy: "assets-edge" }, { fingerprint: grown.fingerprint!, first: "short", second: "short" } as Patch);
    expect(model.findPolicy("assets-edge")).toMatchObject({ first: "short", second: "short" });
  });
});

describe("operations kept", () => {
  const { pending, running, retained } = operationMilliseconds;
  /** A patch the default-rule rule refuses: it changes nothing, so the fingerprint stays current for the next. */
  const refusedPatch = (model: ComputeModel, requestId?: string) =>
    model.patchPolicy(
      { policy: "assets-edge", requestId },
      { fingerprint: model.findPolicy("assets-edge").fingerprint!, rules: [{ priority: 10, action: "allow" }] },
    );
  const listed = (model: ComputeModel) => {
    const names: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = model.listOperations({ maxResults: 500, pageToken });
      names.push(...page.items.map((operation) => operation.name!));
      pageToken = page.nextPageToken;
    } while (pageToken);
    return names;
  };
  const gone = expect.objectContaining({ reply: expect.objectContaining({ status: 404 }) });

  it("are read, listed and answer their requestId for the retention time after they end, and are then forgotten", () => {
    const { clock, model } = computeModel();
    const before = model.findPolicy("storefront-edge");
    const requestId = "5b7c1d6e-2f3a-4b5c-8d9e-0f1a2b3c4d5e";
    const patch = { fingerprint: before.fingerprint!, description: "Reviewed." };
    const operation = model.patchPolicy({ policy: "storefront-edge", requestId }, patch);
    clock.advance(pending + running + retained - 1);
    expect(model.getOperation(operation.id!)).toMatchObject({ name: operation.name, status: "DONE" });
    expect(listed(model)).toEqual([operation.name]);
    expect(model.patchPolicy({ policy: "storefront-edge", requestId }, patch).name).toBe(operation.name);

    clock.advance(1);
    expect(() => model.getOperation(operation.name!)).toThrow(gone);
    expect(() => model.getOperation(operation.id!)).toThrow(gone);
    expect(() => model.deleteOperation(operation.name!)).toThrow(gone);
    expect(listed(model)).toEqual([]);
    // The same requestId is now a new request: its fingerprint, stale since the first, is refused.
    expect(() => model.patchPolicy({ policy: "storefront-edge", requestId }, patch)).toThrow(
      expect.objectContaining({ reply: expect.objectContaining({ status: 412 }) }),
    );
  });

  it("count the retention from the end: an operation still running is kept", () => {
    const { clock, model } = computeModel();
    const operation = refusedPatch(model);
    clock.advance(retained);
    expect(model.getOperation(operation.name!).status).toBe("DONE");
    clock.advance(pending + running);
    expect(() => model.getOperation(operation.name!)).toThrow(gone);
  });

  it(`are at most ${maxKeptOperations}: the oldest is forgotten first, its requestId with it`, () => {
    const { model } = computeModel();
    const requestIds = Array.from(
      { length: maxKeptOperations + 1 },
      (_, index) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, "0")}`,
    );
    const operations = requestIds.map((requestId) => refusedPatch(model, requestId));
    const [oldest, second] = operations;
    expect(() => model.getOperation(oldest!.id!)).toThrow(gone);
    expect(model.getOperation(second!.id!).name).toBe(second!.name);
    expect(model.getOperation(operations.at(-1)!.name!).name).toBe(operations.at(-1)!.name);
    expect(listed(model)).toHaveLength(maxKeptOperations);
    // The second's requestId still answers its own; the oldest's makes a new operation (and the
    // second, now the oldest, goes).
    expect(refusedPatch(model, requestIds[1]).name).toBe(second!.name);
    expect(refusedPatch(model, requestIds[0]).name).not.toBe(oldest!.name);
    expect(() => model.getOperation(second!.name!)).toThrow(gone);
  });

  it(`are read by name or id, and listed a page at a time with the ${maxKeptOperations} kept`, () => {
    const { clock, model } = computeModel();
    const operations = Array.from({ length: maxKeptOperations }, () => refusedPatch(model));
    clock.advance(pending + running);
    for (let round = 0; round < 50; round++) {
      expect(model.listOperations({ maxResults: 1, orderBy: round % 2 ? "creationTimestamp desc" : undefined }).items).toHaveLength(1);
      for (const operation of operations.slice(-20)) {
        expect(model.getOperation(operation.id!).name).toBe(operation.name);
        expect(model.findOperation(operation.name!)).toBeDefined();
      }
    }
    // About 0.2 s here; each page worked out every operation first (15 s). npm run hostile -- operations measures it.
  });
});
