/**
 * The simulated compute service's seed data through the typed client: the default set, a seed
 * given by POST /__control/seed or read from a file as --seed does, reset back to it, and seeds
 * refused with the state kept. Patch and delete of security policies are in
 * simulator-policies.test.ts, the aggregated list in simulator-list.test.ts. Strict mode and the
 * contract guard check every answer (see useSimulator).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SecurityPolicy } from "../../src/clients/compute.js";
import { applySeeds, parseSeeds } from "../../src/simulator/seeds.js";
import { everyRule, names, project, scoped, sortedNames, useComputeSimulator } from "../support/compute.js";

const sim = useComputeSimulator();
const { list, walk, policy, patch } = sim;

describe("seed data", () => {
  it("has a default set: policies of every type, a global scope and several regions, an empty one with its warning", async () => {
    const { securityPolicies } = await sim.control.command<{ securityPolicies: SecurityPolicy[] }>("policies");
    expect(securityPolicies.map((p) => p.type).sort()).toEqual([
      "CLOUD_GUARD",
      "CLOUD_GUARD_EDGE",
      "CLOUD_GUARD_INTERNAL_SERVICE",
      "CLOUD_GUARD_NETWORK",
    ]);
    expect(securityPolicies.every((p) => p.fingerprint && p.rules!.some((r) => r.priority === 2147483647))).toBe(true);

    const { data } = await list({});
    expect(Object.keys(data!.items!)).toEqual(
      expect.arrayContaining([
        "global",
        "regions/us-central1",
        "regions/europe-west1",
        "regions/asia-northeast1",
        "regions/me-central2",
        "regions/us-east1",
      ]),
    );
    expect(data!.items!["regions/us-east1"]).toEqual({
      warning: {
        code: "NO_RESULTS_ON_PAGE",
        message: "There are no results for scope 'regions/us-east1' on this page.",
        data: [{ key: "scope", value: "regions/us-east1" }],
      },
    });
    expect(scoped(data!.items!["regions/us-central1"]).forwardingRules![0]!.region).toMatch(
      /\/projects\/acme-web-prod\/regions\/us-central1$/,
    );
    expect(data!.nextPageToken).toBeUndefined();
    expect(sortedNames(await walk())).toEqual(everyRule);
  });

  it("is replaced by POST /__control/seed (reset goes back to it), and the default comes back with an empty seed", async () => {
    await sim.control.seed({
      user: "tester@acme.example",
      securityPolicies: [{ name: "lab-policy", type: "CLOUD_GUARD_EDGE", fingerprint: "AAAAAAAAAAA=" }],
      projects: {
        lab: {
          regions: ["us-west1"],
          forwardingRules: {
            "regions/us-west1": [{ name: "lab-http", IPProtocol: "TCP", portRange: "80", loadBalancingScheme: "EXTERNAL" }],
          },
        },
      },
    });
    const lab = await policy("lab-policy");
    expect(lab.rules).toEqual([expect.objectContaining({ priority: 2147483647, action: "allow" })]); // the default rule is added
    expect(names(await walk({ project: "lab" }))).toEqual(["lab-http"]);
    expect((await list({}, project)).response.status).toBe(404);

    const { data: op } = await patch("lab-policy", { fingerprint: "AAAAAAAAAAA=", description: "Lab" });
    expect(op!.user).toBe("tester@acme.example");
    await sim.control.reset();
    expect((await policy("lab-policy")).description).toBeUndefined();

    await sim.control.seed(undefined);
    expect(sortedNames(await walk())).toEqual(everyRule);
  });

  it("keeps the default for the parts a seed leaves out, and a reset forgets unreachable scopes", async () => {
    try {
      await sim.control.seed({ user: "tester@acme.example" });
      expect(sortedNames(await walk())).toEqual(everyRule);
      const { data: op } = await patch("assets-edge", {
        fingerprint: (await policy("assets-edge")).fingerprint!,
        description: "Seeded user",
      });
      expect(op!.user).toBe("tester@acme.example");
    } finally {
      await sim.control.seed(undefined);
    }
    await sim.control.command("unreachable", { scopes: ["regions/me-central2"] });
    expect((await list({})).response.status).toBe(400);
    await sim.control.reset();
    expect((await list({})).response.status).toBe(200);
  });

  it("loads from a JSON file of seeds by API, as --seed does", async () => {
    const folder = await mkdtemp(join(tmpdir(), "compute-seed-"));
    try {
      const file = join(folder, "seed.json");
      await writeFile(
        file,
        JSON.stringify({ compute: { projects: { "file-project": { forwardingRules: { global: [{ name: "from-file" }] } } } } }),
      );
      applySeeds(sim.simulator.services, parseSeeds(await readFile(file, "utf8"), file));
      expect(names(await walk({ project: "file-project" }))).toEqual(["from-file"]);
    } finally {
      await rm(folder, { recursive: true, force: true });
      await sim.control.seed(undefined);
    }
  });

  it("refuses seed data that breaks the contract or the document, and keeps the state it had", async () => {
    await expect(sim.control.seed({ securityPolicies: [{ name: "Not RFC1035" }] })).rejects.toThrow(/securityPolicies\[0\]/);
    await expect(
      sim.control.seed({ securityPolicies: [{ name: "no-default", rules: [{ priority: 10, action: "allow" }] }] }),
    ).rejects.toThrow(/default rule/);
    await expect(sim.control.seed({ projects: { p: { forwardingRules: { "zones/x": [] } } } })).rejects.toThrow(/not a scope/);
    expect((await policy("storefront-edge")).name).toBe("storefront-edge");
  });
});
