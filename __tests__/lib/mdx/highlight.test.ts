/**
 * Highlighting is a function of the block, not of the machine's speed (lib/mdx/highlight.ts htmlOptions): a line
 * that takes longer than Shiki's default time limit used to be cut short, and the rest of the block coloured wrong.
 * Nor of which grammars were loaded before it (each is loaded on first use).
 */
import { SHIKI_LANGS } from "@/lib/content/languages";
import { getHighlighter, highlightWith } from "@/lib/mdx/highlight";

const code = `async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  setStatus(data.has("email") ? "sent" : "error");
}`;

describe("highlighting on a slow machine", () => {
  afterEach(() => jest.restoreAllMocks());

  it("gives the same HTML when every step of the tokenizer seems to take 600 ms", async () => {
    const shiki = await getHighlighter(["tsx"]);
    const quick = highlightWith(shiki, "tsx", code);
    let now = 0;
    jest.spyOn(Date, "now").mockImplementation(() => (now += 600));
    expect(highlightWith(shiki, "tsx", code)).toBe(quick);
    // The parameter keeps its colour, and the lines after the type argument theirs.
    expect(quick).toContain(">preventDefault<");
    expect(quick.match(/color:#953800/g)?.length).toBeLessThan(10);
  });
});

describe("grammars loaded as blocks need them", () => {
  const markdown = "# Deploy\n\n```ts\nconst site = await deploy({ prod: true });\n```\n";

  it("loads a block's grammar (and those it embeds) only, and colours it as with every grammar loaded", async () => {
    await jest.isolateModulesAsync(async () => {
      const { getHighlighter: fresh, highlightWith: html } = await import("@/lib/mdx/highlight");
      const shiki = await fresh(["shellscript"]);
      expect(shiki.getLoadedLanguages()).toContain("shellscript");
      expect(shiki.getLoadedLanguages()).not.toContain("python");
      const vue = await fresh(["html"]);
      // HTML brings the grammars of its <script> and <style>.
      expect(vue.getLoadedLanguages()).toEqual(expect.arrayContaining(["html", "javascript", "css"]));
      expect(html(shiki, "shellscript", "launchbay deploy --prod")).toBe(highlightWith(await getHighlighter(["shellscript"]), "shellscript", "launchbay deploy --prod"));
    });
  });

  it("loads every grammar of the site for one that colours embedded code only in loaded grammars (a Markdown block's TypeScript fence)", async () => {
    await jest.isolateModulesAsync(async () => {
      const { getHighlighter: fresh, highlightWith: html } = await import("@/lib/mdx/highlight");
      const shiki = await fresh(["markdown"]);
      expect(shiki.getLoadedLanguages()).toEqual(expect.arrayContaining(SHIKI_LANGS));
      const lazy = html(shiki, "markdown", markdown);
      // The fence's code is coloured as TypeScript: \`await\` as a keyword.
      expect(lazy).toMatch(/<span style="color:#CF222E;--shiki-dark:#FF7B72"> ?await<\/span>/);
    });
  });
});
