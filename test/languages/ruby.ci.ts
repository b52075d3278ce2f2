/**
 * The Ruby guide (docs/languages/ruby.md) as its reader runs it: the Minitest suite of
 * examples/ruby/, whose fixture (simulator.rb) starts the simulator, waits for its ready file and
 * gives each test a session, run by rake with the official clients (Debian's ruby-octokit,
 * ruby-elasticsearch of the 7.x line, which reads the root and checks the product header before
 * its first request, and ruby-google-api-client; .ci/run installs them). The simulator is the
 * package's bin here, through the fixture's $VENDOR_API_CONTRACTS. Every Ruby block of the guide is
 * part of a file of examples/ruby/, so the guide cannot drift from what runs.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packageRoot } from "../../src/contract/files.js";
import { bin } from "../support/cli.js";
import { guideQuotesItsExamples, quoted, ruby, run, secondLanguageClient } from "../support/second-language.js";

const suite = join(packageRoot, "examples", "ruby");

describe("the Ruby guide", () => {
  guideQuotesItsExamples("ruby");

  const clients = (["ruby", "rake", "ruby-minitest", "ruby-octokit", "ruby-elasticsearch", "ruby-google-api-client"] as const)
    .map(secondLanguageClient)
    .every(Boolean);
  it.runIf(clients)("its Minitest suite passes, a session per test, against the simulator its fixture starts", async () => {
    const ran = await run(ruby, ["-S", "rake", "-f", join(suite, "Rakefile"), "test"], {
      env: {
        VENDOR_API_CONTRACTS: `${quoted(process.execPath)} ${quoted(bin)}`,
        // The product header the client checks, whose name and value the guide leaves to the reader (docs/simulator/search.md).
        SEARCH_PRODUCT_HEADER: "X-Elastic-Product=Elasticsearch",
      },
      timeoutMs: 60_000,
    });
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    expect(ran.stdout).toMatch(/\b8 runs, \d+ assertions, 0 failures, 0 errors, 0 skips\b/);
  });
});
