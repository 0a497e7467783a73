/**
 * Highlighting is a function of the block, not of the machine's speed (lib/mdx/highlight.ts htmlOptions): a line
 * that takes longer than Shiki's default time limit used to be cut short, and the rest of the block coloured wrong.
 */
import { getHighlighter, highlightWith } from "@/lib/mdx/highlight";

const code = `async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  setStatus(data.has("email") ? "sent" : "error");
}`;

describe("highlighting on a slow machine", () => {
  afterEach(() => jest.restoreAllMocks());

  it("gives the same HTML when every step of the tokenizer seems to take 600 ms", async () => {
    const shiki = await getHighlighter();
    const quick = highlightWith(shiki, "tsx", code);
    let now = 0;
    jest.spyOn(Date, "now").mockImplementation(() => (now += 600));
    expect(highlightWith(shiki, "tsx", code)).toBe(quick);
    // The parameter keeps its colour, and the lines after the type argument theirs.
    expect(quick).toContain(">preventDefault<");
    expect(quick.match(/color:#953800/g)?.length).toBeLessThan(10);
  });
});
