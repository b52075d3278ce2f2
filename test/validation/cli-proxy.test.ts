/**
 * The command-line tool's validating proxy, run as a user runs it (the package's bin): it forwards,
 * prints every violation, and says when the upstream is unreachable.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { withServerCommand } from "../support/cli.js";
import { useMockServer } from "../support/mock.js";

describe("proxy", () => {
  const mock = useMockServer("code-hosting");

  it("forwards to the upstream and prints every violation", async () => {
    const { value, code, output } = await withServerCommand(["proxy", "code-hosting", mock.url, "--port", "0"], async (url) => {
      const valid = await fetch(`${url}/repos/o/r/import`, { headers: { Authorization: "Bearer t" } });
      const invalid = await fetch(`${url}/repos/o/r/import/lfs`, {
        method: "PATCH",
        headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
        body: JSON.stringify({ use_lfs: "maybe" }),
      });
      await new Promise((resolve) => setTimeout(resolve, 100)); // let the report reach stdout
      return [valid.status, invalid.status];
    });
    expect(value).toEqual([200, 422]);
    expect(output).toMatch(/code-hosting GET \/repos\/o\/r\/import 200 [\d.]+ms getImportStatus/);
    expect(output).toContain("VIOLATION request PATCH /repos/o/r/import/lfs body.use_lfs");
    expect(output).not.toContain("VIOLATION request GET");
    expect(code).toBe(0);
  });

  it("answers 502 when the upstream is unreachable, and says so", async () => {
    // A port that was free a moment ago: nothing listens there.
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, "127.0.0.1", resolve));
    const closedUrl = `http://127.0.0.1:${(free.address() as AddressInfo).port}`;
    await new Promise((resolve) => free.close(resolve));
    const { value } = await withServerCommand(["proxy", "code-hosting", closedUrl, "--port", "0"], async (url) => {
      const response = await fetch(`${url}/repos/o/r/import`, { headers: { Authorization: "Bearer t" } });
      return [response.status, ((await response.json()) as { title: string }).title];
    });
    expect(value).toEqual([502, "The upstream is unreachable"]);
  });
});
