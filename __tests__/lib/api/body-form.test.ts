import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { bodyFields, bodyFromFields, fieldValues, type BodyField } from "@/lib/api/body-form";
import type { OpenApiDocument } from "@/lib/content/reference-data";
import { exampleRequest, listOperations } from "@/lib/content/reference-openapi";

const schema = {
  type: "object",
  required: ["type", "hostname", "emails"],
  properties: {
    type: { type: "string", enum: ["A", "AAAA", "CNAME"] },
    hostname: { type: "string" },
    contact: { type: "string", format: "email" },
    ttl: { type: "integer" },
    weight: { type: "number" },
    proxied: { type: "boolean" },
    alias: { type: ["string", "null"] },
    emails: { type: "array", items: { type: "string" } },
    ports: { type: "array", items: { type: "integer" } },
    roles: { type: "array", items: { type: "string", enum: ["admin", "editor"] } },
    settings: { type: "object", properties: { a: { type: "string" } } },
    rules: { type: "array", items: { type: "object" } },
  },
};

describe("the Try it body form", () => {
  const fields = bodyFields(schema)!;

  it("makes a field per property, in the schema's order, with its kind", () => {
    expect(fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ["type", "enum", true],
      ["hostname", "string", true],
      ["contact", "string", false],
      ["ttl", "integer", false],
      ["weight", "number", false],
      ["proxied", "boolean", false],
      ["alias", "string", false],
      ["emails", "list", true],
      ["ports", "list", false],
      ["roles", "list", false],
      ["settings", "json", false],
      ["rules", "json", false],
    ]);
    expect(fields.find((f) => f.name === "type")!.enum).toEqual(["A", "AAAA", "CNAME"]);
    expect(fields.find((f) => f.name === "contact")!.format).toBe("email");
    expect(fields.find((f) => f.name === "ports")!.items).toBe("integer");
    expect(fields.find((f) => f.name === "roles")!.enum).toEqual(["admin", "editor"]);
  });

  it("has no fields for a body that is no object with properties", () => {
    expect(bodyFields({ type: "array", items: { type: "object" } })).toBeUndefined();
    expect(bodyFields({ type: "string", format: "binary" })).toBeUndefined();
    expect(bodyFields({ type: "object" })).toBeUndefined();
    expect(bodyFields(undefined)).toBeUndefined();
  });

  it("shows a body in the fields and reads the same body back", () => {
    const body = { type: "A", hostname: "www", ttl: 300, weight: 0.5, proxied: false, emails: ["a@example.com", "b@example.com"], ports: [80, 443], settings: { a: "b" } };
    const values = fieldValues(fields, body);
    expect(values).toMatchObject({ type: "A", ttl: "300", proxied: "false", emails: "a@example.com, b@example.com", ports: "80, 443", contact: "", alias: "" });
    expect(JSON.parse(values.settings!)).toEqual({ a: "b" });
    expect(bodyFromFields(fields, values)).toEqual({ body, problems: [] });
  });

  it("leaves empty optional fields out and names each field with a problem", () => {
    const { body, problems } = bodyFromFields(fields, { type: "MX", hostname: " ", ttl: "3.5", weight: "abc", proxied: "yes", emails: "", ports: "80, x", roles: "admin, owner", settings: "{nope" });
    expect(body).toEqual({});
    expect(problems.map((p) => p.field)).toEqual(["type", "hostname", "ttl", "weight", "proxied", "emails", "ports", "roles", "settings"]);
    expect(problems.map((p) => p.message)).toEqual([
      "type must be one of A, AAAA, CNAME.",
      "hostname is required.",
      "ttl must be a whole number.",
      "weight must be a number.",
      "proxied must be true or false.",
      "emails is required.",
      "ports: x is not whole numbers.",
      "roles: owner is not one of admin, editor.",
      expect.stringMatching(/^settings is not valid JSON: /),
    ]);
  });

  it("keeps a string's spaces and reads numbers in every JSON form", () => {
    const few: BodyField[] = [
      { name: "note", kind: "string", required: false },
      { name: "n", kind: "number", required: false },
    ];
    expect(bodyFromFields(few, { note: "  two words ", n: "-1.5e3" }).body).toEqual({ note: "  two words ", n: -1500 });
  });

  it("makes fields of the real API's bodies that hold each operation's example", () => {
    const doc = loadYaml(fs.readFileSync(path.join(__dirname, "../../../content/api/openapi.yaml"), "utf8")) as OpenApiDocument;
    let withFields = 0;
    for (const op of listOperations(doc)) {
      const fieldsOfOp = bodyFields(op.requestBody?.media.schema);
      const request = exampleRequest(op);
      if (!fieldsOfOp || request.body === undefined) continue;
      withFields += 1;
      // The example, shown in the fields and read back, is the same body: nothing is lost on the way.
      expect({ op: op.operationId, ...bodyFromFields(fieldsOfOp, fieldValues(fieldsOfOp, request.body)) }).toEqual({ op: op.operationId, body: request.body, problems: [] });
    }
    expect(withFields).toBeGreaterThanOrEqual(15);
  });
});
