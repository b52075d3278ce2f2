/**
 * Valid compute payloads (a policy of each kind, its rules, an operation, an error item, a
 * forwarding rule) that the constraints suites (test/compute/constraints-*.test.ts) start from:
 * every counterexample changes one thing in one of them.
 */
export const throttle = {
  priority: 1000,
  action: "throttle",
  match: { expr: { expression: "request.path.startsWith('/api/')" } },
  rateLimitOptions: {
    rateLimitThreshold: { count: 600, intervalSec: 60 },
    conformAction: "allow",
    exceedAction: "deny(429)",
    enforceOnKey: "IP",
  },
};
export const ban = {
  priority: 2000,
  action: "rate_based_ban",
  rateLimitOptions: {
    rateLimitThreshold: { count: 20, intervalSec: 60 },
    conformAction: "allow",
    exceedAction: "redirect",
    exceedRedirectOptions: { type: "VENDOR_CAPTCHA" },
    enforceOnKeyConfigs: [{ enforceOnKeyType: "IP" }, { enforceOnKeyType: "HTTP_COOKIE", enforceOnKeyName: "session_id" }],
    banThreshold: { count: 100, intervalSec: 300 },
    banDurationSec: 600,
  },
};
export const allow = { priority: 2147483647, action: "allow", match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } } };
export const redirect = {
  priority: 3000,
  action: "redirect",
  redirectOptions: { type: "EXTERNAL_302", target: "https://shop.acme.example/new" },
};
export const networkRule = {
  priority: 100,
  action: "deny(403)",
  networkMatch: {
    userDefinedFields: [{ name: "ttl", values: ["0x40", "1-10"] }],
    srcIpRanges: ["198.51.100.0/24", "2001:db8::/32"],
    destIpRanges: ["203.0.113.7"],
    ipProtocols: ["udp", "17", "50-51"],
    srcPorts: ["53"],
    destPorts: ["27015-27030"],
    srcRegionCodes: ["US", "*"],
    srcAsns: [64512],
  },
};
export const policy = {
  name: "storefront-edge",
  type: "CLOUD_GUARD",
  shortName: "storefront",
  fingerprint: "rX9WV0n7c6M=",
  rules: [throttle, ban, redirect, allow],
  captchaOptionsConfig: { redirectSiteKey: "6LdV8a8pAAAAAEx3kQ2rT9mZpWc1bN7yHs4uFj0g" },
  adaptiveProtectionConfig: {
    layer7DdosDefenseConfig: {
      enable: true,
      ruleVisibility: "PREMIUM",
      thresholdConfigs: [
        {
          name: "login-burst",
          detectionLoadThreshold: 0.8,
          trafficGranularityConfigs: [{ type: "HTTP_HEADER_HOST", enableEachUniqueValue: true }],
        },
      ],
    },
  },
  advancedOptionsConfig: {
    jsonParsing: "STANDARD",
    jsonCustomConfig: { contentTypes: ["application/vnd.api+json"] },
    userIpRequestHeaders: ["True-Client-IP"],
  },
  labels: { env: "prod", owner: "" },
};
export const networkPolicy = {
  name: "game-network",
  type: "CLOUD_GUARD_NETWORK",
  fingerprint: "Hd3kX8qPz1w=",
  userDefinedFields: [{ name: "ttl", base: "IPV4", offset: 8, size: 1, mask: "0xff" }],
  rules: [networkRule],
};
export const operation = {
  kind: "compute#operation",
  id: "4281592370116451782",
  status: "DONE",
  progress: 100,
  clientOperationId: "3f6c2a9e-8b41-4d7a-9c15-2e7f0b84d613",
};
export const quotaError = {
  code: "QUOTA_EXCEEDED",
  message: "Quota exceeded.",
  errorDetails: [
    { errorInfo: { reason: "QUOTA_EXCEEDED", domain: "compute.vendor.example", metadatas: { quotaLimit: "x" } } },
    { quotaInfo: { metricName: "m", limit: 200 } },
  ],
};
export const forwardingRule = {
  name: "assets-http",
  portRange: "80",
  ports: ["80", "8080-8090"],
  sourceIpRanges: ["198.51.100.0/24"],
  metadataFilters: [{ filterMatchCriteria: "MATCH_ALL", filterLabels: [{ name: "track", value: "canary" }] }],
  externalManagedBackendBucketMigrationState: "TEST_BY_PERCENTAGE",
  externalManagedBackendBucketMigrationTestingPercentage: 25,
};

/** A copy of `base` with `change` applied to it. */
export function edit<T>(base: T, change: (copy: any) => void): unknown {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}
export const range = (count: number) => Array.from({ length: count }, (_, index) => `10.0.${index}.0/24`);
