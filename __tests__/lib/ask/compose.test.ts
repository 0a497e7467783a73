import { closestPages, composeAnswer, coverage, leadQuote, NOT_FOUND, plainToMarkdown, selectSources } from "@/lib/ask/compose";
import type { AskSource } from "@/lib/ask/types";

const source = (url: string, pageTitle: string, heading: string | null, text: string, score: number): AskSource => ({ id: url, url, pageTitle, headings: heading ? [heading] : [], text, score });

const domains = source(
  "/domains/get-started-with-domains/#add-a-custom-domain",
  "Get started with domains",
  "Add a custom domain",
  "1. Open your project in the dashboard.\n2. Go to Project configuration › Domain management.\n3. Select Add a domain and enter your domain.\nLaunchbay adds both example.com and www.example.com.",
  50,
);
const quickstart = source(
  "/get-started/#add-a-custom-domain",
  "Get started with Launchbay",
  "Add a custom domain",
  "Your project is live. Open Domain management and click Add a domain to add a custom domain you own.",
  40,
);
const glossary = source("/domains/glossary/#alias", "Domains glossary", "Domain alias", "Alias | a custom hostname\nSome other words.", 30);
const unrelated = source("/functions/api/#limits", "Functions API", "Limits", "Functions time out after ten seconds.", 10);

