/**
 * Patch and delete of compute security policies through the typed client, against the strict
 * simulator: operations that progress with the clock, optimistic locking by fingerprint, and
 * request IDs that make a repeat or a client's retry answer the first operation. Changes that
 * break a rule of the document are in simulator-policy-rules.test.ts.
 */
import { describe, expect, it } from "vitest";
import { createComputeClient, nilRequestId, newRequestId, type Operation, type SecurityPolicy } from "../../src/clients/compute.js";
import { operationMilliseconds } from "../../src/simulator/services/compute/index.js";
import { defaultRule, policyPath, useComputeSimulator } from "../support/compute.js";

const sim = useComputeSimulator();
const { policy, operation, finish, patch, remove } = sim;

describe("patch and delete of security policies", () => {
  it("answers an operation that goes PENDING → RUNNING → DONE with the clock, echoing requestId; the change and a new fingerprint are made", async () => {
    const before = await policy("storefront-edge");
    const requestId = newRequestId();
    const { data: pending, response } = await patch(
      "storefront-edge",
      { fingerprint: before.fingerprint!, description: "Revised after the load test." },
      requestId,
    );
    expect(response.status).toBe(200);
    expect(pending).toMatchObject({
      kind: "compute#operation",
      status: "PENDING",
      progress: 0,
      operationType: "patch",
      clientOperationId: requestId,
      targetId: before.id,
      targetLink: before.selfLink,
    });
    const after = await policy("storefront-edge");
    expect(after.description).toBe("Revised after the load test.");
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.rules).toEqual(before.rules);

    const seen: Operation[] = [pending!];
    for (let step = 0; step < 6; step++) {
      await sim.control.advanceClock(operationMilliseconds.running / 4);
      seen.push(await operation(pending!.name!));
    }
    expect(seen.map((op) => op.status)).toEqual(["PENDING", "RUNNING", "RUNNING", "RUNNING", "RUNNING", "DONE", "DONE"]);
    const progress = seen.map((op) => op.progress!);
    expect(progress).toEqual([...progress].sort((a, b) => a - b)); // monotonic
    expect(new Set(progress.slice(1, 5)).size).toBe(4); // rising while it runs
    expect(seen.at(-1)).toMatchObject({ progress: 100, startTime: expect.any(String), endTime: expect.any(String) });
    expect(seen.at(-1)!.error).toBeUndefined();
  });

  it("changes only the fields sent: nested objects merge, lists are replaced", async () => {
    const before = await policy("storefront-edge");
    await patch("storefront-edge", { fingerprint: before.fingerprint!, advancedOptionsConfig: { logLevel: "VERBOSE" } });
    const middle = await policy("storefront-edge");
    await patch("storefront-edge", {
      fingerprint: middle.fingerprint!,
      advancedOptionsConfig: { userIpRequestHeaders: ["X-Real-IP"] },
      rules: [defaultRule],
    });
    const after = await policy("storefront-edge");
    expect(after.advancedOptionsConfig).toEqual({ logLevel: "VERBOSE", userIpRequestHeaders: ["X-Real-IP"] });
    expect(after.rules).toEqual([{ kind: "compute#securityPolicyRule", ...defaultRule }]);
    expect(new Set([before.fingerprint, middle.fingerprint, after.fingerprint]).size).toBe(3);
  });

  it("accepts redirect and header actions on a CLOUD_GUARD policy", async () => {
    const { data } = await patch("storefront-edge", {
      fingerprint: "rX9WV0n7c6M=",
      rules: [
        {
          priority: 4000,
          match: { expr: { expression: "origin.region_code == 'AQ'" } },
          action: "redirect",
          redirectOptions: { type: "VENDOR_CAPTCHA" },
        },
        {
          priority: 7000,
          match: { expr: { expression: "true" } },
          action: "allow",
          headerAction: { requestHeadersToAdds: [{ headerName: "X-Edge", headerValue: "1" }] },
        },
        defaultRule,
      ],
    });
    await finish();
    expect((await operation(data!.name!)).error).toBeUndefined();
    expect((await policy("storefront-edge")).rules).toHaveLength(3);
  });

  it("refuses a stale fingerprint with 412 conditionNotMet and changes nothing", async () => {
    const before = await policy("storefront-edge");
    const { response, error } = await patch("storefront-edge", { fingerprint: "c3RhbGUhIQ==", description: "Never applied" });
    expect(response.status).toBe(412);
    expect(error).toMatchObject({ error: { code: 412, errors: [{ reason: "conditionNotMet", domain: "global" }] } });
    expect(await policy("storefront-edge")).toEqual(before);
  });

  it("lets one of two concurrent patches with the same fingerprint win; the other gets 412", async () => {
    const { fingerprint } = await policy("assets-edge");
    const answers = await Promise.all(
      ["first", "second"].map((description) => patch("assets-edge", { fingerprint: fingerprint!, description })),
    );
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 412]);
    const winner = answers.findIndex((answer) => answer.response.status === 200);
    expect((await policy("assets-edge")).description).toBe(["first", "second"][winner]);
  });

  it("ignores a repeat with the same requestId: the first operation as it is now, no second change (even with the now stale fingerprint)", async () => {
    const before = await policy("storefront-edge");
    const requestId = newRequestId();
    const body = { fingerprint: before.fingerprint!, description: "Once" };
    const { data: first } = await patch("storefront-edge", body, requestId);
    const changed = await policy("storefront-edge");
    await sim.control.advanceClock(operationMilliseconds.pending + 1);

    const { data: again, response } = await patch("storefront-edge", { ...body, description: "Twice" }, requestId.toUpperCase());
    expect(response.status).toBe(200);
    expect(again).toMatchObject({ name: first!.name, id: first!.id, clientOperationId: requestId, status: "RUNNING" });
    expect(await policy("storefront-edge")).toEqual(changed);
    await finish();
    expect((await patch("storefront-edge", body, requestId)).data).toMatchObject({ name: first!.name, status: "DONE", progress: 100 });
  });

  it("answers a retry of the client (same requestId after a lost answer) with the first operation", async () => {
    const before = await policy("storefront-edge");
    const attempts: string[] = [];
    let afterFirst: SecurityPolicy | undefined;
    const flaky = createComputeClient({
      baseUrl: sim.url,
      auth: "ya29.test",
      retry: { retries: 2, delayMs: () => 0 },
      fetch: async (request: Request) => {
        attempts.push(new URL(request.url).searchParams.get("requestId")!);
        const response = await fetch(request);
        if (attempts.length > 1) return response;
        // The change is made, but its answer is lost on the way back.
        await response.arrayBuffer();
        afterFirst = await policy("storefront-edge");
        return new Response(JSON.stringify({ error: { code: 503, message: "Connection reset" } }), {
          status: 503,
          headers: { "content-type": "application/json" },
        });
      },
    });
    const { data, response } = await flaky.PATCH(policyPath, {
      params: { path: { securityPolicy: "storefront-edge" } },
      body: { fingerprint: before.fingerprint!, description: "Retried" },
    });
    expect(response.status).toBe(200);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toBe(attempts[1]);
    expect(data!.clientOperationId).toBe(attempts[0]);
    expect(afterFirst!.fingerprint).not.toBe(before.fingerprint);
    expect(await policy("storefront-edge")).toEqual(afterFirst);
  });

  it("refuses a requestId already used for another request", async () => {
    const requestId = newRequestId();
    const { fingerprint } = await policy("assets-edge");
    await patch("assets-edge", { fingerprint: fingerprint!, description: "x" }, requestId);
    const { response, error } = await remove("assets-edge", requestId);
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ error: { code: 400, errors: [{ reason: "invalid", location: "requestId" }] } });
    expect((await policy("assets-edge")).description).toBe("x");
  });

  it("refuses the all-zero requestId on DELETE (the contract's rule) and deletes nothing", async () => {
    const { response, error } = await remove("assets-edge", nilRequestId);
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ error: { code: 400, errors: [{ reason: "invalid" }] } });
    expect((await policy("assets-edge")).name).toBe("assets-edge");
  });

  it("refuses the all-zero requestId on PATCH with 400 and changes nothing", async () => {
    const before = await policy("assets-edge");
    const { response, error } = await patch("assets-edge", { fingerprint: before.fingerprint!, description: "x" }, nilRequestId);
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ error: { code: 400, errors: [{ reason: "invalid" }] } });
    expect(await policy("assets-edge")).toEqual(before);
  });

  it("deletes a policy with an operation; afterwards it is not found, and a repeat of the delete is answered with the first operation", async () => {
    const requestId = newRequestId();
    const { data: op } = await remove("mesh-orders", requestId);
    expect(op).toMatchObject({ operationType: "delete", status: "PENDING", clientOperationId: requestId });
    await expect(policy("mesh-orders")).rejects.toThrow(/no security policy/);
    await finish();
    expect((await remove("mesh-orders", requestId)).data).toMatchObject({ name: op!.name, status: "DONE" });

    const again = await remove("mesh-orders");
    expect(again.response.status).toBe(404);
    expect(again.error).toMatchObject({ error: { code: 404, errors: [{ reason: "notFound" }] } });
    expect((await patch("mesh-orders", { fingerprint: "AAAAAAAAAAA=" })).response.status).toBe(404);
  });

  it("answers 404 for a policy that does not exist", async () => {
    const { response, error } = await patch("no-such-policy", { fingerprint: "AAAAAAAAAAA=" });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ error: { errors: [{ reason: "notFound" }] } });
  });
});
