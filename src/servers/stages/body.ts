/**
 * The body rules: the body parsed as its content type says, and what clients send for no body
 * taken as none. Official SDKs send `{}` (or nothing) on GET and DELETE: an operation without a
 * request body ignores the body, and one whose body is optional takes `{}` as none. A JSON null
 * is a body no schema of the contracts takes (Prism would read it as none): refused.
 */
import { countsAsNoBody, isJsonMediaType, parseJsonText } from "../../contract/messages.js";
import type { Stage } from "../context.js";
import { invalidRequest } from "./refusals.js";
import type { FrontSetup } from "./setup.js";

export function bodyRules(setup: FrontSetup): Stage {
  return function bodyRules(context) {
    const { requestBody } = context.operation!;
    const { text } = context;
    if (requestBody === undefined || text.trim() === "") return undefined;
    const parsed = parseBody(context.headers.get("content-type"), text, setup.exactJson);
    if ("error" in parsed) return invalidRequest(setup, context, [{ location: "body", message: parsed.error }]);
    if (parsed.body === null)
      return invalidRequest(setup, context, [{ location: "body", message: "the body is null, not a value of its schema" }]);
    if (countsAsNoBody(parsed.body, requestBody.required === true)) return undefined;
    context.body = parsed.body;
    context.bodyForValidation = parsed.forValidation;
    return undefined;
  };
}

/**
 * The body for the handler, and for the validator: a form goes to the validator as its text, so
 * that it checks the JSON its fields carry; the handler gets the fields.
 */
function parseBody(
  contentType: string | undefined,
  text: string,
  exact: boolean,
): { body: unknown; forValidation: unknown } | { error: string } {
  const type = (contentType ?? "application/json").split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return { body: Object.fromEntries(new URLSearchParams(text)), forValidation: text };
  if (isJsonMediaType(type)) {
    const parsed = parseJsonText(text, { exact });
    return parsed.ok ? { body: parsed.value, forValidation: parsed.value } : { error: `the body is ${parsed.error}` };
  }
  return { body: text, forValidation: text };
}
