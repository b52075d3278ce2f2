/**
 * Which documented example answers a request, written once for the mock (which names it to Prism)
 * and the simulator (which answers with it where a preference asks for a documented answer or no
 * handler serves the operation). The response is the one of the status asked for (`Prefer:
 * code=`), else the operation's lowest 2xx; its example is the one asked for by name (`Prefer:
 * example=`), else the one the request's query names, else the first:
 *
 * - `x-finders`: a finder (`GET /rest/events?q=eventsByOrganizer`) is answered with the example
 *   named after its `q` value;
 * - `x-example-by-query`: a request that carries one of the listed query parameters (any value) is
 *   answered with the example the parameter names (a scroll search, `?scroll=`, with the example
 *   that has `_scroll_id`).
 *
 * A name the query gives counts only where the chosen response has an example of that name, so
 * that `Prefer: code=503` on a finder still gets the 503's own example.
 */
import { responseKey, type IndexedOperation, type Operation, type OperationIndex, type ResponseObject } from "./openapi.js";
import { problemBody } from "./problem.js";

export interface ExampleRequest {
  /** The status asked for; without it, the operation's lowest 2xx. */
  status?: number;
  /** The example asked for by name. */
  example?: string;
  /** The request's query, which may name the example (x-finders, x-example-by-query). */
  query?: URLSearchParams;
}

export interface ChosenExample {
  /** The status answered: the one asked for, or the code of the response chosen. */
  status: number;
  /** The example, where the response documents one (otherwise the answer has no body). */
  example?: {
    name: string;
    /** The example's value as the contract holds it (shared: copy it before changing it). */
    value: unknown;
    /** What chose it: the name asked for, the request's query, or being the response's first. */
    chosenBy: "name" | "query" | "first";
  };
}

/** The documented answer to a request; `problem` when the operation documents no such status, or no example of the name asked for. */
export function chooseExample(
  index: OperationIndex,
  operation: IndexedOperation,
  request: ExampleRequest = {},
): ChosenExample | { problem: string } {
  const { operationId, operation: object } = operation;
  const key =
    request.status === undefined
      ? Object.keys(object.responses).find((candidate) => candidate.startsWith("2"))
      : responseKey(object.responses, request.status);
  if (key === undefined) return { problem: `${operationId} documents no ${request.status ?? "2xx"} response` };
  const status = Number(/^\d{3}$/.test(key) ? key : (request.status ?? 200));
  const examples = Object.values(index.resolve<ResponseObject>(object.responses[key]).content ?? {})[0]?.examples;
  if (!examples) return { status };
  const valueOf = (name: string) => index.resolve<{ value: unknown }>(examples[name]).value;
  if (request.example !== undefined) {
    if (!Object.hasOwn(examples, request.example)) return { problem: `${operationId} has no example "${request.example}" for ${status}` };
    return { status, example: { name: request.example, value: valueOf(request.example), chosenBy: "name" } };
  }
  const byQuery = request.query && queryExampleName(object, request.query);
  if (byQuery !== undefined && Object.hasOwn(examples, byQuery))
    return { status, example: { name: byQuery, value: valueOf(byQuery), chosenBy: "query" } };
  const first = Object.keys(examples)[0];
  return first === undefined ? { status } : { status, example: { name: first, value: valueOf(first), chosenBy: "first" } };
}

/** The example a request's query names: its finder's `q` (x-finders), else the first `x-example-by-query` parameter it carries. */
function queryExampleName(operation: IndexedOperation["operation"], query: URLSearchParams): string | undefined {
  const finders = operation["x-finders"] as Record<string, unknown> | undefined;
  const finder = query.get("q");
  if (finders && finder !== null && Object.hasOwn(finders, finder)) return finder;
  const byQuery = operation["x-example-by-query"] as Record<string, string> | undefined;
  for (const [parameter, name] of Object.entries(byQuery ?? {})) if (query.has(parameter)) return name;
  return undefined;
}

/** A documented answer: a status, its example's body, and headers. */
export interface DocumentedReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Whether an operation documents an answer of this status (by its code, its range or `default`). */
export function declaresStatus(operation: Operation, status: number): boolean {
  return responseKey(operation.responses, status) !== undefined;
}

/**
 * The answer a mock gives: the documented example the request names (by status, name or query;
 * chooseExample), its body a copy; a 500 naming the problem where there is no such answer.
 */
export function exampleReply(
  index: OperationIndex,
  operationId: string,
  status?: number,
  name?: string,
  query?: URLSearchParams,
): DocumentedReply {
  const operation = index.get(operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  const chosen = chooseExample(index, operation, { status, example: name, query });
  if ("problem" in chosen) return { status: 500, body: problemBody(500, chosen.problem) };
  return chosen.example ? { status: chosen.status, body: structuredClone(chosen.example.value) } : { status: chosen.status };
}
