/**
 * The compute API: typed client.
 *
 *   const client = createComputeClient({ accessToken: "ya29..." });
 *   const { data } = await client.GET("/projects/{project}/aggregated/forwardingRules", {
 *     params: { path: { project: "my-project" }, query: { maxResults: 50 } },
 *   });
 */
import type { components, paths } from "../generated/compute/types.js";
import { mockUrl } from "./apis.js";
import { createApiClient, headersMiddleware, type ApiClientOptions } from "./client.js";

export type { components, paths };

/** The versioned path every operation sits under, after the service's base URL. */
export const servicePath = "/compute/v1";

export interface ComputeClientOptions extends ApiClientOptions {
  /** The service's base URL, without /compute/v1; defaults to the local mock. */
  baseUrl?: string;
  /** An OAuth 2.0 access token, sent as `Bearer <token>`. */
  accessToken?: string;
}

export function createComputeClient(options: ComputeClientOptions = {}) {
  const baseUrl = `${(options.baseUrl ?? mockUrl("compute")).replace(/\/+$/, "")}${servicePath}`;
  return createApiClient<paths>(
    "compute",
    { ...options, baseUrl },
    headersMiddleware({ Authorization: options.accessToken === undefined ? undefined : `Bearer ${options.accessToken}` }),
  );
}

export type ComputeClient = ReturnType<typeof createComputeClient>;
