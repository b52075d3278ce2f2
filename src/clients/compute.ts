/**
 * The compute API: typed client, safe retries of patch and delete, and a walk over all forwarding
 * rules of a project.
 *
 *   const client = createComputeClient({ baseUrl: "https://compute.vendor.example", auth: "ya29..." });
 *   const { data } = await client.PATCH("/locations/global/securityPolicies/{securityPolicy}", {
 *     params: { path: { securityPolicy: "storefront-edge" } },
 *     body: { fingerprint: "4u8ZtSMb6ns=", description: "Edge filtering of the storefront" },
 *   });
 *   // data: Operation; data.clientOperationId is the requestId the client sent
 *
 *   for await (const entry of forwardingRules(client, { project: "acme-web-prod" })) {
 *     if (entry.type === "rule") console.log(entry.scope, entry.rule.name);
 *     else console.warn(entry); // a warning, or a scope that could not be reached
 *   }
 *
 * requestId: every PATCH and DELETE sent through the client carries a `requestId` query parameter;
 * when the caller gives none, the client adds a fresh random UUID. The client retries by default
 * (src/clients/retry.ts: no answer, a rate limit, 503, a 5xx), a bounded number of times, by re-sending the
 * very same request, so a retry carries the same requestId and the service ignores it if the first
 * attempt was completed (the document's duplicate protection). Two separate calls get two
 * different IDs. To retry a call yourself later (after a restart, say), pass the same `requestId`
 * again; `newRequestId()` makes one to keep.
 */
import type { components, paths } from "../../generated/compute/types.js";
import { bearerAuth, createApiClient, type ApiClientOptions } from "./client.js";
import { ApiResponseError, dataOrThrow, unusableAnswer } from "./errors.js";
import type { Middleware } from "openapi-fetch";
import type { RetryRules } from "./retry.js";

export * from "./client-public.js";
export type { components, paths };
type Schemas = components["schemas"];
export type SecurityPolicy = Schemas["SecurityPolicy"];
export type SecurityPolicyPatch = Schemas["SecurityPolicyPatch"];
export type SecurityPolicyRule = Schemas["SecurityPolicyRule"];
export type Operation = Schemas["Operation"];
export type OperationList = Schemas["OperationList"];
export type ForwardingRule = Schemas["ForwardingRule"];
export type ForwardingRuleAggregatedList = Schemas["ForwardingRuleAggregatedList"];
export type Warning = Schemas["Warning"];

/** The versioned path every operation sits under, after the service's base URL. */
export const servicePath = "/compute/v1";

/** The all-zero UUID, which the service does not accept as a `requestId`. */
export const nilRequestId = "00000000-0000-0000-0000-000000000000";

/**
 * A fresh `requestId`: a random version-4 UUID. Its version digit is always 4, so it can never be
 * the all-zero UUID the service refuses.
 */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

export interface ComputeClientOptions extends ApiClientOptions {
  /**
   * The service's address, with or without the versioned path: `http://127.0.0.1:4013` (what the
   * simulator prints) and `http://127.0.0.1:4013/compute/v1` are the same service.
   */
  baseUrl: string;
  /** An OAuth 2.0 access token, sent as `Bearer <token>`. */
  auth?: string;
  /** @deprecated The former name of `auth`; still read. */
  accessToken?: string;
}

export function createComputeClient(options: ComputeClientOptions) {
  return createApiClient<paths>(
    {
      api: "compute",
      basePath: servicePath,
      authMiddleware: bearerAuth,
      deprecatedAuth: { name: "accessToken", value: options?.accessToken },
      middleware: [requestIdMiddleware],
      retry: computeRetry,
    },
    options,
  );
}

export type ComputeClient = ReturnType<typeof createComputeClient>;

/**
 * Adds a fresh `requestId` to a PATCH or DELETE of a security policy that has none; one the caller
 * gives is kept. The delete of an operation takes no requestId.
 */
const requestIdMiddleware: Middleware = {
  onRequest({ request }) {
    if (request.method !== "PATCH" && request.method !== "DELETE") return undefined;
    const url = new URL(request.url);
    if (url.searchParams.has("requestId") || !url.pathname.includes(`${servicePath}/locations/global/securityPolicies/`)) return undefined;
    url.searchParams.set("requestId", newRequestId());
    return new Request(url, request);
  },
};

