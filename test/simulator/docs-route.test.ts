import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { apiIds } from "../../src/contract/apis.js";
import { contractDocument } from "../../src/contract/documents.js";
import { docsAnswer, withObjectSchemas } from "../../src/simulator/docs-route.js";
import { rawRequest } from "../support/http.js";
import { useSimulator } from "../support/simulator.js";

const parent = mkdtempSync(join(tmpdir(), "docs-route-"));
const site = join(parent, "site");
mkdirSync(join(site, "shots"), { recursive: true });
writeFileSync(join(site, "index.html"), "<h1>index</h1>");
writeFileSync(join(site, "compute.html"), "<h1>compute</h1>");
writeFileSync(join(site, "shots", "compute.png"), Buffer.from([0x89, 0x50]));
// A large script kept gzipped.
const script = "export { init };\n".repeat(100);
writeFileSync(join(site, "big.js.gz"), gzipSync(script));
// A folder with pages but no index.html: a site whose build did not finish.
mkdirSync(join(parent, "shots-only"));
writeFileSync(join(parent, "shots-only", "compute.html"), "<h1>compute</h1>");
// Files beside the site that no request may read.
const secret = "content outside the site";
writeFileSync(join(parent, "secret.html"), secret);
writeFileSync(join(parent, "site-other.html"), secret);
// Links inside the site to a file and a folder outside it.
symlinkSync(join(parent, "secret.html"), join(site, "linked.html"));
symlinkSync(parent, join(site, "outside"));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const bodyText = (answer: Awaited<ReturnType<typeof docsAnswer>>) => String(answer?.body);

/** Every string of a document but those under an x- extension. */
function renderedText(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key.startsWith("x-") ? [] : renderedText(value)));
}

