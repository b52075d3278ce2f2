/** The client factory of each API, with test credentials: the end-to-end suites call through these. */
import type { Client } from "openapi-fetch";
import type { ApiId } from "../../src/apis.js";
import { createCodeHostingClient } from "../../src/code-hosting.js";

export const testClients: Record<ApiId, (baseUrl: string) => Client<any>> = {
  "code-hosting": (baseUrl) => createCodeHostingClient({ baseUrl, token: "test-token" }),
};
