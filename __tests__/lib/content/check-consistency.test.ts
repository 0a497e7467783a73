import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { analyzeMdx } from "@/lib/content/analyze";
import { checkConsistency, consistencyProblems, isAllowedHost, scriptProblem, spaRuleProblems } from "@/lib/content/check-consistency";
import type { PageEntry } from "@/lib/content/types";

const check = (text: string) => consistencyProblems(text, "content/x.mdx", 5);

describe("consistency checks", () => {
  it("passes text that follows FACTS.md", () => {
    const page = [
      "Quote the `X-Launchbay-Request-Id` header to support.",
      "Fork builds wait in `queued` with \"Awaiting approval\".",
      "```bash",
      "launchbay api getTeamUsage --data '{\"team_id\": \"TEAM_ID\"}'",
      "curl https://api.launchbay.com/v1/projects",
      "```",
      "Point `www.example.com` and `shop.example.net` at `PROJECT-NAME.launchbay.app`; redirect `old-brand.example` to `example.org`.",
      "Send mail to ada@example.com; clone from github.com; read letsencrypt.org; a tenant like acme.bynder.com is fine.",
      "Log with `console.info(…)`; read `data.page.title`; the field path `title.de`; `username=li%40example.com`.",
      "Launchbay covers this page's topic in the next section.",
    ].join("\n");
    expect(check(page)).toEqual([]);
  });

  it("fails `launchbay api` with an HTTP verb, naming file and line", () => {
    expect(check("intro\n\n```bash\nlaunchbay api GET /v1/teams/TEAM_ID/usage\n```")).toEqual([
      expect.stringMatching(/^content\/x\.mdx:8: `launchbay api GET …`: the CLI takes an operation name.*launchbay api <operation> --data JSON/),
    ]);
    expect(check("launchbay api post /v1/x")).toEqual([]); // lower-case words are not verbs: an operation could be named so
    expect(check("launchbay api DELETE /v1/deploys/1")).toHaveLength(1);
  });

  it("fails the old approval state name", () => {
    expect(check("Commits wait with the state **Pending approval**.")).toEqual([expect.stringMatching(/^content\/x\.mdx:5: "Pending approval": .*"Awaiting approval"/)]);
  });

  it("fails a bare X-Request-Id but not X-Launchbay-Request-Id", () => {
    expect(check("Send the `X-Request-Id` header.")).toEqual([expect.stringMatching(/^content\/x\.mdx:5: `X-Request-Id`: .*X-Launchbay-Request-Id/)]);
    expect(check("Send `x-launchbay-request-id` or `X-Launchbay-Request-Id`.")).toEqual([]);
  });

  it("fails \"This page covers…\" and its variants", () => {
    expect(check("Deploys are atomic. This page covers rollbacks.")).toEqual([expect.stringMatching(/^content\/x\.mdx:5: "This page covers…": filler/)]);
    expect(check("This guide explains the setup.\nThis section lists them.")).toHaveLength(2);
  });

  it("fails real, registrable example domains with the name and the fix", () => {
    const problems = check("Redirect `old-brand.com` to www.acme.com.\nmail jo@exampel.com\nhttps://staging-api.acme.co.uk/v1\nA German site on example.de");
    expect(problems).toEqual([
      expect.stringMatching(/^content\/x\.mdx:5: example domain "old-brand\.com" is a real, registrable name: use example\.com/),
      expect.stringMatching(/^content\/x\.mdx:5: example domain "www\.acme\.com"/),
      expect.stringMatching(/^content\/x\.mdx:6: example domain "exampel\.com"/),
      expect.stringMatching(/^content\/x\.mdx:7: example domain "staging-api\.acme\.co\.uk"/),
      expect.stringMatching(/^content\/x\.mdx:8: example domain "example\.de"/),
    ]);
  });

  it("allows reserved names and the listed real domains with their subdomains", () => {
    for (const host of ["example.com", "www.example.org", "de.example", "api.crm.example", "app.test", "docs.launchbay.com", "dns1.lbdns.net", "cdn.sanity.io"]) expect(isAllowedHost(host)).toBe(true);
    for (const host of ["acme.com", "example-sale.com", "examplelaunchbay.com", "launchbay.com.evil.net", "example.co.uk"]) expect(isAllowedHost(host)).toBe(false);
  });
});

describe("pasteable code blocks", () => {
  it("passes a whole file and fails a bare fragment with the block's line", () => {
    expect(scriptProblem("ts", 'import { defineConfig } from "@launchbay/visual-editor";\n\nexport default defineConfig({\n  models: { Page: { type: "page" } },\n});')).toBeUndefined();
    expect(scriptProblem("tsx", "export const A = () => <p>hi</p>;")).toBeUndefined();
    expect(scriptProblem("ts", 'models: {\n  Page: { type: "page" },\n},')).toMatch(/^ts block does not parse \(line 2 of the block: .+\); show the enclosing call/);
    expect(scriptProblem("ts", '{ name: "a", type: "string" },\n{ name: "b", type: "string" },')).toMatch(/does not parse/);
    expect(scriptProblem("bash", "models: {")).toBeUndefined();
  });

  it("reports the file line of a broken block on a page", () => {
    const body = "Intro.\n\n```ts\nbackoffSchedule: (attempt) => attempt * 1000,\n```\n";
    const entry = { body, bodyLine: 4, record: { relativePath: "x.mdx" }, analysis: analyzeMdx(body) } as unknown as PageEntry;
    expect(checkConsistency(entry)).toEqual([expect.stringMatching(/^content\/x\.mdx:6: ts block does not parse/)]);
  });
});

