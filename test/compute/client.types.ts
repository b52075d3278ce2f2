/**
 * Type-level tests of the compute client and helpers, checked by `tsc --noEmit` (part of npm
 * test): each `@ts-expect-error` line must be a type error, or the check fails. Never called at
 * run time.
 */
import {
  createComputeClient,
  forwardingRules,
  type ForwardingRule,
  type Operation,
  type SecurityPolicyRule,
} from "../../src/clients/compute.js";

export async function typeTests(): Promise<void> {
  const baseUrl = "http://127.0.0.1:4013";
  const client = createComputeClient({ baseUrl, auth: "t" });

  // @ts-expect-error the base URL is required: a client has no default address
  createComputeClient({ auth: "t" });

  // @ts-expect-error the credential is an access token string
  createComputeClient({ baseUrl, auth: 42 });

  // The former name of the credential still compiles (deprecated), as does the address with its versioned path.
  createComputeClient({ baseUrl: `${baseUrl}/compute/v1`, accessToken: "t" });
  const policy = { securityPolicy: "storefront-edge" };
  const listPath = "/projects/{project}/aggregated/forwardingRules" as const;
  const policyPath = "/locations/global/securityPolicies/{securityPolicy}" as const;

  // @ts-expect-error the client's paths are under /compute/v1 already: no prefix in the path
  await client.GET("/compute/v1/projects/{project}/aggregated/forwardingRules", { params: { path: { project: "p" } } });

  // @ts-expect-error the security policy has no PUT in this contract (a change is a PATCH)
  await client.PUT(policyPath, { params: { path: policy }, body: { fingerprint: "rX9WV0n7c6M=" } });

  // @ts-expect-error the aggregated list cannot be deleted
  await client.DELETE(listPath, { params: { path: { project: "p" } } });

  // @ts-expect-error project is required
  await client.GET(listPath, { params: { path: {} } });

  // @ts-expect-error maxResults is an integer
  await client.GET(listPath, { params: { path: { project: "p" }, query: { maxResults: "50" } } });

  // @ts-expect-error returnPartialSuccess is a boolean
  await client.GET(listPath, { params: { path: { project: "p" }, query: { returnPartialSuccess: "true" } } });

  // @ts-expect-error a query parameter the list does not have
  await client.GET(listPath, { params: { path: { project: "p" }, query: { pageSize: 10 } } });

  // @ts-expect-error requestId is a string (a UUID)
  await client.DELETE(policyPath, { params: { path: policy, query: { requestId: 42 } } });

  // @ts-expect-error a patch must carry the current fingerprint
  await client.PATCH(policyPath, { params: { path: policy }, body: { description: "x" } });

  // @ts-expect-error a misspelled optional member of the patch
  await client.PATCH(policyPath, { params: { path: policy }, body: { fingerprint: "x", descripton: "y" } });

  // @ts-expect-error a misspelled member of a rule, inside the list of rules
  await client.PATCH(policyPath, { params: { path: policy }, body: { fingerprint: "x", rules: [{ priorty: 10 }] } });

  // @ts-expect-error deny(401) is not an action
  await client.PATCH(policyPath, { params: { path: policy }, body: { fingerprint: "x", rules: [{ action: "deny(401)" }] } });

  // The policy type is an open set (its known values carry the document's neutral word): a kind the contract does not name is taken.
  await client.PATCH(policyPath, { params: { path: policy }, body: { fingerprint: "x", type: "CLOUD_STANDIN_EDGE" } });

  // @ts-expect-error the policy type is a string
  await client.PATCH(policyPath, { params: { path: policy }, body: { fingerprint: "x", type: 1 } });

  // @ts-expect-error priority is a number
  const rule: SecurityPolicyRule = { priority: "1000", action: "allow" };

  // @ts-expect-error enforceOnKey is one of the documented key types
  const limited: SecurityPolicyRule = { action: "throttle", rateLimitOptions: { enforceOnKey: "COOKIE" } };

  // The redirect type is an open set too (`VENDOR_CAPTCHA` is a neutral word): a type the contract does not name is taken.
  const redirect: SecurityPolicyRule = { action: "redirect", redirectOptions: { type: "STANDIN_CAPTCHA" } };

  // @ts-expect-error the redirect type is a string
  const redirectByNumber: SecurityPolicyRule = { action: "redirect", redirectOptions: { type: 302 } };

  const { data } = await client.DELETE(policyPath, { params: { path: policy } });
  if (data) {
    const status: "PENDING" | "RUNNING" | "DONE" | undefined = data.status;
    // @ts-expect-error FAILED is not an operation status (a failed operation is DONE with an error)
    const failed: "FAILED" | undefined = data.status;
    // @ts-expect-error id is a uint64 carried as a string
    const id: number | undefined = data.id;
    const operation: Operation = data;
    void [status, failed, id, operation];
  }

  for await (const entry of forwardingRules(client, { project: "acme-web-prod", maxResults: 10 })) {
    // @ts-expect-error only a rule entry has a rule: the tag must be checked first
    const unchecked: ForwardingRule = entry.rule;
    if (entry.type === "rule") {
      const checked: ForwardingRule = entry.rule;
      const scope: string = entry.scope;
      const name: string | undefined = entry.rule.name;
      void [checked, scope, name];
    } else if (entry.type === "unreachable") {
      const scope: string = entry.scope;
      void scope;
    } else {
      const code: string | undefined = entry.warning.code;
      // @ts-expect-error a warning about a whole page has no scope: it may be undefined
      const scope: string = entry.scope;
      void [code, scope];
    }
    void unchecked;
  }

  // @ts-expect-error the project is required
  forwardingRules(client, { maxResults: 10 });

  // @ts-expect-error the walk follows the page tokens itself
  forwardingRules(client, { project: "p", pageToken: "abc" });

  // @ts-expect-error retries are bounded by a number
  createComputeClient({ baseUrl, retry: { retries: "3" } });

  void [rule, limited, redirect, redirectByNumber];
}
