/**
 * content/README.md keeps a table of every kind of content the checks reject, with its message. Each row
 * here makes that mistake in a copy of the fixture site and checks the README's message (with `x`, `y` and
 * line numbers standing for the real file, page and line) against what the checks print.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildContentIndex, ContentError } from "@/lib/content/build";

const fixture = path.join(__dirname, "../../fixtures/site");
const publicDir = path.join(__dirname, "../../../public");
const page = (frontmatter: string, body = "Some text.") => `---\n${frontmatter}\n---\n\n${body}\n`;
const deploy = (body: string) => ({ "guides/deploy.mdx": page("title: Deploy\ndescription: Deploy.", body) });

/** Each kind of the README's table: the change that makes it. */
const cases: Record<string, Record<string, string | Buffer | null>> = {
  "missing field": { "guides/deploy.mdx": page("title: Deploy") },
  "unknown field": { "guides/deploy.mdx": page("title: Deploy\ndescription: D.\ndescripton: x") },
  "malformed YAML": { "guides/deploy.mdx": page("title: [unclosed\ndescription: D.") },
  "not UTF-8": { "guides/deploy.mdx": Buffer.concat([Buffer.from(page("title: Deploy\ndescription: Deploy.", "Caf")).subarray(0, 47), Buffer.from([0xe9, 0x0a])]) },
  "MDX syntax": deploy("a <b c"),
  "two files, one URL": { "guides.mdx": page("title: G\ndescription: Another.") },
  "sidebar entry without page": { "guides/deploy.mdx": null, "guides/index.mdx": page("title: Guides\ndescription: Guides.") },
  "page missing from sidebar": { "orphan.mdx": page("title: O\ndescription: Orphan.") },
  "broken link": deploy("See [x](/nope/)."),
  "missing trailing slash": deploy("See [x](/get-started)."),
  "relative link": deploy("See [x](../y/)."),
  "broken anchor": deploy("See [x](/functions/api/#nope)."),
  "broken prev/next": { "guides/deploy.mdx": page("title: Deploy\ndescription: Deploy.\nprev: { title: Nope, url: /nope/ }") },
  "duplicate heading": deploy("## Limits\n\n## Limits"),
  "code block without language": deploy("```\nx\n```"),
  "unknown code language": deploy("```tsx2\nx\n```"),
  "unknown component": deploy("<Tabz>x</Tabz>"),
  "unknown component prop": deploy('<Badge phase="beta" color="red" />'),
  "missing component prop": deploy("<Tabs>\n<Tab>x</Tab>\n</Tabs>"),
  "tabs of one choice": deploy('<Tabs>\n<Tab label="C">\nx\n</Tab>\n<Tab label="C++">\ny\n</Tab>\n</Tabs>'),
  "unknown release phase": deploy('<Badge phase="alpha" />'),
  "unknown glossary term": deploy("A <Term>flux capacitor</Term> here."),
  "JavaScript expression": deploy("{1 + 1}"),
  "raw `<script>`": deploy("<script>alert(1)</script>"),
  "raw `<style>`": deploy("<style>{`h1 { color: red }`}</style>"),
  "raw `<iframe>`": deploy('<iframe src="https://example.com/"></iframe>'),
  "event-handler attribute": deploy('<div onClick="steal()">Click</div>'),
  "ESM `import`": deploy('import { Tabs } from "somewhere"'),
  "ESM `export`": deploy("export const title = 'x'"),
  "duplicate description": { "guides/deploy.mdx": page("title: Deploy\ndescription: Start here.") },
  "`launchbay api` with an HTTP verb": deploy("```bash\nlaunchbay api GET /v1/teams/TEAM_ID/usage\n```"),
  "old approval state": deploy("Commits wait in **Pending approval**."),
  "bare request-id header": deploy("Quote the `X-Request-Id` header."),
  "real example domain": deploy("Redirect acme.com to the new site."),
  "filler intro": deploy("This page covers domains."),
  "code that does not parse": deploy('```ts\nmodels: { Page: { type: "page" } },\n```'),
  "hand-typed limit": deploy("Intro.\n\n## Limits\n\nFunctions stop after 10 s."),
  "per-plan limit without a plan": {
    "limits.yaml": 'builds:\n  title: Builds\n  limits:\n    minutes: { label: Build minutes, plans: { free: "300", pro: "3,000" } }\n',
    "all-limits.mdx": page("title: All limits\ndescription: Every limit.\nhidden: true", "<LimitsTable />"),
    ...deploy('Up to <Limit id="builds.minutes" /> minutes.'),
  },
  "SPA rule without the `/api/*` pass-through": deploy('Functions answer /api/.\n\n```toml\n[[redirects]]\n  from = "/*"\n  to = "/index.html"\n  status = 200\n```'),
  "usage hidden from Developers": deploy("Only Owners can see usage."),
  "role on the wrong plan": deploy("The Publisher role is available on the Pro plan."),
  "Markdown twin URL": deploy("Read https://docs.launchbay.com/functions/api/index.md for Markdown."),
  "chat layout off the Ask page": { "guides/deploy.mdx": page("title: Deploy\ndescription: Deploy.\nlayout: chat") },
  "broken home link": { "home.yaml": fs.readFileSync(path.join(fixture, "home.yaml"), "utf8").replace(/url: \/get-started\//, "url: /nope/") },
};

function problemsWith(changes: Record<string, string | Buffer | null>): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "rejected-"));
  fs.cpSync(fixture, root, { recursive: true });
  for (const [file, text] of Object.entries(changes)) {
    if (text === null) fs.rmSync(path.join(root, file));
    else fs.writeFileSync(path.join(root, file), text);
  }
  try {
    buildContentIndex({ root, publicDir });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  return [];
}

/** The README's rows: kind and message (the first code span of the message column). */
function readmeRows(): [string, string][] {
  const readme = fs.readFileSync(path.join(__dirname, "../../../content/README.md"), "utf8");
  const table = readme.slice(readme.indexOf("## What the checks say"));
  return table
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| Kind") && !line.startsWith("| ---"))
    .map((line) => {
      const [kind = "", message = ""] = line.split(" | ").map((cell) => cell.replace(/^\| /, ""));
      return [kind.trim(), /^`(.*)`$/.exec(message.trim())?.[1] ?? message];
    });
}

/** A README message as a pattern: `x`/`y` stand for any path part, line numbers and `…` for anything. */
function pattern(message: string): RegExp {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(escaped.replace(/…/g, ".*").replace(/:\d+:/g, ":\\d+:").replace(/\bx\b|\by\b/g, "[\\w/.-]+").replace(/\(byte \d+\)/, "\\(byte \\d+\\)"));
}

describe("content/README.md's table of rejected content", () => {
  const rows = readmeRows();

  it("lists every kind this test makes, and no other", () => {
    expect(rows.map(([kind]) => kind).sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(rows)("%s: the checks print the README's message", (kind, message) => {
    const problems = problemsWith(cases[kind] ?? {});
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join("\n")).toMatch(pattern(message));
  });
});
