/**
 * What the content is made from: every file of the content folder and the code that reads it. Its hash is the
 * version of `.generated/` (manifest.json `inputs`) and of the live preview. Light on purpose: the page routes
 * import it, the content pipeline (lib/content/store.ts) does not come with it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { codeKey, hashOf } from "../reuse";

/** The module whose graph is the content code's part of every key (the loading, checks and artifacts). */
export const STORE_MODULE = () => path.join(process.cwd(), "lib/content/store.ts");

export const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/** Every file of the content folder (relative, `/`-separated) with its bytes. */
export function readContentFiles(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of (fs.readdirSync(root, { recursive: true }) as string[]).sort()) {
    const file = path.join(root, name);
    if (fs.statSync(file).isFile()) files.set(name.replace(/\\/g, "/"), fs.readFileSync(file));
  }
  return files;
}

/**
 * The module whose graph made `.generated/`: the content pipeline, which dev and build both run (loading and checks,
 * the MDX compiler, highlighting, diagrams, the components the Markdown copies and the checks read).
 */
export const PIPELINE_MODULE = () => path.join(process.cwd(), "lib/content/pipeline.ts");

/** A hash of the content folder's files (each file's hash by name; read from `root` unless given) and the whole module graph of the pipeline: what `.generated/` was made from. */
export function contentInputs(root: string, files = new Map([...readContentFiles(root)].map(([name, bytes]) => [name, sha(bytes)]))): string {
  return hashOf([...files], codeKey(PIPELINE_MODULE()));
}
