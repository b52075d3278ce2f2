/** One handler per operationId of the compute contract: each reads its request, asks the model and answers. */
import type { operations } from "../../../../generated/compute/types.js";
import type { Handlers } from "../../service.js";
import type { ComputeModel } from "./model.js";

/** A query parameter the contract types as an integer, if sent. */
const integer = (query: URLSearchParams, name: string) => (query.has(name) ? Number(query.get(name)) : undefined);

/** The paging, order and filter of a list. */
const listOptions = (query: URLSearchParams) => ({
  maxResults: integer(query, "maxResults"),
  orderBy: query.get("orderBy") ?? undefined,
  filter: query.get("filter") ?? undefined,
  pageToken: query.get("pageToken") ?? undefined,
});

export function computeHandlers(model: ComputeModel): Handlers<operations> {
  return {
    // parentId names the organization; the simulator holds one, so any value reads its policies and operations.
    listSecurityPolicies: ({ query }) => ({ status: 200, body: model.listPolicyPage(listOptions(query)) }),
    getSecurityPolicy: (request) => ({ status: 200, body: model.findPolicy(request.params.securityPolicy) }),
    patchSecurityPolicy: (request) => ({
      status: 200,
      body: model.patchPolicy({ policy: request.params.securityPolicy, requestId: request.query.get("requestId") ?? undefined }, request.body),
    }),
    deleteSecurityPolicy: (request) => ({
      status: 200,
      body: model.deletePolicy({ policy: request.params.securityPolicy, requestId: request.query.get("requestId") ?? undefined }),
    }),
    getOrganizationOperation: (request) => ({ status: 200, body: model.getOperation(request.params.operation) }),
    listOrganizationOperations: ({ query }) => ({ status: 200, body: model.listOperations(listOptions(query)) }),
    deleteOrganizationOperation(request) {
      model.deleteOperation(request.params.operation);
      return { status: 200, body: {} };
    },
    listAggregatedForwardingRules(request) {
      const { query } = request;
      const page = model.listForwardingRules(request.params.project, {
        maxResults: integer(query, "maxResults"),
        orderBy: query.get("orderBy") ?? undefined,
        filter: query.get("filter") ?? undefined,
        pageToken: query.get("pageToken") ?? undefined,
        includeAllScopes: query.get("includeAllScopes") === "true",
        returnPartialSuccess: query.get("returnPartialSuccess") === "true",
      });
      return { status: 200, body: page };
    },
  };
}
