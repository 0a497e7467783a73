/**
 * The roles matrix (the roles and permissions page) and the API's `x-roles` agree: each row that an operation
 * implements names the roles that may call it. A call that reads (GET) is open to the row's ✓ and `read` roles; one
 * that changes something to its ✓ roles only. Rows and operations are tied here, in one table; a row this table
 * names and the matrix lacks is a problem too, so the table cannot drift from the page.
 */
import { ownValue } from "./own";
import { operationsOf } from "./reference-openapi";
import type { OpenApiDocument } from "./reference-data";
import type { PageEntry } from "./types";

/** The page with the roles matrix. */
export const ROLES_MATRIX_PATH = "/accounts-and-billing/team-management/roles-and-permissions/";

/** The matrix's column headings and their API role values (FACTS.md, Roles). */
export const ROLE_VALUES: Record<string, string> = {
  Owner: "owner",
  Developer: "developer",
  Publisher: "publisher",
  "Content Editor": "content_editor",
  "Git Contributor": "git_contributor",
  Reviewer: "reviewer",
  "Billing Admin": "billing_admin",
};

/** Matrix rows (by their first words) and the operations that do what they say. */
export const MATRIX_OPERATIONS: Record<string, string[]> = {
  "View projects and deploys": ["listProjects", "getProject", "listDeploys", "getDeploy"],
  "View deploy logs": ["getDeployLog"],
  "Trigger, publish and roll back deploys": ["restoreDeploy", "lockDeploy", "unlockDeploy", "cancelDeploy", "retryDeploy"],
  "Create projects": ["createProject"],
  "Change project configuration": ["updateProject"],
  "View environment variables": ["listEnvVars"],
  "Manage domains and certificates": ["listDnsZones", "createDnsZone", "listDnsRecords", "createDnsRecord", "deleteDnsRecord", "uploadCertificate"],
  "Run Connect syncs and view their activity": ["triggerSync", "getDataLayerSync", "listDataLayerRevisions"],
  "Delete or transfer projects": ["deleteProject", "transferProject"],
  "View the member list": ["listTeamMembers"],
  "Invite members and change roles": ["inviteTeamMember", "updateTeamMember", "removeTeamMember"],
  "View usage": ["getTeamUsage"],
  "Read the team audit log": ["listAuditLogEvents"],
  "View the security scorecard": ["getSecurityScorecard"],
};

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/** The matrix's rows, each with its cells by role value (`✓`, `—`, `read`, `if allowed`): the table whose header starts `| Action | Owner |`. */
export function matrixRows(body: string) {
  const lines = body.split("\n");
  const header = lines.findIndex((line) => /^\|\s*Action\s*\|\s*Owner\s*\|/.test(line));
  if (header < 0) return undefined;
  const roles = cellsOf(lines[header]!).slice(1).map((name) => ownValue(ROLE_VALUES, name) ?? name);
  const rows: { action: string; line: number; cells: Map<string, string> }[] = [];
  for (let i = header + 2; i < lines.length && lines[i]!.trim().startsWith("|"); i++) {
    const [action = "", ...cells] = cellsOf(lines[i]!);
    rows.push({ action, line: i + 1, cells: new Map(roles.map((role, k) => [role, cells[k] ?? ""])) });
  }
  return { rows, headerLine: header + 1 };
}

/** Problems where an operation's `x-roles` differ from the matrix row it implements. */
export function checkRolesMatrix(entries: PageEntry[], api: OpenApiDocument | undefined): string[] {
  const page = entries.find((entry) => entry.record.path === ROLES_MATRIX_PATH);
  if (!page || !api) return [];
  const file = `content/${page.record.relativePath}`;
  const matrix = matrixRows(page.body);
  if (!matrix) return [`${file}: the roles matrix (a table starting "| Action | Owner |") is missing; lib/content/check-roles.ts reads it`];
  const operations = operationsOf(api).byId;
  const problems: string[] = [];
  for (const [action, ids] of Object.entries(MATRIX_OPERATIONS)) {
    const row = matrix.rows.find((r) => r.action.startsWith(action));
    if (!row) {
      problems.push(`${file}:${matrix.headerLine + page.bodyLine - 1}: the roles matrix has no row "${action}" (lib/content/check-roles.ts ties it to ${ids.join(", ")})`);
      continue;
    }
    for (const id of ids) {
      const op = operations.get(id);
      if (!op) {
        problems.push(`lib/content/check-roles.ts: operation ${id} (row "${action}") is not in content/api/openapi.yaml`);
        continue;
      }
      const open = new Set(op.method === "get" ? ["✓", "read"] : ["✓"]);
      const expected = [...row.cells].filter(([, cell]) => open.has(cell)).map(([role]) => role);
      if (expected.length !== op.roles.length || expected.some((role) => !op.roles.includes(role))) {
        problems.push(`content/api/openapi.yaml: ${id} x-roles [${op.roles.join(", ")}] differ from the roles matrix's "${action}" row (${file}:${row.line + page.bodyLine - 1}${op.method === "get" ? ", ✓ and read" : ", ✓"}): [${expected.join(", ")}]`);
      }
    }
  }
  return problems;
}
