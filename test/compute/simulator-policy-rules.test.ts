/**
 * Patches of compute security policies that break a rule of the document (an action or option
 * the policy's type does not allow, the default rule removed or changed, a quota passed) are
 * accepted as an operation that fails once done, with the document's error, and change nothing.
 */
import { describe, expect, it } from "vitest";
import type { SecurityPolicy, SecurityPolicyRule } from "../../src/clients/compute.js";
import { defaultRule, useComputeSimulator } from "../support/compute.js";

const sim = useComputeSimulator();
const { policy, operation, finish, patch } = sim;

describe("changes that break a rule of the document fail in their operation and change nothing", () => {
  const many = Array.from({ length: 200 }, (_, index): SecurityPolicyRule => ({
    priority: index + 1,
    match: { expr: { expression: "true" } },
    action: "deny(403)",
  }));
  const cases: [string, string, Omit<SecurityPolicy, "fingerprint">, string, number][] = [
    [
      "a redirect action on a CLOUD_GUARD_EDGE policy",
      "assets-edge",
      {
        rules: [
          { priority: 10, match: { expr: { expression: "true" } }, action: "redirect", redirectOptions: { type: "VENDOR_CAPTCHA" } },
          defaultRule,
        ],
      },
      "rules[0].action",
      400,
    ],
    [
      "a header action on a CLOUD_GUARD_EDGE policy",
      "assets-edge",
      {
        rules: [
          {
            priority: 10,
            match: { expr: { expression: "true" } },
            action: "allow",
            headerAction: { requestHeadersToAdds: [{ headerName: "X-A", headerValue: "1" }] },
          },
          defaultRule,
        ],
      },
      "rules[0].headerAction",
      400,
    ],
    [
      "a redirect on exceeding on a CLOUD_GUARD_INTERNAL_SERVICE policy",
      "mesh-orders",
      {
        rules: [
          {
            priority: 10,
            match: { expr: { expression: "true" } },
            action: "throttle",
            rateLimitOptions: {
              rateLimitThreshold: { count: 5, intervalSec: 60 },
              conformAction: "allow",
              exceedAction: "redirect",
              exceedRedirectOptions: { type: "VENDOR_CAPTCHA" },
            },
          },
          defaultRule,
        ],
      },
      "rules[0].rateLimitOptions.exceedAction",
      400,
    ],
    [
      "a captcha redirect site key on a CLOUD_GUARD_EDGE policy",
      "assets-edge",
      { captchaOptionsConfig: { redirectSiteKey: "6LcQ2b8pAAAA" } },
      "captchaOptionsConfig.redirectSiteKey",
      400,
    ],
    [
      "layer 7 adaptive protection on a CLOUD_GUARD_NETWORK policy",
      "game-network",
      { adaptiveProtectionConfig: { layer7DdosDefenseConfig: { enable: true } } },
      "adaptiveProtectionConfig.layer7DdosDefenseConfig",
      400,
    ],
    [
      "fairshare on a CLOUD_GUARD policy",
      "storefront-edge",
      {
        rules: [
          {
            priority: 10,
            match: { expr: { expression: "true" } },
            action: "fairshare",
            rateLimitOptions: { rateLimitThreshold: { count: 5, intervalSec: 60 }, conformAction: "allow", exceedAction: "deny(429)" },
          },
          defaultRule,
        ],
      },
      "rules[0].action",
      400,
    ],
    [
      "networkMatch on a CLOUD_GUARD policy",
      "storefront-edge",
      { rules: [{ priority: 10, networkMatch: { ipProtocols: ["udp"] }, action: "deny(403)" }, defaultRule] },
      "rules[0].networkMatch",
      400,
    ],
    [
      "user-defined fields on a CLOUD_GUARD_EDGE policy",
      "assets-edge",
      { userDefinedFields: [{ name: "flags", base: "TCP", offset: 13, size: 1 }] },
      "userDefinedFields",
      400,
    ],
    [
      "the default rule removed",
      "storefront-edge",
      { rules: [{ priority: 10, match: { expr: { expression: "true" } }, action: "allow" }] },
      "rules",
      400,
    ],
    ["the default rule's priority changed", "storefront-edge", { rules: [{ ...defaultRule, priority: 2147483000 }] }, "rules", 400],
    [
      "a default rule that does not match everything",
      "storefront-edge",
      { rules: [{ ...defaultRule, match: { expr: { expression: "request.path == '/'" } } }] },
      "rules[0]",
      400,
    ],
    [
      "two rules with one priority (two default rules)",
      "storefront-edge",
      { rules: [defaultRule, { ...defaultRule, action: "deny(403)" }] },
      "rules[1].priority",
      400,
    ],
    [
      "the same name for two user-defined fields",
      "game-network",
      {
        userDefinedFields: [
          { name: "f", base: "TCP", offset: 1, size: 1 },
          { name: "f", base: "UDP", offset: 1, size: 1 },
        ],
      },
      "userDefinedFields",
      400,
    ],
    ["the type changed (settable only at creation)", "storefront-edge", { type: "CLOUD_GUARD_EDGE" }, "type", 400],
    ["the name changed", "storefront-edge", { name: "storefront-new" }, "name", 400],
    ["labels set by a patch", "storefront-edge", { labels: { env: "prod" } }, "labels", 400],
    ["more rules than the quota", "storefront-edge", { rules: [...many, defaultRule] }, "", 403],
  ];

  it.each(cases)("%s", async (_title, name, changes, location, status) => {
    const before = await policy(name);
    const { data: op, response } = await patch(name, { ...changes, fingerprint: before.fingerprint! });
    expect(response.status).toBe(200);
    expect(op).toMatchObject({ status: "PENDING" });
    expect(op!.error).toBeUndefined(); // the failure shows once the operation is done
    expect(await policy(name)).toEqual(before);
    await finish();
    const done = await operation(op!.name!);
    expect(done).toMatchObject({
      status: "DONE",
      progress: 100,
      httpErrorStatusCode: status,
      httpErrorMessage: status === 403 ? "FORBIDDEN" : "BAD_REQUEST",
    });
    const [first] = done.error!.errors!;
    if (status === 403) {
      expect(first).toMatchObject({
        code: "QUOTA_EXCEEDED",
        errorDetails: expect.arrayContaining([{ quotaInfo: expect.objectContaining({ limit: 200 }) }]),
      });
    } else {
      expect(first).toMatchObject({ code: "INVALID_FIELD_VALUE", location, message: expect.any(String) });
    }
    expect(await policy(name)).toEqual(before);
  });
});
