import { buildPackedIndex } from "@/lib/search/build-index";
import { groupByPage, SearchEngine } from "@/lib/search/engine";
import { splitIndex } from "@/lib/search/shards";
import { expandQuery } from "@/lib/search/synonyms";
import { processTerm, queryTerms, stem } from "@/lib/search/terms";
import { SemanticIndex } from "@/lib/search/semantic";
import { buildSemanticData } from "@/lib/search/semantic-build";
import { engineFor, section, tinyInputs } from "./helpers";
import { referenceRanking } from "./reference-ranking";

const sectionsOfEngine = [
  section("/environment-variables/overview/", "Environment variables overview", [], "Variables configure builds and functions without code changes."),
  section("/environment-variables/overview/", "Environment variables overview", ["Scopes"], "A variable can apply to builds, functions or both."),
  section("/security/saml/", "Configure SAML for a team", [], "Let members log in through your identity provider."),
  section("/security/enforce-2fa/", "Enforce two-factor authentication", [], "Require a second factor for every member of the team."),
  section("/functions/scheduled-functions/", "Scheduled functions", [], "Run a function at fixed times, like a timer."),
  section("/functions/overview/", "Functions overview", [], "Functions run server-side code. They can be scheduled."),
  section("/blog/", "Release notes", [], "We improved deploys. Deploys now mention deploy previews in passing, and previews again."),
  section("/site-deploys/deploy-previews/", "Deploy previews", [], "Every pull request gets its own preview URL."),
  section("/frameworks/sveltekit/", "SvelteKit on Launchbay", [], "Deploy a SvelteKit app."),
];
const engine = engineFor(sectionsOfEngine);
const pages = (query: string) => groupByPage(engine.searchSections(query)).map((p) => p.path);

describe("terms", () => {
  it("lower-cases, folds plurals and drops stop words and contraction tails", () => {
    expect(["Functions", "policies", "the", "s", "DNS", "https", "status", "2"].map(processTerm)).toEqual(["function", "policy", null, null, "dns", "https", "status", "2"]);
    expect(stem("boxes")).toBe("box");
    expect(queryTerms("How do I add a custom domain?")).toEqual(["add", "custom", "domain"]);
  });
});

describe("synonyms", () => {
  it("rewrites readers' words into the docs' wording, keeping the original", () => {
    expect(expandQuery("set env vars")).toEqual(["set env vars", "set environment variables"]);
    expect(expandQuery("SSO")).toEqual(["SSO", "saml sso"]);
    expect(expandQuery("cron")).toEqual(["cron", "scheduled functions"]);
    expect(expandQuery("deploy")).toEqual(["deploy"]);
  });

  it("find the pages that use the docs' wording", () => {
    expect(pages("env vars")[0]).toBe("/environment-variables/overview/");
    expect(pages("SSO")[0]).toBe("/security/saml/");
    expect(pages("2FA")[0]).toBe("/security/enforce-2fa/");
    expect(pages("cron")[0]).toBe("/functions/scheduled-functions/");
  });
});

