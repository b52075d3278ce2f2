/** The social-graph contract against part A of its source document (its transcription in test/source), table by table. */
import { describe, expect, it } from "vitest";
import { parametersOf } from "../support/contract.js";
import {
  contractPath,
  document,
  endpoints,
  operationAt,
  operationOf,
  operations,
  resolve,
  schema,
  schemas,
  source,
  successSchema,
} from "../support/social-graph-source.js";

describe("social-graph contract covers its source document", () => {
  it("has the seven endpoints of the table, A1 also without its trailing slash, A2 and A4 also with one, and besides them only the audience create, from outside the document", () => {
    expect(endpoints.map((row) => row["#"])).toEqual(["A1", "A2", "A3", "A4", "A5", "A6", "A7"]);
    expect(operations.map((entry) => `${entry.method} ${entry.path}`).sort()).toEqual(
      [
        "get /{api_version}/{user_id}",
        "post /{api_version}/{user_id}/",
        "delete /{api_version}/{user_id}/",
        "post /{api_version}/act_{ad_account_id}/customaudiences",
        ...endpoints.map(contractPath).map(({ method, path }) => `${method.toLowerCase()} ${path}`),
      ].sort(),
    );
    expect(operationAt("post", "/{api_version}/act_{ad_account_id}/customaudiences")!["x-outside-source"]).toMatch(/SDKs/);
  });

  it.each([
    ["post", "A2"],
    ["delete", "A4"],
  ])("serves the %s of %s on the node's path with a trailing slash too, as the SDKs send it, with the same answers", (method, number) => {
    const slashed = operationAt(method, "/{api_version}/{user_id}/")!;
    expect(slashed["x-source"]).toBe(`001 ${number}`);
    expect(slashed["x-outside-source"]).toContain("facebook-python-business-sdk");
    expect(slashed.responses).toEqual(operationOf(number).responses);
    expect(slashed.requestBody).toEqual(operationOf(number).requestBody);
  });

  it.each(endpoints.map((row) => [row["#"] as string, `${row.method} ${row.path}`, row] as const))(
    "%s (%s) is an operation with its source row and answer",
    (number, _label, row) => {
      const { method, path } = contractPath(row);
      const operation = operationAt(method, path);
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!["x-source"]).toBe(`001 ${number}`);
      // A read of a node's ID answers the node it names: the user node of A1, or a custom audience (outside the document).
      const expected = { success: "Success", "audience upload result": "AudienceUploadResult", "user node": "UserOrCustomAudience" }[
        row.returns as string
      ];
      expect(successSchema(number)).toBe(expected);
      if (expected === "UserOrCustomAudience") {
        expect(schema(expected).allOf.map((part: unknown) => resolve(part).title)).toEqual(["User", "CustomAudience"]);
        expect(schema(expected)["x-outside-source"]).toMatch(/Custom Audience/);
      }
    },
  );

  it("answers {success: bool} on the rows that return it", () => {
    const [success] = source.table("success");
    expect(success!.body).toEqual({ success: "bool" });
    expect(endpoints.filter((row) => row.returns === "success").map((row) => row["#"])).toEqual(success!.returnedBy);
    expect(schema("Success")).toMatchObject({ properties: { success: { type: "boolean" } } });
  });

  it("serves A1 without the trailing slash too, as the same operation", () => {
    const plain = operationAt("GET", "/{api_version}/{user_id}")!;
    const slashed = operationAt("GET", "/{api_version}/{user_id}/")!;
    expect(plain["x-source"]).toBe("001 A1");
    expect(plain.responses).toEqual(slashed.responses);
  });

  it("has no operation that creates a user on the node", () => {
    expect(source.row("unavailableOperations", "operation", "create a user on the user node").available).toBe(false);
    const node = document.paths["/{api_version}/{user_id}"]!;
    expect(
      Object.keys(node)
        .filter((key) => ["get", "post", "put", "patch", "delete"].includes(key))
        .sort(),
    ).toEqual(["delete", "get", "post"]);
    expect(node.post!.operationId).toBe("updateUser");
    expect(node.put).toBeUndefined();
  });

  it("puts the version segment in every path, any v<major>.<minor>", () => {
    const [paths] = source.table("paths");
    expect(paths).toMatchObject({ prefix: "{base_url}/v<major>.<minor>", sampleVersion: "v24.0" });
    for (const path of Object.keys(document.paths)) expect(path).toMatch(/^\/\{api_version\}\//);
    const version = resolve({ $ref: "#/components/parameters/ApiVersion" });
    expect(version).toMatchObject({ in: "path", required: true, schema: { pattern: "^v[0-9]+\\.[0-9]+$" } });
    expect(resolve(Object.values(version.examples)[0]).value).toBe(paths!.sampleVersion);
  });

  it("sends the access token as the access_token parameter", () => {
    expect(source.table("authentication")[0]!.tokenParameter).toBe("access_token");
    expect(source.table("paths")[0]!.tokenParameter).toBe("access_token");
    expect(document.components!.securitySchemes).toEqual({
      accessToken: expect.objectContaining({ type: "apiKey", in: "query", name: "access_token" }),
      // The app secret proof the SDKs send beside the token, optional: outside the document, and marked so.
      appsecretProof: expect.objectContaining({
        type: "apiKey",
        in: "query",
        name: "appsecret_proof",
        "x-outside-source": expect.stringContaining("appsecret_proof"),
      }),
    });
    // Every alternative carries the access token; the proof is only ever beside it.
    expect((document as { security?: unknown }).security).toEqual([{ accessToken: [] }, { accessToken: [], appsecretProof: [] }]);
  });

  describe("the user node", () => {
    const fields = source.table("userFields");
    const user = schema("User");

    it("has every field of the table, and the table has all 41 rows", () => {
      expect(fields).toHaveLength(41);
      expect(Object.keys(user.properties)).toEqual(expect.arrayContaining(fields.map((row) => row.field)));
    });

    it.each(fields.map((row) => [row.field as string, row] as const))(
      "field %s has the document's type, deprecation and no-data mark",
      (field, row) => {
        const property = user.properties[field];
        const type: string = row.type;
        if (type === "numeric string") expect(property).toMatchObject({ type: "string", pattern: "^[0-9]+$" });
        else if (type === "bool") expect(property.type).toBe("boolean");
        else if (type === "list of string") expect(property).toMatchObject({ type: "array", items: { type: "string" } });
        else if (type === "timestamp" || type === "datetime") expect(property).toMatchObject({ type: "string", format: "date-time" });
        else if (type === "float")
          expect(property).toMatchObject({ type: "number", format: "float", minimum: row.minimum, maximum: row.maximum });
        else {
          // string, object: the document's type is always accepted; a second type beside it (a list
          // where the real service answers one) comes from outside the document and says so.
          const types = [property.type].flat();
          expect(types).toContain(type);
          if (types.length > 1) expect(property["x-outside-source"], "x-outside-source").toBeDefined();
        }

        expect(property.deprecated === true, "deprecated").toBe(row.deprecated === true);
        const noData = row.noDataSince === "2018-04-04";
        expect(property["x-no-data-since"], "x-no-data-since").toBe(row.noDataSince);
        // A field kept although it returns no data says so where readers look.
        if (noData) expect(property.description).toContain("Returns no data as of 4 April 2018");
        // The inner shapes of object fields other than age_range are not shown: left open.
        if (type === "object" && field !== "age_range") expect(property.properties, "open object").toBeUndefined();
      },
    );

    it("keeps the notes of the table as descriptions", () => {
      const row = (field: string) => source.row("userFields", "field", field);
      expect(row("birthday").formats).toContain("MM/DD/YYYY");
      expect(user.properties.birthday.description).toContain("MM/DD/YYYY");
      expect(row("location").permission).toBe("user_location");
      expect(user.properties.location.description).toContain("user_location");
      expect(user.properties.is_guest_user.const).toBe(row("is_guest_user").const);
      expect(user.properties.is_guest_user.const).toBe(false);
      expect(user.properties.gender.enum).toEqual(row("gender").enum);
      expect(row("verified").distinctFrom).toBe("is_verified");
      expect(user.properties.verified.description).toContain("Distinct from `is_verified`");
    });

    it("bounds timezone to [-24, 24] as the limits say", () => {
      expect(source.row("limits", "limit", "timezone")).toMatchObject({ minimum: -24, maximum: 24 });
      expect(user.properties.timezone).toMatchObject({ minimum: -24, maximum: 24 });
    });

    it("lists the default public-profile fields", () => {
      const [defaultFields] = source.table("defaultFields");
      expect(defaultFields!.permission).toBe("public_profile");
      const defaults: string[] = defaultFields!.fields;
      expect(defaults).toEqual(["id", "first_name", "last_name", "middle_name", "name", "name_format", "picture", "short_name"]);
      expect(user["x-default-fields"]).toEqual(defaults);
      for (const field of defaults) expect(user.properties, field).toHaveProperty(field);
    });

    it("lists every edge row in x-edges with its type and meaning, and declares no edge path", () => {
      const edges = source.table("userEdges").map(({ type, meaning, count }) => ({ type, meaning, ...(count ? { count } : {}) }));
      expect(edges).toHaveLength(26);
      expect(user["x-edges"]).toEqual(edges);
      expect(source.row("notShown", "subject", "path names of the edges").section).toBe("A. User edges (type and meaning)");
      expect(
        Object.keys(document.paths).filter((path) => path.startsWith("/{api_version}/{user_id}/") && path !== "/{api_version}/{user_id}/"),
      ).toEqual([]);
    });

    it("selects fields with the fields query parameter", () => {
      const parameters = parametersOf(schemas, { method: "get", path: "/{api_version}/{user_id}", operation: operationOf("A1") });
      expect(parameters.find((parameter) => parameter.name === "fields")).toMatchObject({ in: "query", style: "form", explode: false });
    });

    it("takes IDs as numeric strings in every path, and the user node also as me", () => {
      for (const name of ["PageId", "AdAccountId", "CustomAudienceId"]) {
        expect(resolve({ $ref: `#/components/parameters/${name}` }).schema, name).toEqual({ type: "string", pattern: "^[0-9]+$" });
      }
      const user = resolve({ $ref: "#/components/parameters/UserId" });
      expect(user.schema).toEqual({
        type: "string",
        anyOf: [
          { title: "ID", pattern: "^[0-9]+$" },
          { title: "me", const: "me" },
        ],
      });
      expect(user["x-outside-source"]).toContain("me");
    });
  });

  describe("A2 update", () => {
    const parameters = source.table("updateParameters").map((row) => ({
      name: row.name as string,
      enum: row.enum as string[] | undefined,
      testOnly: row.testAccountsOnly === true,
      type: row.type as string,
    }));
    const update = schema("UserUpdate");

    it("has exactly the form parameters of the document, besides members marked as from outside it", () => {
      expect(parameters.map((parameter) => parameter.name)).toHaveLength(7);
      // The official SDK adds the node's own id to every update: the one member from outside the document.
      expect(Object.keys(update.properties).sort()).toEqual([...parameters.map((parameter) => parameter.name), "id"].sort());
      expect(update.properties.id["x-outside-source"]).toBeDefined();
      expect(update.additionalProperties).toBe(false);
    });

    it.each(parameters.map((parameter) => [parameter.name, parameter] as const))(
      "%s has its type, enum and test-account mark",
      (name, parameter) => {
        const property = update.properties[name];
        // An int64 form parameter also arrives as its digits (x-outside-source on the property).
        if (parameter.type === "int64") {
          expect([property.type].flat()).toContain("integer");
          expect(property.format).toBe("int64");
        } else if (parameter.type === "enum") expect(property).toMatchObject({ type: "string", enum: parameter.enum });
        else expect(property.type).toBe("string");
        expect(property["x-test-accounts-only"] === true, "x-test-accounts-only").toBe(parameter.testOnly);
      },
    );

    it("is sent as a form and as JSON", () => {
      const body = resolve(operationOf("A2").requestBody);
      expect(Object.keys(body.content).sort()).toEqual(["application/json", "application/x-www-form-urlencoded"]);
    });
  });

  describe("A4 to A6", () => {
    it("A4 takes no body", () => {
      expect(operationOf("A4").requestBody).toBeUndefined();
      expect(operationOf("A4").parameters).toBeUndefined();
    });

    it("A5 has asid, psid, the deprecated uid and user, in the body and in the query, and needs one of them", () => {
      const rows = source.table("unblockParameters");
      const names = rows.map((row) => row.name as string);
      expect(source.row("unblockParameters", "name", "user")).toMatchObject({ type: "UID list", requiredUnless: "uid" });
      expect(source.row("unblockParameters", "name", "uid").deprecated).toBe(true);
      expect(names).toEqual(["asid", "psid", "uid", "user"]);
      for (const name of ["PageUnblockRequest", "PageUnblockFormRequest"]) {
        const body = schema(name);
        expect(Object.keys(body.properties).sort(), name).toEqual(names);
        expect(body.properties.uid.deprecated, name).toBe(true);
        // The document's "this or `uid` is required" is widened to "one of the four", as the real
        // service unblocks by psid or asid alone; the schema says where that comes from.
        expect(body["x-outside-source"], name).toContain("psid");
        const user = name === "PageUnblockRequest" ? ["1001"] : '["1001"]';
        const valid = (value: unknown) => schemas.validate({ $ref: `#/components/schemas/${name}` }, value).valid;
        expect(
          [
            valid({ user }),
            valid({ uid: "1001" }),
            valid({ uid: "1001", user }),
            valid({ asid: "1001" }),
            valid({ psid: "1001" }),
            valid({}),
          ],
          name,
        ).toEqual([true, true, true, true, true, false]);
      }
      const query = parametersOf(schemas, {
        method: "delete",
        path: "/{api_version}/{page_id}/blocked",
        operation: operationOf("A5"),
      }).filter((parameter) => parameter.in === "query");
      expect(query.map((parameter) => parameter.name).sort()).toEqual(names);
      expect(query.every((parameter) => parameter.required !== true)).toBe(true);
      expect(query.find((parameter) => parameter.name === "uid")).toMatchObject({ deprecated: true });
    });

    it("A6 has the required user, in the query, and no body", () => {
      expect(source.table("removeAssignedUserParameters")).toEqual([
        expect.objectContaining({ name: "user", type: "UID", required: true }),
      ]);
      const query = parametersOf(schemas, {
        method: "delete",
        path: "/{api_version}/act_{ad_account_id}/assigned_users",
        operation: operationOf("A6"),
      }).filter((parameter) => parameter.in === "query");
      expect(query).toMatchObject([{ name: "user", required: true, schema: { pattern: "^[0-9]+$" } }]);
      expect(operationOf("A6").requestBody).toBeUndefined();
    });

    it.each(["A5", "A7"])("%s (a DELETE) takes its parameters in the query, its body optional", (number) => {
      const operation = operationOf(number);
      expect(resolve(operation.requestBody).required).toBe(false);
      expect((operation.parameters ?? []).length).toBeGreaterThan(0);
    });
  });
});
