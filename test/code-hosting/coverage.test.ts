/** The code-hosting contract against its source document, read table by table. */
import { describe, expect, it } from "vitest";
import { listOperations } from "../../src/openapi.js";
import { apiSchemas } from "../../src/schemas.js";
import { codeSpans, readSourceDocument } from "../support/source-document.js";

const source = readSourceDocument("000_ed00b92c18d243dc.txt");
const schemas = apiSchemas("code-hosting");
const operations = listOperations(schemas.document);
const operationAt = (method: string, path: string) =>
  operations.find((entry) => entry.method === method.toLowerCase() && entry.path === path)?.operation;
const schema = (name: string) => schemas.resolve<Record<string, any>>({ $ref: `#/components/schemas/${name}` });
const propertyNames = (name: string) => Object.keys(schema(name).properties ?? {});

const importBase = "/repos/{owner}/{repo}";
const importEndpoints = source.tables("## Endpoints")[1]!; // [0] is the table of common elements
const parseMethodAndPath = (cell: string) => {
  const [, method, path] = /^(GET|PUT|PATCH|POST|DELETE) `([^`]+)`/.exec(cell)!;
  return { method: method!, path: path! };
};

describe("code-hosting contract covers its source document", () => {
  it.each(importEndpoints.map((row) => [row["Method and path"]!, row] as const))(
    "import endpoint %s is a deprecated operation with its success status and permission",
    (_label, row) => {
      const { method, path } = parseMethodAndPath(row["Method and path"]!);
      const operation = operationAt(method, importBase + path);
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.deprecated).toBe(true);
      expect(operation!["x-sunset"]).toBe("2024-04-12T00:00:00Z");
      expect(Object.keys(operation!.responses)).toContain(/^\d{3}/.exec(row["Success response"]!)![0]);
      const [, access] = /Contents: (read|write)/.exec(row["Required repository permission"]!)!;
      expect(operation!["x-permissions"]).toMatchObject({ group: "Repository: Contents", access });
    },
  );

  it("declares every status of the Errors table on the endpoints it names", () => {
    const numbered = importEndpoints.map((row) => parseMethodAndPath(row["Method and path"]!));
    for (const row of source.table("## Errors")) {
      const numbers = row.Endpoints === "all import endpoints"
        ? numbered.map((_, index) => index + 1)
        : row.Endpoints!.split(",").map(Number);
      for (const number of numbers) {
        const { method, path } = numbered[number - 1]!;
        expect(Object.keys(operationAt(method, importBase + path)!.responses), `${row.Status} on #${number}`).toContain(row.Status);
      }
    }
  });

  it.each([
    ["Import progress record", "ImportProgress"],
    ["Commit author", "CommitAuthor"],
    ["Large file entry", "LargeFileEntry"],
    ["2. Start an import", "StartImportRequest"],
    ["3. Update an import", "UpdateImportRequest"],
  ])("every field of the table %s is a property of %s", (heading, name) => {
    const fields = source.table(heading).map((row) => codeSpans(row.Field ?? row["Body field"] ?? "")[0] ?? row.Field ?? row["Body field"]);
    expect(propertyNames(name)).toEqual(expect.arrayContaining(fields));
  });

  it("the body fields of endpoints 6 and 8 given in prose are properties", () => {
    expect(codeSpans(/Body: (.*)/.exec(source.section("6. Map a commit author"))![1]!).filter((s) => !s.includes(" ")))
      .toEqual(expect.arrayContaining(["email", "name"]));
    expect(propertyNames("MapCommitAuthorRequest")).toEqual(["email", "name"]);
    expect(schema("LfsPreferenceRequest").required).toEqual(["use_lfs"]);
  });

  it("the required field of start is required", () => {
    const required = source.table("2. Start an import").filter((row) => row.Required === "yes").map((row) => row["Body field"]);
    expect(schema("StartImportRequest").required).toEqual(required);
  });

  it("every status of the status table is in the status enum, and only those", () => {
    const statuses = source.table("## States and transitions").map((row) => row.Status);
    expect(schema("ImportStatus").enum).toEqual(statuses);
  });

  it("every enum value the tables give is in its schema", () => {
    const record = source.table("Import progress record");
    const cell = (field: string) => record.find((row) => row.Field === field)!.Meaning!;
    expect(schema("Vcs").enum).toEqual(codeSpans(cell("vcs")));
    expect(schema("ImportProgress").properties.use_lfs.oneOf[0].enum).toEqual(codeSpans(cell("use_lfs")));
    expect(schema("ImportProgress").properties.use_lfs.oneOf[1].type).toBe("boolean");
    const startVcs = source.table("2. Start an import").find((row) => row["Body field"] === "vcs")!.Notes!;
    expect(schema("Vcs").enum).toEqual(codeSpans(startVcs).filter((value) => value !== "vcs"));
    expect(schema("LfsPreferenceRequest").properties.use_lfs.enum).toEqual(
      codeSpans(source.section("8. Update LFS preference")).filter((value) => value.startsWith("opt_")),
    );
  });

  it("fields present only in some states are optional", () => {
    const optional = ["commit_count", "percent", "push_percent", "failed_step", "error", "project_choices"];
    for (const field of optional) expect(schema("ImportProgress").required).not.toContain(field);
    expect(schema("ImportProgress").properties.percent).toMatchObject({ minimum: 0, maximum: 100 });
  });

  it("has one named example of the progress record for every status", () => {
    const getStatus = operationAt("GET", `${importBase}/import`)!;
    const examples = schemas.resolve<any>(getStatus.responses["200"]).content["application/json"].examples;
    for (const row of source.table("## States and transitions")) {
      const example = schemas.resolve<{ value: { status: string } }>(examples[row.Status!]);
      expect(example?.value.status, row.Status).toBe(row.Status);
    }
  });

  const catalog = source.table("Permission groups with endpoints");
  it("has all 36 rows of the permission catalog", () => expect(catalog).toHaveLength(36));
  it.each(catalog.map((row) => [`${row.Group} ${row["Method and path"]}`, row] as const))(
    "catalog row %s is an operation with its permission entry",
    (_label, row) => {
      const { method, path } = parseMethodAndPath(row["Method and path"]!);
      const operation = operationAt(method, path);
      expect(operation, `${method} ${path}`).toBeDefined();
      const tokenTypes = row["Token types"]!.split(";")[0]!.trim().split(/\s+/);
      expect(operation!["x-permissions"]).toEqual({
        group: row.Group,
        access: row.Access,
        tokenTypes,
        additionalPermissions: row["Token types"]!.includes("additional-permissions column checked"),
      });
      expect(operation!["x-outside-source"]).toBeTruthy();
    },
  );

  it("lists the permission groups that have no endpoint table", () => {
    const groups = schemas.document["x-permission-groups"] as Record<string, string[]>;
    const section = source.section("Permission groups without an endpoint table");
    for (const [, scope, names] of section.matchAll(/^(Enterprise|Organization|Repository|User): (.*)\.$/gm)) {
      expect(groups[scope!.toLowerCase()], scope).toEqual(names!.split("; "));
    }
  });
});
