/**
 * `expect(response).toMatchContract(api)` for vitest (or jest's `expect.extend`):
 *
 *   import { contractMatchers } from "vendor-api-contracts/matchers";
 *   expect.extend(contractMatchers);
 *   await expect(await fetch(url)).toMatchContract("code-hosting");
 *   await expect(await client.GET("/repos/{owner}/{repo}/import", opts)).toMatchContract("code-hosting");
 *
 * The response is a fetch `Response` or an openapi-fetch result (`{ data, error, response }`).
 * The operation is found from the response's URL and status. A Response does not say which method
 * asked for it: where several operations of the path could have answered, GET is assumed if it is
 * one of them; name the method otherwise: `toMatchContract(api, { method: "PATCH" })`.
 */
import { isApiId, type ApiId } from "./apis.js";
import { operationIndex } from "./documents.js";
import { createValidator, type ContractResult } from "./validate.js";

export interface MatchContractOptions {
  method?: string;
}

export interface ContractMatchers<R = unknown> {
  toMatchContract(api: ApiId, options?: MatchContractOptions): Promise<R>;
}

interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

const isFetchResult = (value: unknown): value is FetchResult =>
  typeof value === "object" && value !== null && "response" in value && (value as FetchResult).response instanceof Response;

/** Checks a response against its API's contract; the result lists the problems. */
export async function checkResponse(
  api: ApiId,
  received: Response | FetchResult,
  options: MatchContractOptions = {},
): Promise<ContractResult> {
  const response = isFetchResult(received) ? received.response : received;
  let body: unknown;
  if (isFetchResult(received)) {
    body = received.data ?? received.error;
  } else {
    const text = await response.clone().text();
    const json = /[/+]json\b/i.test(response.headers.get("content-type") ?? "");
    body = text === "" ? undefined : json ? JSON.parse(text) : text;
  }
  const method = options.method ?? guessMethod(api, response.url, response.status);
  if (!method) {
    return {
      valid: false,
      problems: [
        {
          kind: "unknown-method",
          in: "method",
          pointer: "",
          rule: "unknown-method",
          message: `several operations of ${new URL(response.url).pathname} could have answered ${response.status}: pass { method }`,
        },
      ],
    };
  }
  return createValidator(api).validateResponse({ method, url: response.url, status: response.status, headers: response.headers, body });
}

/**
 * A Response does not carry its request's method: take the only operation of the path that
 * documents the status, else GET when it is one of them (what a bare `fetch(url)` sends).
 */
function guessMethod(api: ApiId, url: string, status: number): string | undefined {
  const index = operationIndex(api);
  const candidates = index.match("GET", url).allowed.map((method) => index.match(method, url).entry!);
  if (candidates.length === 1) return candidates[0]!.method;
  const documenting = candidates.filter(({ operation }) =>
    [String(status), `${String(status)[0]}XX`].some((key) => key in operation.responses),
  );
  if (documenting.length === 1) return documenting[0]!.method;
  return documenting.find(({ method }) => method === "get")?.method;
}

export const contractMatchers = {
  async toMatchContract(received: unknown, api: string, options?: MatchContractOptions) {
    if (!isApiId(api)) return { pass: false, message: () => `toMatchContract: unknown API "${api}"` };
    if (!(received instanceof Response) && !isFetchResult(received)) {
      return { pass: false, message: () => "toMatchContract expects a fetch Response or an openapi-fetch result" };
    }
    const result = await checkResponse(api, received, options);
    const where = result.operation ? `${result.operation.operationId} (${result.operation.method} ${result.operation.path})` : api;
    return {
      pass: result.valid,
      message: () =>
        result.valid
          ? `expected the response not to match the ${api} contract, but it matches ${where}`
          : `expected the response to match the ${api} contract (${where}):\n${result.problems.map((p) => `  - ${p.message}`).join("\n")}`,
    };
  },
};
