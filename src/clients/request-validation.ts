/**
 * An opt-in check of every request a typed client sends against its contract, for tests: a
 * request that breaks the contract (a misspelled body member, a value out of its enum or range, a
 * missing required parameter) is not sent, and the call throws a RequestContractError naming each
 * problem.
 *
 *   const client = createCodeHostingClient({ baseUrl, auth: "t" });
 *   client.use(requestValidationMiddleware("code-hosting"));
 *
 * It uses the package's validators (ajv), so it runs in Node, not in a browser: the client modules
 * do not import it. The request's path is matched as the validator matches it: the base URL may
 * have no path of its own before the API's (compute's `/compute/v1` and social-graph's version
 * segment are understood).
 */
import type { Middleware } from "openapi-fetch";
import type { ApiId } from "../contract/apis.js";
import { InvalidRequestError, maskCredentials } from "./errors.js";
import { createValidator, type ContractProblem } from "../contract/validate.js";

/** A request that breaks its contract, stopped before it was sent. */
export class RequestContractError extends InvalidRequestError {
  override name = "RequestContractError";
  /** The request's method, upper case. */
  readonly method: string;
  /** The request's URL, with any credential in it masked. */
  readonly url: string;
  /** The contract's operationId, when the request matched an operation. */
  readonly operation: string | undefined;

  constructor(
    api: ApiId,
    method: string,
    url: string,
    operation: string | undefined,
    /** The problems as the validator reports them (where, which rule, the JSON pointer). */
    readonly contractProblems: readonly ContractProblem[],
  ) {
    const messages = contractProblems.map((problem) => problem.message);
    super(
      api,
      messages,
      `${operation ? `${operation}: ` : ""}${method} ${maskCredentials(url)} breaks the ${api} contract: ${messages.join("; ")}`,
    );
    this.method = method;
    this.url = maskCredentials(url);
    this.operation = operation;
  }
}

export interface RequestValidationOptions {
  /**
   * Told of each request that breaks the contract instead of the call throwing; the request is
   * then sent as it is (to log violations while the calls go on).
   */
  onViolation?: (error: RequestContractError) => void;
}

/** A client middleware that checks each request against the API's contract before it is sent. */
export function requestValidationMiddleware(api: ApiId, options: RequestValidationOptions = {}): Middleware {
  const validator = createValidator(api);
  return {
    async onRequest({ request }) {
      // The body is read from a copy: the request goes on with its own.
      const text = request.body === null ? undefined : await request.clone().text();
      const result = validator.validateRequest({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: text === "" ? undefined : text,
      });
      if (result.valid) return undefined;
      const error = new RequestContractError(api, request.method, request.url, result.operation?.operationId, result.problems);
      if (!options.onViolation) throw error;
      options.onViolation(error);
      return undefined;
    },
  };
}
