import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import matter from "gray-matter";
import { changelogTermProblems, checkChangelog, entryId, getChangelog, keyTerms, parseChangelog, renderChangelogRss } from "@/lib/content/changelog";

const fixtureRoot = path.join(__dirname, "../../fixtures/site");
const fixture = parseChangelog(fs.readFileSync(path.join(fixtureRoot, "changelog.yaml"), "utf8"));
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "item" });

interface RssItem {
  title: string;
  link: string;
  description: string;
  pubDate: string;
  guid: { "#text": string; "@isPermaLink": string };
}

function parseRss(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml) as { rss: { "@version": string; channel: { title: string; link: string; description: string; item: RssItem[] } } };
  return doc.rss;
}

describe("changelog data file", () => {
  it("sorts entries newest first", () => {
    expect(fixture.map((e) => e.date)).toEqual(["2025-03-04", "2025-01-02", "2024-12-01"]);
  });

  it.each([
    ["entries: []\n", /changelog\.yaml:1: entries: .*1/],
    ["entries:\n  - {date: 2025-02-30, title: T, summary: S, link: /a/}\n", /changelog\.yaml:2: entries\.0\.date: not a calendar date/],
    ["entries:\n  - {date: 2025-02-03, title: T, summary: S, link: relative/}\n", /changelog\.yaml:2: entries\.0\.link: a site path/],
    ["entries:\n  - {date: 2025-02-03, title: T, link: /a/}\n", /changelog\.yaml:2: entries\.0\.summary/],
    ["entries:\n  - {date: 2025-02-03, title: T, summary: S, link: /a/, extra: 1}\n", /changelog\.yaml:2: entries\.0: .*extra/],
    [
      "entries:\n  - {date: 2025-02-03, title: T, summary: S, link: /a/}\n  - {date: 2025-02-03, title: T, summary: S, link: /b/}\n",
      /changelog\.yaml:3: entries\.1: "T" on 2025-02-03 is listed twice/,
    ],
    ["entries: [\n", /changelog\.yaml:2: YAML error/],
  ])("rejects %j naming the file and the reason", (text, message) => {
    expect(() => parseChangelog(text)).toThrow(message);
  });

  it("reports links to missing pages and a content page on /changelog/", () => {
    const problems = checkChangelog(fixtureRoot, (p) => p === "/functions/api/" || p === "/changelog/");
    expect(problems).toEqual([
      expect.stringMatching(/changelog\.yaml: a content page maps to \/changelog\//),
      expect.stringMatching(/changelog\.yaml: "Custom domains & <HTTPS>": link to \/domains\/get-started-with-domains\/: no such page/),
    ]);
    expect(checkChangelog(fixtureRoot, (p) => ["/functions/api/", "/domains/get-started-with-domains/"].includes(p))).toEqual([]);
  });

  it("reads an edited changelog again in the same process (npm run dev's watcher), not the first version it read", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "changelog-"));
    try {
      const file = path.join(root, "changelog.yaml");
      fs.writeFileSync(file, "entries:\n  - {date: 2025-02-03, title: First, summary: S, link: /a/}\n");
      expect(getChangelog(root).map((e) => e.title)).toEqual(["First"]);
      fs.writeFileSync(file, "entries:\n  - {date: 2025-02-03, title: Edited, summary: S, link: /gone/}\n");
      expect(getChangelog(root).map((e) => e.title)).toEqual(["Edited"]);
      expect(checkChangelog(root, () => false)).toEqual([expect.stringMatching(/changelog\.yaml: "Edited": link to \/gone\/: no such page/)]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("the site's changelog is valid, has at least 12 entries and links only to pages that exist", () => {
    const entries = getChangelog(path.join(process.cwd(), "content"));
    expect(entries.length).toBeGreaterThanOrEqual(12);
    for (const entry of entries.filter((e) => e.link.startsWith("/"))) {
      const file = path.join("content", entry.link.replace(/\/$/, ""));
      expect([`${file}.mdx`, path.join(file, "index.mdx")].some((f) => fs.existsSync(f))).toBe(true);
    }
  });
});

describe("changelog entries state what their page states (key terms)", () => {
  const entries = parseChangelog(`entries:
  - {date: 2026-08-26, title: "Traffic rules block or rate-limit requests by country, IP and path", summary: S, link: /traffic-rules/}
  - {date: 2026-09-30, title: Security scorecard grades every team, summary: S, link: /scorecard/#grades, term: [scorecard, grade]}
  - {date: 2026-10-01, title: Status page, summary: S, link: "https://status.launchbay.com"}
`);
  const byTitle = (start: string) => entries.find((e) => e.title.startsWith(start)) as (typeof entries)[number];
  const pages: Record<string, string> = {
    "/traffic-rules/": "Traffic rules allow or block requests by **IP address** and country.",
    "/scorecard/": "The security `scorecard` gives your team a grade from A to D.",
  };

  it("takes the key terms from term:, else from the title's distinctive words", () => {
    expect(keyTerms(byTitle("Security"))).toEqual(["scorecard", "grade"]);
    expect(keyTerms(byTitle("Traffic"))).toEqual(["Traffic", "rules", "block", "rate-limit", "requests", "country", "IP", "path"]);
  });

  it("fails an entry whose linked page does not mention its key terms, naming the entry, the page and the terms", () => {
    expect(changelogTermProblems(entries, (p) => pages[p])).toEqual([
      'content/changelog.yaml: "Traffic rules block or rate-limit requests by country, IP and path": the linked page /traffic-rules/ does not mention "rate-limit", "path"; link the page that states it, state it there, or set the entry\'s term: to what the page says',
    ]);
    // whole words only: "grade" is not found in "upgrade"
    expect(changelogTermProblems([byTitle("Security")], () => "Upgrade your scorecard.")).toEqual([expect.stringMatching(/does not mention "grade"/)]);
  });

  it("checkChangelog runs the term check when given the pages' text", () => {
    const isPage = (p: string) => ["/functions/api/", "/domains/get-started-with-domains/"].includes(p);
    expect(checkChangelog(fixtureRoot, isPage, () => "Nothing about it.")).toEqual([
      expect.stringMatching(/changelog\.yaml: "Custom domains & <HTTPS>": the linked page \/domains\/get-started-with-domains\/ does not mention "custom domain"/),
      expect.stringMatching(/changelog\.yaml: "Functions API": the linked page \/functions\/api\/ does not mention "Functions", "API"/),
    ]);
  });

  it("every entry of the site's changelog links a page that mentions its key terms", () => {
    const root = path.join(process.cwd(), "content");
    const text = (p: string) => {
      const file = path.join(root, p.replace(/\/$/, ""));
      const found = [`${file}.mdx`, path.join(file, "index.mdx")].find((f) => fs.existsSync(f));
      if (!found) return undefined;
      const { data, content } = matter(fs.readFileSync(found, "utf8"), {});
      return [data.title, data.description, content].join("\n");
    };
    expect(changelogTermProblems(getChangelog(root), text)).toEqual([]);
  });
});

describe("/changelog/rss.xml", () => {
  const rss = parseRss(renderChangelogRss(fixture));

  it("is RSS 2.0 with a channel title, link and description", () => {
    expect(rss["@version"]).toBe("2.0");
    expect(rss.channel.title).toBe("What's new in Launchbay");
    expect(rss.channel.link).toBe("https://docs.launchbay.com/changelog/");
    expect(rss.channel.description).toMatch(/newest first/);
  });

  it("has one item per entry, newest first, with absolute links, unique guids and RFC 822 dates", () => {
    expect(rss.channel.item.map((i) => i.title)).toEqual(fixture.map((e) => e.title));
    const [domains, api, status] = rss.channel.item;
    expect(domains?.title).toBe("Custom domains & <HTTPS>");
    expect(domains?.description).toBe('Domains get certificates "automatically" & at once.');
    expect(domains?.link).toBe("https://docs.launchbay.com/domains/get-started-with-domains/");
    expect(status?.link).toBe("https://status.launchbay.com");
    expect(api?.pubDate).toBe("Thu, 02 Jan 2025 00:00:00 GMT");
    for (const item of rss.channel.item) {
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(fixture[rss.channel.item.indexOf(item)]?.date);
    }
    const guids = rss.channel.item.map((i) => i.guid["#text"]);
    expect(new Set(guids).size).toBe(guids.length);
    expect(guids[0]).toBe(`https://docs.launchbay.com/changelog/#${entryId(fixture[0]!)}`);
  });
});
