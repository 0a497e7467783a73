import { analyzeMdx } from "@/lib/content/analyze";
import { checkConsistency, consistencyProblems, isAllowedHost, scriptProblem } from "@/lib/content/check-consistency";
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
