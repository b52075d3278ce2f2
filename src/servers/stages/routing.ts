/** Routing: a document served outside the contract, else the operation, found once for the whole pipeline. */
import { apiContract } from "../../contract/api-contracts.js";
import type { Stage } from "../context.js";
import type { FrontSetup } from "./setup.js";

/** A document the service serves outside its contract (its discovery document), for the address reached; absent where the API serves none. */
export function servedDocument(setup: FrontSetup): Stage | undefined {
  const documents = apiContract(setup.api).servedDocuments;
  if (documents === undefined) return undefined;
  return function servedDocument(context) {
    const document = documents.get(context.pathname);
    if (document === undefined || (context.method !== "GET" && context.method !== "HEAD")) return undefined;
    const body = document({ baseUrl: context.reached.origin + (context.exchange.prefix ?? "") + context.prefix, query: context.query });
    return body === undefined ? undefined : { status: 200, body };
  };
}

/**
 * The operation of the method and path (HEAD is GET without the body); outside the contract's
 * operations, 404 or 405 in the API's own error shape: clients map statuses to their errors from it.
 */
export function route(setup: FrontSetup): Stage {
  const { index, answers, api } = setup;
  return function route(context) {
    let method = context.method;
    let match = index.match(method, context.pathname);
    if (method === "HEAD" && !match.entry && match.allowed.includes("GET")) {
      method = "GET";
      match = index.match(method, context.pathname);
    }
    context.method = method;
    context.match = match;
    if (match.entry) {
      context.operation = match.entry;
      return undefined;
    }
    return match.allowed.length > 0
      ? {
          status: 405,
          headers: { allow: match.allowed.join(", ") },
          body: answers.errorBody(405, `${method} is not an operation of ${match.path}`),
        }
      : { status: 404, body: answers.errorBody(404, `${match.path} is not a path of the ${api} API`) };
  };
}
