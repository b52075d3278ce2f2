/**
 * A client of each API over the contract's own paths, with the API's middleware and test
 * credentials: the generic end-to-end suite calls every operation through these. An API without a
 * client module of its own (a new one, docs/maintaining.md) is called with a bearer token.
 */
import { apiIds, type ApiId } from "../../src/contract/apis.js";
import type { Client } from "openapi-fetch";
import type { ClientApiId } from "../../scripts/bundle-size.js";
import { asOpenapiFetchClient, bearerAuth, commaListMiddleware, createApiClient } from "../../src/clients/client.js";
import { createCodeHostingClient } from "../../src/clients/code-hosting.js";
import { createComputeClient } from "../../src/clients/compute.js";
import { createEventManagementClient } from "../../src/clients/event-management.js";
import { createSearchClient } from "../../src/clients/search.js";
import { accessTokenMiddleware } from "../../src/clients/social-graph.js";
import type { paths as SocialGraphPaths } from "../../generated/social-graph/types.js";

// Typed as openapi-fetch's clients: the generic suites call every operation with bodies of type any.
type TestClient = (baseUrl: string) => Client<any>;

const clientModules: Record<ClientApiId, TestClient> = {
  "code-hosting": (baseUrl) => asOpenapiFetchClient(createCodeHostingClient({ baseUrl, auth: "test-token" })),
  // The social-graph factory puts the version into the base URL; the contract's paths keep it.
  "social-graph": (baseUrl) =>
    asOpenapiFetchClient(
      createApiClient<SocialGraphPaths>(
        { api: "social-graph", authMiddleware: accessTokenMiddleware, middleware: [commaListMiddleware()] },
        { baseUrl, auth: "test-token" },
      ),
    ),
  "event-management": (baseUrl) => asOpenapiFetchClient(createEventManagementClient({ baseUrl, auth: "test-token" })),
  // No retry: the generic suites judge each answer as sent, and a retried 403/429/503 waits its backoff.
  compute: (baseUrl) => asOpenapiFetchClient(createComputeClient({ baseUrl, auth: "test-token", retry: false })),
  search: (baseUrl) => asOpenapiFetchClient(createSearchClient({ baseUrl, auth: { username: "test", password: "test" } })),
};

const bearerClient =
  (api: ApiId): TestClient =>
  (baseUrl) =>
    asOpenapiFetchClient(createApiClient<any>({ api, authMiddleware: bearerAuth }, { baseUrl, auth: "test-token" }));

const byModule: Partial<Record<ApiId, TestClient>> = clientModules;
export const testClients = Object.fromEntries(apiIds.map((api) => [api, byModule[api] ?? bearerClient(api)])) as Record<ApiId, TestClient>;
