/** The answer to a request its contract refuses, in the API's own error shape, as every refusing stage gives it. */
import type { RequestProblem } from "../../contract/error-answers.js";
import { declaresStatus } from "../../contract/examples.js";
import { invalidRequestStatus } from "../../contract/openapi.js";
import { problemLocation, type ContractProblem } from "../../contract/validate.js";
import { invalidRequestBody } from "../http.js";
import type { Reply, RequestContext } from "../context.js";
import type { FrontSetup } from "./setup.js";

/** A problem as a refusal names it and the simulator's journal keeps it: where (dotted, and as a pointer), the rule, the words. */
export const locatedProblem = (problem: ContractProblem): RequestProblem => ({
  location: problemLocation(problem),
  message: problem.message,
  pointer: problem.pointer,
  rule: problem.rule,
});

/**
 * The operation's invalid-request answer naming each problem; checked by the contract guard when
 * the operation documents its status (a refusal of a status it does not document is the server's word).
 */
export function invalidRequest(setup: FrontSetup, context: RequestContext, problems: RequestProblem[]): Reply {
  const { operation, operationId } = context.operation!;
  const status = invalidRequestStatus(operation);
  context.checked = declaresStatus(operation, status);
  context.requestProblems = problems;
  const sent = { query: context.query, body: context.body };
  return { status, body: invalidRequestBody(setup.answers, status, problems, operationId, sent) };
}
