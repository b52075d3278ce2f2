/**
 * What a user reads first: the README's module table against the package's exports, the pages
 * that say what each simulated service supports and what to do when something fails, and the
 * README's shape. (That every relative link resolves in the packed package is checked by
 * test/package/package.test.ts, which has the tarball.)
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiIds } from "../src/contract/apis.js";
import { packageRoot } from "../src/contract/files.js";
import { readSizeSection, renderSizeSection, sizeSectionOf } from "../scripts/size-section.js";

const read = (file: string) => readFileSync(join(packageRoot, file), "utf8");
const readme = read("README.md");
const manifest = JSON.parse(read("package.json")) as { name: string; exports: Record<string, unknown>; bin: Record<string, string> };

/** The lines of a Markdown table whose header row starts with `header`, without the header and the rule. */
function tableRows(text: string, header: string): string[][] {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`| ${header} |`));
  expect(start, header).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** A Markdown section: from its heading to the next heading of its level or higher. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const level = heading.split(" ")[0]!;
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level.length}} `, "m"));
  return end === -1 ? rest : rest.slice(0, end);
}

describe("the README's module table", () => {
  it("names every export of package.json and the command, and nothing else", () => {
    // What the table's first column names, each as the package's subpath (`./simulator`), the command as its name.
    const named = tableRows(readme, "module").flatMap(([cell]) =>
      [...cell!.matchAll(/`([^`]+)`/g)].flatMap(([, name]) => {
        if (name === manifest.name) return [name];
        const subpath = `.${name!.startsWith(manifest.name) ? name!.slice(manifest.name.length) : name}`;
        return subpath.includes("<api>") ? apiIds.map((api) => subpath.replace("<api>", api)) : [subpath];
      }),
    );
    // The exports as a user imports them: the wildcard for each API, package.json itself aside.
    const exported = Object.keys(manifest.exports)
      .filter((key) => key !== "./package.json")
      .flatMap((key) => (key.includes("*") ? apiIds.map((api) => key.replace("*", api)) : [key]));
    expect(named.sort()).toEqual([...exported, ...Object.keys(manifest.bin)].sort());
  });
});

describe("the README", () => {
  it("reads in a few minutes: under 200 lines, the rest in docs/", () => {
    expect(readme.split("\n").length).toBeLessThan(200);
  });

  it("starts a user of the installed package in three steps: install, serve, a client's call; and a clone in two commands", () => {
    const quickStart = section(readme, "## Quick start");
    const [commands, call, clone] = [...quickStart.matchAll(/```(?:sh|ts)\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(
      commands!
        .split("\n")
        .filter(Boolean)
        .map((line) => line.replace(/\s+#.*$/, "")),
    ).toEqual([`npm install --save-dev ${manifest.name}`, `npx ${Object.keys(manifest.bin)[0]} serve`]);
    expect(call).toMatch(new RegExp(`^import \\{ create\\w+Client \\} from "${manifest.name}/[\\w-]+";`));
    expect(clone!.trim().split("\n")).toEqual(["npm ci", "npm start", "npm test"]);
  });

  it("says what auth is for each API where it introduces it: a token, or search's API key or user and password", () => {
    const sentence = /`auth` is\s+the API's credential[^]*?\./.exec(readme.replace(/\n/g, " "))?.[0];
    expect(sentence).toBeDefined();
    for (const form of ["`{ apiKey }`", "`{ username, password }`", "social-graph", "access_token"]) expect(sentence).toContain(form);
  });

  it("states the install's size as npm run size writes it", () => {
    const written = sizeSectionOf(readme);
    expect(written, "the section between the markers").toBeDefined();
    const figures = readSizeSection(written!);
    expect(figures, written).toBeDefined();
    expect(renderSizeSection(figures!)).toBe(written);
  });
});

describe("the pages a user needs", () => {
  it("a troubleshooting page covers busy ports, the fetch option, social-graph's token and /__docs/, linked from the README and the in-process page", () => {
    const page = read("docs/troubleshooting.md");
    for (const topic of ["EADDRINUSE", "fetch: inProcess.fetch", "ECONNREFUSED", "access_token", "/__docs/", "npm run build"])
      expect(page, topic).toContain(topic);
    expect(readme).toContain("](docs/troubleshooting.md)");
    expect(read("docs/simulator/in-process.md")).toContain("](../troubleshooting.md)");
  });

  it("the fetch option of the clients and the control client is documented, with the in-process simulator's fetch", () => {
    for (const page of ["docs/clients.md", "docs/simulator/in-process.md"]) {
      const text = read(page);
      expect(text, page).toMatch(/createControlClient\([^)]*\{ fetch/);
      expect(text, page).toContain("fetch failed");
    }
    expect(read("docs/clients.md")).toContain("fetch: inProcess.fetch");
  });

  it("a table says what each simulated service supports and its known limits, a row per API linking its page", () => {
    const rows = tableRows(read("docs/simulator/README.md"), "API");
    expect(rows.map(([api]) => api)).toEqual(apiIds.map((api) => `[${api}](${api}.md)`));
    for (const [api, supports, limits] of rows) {
      expect(supports!.length, api).toBeGreaterThan(100);
      expect(limits!.length, api).toBeGreaterThan(50);
    }
    expect(rows.find(([api]) => api!.startsWith("[search]"))![1]).toMatch(/match_all.*term.*range.*bool/);
    for (const api of apiIds) expect(existsSync(join(packageRoot, "docs", "simulator", `${api}.md`)), api).toBe(true);
  });

  it("the README says when to use the simulator, in process or not, MSW's handlers, the mock or the real service", () => {
    const rows = tableRows(section(readme, "## Which to use"), "what");
    expect(rows.map(([what]) => what!.replace(/ \(.*$/, ""))).toEqual([
      "the simulator",
      "the simulator in process",
      "MSW handlers",
      "Prism's mock",
      "the real service",
    ]);
  });

  it("the README's Speed section is short and links the benchmark page", () => {
    const speed = section(readme, "## Speed").trim();
    expect(speed.split("\n").length).toBeLessThanOrEqual(3);
    expect(speed).toContain("](docs/benchmark.md)");
  });

  it("stop() is the word for stopping the simulator, the mock and the proxy in the docs", () => {
    expect(read("docs/mock.md")).toMatch(/`stop\(\)`[^]*deprecated/);
    expect(read("docs/simulator/README.md")).toContain("`stop()`");
  });
});