/** A page of the fixtures, read as the build reads it (body, first body line, syntax tree). */
function fixturePage(name: string): PageEntry {
  const source = fs.readFileSync(path.join(__dirname, "../../fixtures/consistency", name), "utf8");
  const { content } = matter(source, {});
  const bodyLine = source.slice(0, source.length - content.length).split("\n").length;
  return { body: content, bodyLine, record: { relativePath: `frameworks/${name}` }, analysis: analyzeMdx(content) } as unknown as PageEntry;
}

describe("classes of contradiction fixed in issue #19, each with its check", () => {
  it("the SPA catch-all without the /api/* pass-through: fails the Vite page as it was, passes it as fixed", () => {
    expect(checkConsistency(fixturePage("vite-before-issue-19.mdx"))).toEqual([
      expect.stringMatching(/^content\/frameworks\/vite-before-issue-19\.mdx:\d+: an SPA catch-all \(\/\* → \/index\.html 200\) on a page with functions: .*\/api\/\* → \/api\/:splat 200 above it/),
      expect.stringMatching(/^content\/frameworks\/vite-before-issue-19\.mdx:\d+: an SPA catch-all/),
    ]);
    expect(checkConsistency(fixturePage("vite-after-issue-19.mdx"))).toEqual([]);
  });

  it("the SPA rule: a pass-through below the catch-all fails; a page without functions, a proxy to an API and a counterexample pass", () => {
    const toml = (rules: string[], meta = "") => ({ value: rules.join("\n\n"), line: 10, meta });
    const spa = '[[redirects]]\n  from = "/*"\n  to = "/index.html"\n  status = 200';
    const pass = '[[redirects]]\n  from = "/api/*"\n  to = "/api/:splat"\n  status = 200';
    const proxy = '[[redirects]]\n  from = "/api/*"\n  to = "https://api.example.com/:splat"\n  status = 200';
    expect(spaRuleProblems([toml([spa, pass])], "Functions answer /api/.", "content/x.mdx")).toEqual([
      "content/x.mdx:12: the SPA catch-all comes before the /api/* pass-through: rules run in order, so /api/… gets index.html; put the pass-through first",
    ]);
    expect(spaRuleProblems([toml([pass, spa])], "Functions answer /api/.", "content/x.mdx")).toEqual([]);
    expect(spaRuleProblems([toml([proxy, spa])], "Proxy /api/ to your backend.", "content/x.mdx")).toEqual([]);
    expect(spaRuleProblems([{ value: "/*  /index.html  200", line: 3 }], "A static app.", "content/x.mdx")).toEqual([]);
    expect(spaRuleProblems([{ value: "/*  /index.html  200", line: 3 }], "Add functions later.", "content/x.mdx")).toHaveLength(1);
    expect(spaRuleProblems([toml([spa], "counterexample")], "Functions answer /api/.", "content/x.mdx")).toEqual([]);
  });

  it("who sees usage: a sentence keeping usage (or billing views) from Developers fails; the roles matrix passes", () => {
    // billing.mdx before issue #19: the Billing page, where usage lives, said only Owners and Billing Admins could view it.
    expect(check("Only Owners and [Billing Admins](/accounts-and-billing/team-management/roles-and-permissions/#billing-admin) can view and change billing settings. Everything on this page lives under **Team settings › Billing**.")).toEqual([
      expect.stringMatching(/^content\/x\.mdx:5: "Only Owners and .*billing settings\.": Developers see usage too \(Owners, Developers and Billing Admins; FACTS\.md, Roles\)/),
    ]);
    expect(check("Only the Owner can see usage for the team.")).toHaveLength(1);
    expect(check("Only Owners and Billing Admins can change billing settings and see invoices; Developers can also view usage.")).toEqual([]);
    expect(check("Owners, Developers and Billing Admins can open **Team settings › Billing › Usage**. Only Owners delete a team.")).toEqual([]);
  });

  it("roles per plan: Publisher and Content Editor named on Free or Pro, or given without their plans, fail", () => {
    // manage-visual-editing.mdx before issue #19 told Pro teams to invite editors with these roles.
    expect(check("To bring in editors who are not on the team yet, invite them from team management with the Content Editor or Publisher role.")).toEqual([
      expect.stringMatching(/^content\/x\.mdx:5: ".*": the Content Editor role exists on Business and Enterprise only; say so where you tell readers to give it/),
    ]);
    expect(check("The Publisher role is available on the Pro plan.")).toEqual([expect.stringMatching(/the Publisher role exists on Business and Enterprise only, not "on the Pro plan"/)]);
    expect(check("Content Editors work on every plans they like; Publishers on all plans.")).toHaveLength(1);
    expect(check("Invite them with the Content Editor or Publisher role on Business and Enterprise, with the Developer role on Pro.")).toEqual([]);
    expect(check("Owners, Developers, Publishers and Content Editors take a paid seat.")).toEqual([]);
    expect(check("Cloud editing works on Pro and above; Publishers publish.")).toEqual([]);
  });

  it("the Markdown twin URL: …/page.md, not …/page/index.md or …/page/.md; the home page's /index.md passes", () => {
    // FACTS.md before issue #19
    expect(check("each page's Markdown at its URL + `index.md` (e.g. `https://docs.launchbay.com/functions/api/index.md`).")).toEqual([
      expect.stringMatching(/^content\/x\.mdx:5: "https:\/\/docs\.launchbay\.com\/functions\/api\/index\.md": a page's Markdown copy is at its URL without the trailing slash \+ \.md \("\/functions\/api\.md"\)/),
    ]);
    expect(check("Fetch /get-started/.md for Markdown.")).toHaveLength(1);
    expect(check("Fetch `https://docs.launchbay.com/functions/api.md` or the home page's `/index.md`; edit `content/pages/index.md`.")).toEqual([]);
  });
});