describe("composeAnswer", () => {
  it("answers first in a sentence of a cited section, then quotes the best section from its start, steps kept, and cites both", () => {
    const answer = composeAnswer("How do I add a custom domain?", [domains, quickstart, glossary, unrelated]);
    expect(answer.found).toBe(true);
    const [opening, steps, after, ...rest] = answer.text.split("\n\n");
    // The sentence with the question's words comes first (from the supporting section), and is not said again below.
    expect(opening).toBe("Open Domain management and click Add a domain to add a custom domain you own. [2]");
    // Each step and each paragraph is a claim with its citation.
    expect(steps).toBe("1. Open your project in the dashboard. [1]\n2. Go to Project configuration › Domain management. [1]\n3. Select Add a domain and enter your domain. [1]");
    expect(after).toBe("Launchbay adds both example.com and www.example.com. [1]");
    expect(rest).toEqual([]);
    expect(answer.citations).toEqual([
      { n: 1, url: domains.url, title: "Get started with domains › Add a custom domain" },
      { n: 2, url: quickstart.url, title: "Get started with Launchbay › Add a custom domain" },
    ]);
  });

  it("opens with one or two sentences that answer the question, then the section's steps, saying nothing twice", () => {
    const redirects = source(
      "/routing/redirects/#limits",
      "Redirects",
      "Limits",
      "Rules are read from top to bottom. Each project can have up to 100 redirect rules.\n1. Open Redirects in the dashboard.\n2. Add a rule.",
      50,
    );
    const splats = source("/routing/redirects/#splats", "Redirects", "Splats", "A splat rule counts as one redirect rule, however many paths it matches.", 40);
    const answer = composeAnswer("how many redirect rules can a project have?", [redirects, splats]);
    const [opening, intro, steps] = answer.text.split("\n\n");
    expect(opening).toBe("Each project can have up to 100 redirect rules. [1] A splat rule counts as one redirect rule, however many paths it matches. [2]");
    expect(intro).toBe("Rules are read from top to bottom. [1]");
    expect(steps).toBe("1. Open Redirects in the dashboard. [1]\n2. Add a rule. [1]");
    expect(answer.text.match(/up to 100/g)).toHaveLength(1);
    expect(answer.citations.map((c) => c.url)).toEqual([redirects.url, splats.url]);
    // A question none of whose sentences say enough of: no opening, the section from its start.
    expect(composeAnswer("redirects dashboard", [redirects]).text).toBe("Rules are read from top to bottom. Each project can have up to 100 redirect rules. [1]\n\n" + steps);
  });

  it("names another page that is close in meaning but has no sentence on the question's words under See also, cited", () => {
    const transfer = {
      ...source("/domains/transfer/#before-you-start", "Transfer a domain", "Before you start", "Unlock your custom hostname at your current registrar first. Then request the move.", 40),
      similarity: 0.55,
    };
    const answer = composeAnswer("How do I add a custom domain?", [domains, transfer]);
    expect(answer.citations.map((c) => c.url)).toEqual([domains.url, transfer.url]);
    expect(answer.text.endsWith("See also: Transfer a domain › Before you start [2].")).toBe(true);
    // Not close in meaning: left out, as a section that only shares a word.
    expect(composeAnswer("How do I add a custom domain?", [domains, { ...transfer, similarity: 0.2 }]).citations.map((c) => c.url)).toEqual([domains.url]);
  });

  it("always names the page search ranks first: on the See also line when no sentence of it can be quoted", () => {
    // Ranked first by search (a paraphrase the hybrid ranking matched), but no sentence with the question's words.
    const transfer = { ...source("/domains/transfer/#before-you-start", "Transfer a domain", "Before you start", "Unlock it at your current registrar first.", 60), similarity: 0.2 };
    const answer = composeAnswer("How do I add a custom domain?", [transfer, domains]);
    expect(answer.citations.map((c) => c.url)).toEqual([domains.url, transfer.url]);
    expect(answer.text.endsWith("See also: Transfer a domain › Before you start [2].")).toBe(true);
    // Ranked lower, the same section is left out.
    expect(composeAnswer("How do I add a custom domain?", [domains, transfer]).citations.map((c) => c.url)).toEqual([domains.url]);
  });

  it("leaves out supporting sections that only share a word with the question", () => {
    const answer = composeAnswer("How do I add a custom domain?", [domains, glossary]);
    expect(answer.citations.map((c) => c.n)).toEqual([1]);
    expect(answer.text).not.toContain("Alias |");
  });

  it("says honestly when the docs do not cover the question", () => {
    expect(composeAnswer("What is the capital of France?", [unrelated, domains])).toEqual({
      found: false,
      text: NOT_FOUND,
      citations: [],
      // The closest pages are offered instead.
      closest: [
        { url: "/functions/api/", title: "Functions API" },
        { url: "/domains/get-started-with-domains/", title: "Get started with domains" },
      ],
    });
    expect(composeAnswer("How do I add a custom domain?", [])).toEqual({ found: false, text: NOT_FOUND, citations: [], closest: [] });
    expect(composeAnswer("???", [domains]).found).toBe(false);
  });

  it("answers a paraphrase that is close in meaning, but not a question the docs don't cover", () => {
    const transfer = {
      ...source("/domains/transfer/", "Transfer a domain", null, "Transfer a domain you registered elsewhere to Launchbay: unlock it at your current registrar and request the transfer.", 30),
      similarity: 0.6,
    };
    const question = "move my domain name to you from elsewhere";
    // Only "domain" and "elsewhere" of move, domain, name, elsewhere are in the section: too few to answer by words alone…
    expect(composeAnswer(question, [{ ...transfer, similarity: undefined }]).found).toBe(false);
    expect(composeAnswer(question, [{ ...transfer, similarity: 0.2 }]).found).toBe(false);
    // …but close in meaning, it answers, and cites the section.
    const answer = composeAnswer(question, [transfer]);
    expect(answer.found).toBe(true);
    expect(answer.citations.map((c) => c.url)).toEqual(["/domains/transfer/"]);
    // Meaning alone is not enough: a question sharing no topic word with the section still gets no answer.
    expect(composeAnswer("how do I bake sourdough bread", [{ ...transfer, similarity: 0.6 }]).found).toBe(false);
  });

  it("understands the readers' synonyms when judging relevance", () => {
    const env = source("/environment-variables/overview/", "Environment variables overview", null, "Environment variables configure builds.", 20);
    expect(
      coverage(
        [
          ["env", "var"],
          ["environment", "variable"],
        ],
        env,
      ),
    ).toBe(1);
    expect(composeAnswer("how do I set env vars", [env]).found).toBe(true);
  });

  it("cites one section of each answering page before a page's second, at most two of one page and three in all", () => {
    const same = [1, 2, 3].map((i) => source(`/domains/a/#s${i}`, "Domains", `Custom domain ${i}`, "Add a custom domain here, then add another custom domain.", 50 - i));
    const chosen = selectSources("add a custom domain", [...same, quickstart, domains]);
    // Three pages answer: one section of each, the best first, rather than two of /domains/a/.
    expect([...chosen.map((s) => s.url)].sort()).toEqual(["/domains/a/#s1", domains.url, quickstart.url].sort());
    expect(chosen[0]?.score).toBe(Math.max(...[...same, quickstart, domains].map((s) => s.score)));
    const alone = selectSources("add a custom domain", same);
    expect(alone.map((s) => s.url)).toEqual(["/domains/a/#s1", "/domains/a/#s2"]);
  });
});

