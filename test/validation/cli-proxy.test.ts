/**
 * The command-line tool's validating proxy, run as a user runs it (the package's bin): it forwards,
 * prints every violation, and says when the upstream is unreachable.
 */
import { describe, expect, it } from "vitest";
import { withServerCommand } from "../support/cli.js";
import { unreachableUrl } from "../support/http.js";
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
      return [valid.status, invalid.status];
    });
    expect(value).toEqual([200, 422]);
    expect(output).toMatch(/code-hosting GET \/repos\/o\/r\/import 200 [\d.]+ms getImportStatus/);
    expect(output).toContain("VIOLATION request PATCH /repos/o/r/import/lfs body.use_lfs");
    expect(output).not.toContain("VIOLATION request GET");
    expect(code).toBe(0);
  });

  it("answers 502 when the upstream is unreachable, and says so", async () => {
    const { value } = await withServerCommand(["proxy", "code-hosting", unreachableUrl, "--port", "0"], async (url) => {
      const response = await fetch(`${url}/repos/o/r/import`, { headers: { Authorization: "Bearer t" } });
      return [response.status, ((await response.json()) as { title: string }).title];
    });
    expect(value).toEqual([502, "The upstream is unreachable"]);
  });
});
