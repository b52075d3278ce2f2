/** One lifecycle for a suite that drives the Prism mock of an API: started on a free port before the suite, closed after it. */
import { afterAll, beforeAll } from "vitest";
import type { ApiId } from "../../src/contract/apis.js";
import { startMockServer, type MockServerOptions, type RunningServer } from "../../src/servers/mock-server.js";

export function useMockServer(api: ApiId, options: Omit<MockServerOptions, "port"> = {}): { readonly url: string } {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startMockServer(api, { ...options, port: 0 });
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get url() {
      return server!.url;
    },
  };
}
