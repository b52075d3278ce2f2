/**
 * Each contract held against its service's own machine-readable description, read from the
 * packages that ship it (test/fidelity/<api>.ts; offline): for every operation of the contract,
 * whoever added it, every official example is accepted, no value set is narrower than the
 * service's, no member the service may leave out is required (and in a request, none it needs is
 * optional), the types agree, and every status the service declares is declared. A difference
 * kept on purpose is listed with its reason in test/fidelity/kept-differences.yaml; an entry that
 * no longer matches a difference fails too, so the list stays true.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseYaml } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { apiIds, type ApiId } from "../src/contract/apis.js";
import { checkApi, type ServiceDescription } from "./fidelity/check.js";
import { codeHostingDescription } from "./fidelity/code-hosting.js";
import type { Finding } from "./fidelity/compare.js";
import { computeDescription } from "./fidelity/compute.js";
import { searchDescription, searchIndexSettingNames } from "./fidelity/search.js";
import { engineSettingGroups } from "../src/simulator/services/search/settings.js";
import { socialGraphDescription } from "./fidelity/social-graph.js";
import { corpus, operationsWithoutPayloads } from "./support/real-payloads.js";

/** Each API's description, or why it has none. */
const descriptions: Record<ApiId, (() => ServiceDescription) | { none: string }> = {
  "code-hosting": codeHostingDescription,
  "social-graph": socialGraphDescription,
  "event-management": {
    none: "the service publishes no machine-readable description of this API, and its official clients build requests from the caller's values alone",
  },
  compute: computeDescription,
  search: searchDescription,
};

interface Kept {
  api: ApiId;
  /** Where, as findings name it; `*` stands for any characters. */
  at: string;
  rule: Finding["rule"];
  /** The finding's detail, where the entry keeps only that one. */
  detail?: string;
  reason: string;
}

const kept = (parseYaml(readFileSync(join(import.meta.dirname, "fidelity", "kept-differences.yaml"), "utf8")) as { kept: Kept[] }).kept;
const pattern = (at: string) => new RegExp(`^${at.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
const keeps = (entry: Kept, api: ApiId, finding: Finding) =>
  entry.api === api &&
  entry.rule === finding.rule &&
  pattern(entry.at).test(finding.at) &&
  (entry.detail === undefined || entry.detail === finding.detail);

const found = new Map<ApiId, ReturnType<typeof checkApi>>();
function findings(api: ApiId, description: () => ServiceDescription): ReturnType<typeof checkApi> {
  if (!found.has(api)) found.set(api, checkApi(api, description()));
  return found.get(api)!;
}

describe("the kept differences", () => {
  it("are each for an API, a rule and a place, with a reason", () => {
    for (const entry of kept) {
      expect(apiIds, JSON.stringify(entry)).toContain(entry.api);
      expect(entry.at, JSON.stringify(entry)).toMatch(/\S/);
      expect(entry.reason, JSON.stringify(entry)).toMatch(/\S{3,}/);
    }
  });
});

describe.each(apiIds)("%s against its service's own description", (api) => {
  const description = descriptions[api];
  if ("none" in description) {
    it(`has none (${description.none}): its recorded corpus is its check, and covers every operation`, () => {
      expect(corpus(api).length).toBeGreaterThan(0);
      expect(operationsWithoutPayloads(api)).toEqual([]);
      expect(kept.filter((entry) => entry.api === api)).toEqual([]);
    });
    return;
  }

  it("is compared with the contract", () => {
    expect(findings(api, description).compared.size).toBeGreaterThan(0);
  });

  it("differs from it only where a difference is kept on purpose", () => {
    const differences = [...findings(api, description).findings.values()]
      .filter((finding) => !kept.some((entry) => keeps(entry, api, finding)))
      .map((finding) => `${finding.rule} at ${finding.at}: ${finding.detail} (${finding.operations.join(", ")})`);
    expect(differences).toEqual([]);
  });

  it("still differs wherever a difference is kept", () => {
    const all = [...findings(api, description).findings.values()];
    const stale = kept.filter((entry) => entry.api === api && !all.some((finding) => keeps(entry, api, finding)));
    expect(stale.map((entry) => `${entry.rule} at ${entry.at}`)).toEqual([]);
  });
});

describe("search: the index settings the simulator knows", () => {
  it("include every setting of the engine's specification (IndexSettings), so that no real setting is refused", () => {
    // A member named with a dot (`indexing.slowlog`) is a family under its first part, as the simulator reads names.
    expect(searchIndexSettingNames().filter((name) => !engineSettingGroups.has(name.split(".")[0]!))).toEqual([]);
  });
});
