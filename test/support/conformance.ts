/**
 * Sends a generated request to the simulator and says what in the answer breaks the contract:
 * a 5xx; a status the operation does not declare or a body or header its declared response
 * refuses (checked here, whatever the engine checked); an invalid request not refused with a 4xx
 * naming the problem; a request without credentials not refused as the service refuses it.
 */
import { Agent, request as httpRequest } from "node:http";
import type { ApiId } from "../../src/contract/apis.js";
import { errorAnswersOf } from "../../src/contract/error-answers.js";
import { operationIndex } from "../../src/contract/documents.js";
import { createControlClient } from "../../src/simulator/control.js";
import { isJsonMediaType } from "../../src/contract/messages.js";
import { createValidator, type ContractProblem } from "../../src/contract/validate.js";
import { exampleRequest, type CreatedIds, type FuzzRequest } from "./request-arbitrary.js";

export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
  body: unknown;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Sends the request (its body's text, or the bytes given). node:http rather than fetch: some GET
 * operations take a body (search), which fetch refuses to send.
 */
export async function send(baseUrl: string, request: FuzzRequest, bytes?: Buffer): Promise<Answer> {
  const payload = bytes ?? (request.body ? Buffer.from(request.body.text) : undefined);
  try {
    return await exchange(baseUrl, request, payload);
  } catch (error) {
    // A kept-alive connection the server closed as idle while this process was busy (building an
    // arbitrary can outlast its keep-alive timeout): the request never reached the server. Sent
    // again once, on a new connection, as Node's documentation of request.reusedSocket advises.
    if (!(error instanceof StaleConnection)) throw error;
    return exchange(baseUrl, request, payload);
  }
}

class StaleConnection extends Error {}

function exchange(baseUrl: string, request: FuzzRequest, payload: Buffer | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // node:http frames a GET or DELETE body only with a length given.
    const length = payload ? { "content-length": String(payload.length) } : {};
    let answered = false;
    const outgoing = httpRequest(
      new URL(request.url, baseUrl),
      { method: request.method, headers: { ...request.headers, ...length }, agent },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: unknown = text === "" ? undefined : text;
          try {
            body = text === "" ? undefined : JSON.parse(text);
          } catch {
            // Not JSON: kept as text, which the validator then refuses where JSON is declared.
          }
          const headers = Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)]),
          );
          resolve({ status: response.statusCode ?? 0, headers, text, body });
        });
        response.on("error", reject);
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      const stale = outgoing.reusedSocket && !answered && error.code === "ECONNRESET";
      reject(stale ? new StaleConnection(error.message, { cause: error }) : error);
    });
    outgoing.end(payload);
  });
}

/** The names a problem is about: the parameter's, or the body member's (or "body" for the whole). */
export function namesOf(problem: ContractProblem): string[] {
  if (problem.in !== "body") return [...problem.message.matchAll(/"([^"]+)"/g)].map((match) => match[1]!).slice(0, 1);
  const names = problem.pointer.split("/").filter((part) => part !== "" && !/^\d+$/.test(part));
  const member = /property '([^']+)'/.exec(problem.message)?.[1];
  if (member) names.push(member);
  return names.length > 0 ? names : ["body"];
}

/** Whether the text names the name as a word of its own: a parameter `q` is not named by "request". */
function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![A-Za-z0-9_])${escaped}(?![A-Za-z0-9_])`, "i").test(text);
}

/** What the contract finds wrong in the request (credentials aside); empty for a valid one. */
export function requestProblems(api: ApiId, request: FuzzRequest): ContractProblem[] {
  const json = request.body !== undefined && isJsonMediaType(request.body.contentType);
  return createValidator(api).validateRequest({
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: json ? request.body!.value : request.body?.text,
    parsedBody: json,
  }).problems;
}

/**
 * What in the answer to the request breaks the contract or the rules above; empty when nothing
 * does. `problems` are the request's own (requestProblems), when the caller has them already.
 */
export function answerProblems(api: ApiId, request: FuzzRequest, answer: Answer, problems?: ContractProblem[]): string[] {
  const validator = createValidator(api);
  const found: string[] = [];
  if (answer.status >= 500) found.push(`answered ${answer.status}`);
  const response = validator.validateResponse({
    method: request.method,
    url: request.url,
    status: answer.status,
    headers: answer.headers,
    body: answer.body,
  });
  found.push(...response.problems.map((problem) => `answer: ${problem.message}`));
  if (request.withoutCredentials) {
    const expected = errorAnswersOf(api).unauthorized?.status ?? 401;
    if (answer.status !== expected) found.push(`a request without credentials answered ${answer.status}, not ${expected}`);
    return found;
  }
  problems ??= requestProblems(api, request);
  if (problems.length > 0) {
    if (answer.status < 400 || answer.status >= 500) found.push(`an invalid request (${problems[0]!.message}) answered ${answer.status}`);
    const names = [...new Set(problems.flatMap(namesOf))];
    if (!names.some((name) => mentions(answer.text, name))) found.push(`the refusal names none of ${names.join(", ")}`);
  }
  return found;
}

/** The request and answer, short enough to read in a failure message. */
export function describeExchange(request: FuzzRequest, answer: Answer): string {
  const body = request.body ? ` ${request.body.contentType} ${request.body.text.slice(0, 400)}` : "";
  return `${request.method} ${request.url}${body}${request.broken ? ` [broken: ${request.broken}]` : ""} → ${answer.status} ${answer.text.slice(0, 400)}`;
}

/**
 * Back to the seed, then every creating operation (PUT, POST) once with its documented example,
 * so that generated requests naming the examples' resources (an import, an event) find them; the
 * ids of what was created are kept for the paths that name it. Returns those ids, and what breaks
 * the contract in those answers.
 */
export async function resetWithExamples(api: ApiId, baseUrl: string): Promise<{ created: CreatedIds; problems: string[] }> {
  await createControlClient(baseUrl).reset();
  const created: CreatedIds = new Map();
  const problems: string[] = [];
  for (const operation of operationIndex(api).operations.filter(({ method }) => method === "put" || method === "post")) {
    const request = exampleRequest(operation, operationIndex(api));
    if (!request) continue;
    const answer = await send(baseUrl, request);
    problems.push(...answerProblems(api, request, answer).map((problem) => `${problem}\n${describeExchange(request, answer)}`));
    const id = (answer.body as { id?: unknown } | undefined)?.id;
    if (answer.status < 300 && (typeof id === "number" || typeof id === "string"))
      created.set(operation.path, [...(created.get(operation.path) ?? []), id]);
  }
  return { created, problems };
}
