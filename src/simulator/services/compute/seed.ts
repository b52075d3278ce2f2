/**
 * The compute service's seed: four global security policies of the organization (one of each type)
 * and the project `acme-web-prod` with forwarding rules in several scopes (no project holds
 * policies by default; a seed may give them), and how a given seed is read. The model
 * then checks the document's rules on it (model.ts `load`).
 */
import { ControlRefusal } from "../../service.js";
import type { ForwardingRule, SecurityPolicy, SecurityPolicyRule } from "./contract-types.js";
import type { ApiSchemas } from "../../../contract/schemas.js";
import { isPlainObject } from "../control-body.js";
import { readSeed } from "../read-seed.js";
import { defaultPriority } from "./policy-rules.js";

export interface ProjectSeed {
  /** The project's global security policies, made as the organization's are (and as an insert makes them). */
  securityPolicies?: SecurityPolicy[];
  regions?: string[];
  zones?: string[];
  /** Forwarding rules by scope (`global`, `regions/<region>`). */
  forwardingRules?: Record<string, ForwardingRule[]>;
}

export interface ComputeSeed {
  /** The user every operation is requested by. */
  user?: string;
  /** Global security policies; output-only fields are filled in, a policy without rules gets the default one. */
  securityPolicies?: SecurityPolicy[];
  /** Projects by ID: regions and zones that exist, and forwarding rules by scope. */
  projects?: Record<string, ProjectSeed>;
}

const defaultRule: SecurityPolicyRule = {
  description: "Default rule.",
  priority: defaultPriority,
  match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } },
  action: "allow",
};

export const defaultSeed: Readonly<Required<ComputeSeed>> = {
  user: "secops-admin@acme.example",
  securityPolicies: [
    {
      name: "storefront-edge",
      type: "CLOUD_GUARD",
      description: "Protection of the storefront's backend services.",
      fingerprint: "rX9WV0n7c6M=", // the contract's patch example carries it
      rules: [
        {
          description: "Block an abusive source range.",
          priority: 1000,
          match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["198.51.100.0/24"] } },
          action: "deny(403)",
        },
        defaultRule,
      ],
    },
    {
      name: "assets-edge",
      type: "CLOUD_GUARD_EDGE",
      description: "Edge filtering of the cached assets.",
      rules: [
        {
          description: "Hide the internal paths.",
          priority: 1000,
          match: { expr: { expression: "request.path.startsWith('/internal/')" } },
          action: "deny(404)",
        },
        defaultRule,
      ],
    },
    {
      name: "game-network",
      type: "CLOUD_GUARD_NETWORK",
      description: "Packet filtering of the game servers.",
      fingerprint: "bW9Qx3Lr0aU=", // the contract's network patch example carries it
      userDefinedFields: [{ name: "tcp-flags", base: "TCP", offset: 13, size: 1, mask: "0x3f" }],
      rules: [
        {
          description: "Drop UDP reflection from chargen.",
          priority: 1000,
          networkMatch: { ipProtocols: ["udp"], srcPorts: ["19"] },
          action: "deny(403)",
        },
        { description: "Default rule.", priority: defaultPriority, networkMatch: { srcIpRanges: ["*"] }, action: "allow" },
      ],
    },
    {
      name: "mesh-orders",
      type: "CLOUD_GUARD_INTERNAL_SERVICE",
      description: "Fair share of the orders service among mesh clients.",
      rules: [
        {
          description: "Share the orders service fairly.",
          priority: 1000,
          match: { expr: { expression: "request.path.startsWith('/orders')" } },
          action: "fairshare",
          rateLimitOptions: {
            rateLimitThreshold: { count: 1000, intervalSec: 60 },
            conformAction: "allow",
            exceedAction: "deny(429)",
            enforceOnKey: "ALL",
          },
        },
        defaultRule,
      ],
    },
  ],
  projects: {
    "acme-web-prod": {
      regions: ["us-central1", "us-east1", "europe-west1", "asia-northeast1", "me-central2"],
      zones: ["us-central1-a", "us-central1-b", "europe-west1-b"],
      forwardingRules: {
        global: [
          {
            name: "storefront-https",
            creationTimestamp: "2024-02-12T17:14:03.512Z",
            IPAddress: "203.0.113.10",
            IPProtocol: "TCP",
            portRange: "443-443",
            loadBalancingScheme: "EXTERNAL_MANAGED",
            networkTier: "PREMIUM",
            ipVersion: "IPV4",
          },
          {
            name: "assets-http",
            creationTimestamp: "2022-06-14T20:27:08.611Z",
            description: "Static assets served from storage buckets.",
            IPAddress: "203.0.113.25",
            IPProtocol: "TCP",
            portRange: "80",
            loadBalancingScheme: "EXTERNAL",
            networkTier: "PREMIUM",
          },
          {
            name: "apis1",
            creationTimestamp: "2024-01-08T19:02:47.090Z",
            description: "Private-connect endpoint to the provider APIs.",
            target: "all-apis",
            pscConnectionStatus: "ACCEPTED",
          },
          {
            name: "mesh-orders-canary",
            creationTimestamp: "2024-03-19T22:40:12.733Z",
            IPAddress: "0.0.0.0",
            IPProtocol: "TCP",
            portRange: "8080",
            loadBalancingScheme: "INTERNAL_SELF_MANAGED",
            metadataFilters: [{ filterMatchCriteria: "MATCH_ALL", filterLabels: [{ name: "track", value: "canary" }] }],
          },
        ],
        "regions/us-central1": [
          {
            name: "orders-ilb",
            creationTimestamp: "2023-11-30T16:21:55.418Z",
            IPAddress: "10.128.0.20",
            IPProtocol: "TCP",
            ports: ["80", "8080"],
            loadBalancingScheme: "INTERNAL",
            networkTier: "PREMIUM",
            ipVersion: "IPV4",
            allowGlobalAccess: true,
          },
          {
            name: "payments-ilb",
            creationTimestamp: "2024-05-02T08:00:00.000Z",
            IPAddress: "10.128.0.31",
            IPProtocol: "TCP",
            ports: ["443"],
            loadBalancingScheme: "INTERNAL",
            networkTier: "PREMIUM",
            ipVersion: "IPV4",
          },
        ],
        "regions/europe-west1": [
          {
            name: "game-udp-partners",
            creationTimestamp: "2024-04-02T17:05:33.207Z",
            IPAddress: "192.0.2.40",
            IPProtocol: "UDP",
            portRange: "27015-27030",
            loadBalancingScheme: "EXTERNAL",
            networkTier: "STANDARD",
            sourceIpRanges: ["198.51.100.0/24"],
          },
          {
            name: "game-udp-v6",
            creationTimestamp: "2024-04-02T17:07:10.954Z",
            IPAddress: "2001:db8:1:2::/96",
            IPProtocol: "UDP",
            allPorts: true,
            loadBalancingScheme: "EXTERNAL",
            networkTier: "PREMIUM",
            ipVersion: "IPV6",
          },
        ],
        "regions/asia-northeast1": [
          {
            name: "storefront-jp",
            creationTimestamp: "2024-06-11T01:30:00.000Z",
            IPAddress: "203.0.113.70",
            IPProtocol: "TCP",
            portRange: "443",
            loadBalancingScheme: "EXTERNAL_MANAGED",
            networkTier: "STANDARD",
            ipVersion: "IPV4",
          },
        ],
        "regions/me-central2": [
          {
            name: "reports-ilb",
            creationTimestamp: "2023-08-21T10:12:00.000Z",
            IPAddress: "10.162.0.5",
            IPProtocol: "TCP",
            ports: ["443"],
            loadBalancingScheme: "INTERNAL",
            networkTier: "PREMIUM",
            ipVersion: "IPV4",
          },
        ],
      },
    },
    "acme-sandbox": { regions: ["us-central1"], zones: ["us-central1-a"], forwardingRules: {} },
  },
};

