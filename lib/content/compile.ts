/**
 * Every page's MDX compiled (lib/mdx/index.ts), for the articles the content step renders (lib/content/render.ts): reused while the page's artifact key
 * (its bytes, the shared data files, the content code) and the MDX pipeline's code (its module graph, which
 * takes in Shiki, the diagrams and the reference components) are unchanged. Run after the code blocks are
 * highlighted and the diagrams drawn: the compiled page holds both.
 */
import path from "node:path";
import type { Root } from "mdast";
import { codeKey, hashOf, reuseAsync } from "../reuse";
import type { ContentState } from "./store";

/** The MDX pipeline's module, whose graph is in every compiled page's key. */
const MDX_MODULE = () => path.join(process.cwd(), "lib/mdx/index.ts");

/**
 * The last run's compiled code by key: the watcher's next run (scripts/dev.ts) takes each unchanged page from here, not
 * from the store (reading 345 pages' code from disk cost ~0.12 s of each edit). Each run keeps only what it used.
 */
let kept = new Map<string, string>();

/**
 * Compiled code by page path, in index order; how many pages were compiled rather than reused; and, by page
 * path, a problem line (file and reason) for each page that could not be compiled. `trees` has the syntax trees
 * of the pages loaded in this run (by file): those are compiled from the tree, not parsed again; each is used up.
 */
export async function compilePages(state: ContentState, trees = new Map<string, Root>()): Promise<{ compiled: Map<string, string>; made: number; problems: Map<string, string> }> {
  const { compileMdx } = await import("../mdx");
  const code = codeKey(MDX_MODULE());
  const compiled = new Map<string, string>();
  const problems = new Map<string, string>();
  let made = 0;
  const used = new Map<string, string>();
  for (const [name, artifact] of state.artifacts) {
    const page = artifact.page;
    if (!page) continue;
    const key = hashOf("mdx", state.artifactKeys.get(name), code);
    try {
      const code =
        kept.get(key) ??
        (await reuseAsync("mdx", key, () => {
          made++;
          return compileMdx(page.body, trees.get(name));
        }));
      compiled.set(artifact.path, code);
      used.set(key, code);
      trees.delete(name);
    } catch (error) {
      // next-mdx-remote puts its own heading line first; the reason is the next line.
      const reason = (error as Error).message.split("\n").filter((line) => line.trim() && !line.startsWith("[next-mdx-remote]"))[0] ?? String(error);
      problems.set(artifact.path, `content/${artifact.relativePath}: the page could not be compiled: ${reason.trim()}`);
    }
  }
  kept = used;
  return { compiled, made, problems };
}
