/**
 * The finder rule (`x-finders`, docs/extensions.md), written once: an operation that serves
 * several queries selected by `q` (event-management's `GET /rest/events`) takes, per finder, only
 * the parameters that finder lists, requires some of them, and may hold a parameter to a stricter
 * schema than the operation declares. The client checks a query with it before sending, the
 * simulator's service refuses with it, and the mock answers 400 with it. The rules and their
 * validators are generated ahead of time (generated/<api>/finders.js, which the client imports
 * itself and the servers find in api-contracts.ts), so that a client that checks a finder query
 * carries neither ajv's compiler nor the contract.
 */
import { describeProblems, type ValidationError } from "./schema-problems.js";
import type { OperationFinders } from "./schema-runtime.js";

export type { Finder, OperationFinders } from "./schema-runtime.js";

/** A finder query: as a client writes it (an absent parameter may be undefined), or as a URL carries it. */
export type FinderQuery = URLSearchParams | Readonly<Record<string, unknown>>;

/**
 * What is wrong with a finder query: an unknown `q`, a parameter its finder requires and the query
 * lacks, one the finder does not take, or a value off the parameter's schemas (the declared one
 * and the finder's stricter one). Empty when the query is valid. Each problem names the parameter
 * and the finder, so that it reads alone in an error answer.
 */
export function finderProblems(finders: OperationFinders, query: FinderQuery): string[] {
  const values = new Map<string, unknown>(
    query instanceof URLSearchParams
      ? [...new Set(query.keys())].map((name) => [name, query.get(name)])
      : Object.entries(query).filter(([, value]) => value !== undefined),
  );
  const name = String(values.get("q"));
  const finder = Object.hasOwn(finders, name) ? finders[name] : undefined;
  if (!finder) return [`q must be one of ${Object.keys(finders).join(", ")}, not ${name}`];
  const problems = finder.required
    .filter((parameter) => !values.has(parameter))
    .map((parameter) => `${parameter} is required by the ${name} finder`);
  for (const [parameter, value] of values) {
    const validate = finder.parameters.includes(parameter) ? finder.validators[parameter] : undefined;
    if (!validate) {
      problems.push(`${parameter} is not a parameter of the ${name} finder (it takes ${finder.parameters.join(", ")})`);
      continue;
    }
    if (validate(value)) continue;
    for (const problem of describeProblems((validate.errors ?? []) as ValidationError[])) {
      problems.push(`${parameter} of the ${name} finder: ${problem.message.replace(/^the payload /, "")}`);
    }
  }
  return problems;
}
