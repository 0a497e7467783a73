import { composeAnswer, coverage, NOT_FOUND, selectSources } from "@/lib/ask/compose";
import type { AskSource } from "@/lib/ask/types";

const source = (url: string, pageTitle: string, heading: string | null, text: string, score: number): AskSource => ({ id: url, url, pageTitle, headings: heading ? [heading] : [], text, score });

const domains = source(
  "/domains/get-started-with-domains/#add-a-custom-domain",
  "Get started with domains",
  "Add a custom domain",
  "1. Open your project in the dashboard.\n2. Go to Project configuration › Domain management.\n3. Select Add a domain and enter your domain.\nLaunchbay adds both example.com and www.example.com.",
  50,
);
const quickstart = source("/get-started/#add-a-custom-domain", "Get started with Launchbay", "Add a custom domain", "Your project is live. Open Domain management and click Add a domain to add a custom domain you own.", 40);
const glossary = source("/domains/glossary/#alias", "Domains glossary", "Domain alias", "Alias | a custom hostname\nSome other words.", 30);
const unrelated = source("/functions/api/#limits", "Functions API", "Limits", "Functions time out after ten seconds.", 10);

describe("composeAnswer", () => {
  it("quotes the best section from its start, steps kept, and cites it", () => {
    const answer = composeAnswer("How do I add a custom domain?", [domains, quickstart, glossary, unrelated]);
    expect(answer.found).toBe(true);
    const [intro, lead, support] = answer.text.split("\n\n");
    expect(intro).toBe("From Get started with domains › Add a custom domain:");
    expect(lead).toBe(`${domains.text} [1]`);
    expect(support).toBe("Open Domain management and click Add a domain to add a custom domain you own. [2]");
    expect(answer.citations).toEqual([
      { n: 1, url: domains.url, title: "Get started with domains › Add a custom domain" },
      { n: 2, url: quickstart.url, title: "Get started with Launchbay › Add a custom domain" },
    ]);
  });

  it("leaves out supporting sections that only share a word with the question", () => {
    const answer = composeAnswer("How do I add a custom domain?", [domains, glossary]);
    expect(answer.citations.map((c) => c.n)).toEqual([1]);
    expect(answer.text).not.toContain("Alias |");
  });

  it("says honestly when the docs do not cover the question", () => {
    expect(composeAnswer("What is the capital of France?", [unrelated, domains])).toEqual({ found: false, text: NOT_FOUND, citations: [] });
    expect(composeAnswer("How do I add a custom domain?", [])).toEqual({ found: false, text: NOT_FOUND, citations: [] });
    expect(composeAnswer("???", [domains]).found).toBe(false);
  });

  it("understands the readers' synonyms when judging relevance", () => {
    const env = source("/environment-variables/overview/", "Environment variables overview", null, "Environment variables configure builds.", 20);
    expect(coverage([["env", "var"], ["environment", "variable"]], env)).toBe(1);
    expect(composeAnswer("how do I set env vars", [env]).found).toBe(true);
  });

  it("cites at most two sections of one page and three in all", () => {
    const same = [1, 2, 3].map((i) => source(`/domains/a/#s${i}`, "Domains", `Custom domain ${i}`, "Add a custom domain here, then add another custom domain.", 50 - i));
    const chosen = selectSources("add a custom domain", [...same, quickstart, domains]);
    expect(chosen.filter((s) => s.url.startsWith("/domains/a/"))).toHaveLength(2);
    expect(chosen).toHaveLength(3);
  });
});
