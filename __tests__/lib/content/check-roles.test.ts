/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { checkRolesMatrix, MATRIX_OPERATIONS, matrixRows, ROLES_MATRIX_PATH } from "@/lib/content/check-roles";
import type { OpenApiDocument } from "@/lib/content/reference-data";
import type { PageEntry } from "@/lib/content/types";

const root = path.join(__dirname, "../../..");
const matrix = `Intro.

| Action | Owner | Developer | Publisher | Content Editor | Git Contributor | Reviewer | Billing Admin |
| --- | --- | --- | --- | --- | --- | --- | --- |
| View usage | ✓ | ✓ | — | — | — | — | ✓ |
| Manage domains and certificates | ✓ | ✓ | read | — | — | — | — |
`;
const page = (body: string) => ({ record: { path: ROLES_MATRIX_PATH, relativePath: "roles.mdx" }, body, bodyLine: 5 }) as unknown as PageEntry;
const op = (method: string, operationId: string, roles: string[]) => ({ [method]: { operationId, "x-roles": roles, responses: { "200": { description: "ok" } } } });
const api = (paths: Record<string, object>) => ({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths }) as unknown as OpenApiDocument;

describe("the roles matrix against the API's x-roles", () => {
  it("reads the matrix's rows with each role's cell", () => {
    const rows = matrixRows(matrix)!.rows;
    expect(rows.map((r) => r.action)).toEqual(["View usage", "Manage domains and certificates"]);
    expect(rows[1]!.cells.get("publisher")).toBe("read");
    expect(rows[1]!.line).toBe(6);
  });

  it("keeps a column named like an object's property as the role it names", () => {
    const cells = matrixRows(matrix.replace("| Billing Admin |\n", "| constructor |\n"))!.rows[0]!.cells;
    expect([...cells.keys()].at(-1)).toBe("constructor");
    expect(cells.get("constructor")).toBe("✓");
  });

  it("names an operation whose roles differ from its row: reads take ✓ and read, changes ✓ only", () => {
    const doc = api({
      "/usage": op("get", "getTeamUsage", ["owner", "billing_admin"]),
      "/zones": { ...op("get", "listDnsZones", ["owner", "developer", "publisher"]), ...op("post", "createDnsZone", ["owner", "developer", "publisher"]) },
    });
    const problems = checkRolesMatrix([page(matrix)], doc);
    expect(problems).toContain('content/api/openapi.yaml: getTeamUsage x-roles [owner, billing_admin] differ from the roles matrix\'s "View usage" row (content/roles.mdx:9, ✓ and read): [owner, developer, billing_admin]');
    expect(problems).toContain('content/api/openapi.yaml: createDnsZone x-roles [owner, developer, publisher] differ from the roles matrix\'s "Manage domains and certificates" row (content/roles.mdx:10, ✓): [owner, developer]');
    expect(problems.join("\n")).not.toContain("listDnsZones x-roles");
    // A row the table ties to operations and the matrix lacks, and an operation the spec lacks, are problems too.
    expect(problems).toContain(`content/roles.mdx:7: the roles matrix has no row "View projects and deploys" (lib/content/check-roles.ts ties it to ${MATRIX_OPERATIONS["View projects and deploys"]!.join(", ")})`);
    expect(problems).toContain('lib/content/check-roles.ts: operation listDnsRecords (row "Manage domains and certificates") is not in content/api/openapi.yaml');
  });

  it("holds on the real content", () => {
    const body = fs.readFileSync(path.join(root, "content/accounts-and-billing/team-management/roles-and-permissions.mdx"), "utf8");
    const doc = loadYaml(fs.readFileSync(path.join(root, "content/api/openapi.yaml"), "utf8")) as OpenApiDocument;
    expect(checkRolesMatrix([page(body)], doc)).toEqual([]);
  });
});
