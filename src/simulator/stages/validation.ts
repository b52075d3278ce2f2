/**
 * The request validation stage: the request against its operation's contract (the operation the
 * route stage found, not matched again), refused in the API's own error shape when it breaks it.
 * The query as the validator converted it goes on in the context (and so to the handler's
 * `queryValues`). A request identical to one lately found valid is not checked again: its
 * converted query is remembered with the verdict.
 */
import { declaredHeader, sentValues, type DeclaredHeader } from "../../contract/header-names.js";
import type { IndexedOperation } from "../../contract/openapi.js";
import { createValidator } from "../../contract/validate.js";
import { withListCut } from "../../contract/schemas.js";
import type { Stage } from "../../servers/pipeline.js";
import { invalidRequest, locatedProblem } from "../../servers/stages/refusals.js";
import { ValidMessages } from "../valid-messages.js";
import type { CoreSetup, SimulatorContext } from "./context.js";

/** The length of a body past which validation reports its first problem only. */
const largeBodyLength = 256 * 1024;

type QueryValues = Readonly<Record<string, unknown>>;

const contentType = declaredHeader("Content-Type", {});

export function validate(core: CoreSetup): Stage<SimulatorContext> {
  const validator = createValidator(core.front.api);
  const validRequests = new ValidMessages<QueryValues>();
  // The headers validation reads, per operation: the content type and the header parameters.
  const readHeaders = new Map<IndexedOperation, DeclaredHeader[]>();
  return function validate(context) {
    const operation = context.operation!;
    let declared = readHeaders.get(operation);
    if (declared === undefined)
      readHeaders.set(
        operation,
        (declared = [contentType, ...operation.parameters.filter((p) => p.in === "header").map((p) => declaredHeader(p.name, p))]),
      );
    // What validation reads: the URL, the operation's header parameters, the content type and the body.
    // An absent header and an empty one are told apart: one may be valid where the other is not.
    const head: (string | undefined)[] = [context.method, context.pathname, context.search];
    for (const header of declared) {
      let value = context.headers.get(header.name);
      // A header whose name holds a neutral word may come under other names: what each carries.
      if (value === undefined && header.anyWord !== undefined) {
        const others = sentValues(header, context.headers);
        if (others.length > 0) value = others.join("\n");
      }
      head.push(value);
    }
    const known = validRequests.find(operation.operationId, head, context.text);
    if (known !== undefined) {
      context.queryValues = known;
      return undefined;
    }
    // A list the service refuses for its count is read no further than that count and one.
    const counted = core.service.counted?.[operation.operationId];
    const body = counted ? withListCut(context.bodyForValidation, counted.path, counted.limit + 1) : context.bodyForValidation;
    const validation = validator.validateRequest(
      {
        method: context.method,
        url: context.pathname + context.search,
        headers: context.headers.record(),
        body,
        // A JSON body that is a string ("a@b.example") is already parsed: not to be parsed again.
        parsedBody: context.bodyForValidation === context.body,
      },
      // Every problem of a large body could cost more than the request: its first is enough to refuse it.
      { match: context.match, firstProblemOnly: context.text.length > largeBodyLength },
    );
    if (!validation.valid) {
      return invalidRequest(core.front, context, validation.problems.map(locatedProblem));
    }
    // Shared by every request that repeats this one: not to be changed by a handler.
    const values = frozen(validation.queryValues ?? {});
    context.queryValues = values;
    validRequests.add(operation.operationId, head, context.text, values);
    return undefined;
  };
}

function frozen(values: Record<string, unknown>): QueryValues {
  for (const value of Object.values(values)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(values);
}
