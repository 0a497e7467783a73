/**
 * The Try it panel's request body as a form (issue #27, point 5): one field per property of the operation's body
 * schema, prefilled from the validated example. `bodyFields` runs at build (the reference's renderer puts the fields
 * in the panel's data); `fieldValues` and `bodyFromFields` run in the panel's chunk. Client-safe, dependency-free.
 *
 * A body that is no object with properties (a list of variables, a file) has no fields: the panel shows it as JSON.
 * A property that is an object, or a list of objects, is one JSON field; a list of strings or numbers is one text
 * field, items separated by commas.
 */

export interface BodyField {
  name: string;
  kind: "string" | "integer" | "number" | "boolean" | "enum" | "list" | "json";
  required: boolean;
  /** The allowed values of an `enum` field, or of a list's items. */
  enum?: string[];
  /** The string format (`email`, `date-time`, `uri`…) of a string field. */
  format?: string;
  /** A list's item type. */
  items?: "string" | "integer" | "number";
}

export interface BodyProblem {
  field: string;
  message: string;
}

type Schema = { [key: string]: unknown };

/** The schema's type, the first that is not `null` (`["string", "null"]` is a string that may be null). */
function typeOf(schema: Schema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== "null") as string | undefined;
  return typeof type === "string" ? type : undefined;
}

function fieldOf(name: string, schema: Schema, required: boolean): BodyField {
  const type = typeOf(schema);
  if (Array.isArray(schema.enum) && (type === "string" || type === undefined)) return { name, kind: "enum", required, enum: schema.enum.filter((v) => v !== null).map(String) };
  if (type === "string") return { name, kind: "string", required, ...(typeof schema.format === "string" ? { format: schema.format } : {}) };
  if (type === "integer" || type === "number" || type === "boolean") return { name, kind: type, required };
  if (type === "array" && schema.items && typeof schema.items === "object") {
    const items = schema.items as Schema;
    const itemType = typeOf(items);
    if (itemType === "string" || itemType === "integer" || itemType === "number") {
      return { name, kind: "list", required, items: itemType, ...(Array.isArray(items.enum) ? { enum: items.enum.map(String) } : {}) };
    }
  }
  return { name, kind: "json", required };
}

/** The form's fields of a body schema, in the schema's order; undefined when the body is no object with properties. */
export function bodyFields(schema: Schema | undefined): BodyField[] | undefined {
  if (!schema || typeOf(schema) !== "object" || !schema.properties || typeof schema.properties !== "object") return undefined;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const fields = Object.entries(schema.properties as Record<string, Schema>).map(([name, property]) => fieldOf(name, property ?? {}, required.has(name)));
  return fields.length ? fields : undefined;
}

/** The text each field shows for a body (the example, or a body edited as JSON); absent properties are empty. */
export function fieldValues(fields: BodyField[], body: unknown): Record<string, string> {
  const object = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(
    fields.map((field) => {
      const value = object[field.name];
      if (value === undefined || value === null) return [field.name, ""];
      if (field.kind === "json") return [field.name, JSON.stringify(value, null, 2)];
      if (field.kind === "list" && Array.isArray(value)) return [field.name, value.map(String).join(", ")];
      return [field.name, String(value)];
    }),
  );
}

const NUMBER = { integer: /^-?\d+$/, number: /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/ };

/** One item of a list, or a number field, read from its text; undefined with a problem when it is not one. */
const numberOf = (text: string, kind: "integer" | "number") => (NUMBER[kind].test(text) ? Number(text) : undefined);

/**
 * The body the fields describe: empty optional fields are left out; a required field left empty, a number that is
 * not one, a value outside its list or JSON that does not parse is a problem naming the field (and the body is not
 * sent).
 */
export function bodyFromFields(fields: BodyField[], values: Record<string, string>): { body: Record<string, unknown>; problems: BodyProblem[] } {
  const body: Record<string, unknown> = {};
  const problems: BodyProblem[] = [];
  for (const field of fields) {
    const text = (values[field.name] ?? "").trim();
    if (text === "") {
      if (field.required) problems.push({ field: field.name, message: `${field.name} is required.` });
      continue;
    }
    switch (field.kind) {
      case "string":
        body[field.name] = values[field.name];
        break;
      case "enum":
        if (field.enum && !field.enum.includes(text)) problems.push({ field: field.name, message: `${field.name} must be one of ${field.enum.join(", ")}.` });
        else body[field.name] = text;
        break;
      case "boolean":
        if (text !== "true" && text !== "false") problems.push({ field: field.name, message: `${field.name} must be true or false.` });
        else body[field.name] = text === "true";
        break;
      case "integer":
      case "number": {
        const number = numberOf(text, field.kind);
        if (number === undefined) problems.push({ field: field.name, message: `${field.name} must be ${field.kind === "integer" ? "a whole number" : "a number"}.` });
        else body[field.name] = number;
        break;
      }
      case "list": {
        const items = text
          .split(",")
          .map((item) => item.trim())
          .filter((item) => item !== "");
        const kind = field.items ?? "string";
        const bad = items.filter((item) => (kind === "string" ? field.enum !== undefined && !field.enum.includes(item) : numberOf(item, kind) === undefined));
        if (bad.length) {
          const expected = kind === "string" ? `one of ${field.enum?.join(", ")}` : kind === "integer" ? "whole numbers" : "numbers";
          problems.push({ field: field.name, message: `${field.name}: ${bad.join(", ")} ${bad.length === 1 ? "is" : "are"} not ${expected}.` });
        } else body[field.name] = kind === "string" ? items : items.map(Number);
        break;
      }
      case "json":
        try {
          body[field.name] = JSON.parse(text);
        } catch (error) {
          problems.push({ field: field.name, message: `${field.name} is not valid JSON: ${(error as Error).message}` });
        }
        break;
    }
  }
  return { body, problems };
}
