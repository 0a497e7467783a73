/**
 * The site data (changelog, glossary, limits) of a content folder, generated the way the content step writes it
 * (lib/content/pipeline.ts siteData) into a folder of its own: for tests that render components, which read it
 * from `.generated/` (lib/content/pages.ts) like the routes do. Returns a function that removes it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentInputs } from "@/lib/content/inputs";
import { siteData } from "@/lib/content/pipeline";

export function generateSiteData(root: string): () => void {
  const env = process.env as Record<string, string | undefined>;
  const saved = env.LAUNCHBAY_GENERATED_DIR;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-data-"));
  fs.writeFileSync(path.join(dir, "data.json"), JSON.stringify(siteData(root)));
  fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ inputs: contentInputs(root), root, pages: 0, index: true }));
  env.LAUNCHBAY_GENERATED_DIR = dir;
  return () => {
    if (saved === undefined) delete env.LAUNCHBAY_GENERATED_DIR;
    else env.LAUNCHBAY_GENERATED_DIR = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
