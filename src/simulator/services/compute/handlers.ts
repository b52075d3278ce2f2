/** One handler per operationId of the compute contract: each reads its request, asks the model and answers. */
import type { operations } from "../../../../generated/compute/types.js";
import type { Handlers } from "../../service.js";
import type { ComputeModel } from "./model.js";

export function computeHandlers(model: ComputeModel): Handlers<operations> {
  return {
    patchSecurityPolicy: (request) => ({
      status: 200,
      body: model.patchPolicy({ policy: request.params.securityPolicy, requestId: request.query.get("requestId") ?? undefined }, request.body),
    }),
    deleteSecurityPolicy: (request) => ({
      status: 200,
      body: model.deletePolicy({ policy: request.params.securityPolicy, requestId: request.query.get("requestId") ?? undefined }),
    }),
    listAggregatedForwardingRules(request) {
      const { query } = request;
      const page = model.listForwardingRules(request.params.project, {
        maxResults: query.has("maxResults") ? Number(query.get("maxResults")) : undefined,
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
