/**
 * The event-management API: typed client.
 *
 *   const client = createEventManagementClient({ accessToken: "AQX..." });
 *   const { data } = await client.GET("/rest/events/{event_id}", { params: { path: { event_id: "7094" } } });
 */
import type { components, paths } from "../generated/event-management/types.js";
import { createApiClient, headersMiddleware, type ApiClientOptions } from "./client.js";

export type { components, paths };

/** Every request of the API carries this protocol version header. */
export const protocolVersion = "2.0.0";

export interface EventManagementClientOptions extends ApiClientOptions {
  /** An OAuth 2.0 access token with `r_events` (read) or `rw_events` (write). */
  accessToken?: string;
}

export function createEventManagementClient(options: EventManagementClientOptions = {}) {
  return createApiClient<paths>(
    "event-management",
    options,
    headersMiddleware({
      Authorization: options.accessToken === undefined ? undefined : `Bearer ${options.accessToken}`,
      "X-Vendor-Protocol-Version": protocolVersion,
    }),
  );
}

export type EventManagementClient = ReturnType<typeof createEventManagementClient>;
