/**
 * Compile the boot's chunks off the main thread: postbuild marks every chunk a page boots with V8's explicit compile
 * hint, the magic comment `//# allFunctionsCalledOnLoad` as the file's first line (Chromium 136+; other engines
 * read a comment).
 *
 * V8 compiles a script's top level while it streams in, off the main thread, but only pre-parses the functions inside
 * it, and compiles each one on the main thread the first time it is called. A chunk of the framework (React DOM, the
 * App Router) is mostly functions that the boot calls at once, so each of those compiles lazily inside the boot's one
 * long task. Traced on a doc page at 4× CPU: 381 ms of compile events on the main thread without the hint and 50 ms
 * with it; the longest task of the boot fell from 217 ms to 144 ms (median of 5 runs each, same machine, same minutes).
 * With the hint V8 compiles every function of the file on the streaming thread instead.
 *
 * Only the chunks a page boots get it (boot.ts lists them): chunks loaded on use (search, Ask, analytics) stay lazy, as
 * most of their functions may never run. Marking is idempotent: a marked file is left alone, so postbuild's two threads
 * may meet on the same chunk (each writes a temporary file and renames it over the chunk: the same bytes either way).
 */
import fs from "node:fs";
import path from "node:path";
import { replaceFile } from "../reuse";

/** The first line of a chunk that V8 compiles eagerly, every function of it, while it streams in. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunk's text with the compile hint as its first line (unchanged if it has it already). */
export function withCompileHint(js: string): string {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

/**
 * Gives each chunk of `chunks` (URL paths of files in `out`, as a page's boot lists them) the compile hint, skipping
 * those in `done` (chunks this thread has marked already) and adding the others to it. Returns how many files it wrote.
 */
export function hintChunks(out: string, chunks: readonly string[], done: Set<string>): number {
  let written = 0;
  for (const url of chunks) {
    if (done.has(url)) continue;
    done.add(url);
    const file = path.join(out, decodeURIComponent(url));
    const js = fs.readFileSync(file, "utf8");
    const hinted = withCompileHint(js);
    if (hinted === js) continue;
    replaceFile(file, hinted);
    written++;
  }
  return written;
}