/**
 * Every request of the client may be repeated: PATCH and DELETE carry their `requestId`, which the
 * service uses to ignore a repeat, so the client retries by default. Besides 429, the service
 * answers a rate limit with 403 and the reason `rateLimitExceeded` or `userRateLimitExceeded`.
 */
const computeRetry: RetryRules & { byDefault: boolean } = {
  byDefault: true,
  idempotent: (request) => new URL(request.url).searchParams.has("requestId"),
  rateLimited: (_response, body) => {
    const error = (body as { error?: { status?: string; errors?: { reason?: string }[] } } | undefined)?.error;
    return (
      error?.status === "RESOURCE_EXHAUSTED" ||
      (error?.errors ?? []).some(({ reason }) => reason === "rateLimitExceeded" || reason === "userRateLimitExceeded")
    );
  },
};

/** @deprecated The compute helpers throw the package's ApiResponseError; this is its former name. */
export const ComputeRequestError = ApiResponseError;
/** @deprecated See ApiResponseError. */
export type ComputeRequestError = ApiResponseError;

/**
 * One item of the walk over a project's forwarding rules: a rule with the scope it is in, a
 * warning (with its scope, or without one when it concerns a whole page), or a scope the service
 * could not reach.
 */
export type ForwardingRuleEntry =
  | { type: "rule"; scope: string; rule: ForwardingRule }
  | { type: "warning"; scope?: string; warning: Warning }
  | { type: "unreachable"; scope: string };

type ListQuery = NonNullable<paths["/projects/{project}/aggregated/forwardingRules"]["get"]["parameters"]["query"]>;

export interface ForwardingRulesOptions extends Omit<ListQuery, "pageToken"> {
  project: string;
}

/**
 * Every forwarding rule of a project, page after page until a page has no `nextPageToken`.
 *
 * Nothing the service reports is dropped: warnings and unreachable scopes are yielded as items of
 * their own, between the rules, in the order of the pages (a `type` tag tells them apart). Scope
 * warnings come once per page they are on; an unreachable scope comes once even if several pages
 * name it. `returnPartialSuccess` defaults to true here, as the document recommends, so that one
 * failing scope is reported instead of failing the whole walk. A page that fails for good (after
 * the client's retries) throws an `ApiResponseError` with the service's error body; a page token that
 * comes back a second time throws one too, instead of looping forever. Stopping the loop early fetches no further page.
 */
export async function* forwardingRules(
  client: ComputeClient,
  { project, returnPartialSuccess = true, ...query }: ForwardingRulesOptions,
): AsyncGenerator<ForwardingRuleEntry, void, undefined> {
  const tokens = new Set<string>();
  const unreachable = new Set<string>();
  let pageToken: string | undefined;
  do {
    const answer = await client.GET("/projects/{project}/aggregated/forwardingRules", {
      params: { path: { project }, query: { ...query, returnPartialSuccess, pageToken } },
    });
    const data = await dataOrThrow(answer, { operation: "listAggregatedForwardingRules" });
    if (data === undefined) throw unusableAnswer(answer.response, data, "a page without a body", "listAggregatedForwardingRules");
    if (data.warning) yield { type: "warning", warning: data.warning };
    // Read both members of a scope, whatever the contract says about having one of them: a
    // service that sends both still has each reported.
    const items = (data.items ?? {}) as Record<string, { forwardingRules?: ForwardingRule[]; warning?: Warning }>;
    for (const [scope, { forwardingRules: rules, warning }] of Object.entries(items)) {
      for (const rule of rules ?? []) yield { type: "rule", scope, rule };
      if (warning) yield { type: "warning", scope, warning };
    }
    for (const scope of data.unreachables ?? []) {
      if (unreachable.has(scope)) continue;
      unreachable.add(scope);
      yield { type: "unreachable", scope };
    }
    pageToken = data.nextPageToken || undefined;
    if (pageToken !== undefined) {
      if (tokens.has(pageToken)) {
        throw unusableAnswer(
          answer.response,
          data,
          `the page token "${pageToken}" came back a second time; the walk stops instead of looping`,
          "listAggregatedForwardingRules",
        );
      }
      tokens.add(pageToken);
    }
  } while (pageToken !== undefined);
}