describe("the rendered reference at /__docs", () => {
  it("serves the site's pages with their type, the index for the folder", async () => {
    expect(await docsAnswer("GET", "/__docs/compute.html", site)).toMatchObject({
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8" },
    });
    expect(bodyText(await docsAnswer("GET", "/__docs/", site))).toBe("<h1>index</h1>");
    expect(await docsAnswer("GET", "/__docs/shots/compute.png?x=1", site)).toMatchObject({
      status: 200,
      headers: { "content-type": "image/png", "content-length": "2" },
    });
    expect(await docsAnswer("HEAD", "/__docs/compute.html", site)).toMatchObject({
      status: 200,
      body: "",
      headers: { "content-length": "16" },
    });
  });

  it("serves a file kept gzipped unpacked, with the type of its name, and not the gzipped file itself", async () => {
    const answer = await docsAnswer("GET", "/__docs/big.js", site);
    expect(answer).toMatchObject({
      status: 200,
      headers: { "content-type": "text/javascript; charset=utf-8", "content-length": String(script.length) },
    });
    expect(answer?.headers["content-encoding"]).toBeUndefined();
    expect(bodyText(answer)).toBe(script);
    expect(await docsAnswer("HEAD", "/__docs/big.js", site)).toMatchObject({
      status: 200,
      body: "",
      headers: { "content-length": String(script.length) },
    });
    expect((await docsAnswer("GET", "/__docs/big.js.gz", site))?.status).toBe(404);
  });

  it("serves a file kept gzipped as it is, with its encoding, to a client that takes gzip, and unpacks it once for one that does not", async () => {
    const packed = gzipSync(script);
    for (const acceptEncoding of ["gzip, deflate, br", "br;q=1.0, GZIP;q=0.5", "*"]) {
      const answer = await docsAnswer("GET", "/__docs/big.js", site, acceptEncoding);
      expect(answer).toMatchObject({
        status: 200,
        headers: { "content-encoding": "gzip", "content-length": String(packed.length), vary: "accept-encoding" },
      });
      expect(Buffer.compare(answer!.body as Buffer, packed)).toBe(0);
    }
    const [first, second] = await Promise.all(
      ["identity", "gzip;q=0"].map((acceptEncoding) => docsAnswer("GET", "/__docs/big.js", site, acceptEncoding)),
    );
    expect(first!.headers["content-encoding"]).toBeUndefined();
    expect(bodyText(second)).toBe(script);
    // The same bytes: unpacked once, not for every client.
    expect(second!.body).toBe(first!.body);
  });

  it("answers each API's bundled contract, as Redoc is given it, at /__docs/openapi/<api>.json, built or not", async () => {
    for (const folder of [site, join(parent, "no-site")]) {
      const answer = await docsAnswer("GET", "/__docs/openapi/compute.json", folder);
      expect(answer).toMatchObject({ status: 200, headers: { "content-type": "application/json; charset=utf-8" } });
      const { servers, ...rest } = JSON.parse(bodyText(answer));
      const { servers: _, ...contract } = withObjectSchemas(contractDocument("compute")) as { servers: unknown };
      expect(rest).toEqual(contract);
      expect(servers).toEqual([expect.objectContaining({ url: "/compute/v1" })]);
    }
    expect((await docsAnswer("GET", "/__docs/openapi/nothing.json", site))?.status).toBe(404);
    expect((await docsAnswer("GET", "/__docs/openapi/compute.yaml", site))?.status).toBe(404);
  });

  it.each(apiIds)(
    "gives Redoc %s's contract with its server at the address the page was served from, naming no file outside the package",
    async (api) => {
      const given = JSON.parse(bodyText(await docsAnswer("GET", `/__docs/openapi/${api}.json`, site))) as { servers: { url: string }[] };
      // A URL from the root, which Redoc resolves against the page's origin: no `{base_url}` left unresolved.
      for (const server of given.servers) {
        expect(server.url).toMatch(/^\/[^{}]*$/);
        expect(new URL(server.url, "http://127.0.0.1:4010/__docs/compute.html").origin).toBe("http://127.0.0.1:4010");
      }
      // What Redoc renders (it shows no x- extension of the package's own): no source document, no file of test/.
      expect(renderedText(given).filter((text) => /\btest\/|\b\d{3}_[0-9a-f]{16}\.txt\b|\.\.\/shared/.test(text))).toEqual([]);
    },
  );

  it("sends /__docs to /__docs/, where the pages' relative links resolve", async () => {
    expect(await docsAnswer("GET", "/__docs", site)).toMatchObject({ status: 308, headers: { location: "/__docs/" } });
  });

  it("leaves every other path to the API", async () => {
    for (const url of ["/", "/__docsx", "/__control/reset", "/compute/v1/__docs/index.html"])
      expect(await docsAnswer("GET", url, site)).toBeUndefined();
  });

  it.each([
    ["an encoded slash", "/__docs/..%2fsecret.html"],
    ["an encoded backslash", "/__docs/..%5csecret.html"],
    ["a NUL byte", "/__docs/index.html%00.png"],
    ["a malformed escape", "/__docs/%zz.html"],
  ])("refuses %s, reading nothing outside the site", async (_name, url) => {
    const answer = await docsAnswer("GET", url, site);
    expect(answer?.status).toBeGreaterThanOrEqual(400);
    expect(answer?.status).toBeLessThan(500);
    expect(bodyText(answer)).not.toContain(secret);
  });

  it.each([
    ["a link to a file outside the site", "/__docs/linked.html"],
    ["a link to a folder outside the site", "/__docs/outside/secret.html"],
  ])("follows no link out of the site: %s is not a page", async (_name, url) => {
    const answer = await docsAnswer("GET", url, site);
    expect(answer?.status).toBe(404);
    expect(bodyText(answer)).not.toContain(secret);
  });

  it("leaves an encoded dot segment to URL parsing, which takes it out of /__docs", async () => {
    expect(await docsAnswer("GET", "/__docs/%2e%2e/secret.html", site)).toBeUndefined();
  });

  it("reads no sibling folder whose name starts like the site's, nor a plain dot segment", async () => {
    // `/__docs/../x` is normalised by URL parsing to `/x`: not a docs path at all.
    expect(await docsAnswer("GET", "/__docs/../secret.html", site)).toBeUndefined();
    expect(await docsAnswer("GET", "/__docs/../site-other.html", site)).toBeUndefined();
    expect(await docsAnswer("GET", "/__docs/nothing.html", site)).toMatchObject({ status: 404 });
    expect(await docsAnswer("GET", "/__docs/shots", site)).toMatchObject({ status: 404 });
    expect(await docsAnswer("GET", "/__docs/index.ts", site)).toMatchObject({ status: 404 });
  });

  it("is read-only", async () => {
    expect(await docsAnswer("POST", "/__docs/index.html", site)).toMatchObject({ status: 405, headers: { allow: "GET, HEAD" } });
  });

  it("says how to build the site when it is missing", async () => {
    for (const missing of [join(parent, "no-site"), join(parent, "shots-only")]) {
      const answer = await docsAnswer("GET", "/__docs/compute.html", missing);
      expect(answer?.status).toBe(404);
      expect(bodyText(answer)).toContain("npm run docs");
    }
  });
});

describe("/__docs on a simulated API's port", () => {
  const handle = useSimulator("compute");
  // node:http sends the path as written, where fetch would normalise it.
  const get = async (path: string) => {
    const answer = await rawRequest(`${handle.url}${path}`);
    return { status: answer.status, location: answer.headers.location, body: answer.text };
  };

  it("answers under /__docs, and the API elsewhere", async () => {
    expect(await get("/__docs")).toMatchObject({ status: 308, location: "/__docs/" });
    expect((await get("/__docs/")).status).toBeOneOf([200, 404]);
    expect((await get("/compute/v1/__docs")).status).toBe(404);
    expect((await get("/compute/v1/__docs")).body).toContain("not a path of the compute API");
  });

  it("refuses a path out of the site", async () => {
    const answer = await get("/__docs/..%2fpackage.json");
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain("vendor-api-contracts");
  });
});
