/** The answers an operation documents: whether it declares a status, and the answer of one of its named examples. */
import { responseKey, type Operation, type OperationIndex, type ResponseObject } from "./openapi.js";
import { problemBody } from "./problem.js";

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

/** The answer a mock gives: the response of the status asked for (else the first 2xx), and its named example. */
export function exampleReply(index: OperationIndex, operationId: string, status?: number, name?: string): DocumentedReply {
  const operation = index.get(operationId)?.operation;
  if (!operation) throw new Error(`no operation ${operationId}`);
  const keys = Object.keys(operation.responses);
  const key = status === undefined ? keys.find((candidate) => candidate.startsWith("2")) : responseKey(operation.responses, status);
  if (key === undefined) return { status: 500, body: problemBody(500, `${operationId} documents no ${status ?? "2xx"} response`) };
  const answer = Number(/^\d{3}$/.test(key) ? key : (status ?? 200));
  const examples = Object.values(index.resolve<ResponseObject>(operation.responses[key]).content ?? {})[0]?.examples;
  if (!examples) return { status: answer };
  const chosen = name === undefined ? Object.values(examples)[0] : examples[name];
  if (chosen === undefined) return { status: 500, body: problemBody(500, `${operationId} has no example "${name}" for ${answer}`) };
  return { status: answer, body: structuredClone(index.resolve<{ value: unknown }>(chosen).value) };
}
