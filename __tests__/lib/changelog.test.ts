import fs from "node:fs";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { checkChangelog, entryId, getChangelog, parseChangelog, renderChangelogRss } from "@/lib/changelog";

const fixtureRoot = path.join(__dirname, "../fixtures/site");
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
    ["entries: []\n", /changelog\.yaml: entries: .*1/],
    ["entries:\n  - {date: 2025-02-30, title: T, summary: S, link: /a/}\n", /changelog\.yaml: entries\.0\.date: not a calendar date/],
    ["entries:\n  - {date: 2025-02-03, title: T, summary: S, link: relative/}\n", /changelog\.yaml: entries\.0\.link: a site path/],
    ["entries:\n  - {date: 2025-02-03, title: T, link: /a/}\n", /changelog\.yaml: entries\.0\.summary/],
    ["entries:\n  - {date: 2025-02-03, title: T, summary: S, link: /a/, extra: 1}\n", /changelog\.yaml: entries\.0: .*extra/],
    ["entries: [\n", /changelog\.yaml: YAML error/],
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

  it("the site's changelog is valid, has at least 12 entries and links only to pages that exist", () => {
    const entries = getChangelog(path.join(process.cwd(), "content"));
    expect(entries.length).toBeGreaterThanOrEqual(12);
    for (const entry of entries.filter((e) => e.link.startsWith("/"))) {
      const file = path.join("content", entry.link.replace(/\/$/, ""));
      expect([`${file}.mdx`, path.join(file, "index.mdx")].some((f) => fs.existsSync(f))).toBe(true);
    }
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
