/** The code-hosting contract against its source document (its transcription in test/source), table by table. */
import { describe, expect, it } from "vitest";
import { listOperations } from "../../src/contract/openapi.js";
import { apiSchemas } from "../../src/contract/schemas.js";
import { readTranscription } from "../support/source-document.js";

const source = readTranscription("code-hosting");
const schemas = apiSchemas("code-hosting");
const operations = listOperations(schemas.document);
const operationAt = (method: string, path: string) =>
  operations.find((entry) => entry.method === method.toLowerCase() && entry.path === path)?.operation;
const schema = (name: string) => schemas.resolve<Record<string, any>>({ $ref: `#/components/schemas/${name}` });
const propertyNames = (name: string) => Object.keys(schema(name).properties ?? {});

const importBase = "/repos/{owner}/{repo}";
const importEndpoints = source.table("importEndpoints");

/** The document's field tables and the schema each describes. */
const fieldTables = [
  ["importProgress", "ImportProgress"],
  ["commitAuthor", "CommitAuthor"],
  ["largeFile", "LargeFileEntry"],
  ["startImportBody", "StartImportRequest"],
  ["updateImportBody", "UpdateImportRequest"],
];

describe("code-hosting contract covers its source document", () => {
  it.each(importEndpoints.map((row) => [`${row.method} ${row.path}`, row] as const))(
    "import endpoint %s is a deprecated operation with its success status and permission",
    (_label, row) => {
      const operation = operationAt(row.method, importBase + row.path);
      expect(operation, `${row.method} ${row.path}`).toBeDefined();
      expect(operation!.deprecated).toBe(true);
      expect(operation!["x-sunset"]).toBe(source.table("sunset")[0]!.unavailableFrom);
      expect(Object.keys(operation!.responses)).toContain(row.status);
      expect(row.permission.group).toBe("Contents");
      expect(operation!["x-permissions"]).toMatchObject({ group: "Repository: Contents", access: row.permission.access });
    },
  );

  it("takes the import endpoints under the document's base path", () => {
    expect(`{base_url}${importBase}`).toBe(source.table("basePath")[0]!.path);
  });

  it("declares every status of the Errors table on the endpoints it names", () => {
    for (const row of source.table("errors")) {
      const numbers: number[] = row.endpoints === "all import endpoints" ? importEndpoints.map((endpoint) => endpoint["#"]) : row.endpoints;
      for (const number of numbers) {
        const { method, path } = source.row("importEndpoints", "#", number);
        expect(Object.keys(operationAt(method, importBase + path)!.responses), `${row.status} on #${number}`).toContain(row.status);
      }
    }
  });

  it.each(fieldTables)("every field of the table %s is a property of %s", (table, name) => {
    const fields = source.table(table).map((row) => row.field);
    expect(propertyNames(name)).toEqual(expect.arrayContaining(fields));
  });

  it.each(fieldTables)("every field of the table %s has the document's type in %s", (table, name) => {
    /** The JSON types a schema allows, through $refs and its oneOf, anyOf or allOf members. */
    const typesOf = (node: unknown): string[] => {
      const resolved = schemas.resolve<Record<string, any>>(node);
      return [
        resolved.type ?? [],
        ...[...(resolved.oneOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.allOf ?? [])].map(typesOf),
      ].flat();
    };
    for (const row of source.table(table)) {
      const property = schemas.resolve<Record<string, any>>(schema(name).properties[row.field]);
      const [, base, detail] = /^(\w+)(?: of objects| \((URL|reference name)\))?$/.exec(row.type)!;
      if (base === "number" && !typesOf(property).includes("number")) {
        // A whole number where the real service answers one (large_files_size), saying where that comes from.
        expect(typesOf(property), row.field).toContain("integer");
        expect(property["x-outside-source"], row.field).toMatch(/an integer/);
      } else expect(typesOf(property), row.field).toContain(base === "array" ? "array" : base);
      if (detail === "URL") expect(property.format, row.field).toBe("uri");
    }
  });

  it("the body fields of endpoints 6 and 8 are properties", () => {
    expect(source.table("mapAuthorBody").map((row) => row.field)).toEqual(expect.arrayContaining(["email", "name"]));
    expect(propertyNames("MapCommitAuthorRequest")).toEqual(["email", "name"]);
    const required = source
      .table("lfsPreferenceBody")
      .filter((row) => row.required)
      .map((row) => row.field);
    expect(schema("LfsPreferenceRequest").required).toEqual(required);
    expect(required).toEqual(["use_lfs"]);
  });

  it("the required field of start is required", () => {
    const required = source
      .table("startImportBody")
      .filter((row) => row.required === true)
      .map((row) => row.field);
    expect(schema("StartImportRequest").required).toEqual(required);
  });

  it("every status of the status table is in the status enum, first; after them only the further ones of the service's own list", () => {
    const statuses = source.table("statuses").map((row) => row.status);
    expect(schema("ImportStatus").enum.slice(0, statuses.length)).toEqual(statuses);
    // The service's description lists these beyond the document's table (x-outside-source): answers carry them.
    expect(schema("ImportStatus").enum.slice(statuses.length)).toEqual(["auth", "none", "choose", "waiting_to_push", "setup", "unknown"]);
    expect(schema("ImportStatus")["x-outside-source"]).toBeTruthy();
  });

  it("every enum value the tables give is in its schema", () => {
    const record = (field: string) => source.row("importProgress", "field", field);
    expect(schema("Vcs").enum).toEqual(record("vcs").enum);
    expect(schema("Vcs").enum).toEqual(source.table("sourceKinds")[0]!.values);
    expect(schema("ImportProgress").properties.use_lfs.oneOf[0].enum).toEqual(record("use_lfs").enum);
    expect(record("use_lfs").samplesShow).toBe("boolean");
    expect(schema("ImportProgress").properties.use_lfs.oneOf[1].type).toBe("boolean");
    expect(schema("Vcs").enum).toEqual(source.row("startImportBody", "field", "vcs").enum);
    expect([...schema("Vcs").enum].sort()).toEqual([...source.row("updateImportBody", "field", "vcs").enum].sort());
    expect(schema("LfsPreferenceRequest").properties.use_lfs.enum).toEqual(source.row("lfsPreferenceBody", "field", "use_lfs").enum);
  });

  it("fields present only in some states are optional", () => {
    const optional = source
      .table("importProgress")
      .filter((row) => row.presentWhen)
      .map((row) => row.field);
    expect(optional).toEqual(["commit_count", "percent", "push_percent", "failed_step", "error", "project_choices"]);
    for (const field of optional) expect(schema("ImportProgress").required).not.toContain(field);
    const percent = source.row("importProgress", "field", "percent");
    expect(schema("ImportProgress").properties.percent).toMatchObject({ minimum: percent.minimum, maximum: percent.maximum });
    expect(schema("ImportProgress").properties.percent).toMatchObject({ minimum: 0, maximum: 100 });
  });

  it("has one named example of the progress record for every status", () => {
    const getStatus = operationAt("GET", `${importBase}/import`)!;
    const examples = schemas.resolve<any>(getStatus.responses["200"]).content["application/json"].examples;
    for (const { status } of source.table("statuses")) {
      const example = schemas.resolve<{ value: { status: string } }>(examples[status]);
      expect(example?.value.status, status).toBe(status);
    }
  });

  const catalog = source.table("permissionCatalog");
  it("has all 36 rows of the permission catalog", () => expect(catalog).toHaveLength(36));
  it.each(catalog.map((row) => [`${row.group} ${row.method} ${row.path}`, row] as const))(
    "catalog row %s is an operation with its permission entry",
    (_label, row) => {
      const operation = operationAt(row.method, row.path);
      expect(operation, `${row.method} ${row.path}`).toBeDefined();
      expect(operation!["x-permissions"]).toEqual({
        group: row.group,
        access: row.access,
        tokenTypes: row.tokenTypes,
        additionalPermissions: row.additionalPermissions,
      });
      expect(operation!["x-outside-source"]).toBeTruthy();
    },
  );

  it("lists the permission groups that have no endpoint table", () => {
    const groups = schemas.document["x-permission-groups"] as Record<string, string[]>;
    const rows = source.table("permissionGroupsWithoutTable");
    expect(rows.map((row) => row.scope)).toEqual(["Enterprise", "Organization", "Repository", "User"]);
    for (const { scope, groups: names } of rows) expect(groups[scope.toLowerCase()], scope).toEqual(names);
  });
});
