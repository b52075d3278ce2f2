/**
 * The Go guide (docs/languages/go.md) as its reader runs it: the `go test` suite of examples/go/,
 * whose TestMain starts the simulator, waits for its ready file and whose tests each open a
 * session, with the official clients (Debian's golang-github-google-go-github-dev and
 * golang-google-api-dev; .ci/run installs them). It builds offline in GOPATH mode against Debian's
 * sources, the suite in a GOPATH of its own. Go's build cache is kept in the system's temporary
 * folder, where `npm ci` leaves it, so only a machine's first run compiles the clients (about 30 s
 * of CPU, most of it the compute client's one large package); later runs link and run. The
 * simulator is the package's bin here, found as the fixture finds the single executable: on the
 * PATH as `vendor-api-contracts`. Every Go block of the guide is part of a file of examples/go/.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { packageRoot } from "../../src/contract/files.js";
import { bin } from "../support/cli.js";
import { debianGopath, go, guideQuotesItsExamples, run, secondLanguageClient } from "../support/second-language.js";

const suite = join(packageRoot, "examples", "go");
/** The suite's module path (examples/go/go.mod), under which its GOPATH holds it. */
const suitePackage = "example.com/simulator-suite";

describe("the Go guide", () => {
  guideQuotesItsExamples("go");

  const clients = (["golang-go", "golang-github-google-go-github-dev", "golang-golang-x-oauth2-dev", "golang-google-api-dev"] as const)
    .map(secondLanguageClient)
    .every(Boolean);
  const scratch = mkdtempSync(join(tmpdir(), "go-guide-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.runIf(clients)(
    "its go test suite passes, a session per test, against the simulator its fixture starts",
    { timeout: 300_000 },
    async () => {
      // The suite where GOPATH mode looks for it; its go.mod makes the clients' /vN imports resolve there.
      const gopath = join(scratch, "gopath");
      mkdirSync(join(gopath, "src", dirname(suitePackage)), { recursive: true });
      symlinkSync(suite, join(gopath, "src", suitePackage));
      // The bin under the executable's name, before the node that runs it.
      const tools = join(scratch, "bin");
      mkdirSync(tools);
      symlinkSync(bin, join(tools, "vendor-api-contracts"));
      const ran = await run(go, ["test", "-count=1", "-v", suitePackage], {
        env: {
          PATH: [tools, dirname(process.execPath), process.env.PATH ?? "/usr/bin:/bin"].join(":"),
          GO111MODULE: "off",
          GOPATH: `${gopath}:${debianGopath}`,
          GOCACHE: join(tmpdir(), "vendor-api-contracts-go-build"),
          // Nothing from the network, nor from the user's go env file.
          GOPROXY: "off",
          GOENV: "off",
          GOFLAGS: "",
        },
        timeoutMs: 280_000,
      });
      expect(ran.code, ran.stdout + ran.stderr).toBe(0);
      expect(ran.stdout.match(/^--- PASS: /gm)).toHaveLength(5);
    },
  );
});
