/**
 * The social-graph API's error shape, the contract's `Error` body; a missing token is answered as
 * an invalid one (code 190).
 */
import type { components } from "../../../generated/social-graph/types.js";
import type { ApiErrorAnswers } from "../error-answer-types.js";

export type GraphError = components["schemas"]["Error"];

export const graphBody = (code: number, message: string): GraphError => ({
  error: { message, type: "OAuthException", code, fbtrace_id: "simulator" },
});

/** What the core and the mock answer outside the service: a refused body, a missing or invalid token, an invalid request. */
export const socialGraphErrorAnswers = {
  errorBody: (_status, message) => graphBody(1, message),
  // The service answers a missing token as an invalid one: 400 with code 190.
  unauthorized: { status: 400, body: graphBody(190, "Invalid OAuth 2.0 access token.") },
  // A token in an Authorization header (a Bearer token, as other APIs take it) is not read here.
  unauthorizedByHeader: {
    status: 400,
    body: graphBody(
      190,
      "Invalid OAuth 2.0 access token: none was sent where it is read. The token goes in the access_token parameter (the query string or a form body); an Authorization header is not read.",
    ),
  },
  invalidRequestBody: (problems) =>
    graphBody(100, `(#100) ${problems.map(({ location, message }) => `${location}: ${message}`).join("; ")}`),
} satisfies ApiErrorAnswers;
