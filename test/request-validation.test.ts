/**
 * The opt-in middleware that checks each request against its contract before it is sent: what
 * the types let through (a misspelled optional body member) is stopped here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createCodeHostingClient } from "../src/clients/code-hosting.js";
import { createComputeClient } from "../src/clients/compute.js";
import { InvalidRequestError } from "../src/clients/errors.js";
import { createEventManagementClient } from "../src/clients/event-management.js";
import { RequestContractError, requestValidationMiddleware } from "../src/clients/request-validation.js";
import { createSocialGraphClient } from "../src/clients/social-graph.js";

function recorder() {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return Response.json({});
  };
  return { requests, fetch };
}

const repo = { owner: "octocat", repo: "socm" };

describe("requestValidationMiddleware", () => {
  it("sends a request that keeps the contract, body and all", async () => {
    const { requests, fetch } = recorder();
    const client = createCodeHostingClient({ baseUrl: "https://api.vendor.example", auth: "t", fetch });
    client.use(requestValidationMiddleware("code-hosting"));
    await client.PUT("/repos/{owner}/{repo}/import", {
      params: { path: repo },
      body: { vcs_url: "https://svn.example.org/socm", vcs: "subversion" },
    });
    expect(requests).toHaveLength(1);
    expect(await requests[0]!.json()).toEqual({ vcs_url: "https://svn.example.org/socm", vcs: "subversion" });
  });

  it("stops a misspelled optional body member before it is sent", async () => {
    const { requests, fetch } = recorder();
    const client = createCodeHostingClient({ baseUrl: "https://api.vendor.example", auth: "t", fetch });
    client.use(requestValidationMiddleware("code-hosting"));
    // The type check refuses it too; the middleware catches what a cast, `any` or JavaScript lets through.
    const call = client.PUT("/repos/{owner}/{repo}/import", {
      params: { path: repo },
      // @ts-expect-error vcs_usrname is not a member of the body
      body: { vcs_url: "https://x.example", vcs_usrname: "me" },
    });
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestContractError);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error).toMatchObject({
      api: "code-hosting",
      method: "PUT",
      operation: "startImport",
      url: "https://api.vendor.example/repos/octocat/socm/import",
    });
    const failure = error as RequestContractError;
    expect(failure.contractProblems).toEqual([expect.objectContaining({ in: "body", rule: "additionalProperties" })]);
    expect(failure.message).toMatch(
      /^startImport: PUT https:\/\/api\.vendor\.example\/repos\/octocat\/socm\/import breaks the code-hosting contract: .*vcs_usrname/,
    );
    expect(requests).toEqual([]);
  });

  it("checks what the API's own middleware adds: compute's requestId under /compute/v1", async () => {
    const { requests, fetch } = recorder();
    const client = createComputeClient({ baseUrl: "https://compute.vendor.example", auth: "t", retry: false, fetch });
    client.use(requestValidationMiddleware("compute"));
    const path = { securityPolicy: "storefront-edge" };
    await client.DELETE("/locations/global/securityPolicies/{securityPolicy}", { params: { path } });
    expect(requests).toHaveLength(1);
    const refused = client.DELETE("/locations/global/securityPolicies/{securityPolicy}", {
      params: { path, query: { requestId: "not-a-uuid" } },
    });
    await expect(refused).rejects.toThrow(/deleteSecurityPolicy: DELETE .* breaks the compute contract: query parameter "requestId"/);
    expect(requests).toHaveLength(1);
  });

  it("understands social-graph's version segment and masks the token in its message", async () => {
    const { requests, fetch } = recorder();
    const client = createSocialGraphClient({ baseUrl: "https://graph.vendor.example", auth: "EAAB-secret", fetch });
    client.use(requestValidationMiddleware("social-graph"));
    await client.GET("/{user_id}", { params: { path: { user_id: "1000" } } });
    expect(requests).toHaveLength(1);
    const error = await client.GET("/{user_id}", { params: { path: { user_id: "not-numeric" } } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestContractError);
    expect((error as Error).message).not.toContain("EAAB-secret");
    expect((error as RequestContractError).url).toContain("access_token=***");
  });

  it("tells onViolation instead of throwing, and sends the request", async () => {
    const { requests, fetch } = recorder();
    const seen: RequestContractError[] = [];
    const client = createEventManagementClient({ baseUrl: "https://api.vendor.example", auth: "t", fetch });
    client.use(requestValidationMiddleware("event-management", { onViolation: (error) => seen.push(error) }));
    await client.GET("/rest/events/{event_id}", { params: { path: { event_id: 7 } } });
    expect(seen).toEqual([]);
    // A cast lets through what the type refuses: an event ID that is not a number.
    await client.GET("/rest/events/{event_id}", { params: { path: { event_id: "seven" as unknown as number } } });
    expect(seen.map((error) => error.operation)).toEqual(["getEvent"]);
    expect(requests).toHaveLength(2);
  });

  it("is not on a client module's import path (the client modules stay free of the validators)", () => {
    for (const api of ["code-hosting", "social-graph", "event-management", "compute", "search"]) {
      const source = readFileSync(new URL(`../src/clients/${api}.ts`, import.meta.url), "utf8");
      expect(source, api).not.toMatch(/from "\.\/(request-validation|validate)\.js"/);
    }
  });
});
