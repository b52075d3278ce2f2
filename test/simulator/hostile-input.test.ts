/**
 * The simulated services under hostile input: what the simulator stores or builds from a request
 * never breaks its own contract (strict mode checks every answer), no request value reaches an
 * object's prototype, and the simulator names its own address, never one a request claims.
 */
import { describe, expect, it } from "vitest";
import { jsonOf, rawRequest } from "../support/http.js";
import { useSimulator } from "../support/simulator.js";

describe("code-hosting", () => {
  const sim = useSimulator("code-hosting");
  const send = (method: string, path: string, body?: unknown, token = "t") =>
    fetch(`${sim.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it.each([
    ["an object", { emails: ["not-an-address"] }],
    ["an array", ["not-an-address"]],
    ["a string", "not-an-address"],
  ])("refuses an email address that is not one, sent as %s, with 422 and stores nothing", async (_form, body) => {
    expect((await send("POST", "/user/emails", body)).status).toBe(422);
    const listed = await send("GET", "/user/emails");
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { email: string }[]).map((email) => email.email)).toEqual(["octocat@vendor.example"]);
  });

  it("refuses a profile email that is not an address with 422, and the profile still reads", async () => {
    expect((await send("PATCH", "/user", { email: "not-an-address" })).status).toBe(422);
    const profile = await send("GET", "/user");
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { email: unknown }).email).not.toBe("not-an-address");
  });

  it("encodes a non-ASCII owner and repository in the URLs and the Location header of an import", async () => {
    const started = await send("PUT", "/repos/%C3%B6wner/r%C3%A9po/import", { vcs_url: "https://git.example.org/x.git" });
    expect(started.status).toBe(201);
    expect(started.headers.get("location")).toBe(`${sim.url}/repos/%C3%B6wner/r%C3%A9po/import`);
    const body = (await started.json()) as { url: string; html_url: string; authors_url: string; repository_url: string };
    expect(body).toMatchObject({
      url: `${sim.url}/repos/%C3%B6wner/r%C3%A9po/import`,
      html_url: "https://vendor.example/%C3%B6wner/r%C3%A9po/import",
      authors_url: `${sim.url}/repos/%C3%B6wner/r%C3%A9po/import/authors`,
      repository_url: `${sim.url}/repos/%C3%B6wner/r%C3%A9po`,
    });
  });

  it("encodes a non-ASCII owner and repository in a commit status's URLs", async () => {
    const sha = "a".repeat(40);
    const created = await send("POST", `/repos/%C3%B6wner/r%C3%A9po/statuses/${sha}`, { state: "success" });
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toBe(`${sim.url}/repos/%C3%B6wner/r%C3%A9po/statuses/${sha}`);
    const combined = await send("GET", `/repos/%C3%B6wner/r%C3%A9po/commits/${sha}/status`);
    expect(combined.status).toBe(200);
    expect(((await combined.json()) as { commit_url: string }).commit_url).toBe(`${sim.url}/repos/%C3%B6wner/r%C3%A9po/commits/${sha}`);
  });

  it("names its URLs on its own address, whatever Host the request names, under the prefix the request used", async () => {
    for (const prefix of ["", "/api/v3"]) {
      const started = await rawRequest(`${sim.url}${prefix}/repos/octocat/socm/import`, {
        method: "PUT",
        headers: { Host: "attacker.example", Authorization: "Bearer t", "Content-Type": "application/json" },
        body: JSON.stringify({ vcs_url: "https://git.example.org/x.git" }),
      });
      expect(started.status).toBe(201);
      expect(started.headers.location).toBe(`${sim.url}${prefix}/repos/octocat/socm/import`);
      expect(jsonOf(started)).toMatchObject({
        url: `${sim.url}${prefix}/repos/octocat/socm/import`,
        repository_url: `${sim.url}${prefix}/repos/octocat/socm`,
      });
    }
  });

  it("pages on the simulator's own address, whatever Host the request names", async () => {
    expect((await send("POST", "/user/emails", { emails: ["a@vendor.example"] })).status).toBe(201);
    const listed = await rawRequest(`${sim.url}/user/emails?per_page=1`, {
      method: "GET",
      headers: { Host: "attacker.example", Authorization: "Bearer t" },
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.link).toBe(
      `<${sim.url}/user/emails?per_page=1&page=2>; rel="next", <${sim.url}/user/emails?per_page=1&page=2>; rel="last"`,
    );
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "treats a token named %s as any token not given permissions",
    async (token) => {
      const listed = await send("GET", "/user/emails", undefined, token);
      expect(listed.status).toBe(200);
    },
  );

  it("keeps permissions of tokens whose names are prototype members", async () => {
    // A computed key: `__proto__:` in a literal would set the prototype, not name a token.
    await sim.control.command("tokens", { constructor: { email_addresses: "read" }, ["__proto__"]: { email_addresses: "read" } });
    expect((await send("GET", "/user/emails", undefined, "constructor")).status).toBe(200);
    expect((await send("POST", "/user/emails", { emails: ["a@vendor.example"] }, "constructor")).status).toBe(403);
    expect((await send("POST", "/user/emails", { emails: ["a@vendor.example"] }, "__proto__")).status).toBe(403);
    expect((await send("POST", "/user/emails", { emails: ["a@vendor.example"] }, "other")).status).toBe(201);
    await sim.control.command("tokens", { constructor: null, ["__proto__"]: null });
    expect((await send("POST", "/user/emails", { emails: ["b@vendor.example"] }, "constructor")).status).toBe(201);
  });
});

describe("social-graph", () => {
  const sim = useSimulator("social-graph");
  const negativeSession = {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      payload: { schema: "EMAIL_SHA256", data: [["a".repeat(64)]] },
      session: { session_id: -5, batch_seq: 1, last_batch_flag: true },
    }),
  };
  it.each([
    [
      "a negative session_id with code 100 and keeps no session",
      "/v24.0/23851234567890123/users?access_token=EAAB-simulator",
      negativeSession,
      { error: { code: 100 } },
    ],
    ["an empty access_token with code 190", "/v24.0/10228416037451982?access_token=", {}, { error: { code: 190, type: "OAuthException" } }],
    [
      "a fields name that is a prototype member as a nonexisting field",
      "/v24.0/10228416037451982?fields=constructor&access_token=EAAB-simulator",
      {},
      { error: { code: 100, message: expect.stringMatching(/constructor/) } },
    ],
  ])("refuses %s", async (_given, path, init, body) => {
    const refused = await fetch(`${sim.url}${path}`, init);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject(body);
    // No refusal leaves a session behind.
    expect((await sim.control.command<{ sessions: Record<string, unknown> }>("state")).sessions).toEqual({});
  });
});

describe("search", () => {
  const sim = useSimulator("search");
  const search = async (body: string) => {
    await sim.control.command("createIndex", { index: "logs", generate: { count: 20, seed: 3 } });
    const response = await fetch(`${sim.url}/logs/_search`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    expect(response.status).toBe(200);
    return (await response.json()) as { aggregations: Record<string, { value: number }> };
  };

  it("counts no values of a field named after a prototype member, which no document has", async () => {
    const { aggregations } = await search(JSON.stringify({ size: 0, aggregations: { count: { value_count: { field: "constructor" } } } }));
    expect(aggregations.count).toEqual({ value: 0 });
  });

  it("answers an aggregation named __proto__ under its name", async () => {
    // Written as JSON text: `__proto__` in an object literal would set the prototype, not name a member.
    const { aggregations } = await search('{"size":0,"aggregations":{"__proto__":{"value_count":{"field":"seq"}}}}');
    expect(Object.hasOwn(aggregations, "__proto__")).toBe(true);
  });
});

describe("event-management", () => {
  const sim = useSimulator("event-management");

  it("gives an upload URL on the simulator's own address, whatever Host the request names", async () => {
    const registered = await rawRequest(`${sim.url}/rest/assets?action=registerUpload`, {
      method: "POST",
      headers: {
        Host: "attacker.example",
        Authorization: "Bearer AQXsim",
        "X-Vendor-Protocol-Version": "2.0.0",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        registerUploadRequest: {
          owner: "urn:li:person:Xk3pQ9rT2a",
          recipes: ["urn:li:digitalmediaRecipe:feedshare-image"],
          serviceRelationships: [{ identifier: "urn:li:userGeneratedContent", relationshipType: "OWNER" }],
          supportedUploadMechanism: ["SYNCHRONOUS_UPLOAD"],
        },
      }),
    });
    expect(registered.status).toBe(200);
    const mechanism = (jsonOf(registered) as { value: { uploadMechanism: Record<string, { uploadUrl: string }> } }).value.uploadMechanism;
    const { uploadUrl } = Object.values(mechanism)[0]!;
    expect(uploadUrl.startsWith(`${sim.url}/rest/mediaUpload/`)).toBe(true);
  });
});

describe("compute", () => {
  const sim = useSimulator("compute");

  it("keeps a member named __proto__ of a patch as data, never as the stored policy's prototype", async () => {
    const { securityPolicies } = await sim.control.command<{ securityPolicies: { name: string; fingerprint: string }[] }>("policies");
    const { name, fingerprint } = securityPolicies[0]!;
    // Written as JSON text: `__proto__` in an object literal would set the prototype, not name a member.
    const body = `{"fingerprint":"${fingerprint}","__proto__":{"description":"inherited","polluted":true}}`;
    const response = await fetch(`${sim.url}/compute/v1/locations/global/securityPolicies/${name}`, {
      method: "PATCH",
      headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
      body,
    });
    expect(response.status).toBe(200);
    await sim.control.advanceClock(60_000);
    // The stored policy itself, in process: JSON would not show an inherited member.
    const stored = sim.simulator.services.compute!.control!.policy!({ name }) as Record<string, unknown>;
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(stored.polluted).toBeUndefined();
    expect(Object.hasOwn(stored, "__proto__")).toBe(true);
  });
});
