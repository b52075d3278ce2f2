// docs/validation.md: a recorded answer checked against its contract.
import { startSimulator } from "vendor-api-contracts/simulator";

const simulator = await startSimulator({ apis: ["code-hosting"], port: 0, frozenClock: true });
const importUrl = `${simulator.urls["code-hosting"]}/repos/octocat/socm/import`;
const headers = { authorization: "Bearer example-token", "content-type": "application/json" };
await fetch(importUrl, { method: "PUT", headers, body: JSON.stringify({ vcs_url: "https://git.example.org/socm.git" }) });
const answer = await fetch(importUrl, { headers });
const body: unknown = { ...((await answer.json()) as object), status: "finished" }; // a status the contract does not name
await simulator.stop();

import { createValidator } from "vendor-api-contracts/validate";

const { validateRequest, validateResponse } = createValidator("code-hosting");
const result = validateResponse({ method: "GET", url: "/repos/octocat/socm/import", status: 200, body });
// result.valid; result.operation (operationId, method, path template);
// result.problems: [{ kind, in, pointer, rule, message }], e.g.
//   { kind: "schema", in: "body", pointer: "/status", rule: "enum", message: 'body: /status must be one of "detecting", ...' }
console.log(result.valid, result.operation?.operationId, result.problems.map(({ kind, in: part, pointer, rule }) => `${kind} ${part} ${pointer} ${rule}`).join("; "));

const request = validateRequest({ method: "PUT", url: "/repos/octocat/socm/import", headers: { authorization: "Bearer t" }, body: {} });
console.log(request.valid, request.problems[0]?.message);
