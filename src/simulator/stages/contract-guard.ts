/**
 * The contract guard: the answer against its operation's contract. A violation is told
 * (onViolation), logged, and in strict mode the answer becomes a 500 naming the rule broken. An
 * answer identical to one lately found valid is not checked again.
 */
import { exactJsonText } from "../../contract/exact-json.js";
import type { IndexedOperation } from "../../contract/openapi.js";
import { createValidator, problemLocation } from "../../contract/validate.js";
import { problemBody, violationLine } from "../../servers/http.js";
import type { AfterStage } from "../../servers/pipeline.js";
import { locatedProblem } from "../../servers/stages/refusals.js";
import { ValidMessages } from "../valid-messages.js";
import type { CoreSetup, SimulatorContext } from "./context.js";

/** Whose answer broke the contract, as a strict 500 names it. */
const answerOf = {
  simulator: "The simulator's answer",
  replay: "The recorded answer replayed",
  upstream: "The upstream's answer",
} as const;

/**
 * Absent where nothing would come of a violation: neither strict, nor told, nor logged (so the
 * journal has the answer's problems where the guard runs: tests run strict).
 */
export function contractGuard(core: CoreSetup): AfterStage<SimulatorContext> | undefined {
  const { api } = core.front;
  const { strict, onViolation, log } = core.options;
  if (!strict && onViolation === undefined && log === undefined) return undefined;
  const validator = createValidator(api);
  const validAnswers = new ValidMessages();
  // A replayed answer is the same value each time it is given (stages/replay.ts makes it once):
  // found valid, it is not checked again, however large (ValidMessages remembers small ones only).
  const validReplayed = new WeakSet<object>();
  // The response headers documented for each status an operation answered so far, lower-cased.
  const documented = new Map<IndexedOperation, Map<number, ReadonlySet<string>>>();
  const declaredHeaders = (operation: IndexedOperation, status: number): ReadonlySet<string> => {
    let byStatus = documented.get(operation);
    if (byStatus === undefined) documented.set(operation, (byStatus = new Map()));
    let declared = byStatus.get(status);
    if (declared === undefined) {
      const response = core.index.response(operation, status);
      byStatus.set(status, (declared = new Set(Object.keys(response?.response.headers ?? {}).map((name) => name.toLowerCase()))));
    }
    return declared;
  };

  return function contractGuard(context) {
    if (!context.checked || context.drop) return;
    const reply = context.reply!;
    const operation = context.operation!;
    // What validation reads beside the body: the operation, the status and the headers it declares.
    const head: (string | number)[] = [reply.status];
    const declared = declaredHeaders(operation, reply.status);
    for (const name in reply.headers) {
      const lower = name.toLowerCase();
      if (declared.has(lower)) head.push(lower, reply.headers[name]!);
    }
    const body = context.replyText ?? "";
    const replayed = context.source === "replay" && typeof reply.body === "object" && reply.body !== null ? reply.body : undefined;
    if (replayed !== undefined && validReplayed.has(replayed)) return;
    if (validAnswers.find(operation.operationId, head, body) !== undefined) return;
    const { method } = context;
    const url = context.pathname + context.search;
    const result = validator.validateResponse(
      {
        method,
        url,
        status: reply.status,
        headers: { "content-type": "application/json", ...context.deprecation, ...reply.headers },
        body: reply.body,
      },
      { match: context.match },
    );
    if (result.valid) {
      validAnswers.add(operation.operationId, head, body);
      if (replayed !== undefined) validReplayed.add(replayed);
      return;
    }
    context.responseProblems = result.problems.map(locatedProblem);
    onViolation?.({ api, method, path: url, status: reply.status, problems: result.problems });
    for (const problem of result.problems) {
      log?.(
        violationLine(api, {
          direction: "response",
          method,
          path: url,
          status: reply.status,
          location: problemLocation(problem),
          message: problem.message,
        }),
      );
    }
    if (!strict) return;
    const problems = result.problems.map((p) => ({ location: p.pointer, rule: p.rule, message: p.message }));
    context.reply = { status: 500, body: problemBody(500, `${answerOf[context.source ?? "simulator"]} breaks the contract`, { problems }) };
    context.replyText = exactJsonText(context.reply.body);
    context.replyType = "application/json; charset=utf-8";
  };
}