const problemsText = (problems: { pointer: string; message: string }[]) => problems.map((p) => `${p.pointer} ${p.message}`).join("; ");

/**
 * A seed as POST /__control/seed (or a seed file) gives it, checked against the contract's schemas:
 * the parts left out keep the default; a part of the wrong shape is refused with where and why
 * (the core answers it with 400). The document's own rules (a default rule, unique priorities)
 * are checked when the model loads it.
 */
export function parseComputeSeed(data: unknown, schemas: ApiSchemas): Required<ComputeSeed> {
  const checked = (schema: string, value: unknown, where: string) => {
    const problems = schemas.validate({ $ref: `#/components/schemas/${schema}` }, value).problems;
    if (problems.length > 0) throw new ControlRefusal(`${where}: ${problemsText(problems)}`);
  };
  return readSeed<Required<ComputeSeed>>("compute", data, defaultSeed, {
    user(value, where) {
      if (typeof value !== "string") throw new ControlRefusal(`${where}: an email address`);
      return value;
    },
    securityPolicies(value, where) {
      if (!Array.isArray(value)) throw new ControlRefusal(`${where}: a list of security policies`);
      for (const [index, policy] of value.entries()) checked("SecurityPolicy", policy, `${where}[${index}]`);
      return structuredClone(value) as SecurityPolicy[];
    },
    projects(value, where) {
      if (!isPlainObject(value)) throw new ControlRefusal(`${where}: an object of projects by ID`);
      for (const [name, project] of Object.entries(value)) {
        if (!isPlainObject(project))
          throw new ControlRefusal(`${where}.${name}: an object { securityPolicies, regions, zones, forwardingRules }`);
        if (project.securityPolicies !== undefined && !Array.isArray(project.securityPolicies))
          throw new ControlRefusal(`${where}.${name}.securityPolicies: a list of security policies`);
        for (const [index, policy] of ((project.securityPolicies as unknown[] | undefined) ?? []).entries())
          checked("SecurityPolicy", policy, `${where}.${name}.securityPolicies[${index}]`);
        for (const member of ["regions", "zones"] as const) {
          const list = project[member];
          if (list !== undefined && (!Array.isArray(list) || list.some((item) => typeof item !== "string")))
            throw new ControlRefusal(`${where}.${name}.${member}: a list of names`);
        }
        if (project.forwardingRules !== undefined && !isPlainObject(project.forwardingRules))
          throw new ControlRefusal(`${where}.${name}.forwardingRules: forwarding rules by scope`);
        for (const [scope, rules] of Object.entries(project.forwardingRules ?? {})) {
          if (!/^(global|regions\/[a-z][-a-z0-9]*)$/.test(scope))
            throw new ControlRefusal(`${where}.${name}: "${scope}" is not a scope of forwarding rules (global or regions/<region>)`);
          if (!Array.isArray(rules)) throw new ControlRefusal(`${where}.${name}.forwardingRules.${scope}: a list of forwarding rules`);
          for (const [index, rule] of rules.entries())
            checked("ForwardingRule", rule, `${where}.${name}.forwardingRules.${scope}[${index}]`);
        }
      }
      return structuredClone(value) as Record<string, ProjectSeed>;
    },
  });
}
