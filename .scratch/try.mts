import { createSimulator } from "../src/simulator/in-process.js";
const sim = createSimulator({ strict: true, frozenClock: true, onViolation: (v) => console.log("VIOLATION", v.api, v.problems[0]?.message) });
const tries: [string, string, string, RequestInit?][] = [
  ["social-graph", "GET", "/v23.0/120000000000001?fields=name&access_token=t-secret"],
  ["event-management", "GET", "/rest/me", { headers: { authorization: "Bearer t" } }],
  ["compute", "GET", "/compute/v1/locations/global/securityPolicies?key=k-secret", { headers: { authorization: "Bearer t" } }],
  ["search", "GET", "/", { headers: { authorization: "Basic ZWxhc3RpYzpjaGFuZ2VtZQ==" } }],
  ["search", "POST", "/orders/_search", { headers: { authorization: "Basic ZWxhc3RpYzpjaGFuZ2VtZQ==", "content-type": "application/json" }, body: JSON.stringify({ query: { match_all: {} }, size: 1 }) }],
  ["code-hosting", "PUT", "/repos/o/r/import", { headers: { authorization: "Bearer t", "content-type": "application/json" }, body: JSON.stringify({ vcs: "git", vcs_password: "p-secret" }) }],
];
for (const [api, method, path, init] of tries) {
  const r = await sim.fetch(`${sim.urls[api as "search"]}${path}`, { method, ...init });
  console.log(api, method, path, r.status, (await r.text()).slice(0, 150));
}
console.log(JSON.stringify(sim.requests(), null, 1).slice(0, 3000));
