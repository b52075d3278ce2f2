/**
 * The Python guide (docs/languages/python.md) as its reader runs it: the pytest suite of
 * examples/python/, whose fixture (conftest.py) starts the simulator, waits for its ready file and
 * gives each test a session, run by pytest with the official clients (Debian's python3-pytest,
 * python3-github and python3-elasticsearch; .ci/run installs them). The simulator is the package's
 * bin here, through the fixture's $VENDOR_API_CONTRACTS; .ci/run's smoke test of the single
 * executable runs the same suite with the executable. Every Python block of the guide is part of a
 * file of examples/python/, so the guide cannot drift from what runs.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packageRoot } from "../../src/contract/files.js";
import { bin } from "../support/cli.js";
import { guideQuotesItsExamples, python, quoted, run, secondLanguageClient } from "../support/second-language.js";

const suite = join(packageRoot, "examples", "python");

describe("the Python guide", () => {
  guideQuotesItsExamples("python");

  const clients = (["python3-pytest", "python3-github", "python3-elasticsearch"] as const).every(secondLanguageClient);
  it.runIf(clients)("its pytest suite passes, a session per test, against the simulator its fixture starts", async () => {
    const ran = await run(python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", suite], {
      env: {
        VENDOR_API_CONTRACTS: `${quoted(process.execPath)} ${quoted(bin)}`,
        // The product header the client checks, whose name and value the guide leaves to the reader (docs/simulator/search.md).
        SEARCH_PRODUCT_HEADER: "X-Elastic-Product=Elasticsearch",
        PYTHONDONTWRITEBYTECODE: "1",
      },
      timeoutMs: 60_000,
    });
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.stdout).toMatch(/\b5 passed\b/);
  });
});
