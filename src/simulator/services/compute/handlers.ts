/**
 * One handler per operationId of the compute contract: each reads its request, asks the model and
 * answers. A list's paging, order, filter and scopes are its query as the validator converted it
 * (`queryValues`, typed from the contract: `maxResults` a number, the flags booleans). The
 * organization's policies and a project's are one model (policies.ts): a project's operations
 * name their project, the organization's none.
 */
import type { operations } from "../../../../generated/compute/types.js";
import type { Handlers } from "../../service.js";
import type { ComputeModel } from "./model.js";

export function computeHandlers(model: ComputeModel): Handlers<operations> {
  return {
    // parentId names the organization; the simulator holds one, so any value reads its policies and
    // operations, and an insert keeps it as the policy's parent.
    listSecurityPolicies: ({ queryValues }) => ({ status: 200, body: model.listPolicyPage(queryValues) }),
    insertSecurityPolicy: ({ queryValues, body }) => ({
      status: 200,
      body: model.insertPolicy({ requestId: queryValues.requestId, parentId: queryValues.parentId }, body),
    }),
    getSecurityPolicy: (request) => ({ status: 200, body: model.findPolicy(request.params.securityPolicy) }),
    patchSecurityPolicy: (request) => ({
      status: 200,
      body: model.patchPolicy({ policy: request.params.securityPolicy, requestId: request.queryValues.requestId }, request.body),
    }),
    deleteSecurityPolicy: (request) => ({
      status: 200,
      body: model.deletePolicy({ policy: request.params.securityPolicy, requestId: request.queryValues.requestId }),
    }),
    getOrganizationOperation: (request) => ({ status: 200, body: model.getOperation(request.params.operation) }),
    listOrganizationOperations: ({ queryValues }) => ({ status: 200, body: model.listOperations(queryValues) }),
    deleteOrganizationOperation(request) {
      model.deleteOperation(request.params.operation);
      return { status: 200, body: {} };
    },

    listProjectSecurityPolicies: ({ params, queryValues }) => ({ status: 200, body: model.listPolicyPage(queryValues, params.project) }),
    insertProjectSecurityPolicy: ({ params, queryValues, body }) => ({
      status: 200,
      body: model.insertPolicy({ project: params.project, requestId: queryValues.requestId }, body),
    }),
    getProjectSecurityPolicy: ({ params }) => ({ status: 200, body: model.findPolicy(params.securityPolicy, params.project) }),
    patchProjectSecurityPolicy: ({ params, queryValues, body }) => ({
      status: 200,
      body: model.patchPolicy({ project: params.project, policy: params.securityPolicy, requestId: queryValues.requestId }, body),
    }),
    deleteProjectSecurityPolicy: ({ params, queryValues }) => ({
      status: 200,
      body: model.deletePolicy({ project: params.project, policy: params.securityPolicy, requestId: queryValues.requestId }),
    }),
    getGlobalOperation: ({ params }) => ({ status: 200, body: model.getOperation(params.operation, params.project) }),

    listAggregatedForwardingRules: (request) => ({
      status: 200,
      body: model.listForwardingRules(request.params.project, request.queryValues),
    }),
  };
}