describe("answers in Markdown", () => {
  const table = "Functions have these limits:\n\n| Limit | Value |\n| --- | --- |\n| Timeout | 10 s |\n| Memory | 1 GB |";
  const code = 'Add this to `launchbay.toml`:\n\n```toml\n[functions]\nnode_bundler = "esbuild"\n```\n\nThen deploy.';

  it("quotes a section's Markdown copy with its table and code whole, citing the paragraph that introduces them", () => {
    expect(leadQuote(table, 1)).toBe("Functions have these limits: [1]\n\n| Limit | Value |\n| --- | --- |\n| Timeout | 10 s |\n| Memory | 1 GB |");
    expect(leadQuote(code, 2)).toBe('Add this to `launchbay.toml`: [2]\n\n```toml\n[functions]\nnode_bundler = "esbuild"\n```\n\nThen deploy. [2]');
  });

  it("cites a table or code block without an introduction on a Source line", () => {
    expect(leadQuote("| A | B |\n| --- | --- |\n| 1 | 2 |", 1)).toBe("| A | B |\n| --- | --- |\n| 1 | 2 |\n\nSource: [1]");
  });

  it("keeps at most a short paragraph before the first step, table or code block", () => {
    const long = `${"This sentence says something about builds. ".repeat(20).trim()}\n\n1. Do this.\n2. Then that.`;
    const [intro, steps] = leadQuote(long, 1).split("\n\n");
    expect(intro!.length).toBeLessThanOrEqual(330);
    expect(steps).toBe("1. Do this. [1]\n2. Then that. [1]");
  });

  it("uses the Markdown copy of the lead section when it was loaded", () => {
    const limits = { ...source("/functions/overview/#limits", "Functions overview", "Limits", "Functions have these limits:\nLimit | Value\nTimeout | 10 s", 50), markdown: table };
    expect(composeAnswer("function timeout limit", [limits]).text).toContain("| Memory | 1 GB |");
  });

  it("turns a section's plain text back into Markdown when the copy can't be loaded: rows as a table, steps as a list, syntax escaped", () => {
    expect(plainToMarkdown("Limits:\nLimit | Value\nTimeout | 10 s\n1. Open *Settings*.\n2. Save.\nUse <b> tags [here].")).toBe(
      "Limits:\n\n| Limit | Value |\n| --- | --- |\n| Timeout | 10 s |\n\n1. Open \\*Settings\\*.\n2. Save.\n\nUse \\<b\\> tags \\[here\\].",
    );
  });

  it("offers at most three distinct pages as the closest", () => {
    const many = [1, 2, 3, 4].flatMap((i) => [source(`/p${i}/#a`, `Page ${i}`, "A", "x", 10 - i), source(`/p${i}/#b`, `Page ${i}`, "B", "x", 10 - i)]);
    expect(closestPages(many)).toEqual([1, 2, 3].map((i) => ({ url: `/p${i}/`, title: `Page ${i}` })));
  });
});
