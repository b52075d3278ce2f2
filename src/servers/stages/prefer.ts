/**
 * Preferences: `Prefer: code=404, example=name` (or the `__code`, `__example` query parameters)
 * asks for a documented answer. A malformed Prefer, or one naming a status the operation does not
 * document, is the request's fault: refused in the API's own shape.
 */
import { declaresStatus } from "../../contract/examples.js";
import { readPreferences } from "../http.js";
import type { Stage } from "../context.js";
import { invalidRequest } from "./refusals.js";
import type { FrontSetup } from "./setup.js";

export function prefer(setup: FrontSetup): Stage {
  return function prefer(context) {
    // A query without parameters names no preference.
    const asked = readPreferences(context.headers.get("prefer"), context.search === "" ? undefined : context.query);
    if (asked === undefined) return undefined;
    const { operation, operationId } = context.operation!;
    const wrong =
      typeof asked === "string"
        ? asked
        : asked.code !== undefined && !declaresStatus(operation, asked.code)
          ? `code=${asked.code} is not a status ${operationId} documents`
          : undefined;
    if (wrong !== undefined) return invalidRequest(setup, context, [{ location: "header.prefer", message: `Prefer: ${wrong}` }]);
    context.preferences = asked as Exclude<typeof asked, string>;
    return undefined;
  };
}