describe("ranking", () => {
  it("puts a title match above pages that only mention the words in their text", () => {
    expect(pages("deploy previews")[0]).toBe("/site-deploys/deploy-previews/");
  });

  it("matches prefixes as the reader types", () => {
    expect(pages("schedul")[0]).toBe("/functions/scheduled-functions/");
    expect(pages("environm")).toContain("/environment-variables/overview/");
  });

  it("tolerates typos in longer words", () => {
    expect(pages("sveltkit")[0]).toBe("/frameworks/sveltekit/");
    expect(pages("enviroment variables")[0]).toBe("/environment-variables/overview/");
  });

  it("finds a page by its search keywords, below a page whose title has the words", () => {
    const keyworded = engineFor([
      { ...section("/forms/spam-filters/", "Spam filters", [], "Every public form attracts bots."), keywords: ["junk submissions", "captcha"] },
      section("/forms/submissions/", "Form submissions", [], "Review what visitors sent."),
      section("/forms/junk-folder/", "The junk folder", [], "Where flagged entries go."),
    ]);
    const found = (query: string) => groupByPage(keyworded.searchSections(query)).map((p) => p.path);
    expect(found("stop junk from bots")[0]).toBe("/forms/spam-filters/");
    expect(found("captcha")[0]).toBe("/forms/spam-filters/");
    expect(found("junk")[0]).toBe("/forms/junk-folder/");
  });

  it("prefers sections that match every word of the query", () => {
    expect(engine.searchSections("variable scopes")[0]?.id).toBe("/environment-variables/overview/#scopes");
  });

  it("groups sections by page, best page first, at most three sections each", () => {
    const grouped = groupByPage(
      [
        { path: "/a/", score: 5 },
        { path: "/b/", score: 4.9 },
        { path: "/b/", score: 4 },
        { path: "/a/", score: 1 },
        { path: "/b/", score: 1 },
        { path: "/b/", score: 1 },
      ],
      3,
    );
    expect(grouped.map((g) => [g.path, g.sections.length])).toEqual([
      ["/b/", 3],
      ["/a/", 2],
    ]);
  });

  it("suggests close words when nothing matches", () => {
    expect(engine.searchSections("xyzzy")).toEqual([]);
    expect(engine.suggest("shceduled")).toContain("scheduled");
  });
});

describe("the ranking computed without a result per match (score.ts)", () => {
  const weighted = [
    ...sectionsOfEngine.slice(0, 6),
    { ...sectionsOfEngine[6]!, weight: 0.5 },
    ...sectionsOfEngine.slice(7),
    section("/domains/", "Domains", [], "deadline domain deploy banana function timeout"),
  ];
  const queries = ["deploy previews", "schedul", "enviroment variables", "env vars functions", "deploy deploy preview", "SSO 2FA", "sveltkit", "timeout", "deadline domain", "xyzzy", "a"];
  const fresh = () => engineFor(weighted);

  it("equals MiniSearch's search(), fused and sorted in full, for typos, prefixes, synonyms, repeated words and page weights", () => {
    for (const query of queries) expect(fresh().searchSections(query, 80)).toEqual(referenceRanking(fresh(), query, 80));
  });

  it("equals it in hybrid search too, cut at any limit", () => {
    const semantic = new SemanticIndex(buildSemanticData(weighted, tinyInputs(), 8));
    for (const query of queries) for (const limit of [1, 3, 80]) expect(fresh().searchSections(query, limit, semantic)).toEqual(referenceRanking(fresh(), query, limit, semantic));
  });

  it("lists the index terms each section matched, for highlighting", () => {
    expect(fresh().searchSections("schedul")[0]?.terms).toEqual(["scheduled"]);
  });
});

describe("the same query again", () => {
  it("answers from the kept ranking, each caller getting its own copy", () => {
    const first = engine.searchSections("deploy previews");
    first.splice(0, first.length);
    const again = engine.searchSections("deploy previews");
    expect(again.length).toBeGreaterThan(0);
    expect(again).toEqual(engineFor(sectionsOfEngine).searchSections("deploy previews"));
    expect(again).not.toBe(engine.searchSections("deploy previews"));
  });

  it("answers a shorter limit from a longer kept list, as a fresh engine would", () => {
    const long = engine.searchSections("functions scheduled", 50);
    expect(engine.searchSections("functions scheduled", 2)).toEqual(engineFor(sectionsOfEngine).searchSections("functions scheduled", 2));
    expect(engine.searchSections("functions scheduled", 2)).toEqual(long.slice(0, 2));
  });

  it("ranks again once a shard adds postings: a split index's first query is not kept past its shards", () => {
    const split = splitIndex(buildPackedIndex(sectionsOfEngine), 200, 2);
    const fresh = new SearchEngine(split.core);
    const before = fresh.searchSections("saml").map((s) => s.id);
    for (const name of fresh.missingShards("saml")) fresh.add(name, split.files.get(name)!);
    expect(fresh.searchSections("saml").map((s) => s.id)).not.toEqual(before);
  });
});
