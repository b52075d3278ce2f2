/** The social-graph contract against part A of its source document: the audience payload (A3, A7), the upload result, and the errors. */
import { describe, expect, it } from "vitest";
import { member, operationAt, operationOf, operations, resolve, schema, schemas, source } from "../support/social-graph-source.js";

describe("social-graph contract covers its source document: audiences and errors", () => {
  describe("A3 and A7 audience payload", () => {
    const rows = source.table("audiencePayload");
    const payload = schema("AudienceUploadPayload");
    const row = (name: string) => source.row("audiencePayload", "member", name);

    it.each(rows.map((candidate) => [candidate.member as string] as const))("member %s is in the payload", (name) => {
      if (name === "payload") {
        expect(schema("AudienceUploadRequest").properties.payload.$ref).toBe("#/components/schemas/AudienceUploadPayload");
        expect(schema("AudienceUploadFormRequest").properties.payload).toMatchObject({
          type: "string",
          contentMediaType: "application/json",
        });
      } else {
        expect(member(payload, name), name).toBeDefined();
      }
    });

    it("gives every member its type", () => {
      // Where a form parameter's text is accepted beside the document's type, the document's type stays.
      const types = (name: string) => [member(payload, name)!.type].flat();
      expect(row("is_raw")).toMatchObject({ type: "boolean", default: false });
      expect(types("is_raw")).toContain("boolean");
      expect(member(payload, "is_raw")!.default).toBe(false);
      expect(row("app_ids").type).toBe("list of int");
      expect(member(payload, "app_ids")!.type).toBe("array");
      expect([member(payload, "app_ids")!.items.type].flat()).toContain("integer");
      expect(member(payload, "metadata.calculated_date")).toMatchObject({ type: "string", format: "date-time" });
      expect(row("metadata.calculated_date").type).toBe("datetime");
      const int64 = rows.filter((candidate) => candidate.type === "int64").map((candidate) => candidate.member as string);
      expect(int64).toEqual(["session.session_id", "session.estimated_num_total", "session.batch_seq"]);
      for (const name of int64) {
        expect(types(name), name).toContain("integer");
        expect(member(payload, name)!.format, name).toBe("int64");
      }
      expect(member(payload, "session.batch_seq")!.minimum).toBe(row("session.batch_seq").minimum);
      expect(member(payload, "session.batch_seq")!.minimum).toBe(1);
      expect(row("session.last_batch_flag").type).toBe("boolean");
      expect(types("session.last_batch_flag")).toContain("boolean");
    });

    it("takes every single key, every key type and LOOKALIKE_VALUE", () => {
      const { singleKeys: single, keyTypes, sampleKeys } = row("schema");
      expect(single).toEqual(["EMAIL_SHA256", "PHONE_SHA256", "MOBILE_ADVERTISER_ID"]);
      expect(keyTypes).toHaveLength(15);
      expect(sampleKeys).toEqual(["LOOKALIKE_VALUE"]);
      // Beside the document's keys, the platform user IDs the service's SDKs send (x-outside-source).
      expect(member(payload, "schema")!["x-outside-source"]).toContain("UID");
      expect(member(payload, "schema")!.oneOf[0].enum).toEqual([...single, "UID", "EXTERN_ID", "CLAIM"]);
      for (const key of ["EXTERN_ID", "CLAIM"]) expect(member(payload, "schema")!["x-outside-source"]).toContain(key);
      // The document's key types first, then the ones of the service's own list, each named where it comes from.
      const keys: string[] = schema("AudienceKey").enum;
      expect(keys.slice(0, keyTypes.length + 1)).toEqual([...keyTypes, "LOOKALIKE_VALUE"]);
      expect(schema("AudienceKey")["x-outside-source"]).toContain("Raw PII type is invalid");
      for (const key of keys.slice(keyTypes.length + 1)) expect(schema("AudienceKey").description, key).toContain(`\`${key}\``);
      expect(keys).toEqual(expect.arrayContaining(["APPUID", "PAGEUID", "EMAIL_MD5", "DATA_PROCESSING_OPTIONS"]));
      expect(resolve(member(payload, "schema")!.oneOf[1].items).title).toBe("AudienceKey");
    });

    it("takes every value of data_source.type and only those, and knows every data_source.sub_type and the SDKs' one more, in an open set", () => {
      expect(member(payload, "data_source.type")!.enum).toEqual(row("data_source.type").enum);
      const subTypes = row("data_source.sub_type").enum;
      expect(subTypes).toHaveLength(63);
      // Open: the document writes some sub-types with neutral words, whose real values the contract cannot name.
      expect(member(payload, "data_source.sub_type")!.enum).toBeUndefined();
      expect(member(payload, "data_source.sub_type")!.examples).toEqual([...subTypes, "MESSAGE_CAMPAIGN"]);
      expect(schema("AudienceDataSource")["x-outside-source"]).toContain("MESSAGE_CAMPAIGN");
    });

    it("takes at most 10,000 users per request", () => {
      expect(source.row("limits", "limit", "users per audience upload request").maximum).toBe(10000);
      expect(member(payload, "data")).toMatchObject({ type: "array", maxItems: 10000 });
    });

    it("is sent as a form field holding JSON and as a JSON body, for A3 and A7", () => {
      for (const number of ["A3", "A7"]) {
        const content = resolve(operationOf(number).requestBody).content;
        expect(resolve(content["application/json"].schema).title, number).toBe("AudienceUploadRequest");
        expect(resolve(content["application/x-www-form-urlencoded"].schema).title, number).toBe("AudienceUploadFormRequest");
        expect(content["application/x-www-form-urlencoded"].encoding.payload.contentType, number).toBe("application/json");
      }
    });
  });

  describe("audience upload result", () => {
    const rows = source.table("audienceResult");
    const result = schema("AudienceUploadResult");

    it("has all 10 rows", () => expect(rows).toHaveLength(10));

    it.each(rows.map((row) => [row.field as string, row.type as string] as const))("%s is a property of type %s", (field, type) => {
      const property = member(result, field);
      expect(property, field).toBeDefined();
      if (type === "numeric string") expect(property).toMatchObject({ type: "string", pattern: "^[0-9]+$" });
      else if (type === "int32") expect(property).toMatchObject({ type: "integer", format: "int32" });
      else if (type === "map of string to string") {
        // The document's map, and the list of strings the service's own guide allows beside it.
        expect([property!.type].flat()).toContain("object");
        expect(property).toMatchObject({ additionalProperties: { type: "string" } });
        if ([property!.type].flat().length > 1) expect(property!["x-outside-source"]).toBeDefined();
      } else expect(property!.type).toBe(type);
    });
  });

  describe("errors", () => {
    const codes = source.table("errorCodes");
    const perOperation: Record<string, number[]> = Object.fromEntries(
      source.table("errorCodesPerOperation").map((row) => [row.operation, row.codes]),
    );
    const namedExamples = (number: string) => {
      const response = resolve(operationOf(number).responses["400"]);
      return Object.values<unknown>(response.content["application/json"].examples).map(
        (example) => resolve(example) as { summary: string; value: { error: { code: number } } },
      );
    };

    it("reads a code list for each of A1 to A7", () => {
      expect(Object.keys(perOperation)).toEqual(["A1", "A2", "A3", "A4", "A5", "A6", "A7"]);
      expect(perOperation.A4).toEqual([2903, 2904, 100, 240, 102, 200]);
    });

    it.each(["A1", "A2", "A3", "A4", "A5", "A6", "A7"])("%s has one named example for each of its codes, no more, no fewer", (number) => {
      const declared = namedExamples(number).map((example) => example.value.error.code);
      expect([...declared].sort((a, b) => a - b)).toEqual([...perOperation[number]!].sort((a, b) => a - b));
    });

    it("A4 has no example of 190: the document does not list it there", () => {
      expect(namedExamples("A4").map((example) => example.value.error.code)).not.toContain(190);
    });

    it("the A1 path with the trailing slash declares the same codes as A1", () => {
      const slashed = operationAt("GET", "/{api_version}/{user_id}/")!;
      expect(resolve(slashed.responses["400"])).toEqual(resolve(operationOf("A1").responses["400"]));
    });

    it("names every code with its meaning from the table, in the service's error body", () => {
      const meanings = new Map(codes.map((row) => [row.code as number, row.meaning as string]));
      expect(meanings.size).toBe(22);
      for (const number of Object.keys(perOperation)) {
        for (const example of namedExamples(number)) {
          const code = example.value.error.code;
          expect(example.summary).toBe(`Error ${code} — ${meanings.get(code)}`);
          expect(schemas.validate({ $ref: "#/components/schemas/Error" }, example.value).problems).toEqual([]);
        }
      }
    });

    it("every operation has a default error response carrying the 190 example", () => {
      for (const { operation } of operations) {
        const fallback = resolve(operation.responses.default);
        const example = resolve(Object.values<unknown>(fallback.content["application/json"].examples)[0]);
        expect(example.value.error.code, operation.operationId).toBe(190);
      }
    });

    it("the error body has message, type, code, error_subcode and fbtrace_id", () => {
      expect(Object.keys(schema("Error").properties.error.properties)).toEqual(["message", "type", "code", "error_subcode", "fbtrace_id"]);
    });
  });
});
