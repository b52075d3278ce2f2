/**
 * The official Python discovery client of the compute API (googleapiclient 1.7.12, Debian's
 * python3-googleapi), unmodified, through every flow of the source document's compute part against
 * the strict simulator: built from the discovery document the simulator serves, the read-modify-
 * write of a policy with its operation polled to DONE, a patch that fails in its operation, the
 * delete polled to DONE, the organization's operations, and the aggregated list with
 * `aggregatedList_next`, filters and `returnPartialSuccess`; and from a simulator holding no
 * policy, the policies the application inserts (in the organization, and in a project, polled at
 * its global operations) taken through the same read-modify-write and delete. The flows are
 * test/official-clients/python/compute.py; each asserts what it gets and prints a summary.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pythonFlow, secondLanguageClient } from "../support/second-language.js";
import { useSimulator } from "../support/simulator.js";

describe.runIf(secondLanguageClient("python3-googleapi"))(
  "the official Python compute client (googleapiclient) against the simulator",
  () => {
    const simulator = useSimulator("compute");
    const flow = (name: string) => pythonFlow("compute.py", name, simulator.url);

    it("builds itself from the discovery document at either of its addresses", async () => {
      expect(await flow("discovery")).toEqual({
        resources: [
          "forwardingRules",
          "globalOperations",
          "globalOrganizationOperations",
          "new_batch_http_request",
          "organizationSecurityPolicies",
          "securityPolicies",
        ],
        same: true,
        policyMethods: ["delete", "get", "insert", "list", "list_next", "patch"],
        projectPolicyMethods: ["delete", "get", "insert", "list", "list_next", "patch"],
        operationMethods: ["delete", "get", "list", "list_next"],
        ruleMethods: ["aggregatedList", "aggregatedList_next"],
      });
    });

    it("patches a policy by read-modify-write and polls its operation to DONE; a stale fingerprint gets 412, a URL-safe current one is taken", async () => {
      expect(await flow("patch")).toEqual({
        states: ["PENDING", "RUNNING", "RUNNING", "DONE"],
        progress: 100,
        description: "Reviewed from Python.",
        staleStatus: 412,
        staleReason: "conditionNotMet",
        urlSafeAccepted: "PENDING",
        retriedStatus: "DONE",
      });
    }, 30_000);

    it("sees a patch that breaks a rule of the policy end DONE with its error, and nothing changed", async () => {
      expect(await flow("failed_patch")).toMatchObject({
        status: "DONE",
        httpErrorStatusCode: 400,
        locations: expect.arrayContaining(["rules"]),
        unchanged: true,
      });
    }, 30_000);

    it("deletes a policy and polls the operation to DONE; then the policy is not found", async () => {
      expect(await flow("delete")).toEqual({
        operationType: "delete",
        states: ["PENDING", "RUNNING", "RUNNING", "DONE"],
        retriedName: true,
        getAfter: 404,
        reason: "notFound",
        deleteAgain: 404,
      });
    }, 30_000);

    it("lists the organization's operations with list_next, reads one and deletes it", async () => {
      expect(await flow("operations")).toEqual({ pages: 2, listed: 2, sorted: true, first: true, deleted: {}, getAfter: 404 });
    }, 30_000);

    describe("from a simulator holding no policy", () => {
      beforeEach(() => simulator.control.seed({ securityPolicies: [] }));
      afterEach(() => simulator.control.seed());

      it("inserts its own policies, in the organization and in a project, and runs the document's flow on each", async () => {
        const flowOnEach = { description: "Reviewed from Python.", stale: 412, deleted: "DONE", getAfter: 404 };
        expect(await flow("created")).toEqual({
          before: [],
          states: ["PENDING", "RUNNING", "RUNNING", "DONE"],
          shortName: "partner-storefronts",
          parent: "organizations/123456789012",
          organization: flowOnEach,
          projectPolicies: ["checkout-edge"],
          project: flowOnEach,
        });
      }, 30_000);
    });

    it("pages the aggregated list with aggregatedList_next, filters in both styles, and reports an unreachable scope with returnPartialSuccess", async () => {
      expect(await flow("aggregated_list")).toEqual({
        pages: 4,
        rules: 10,
        internal: ["orders-ilb", "payments-ilb", "reports-ilb"],
        byPattern: ["storefront-https", "storefront-jp"],
        mixedFilter: 400,
        unreachables: ["regions/me-central2"],
        unreachableWarning: "UNREACHABLE",
        withoutPartialSuccess: 400,
      });
    }, 30_000);
  },
);
