import fs from "node:fs";
import path from "node:path";
import type { ContentIndex } from "../content/types";
import { getChangelogEntries } from "../content/pages";
import { HOME_MARKDOWN, renderGroupLlmsFiles, renderHomeMarkdown } from "./llms-groups";
import { renderServerCard, SERVER_CARD_PATH } from "./server-card";

/**
 * Writes the per-group llms.txt files, the home page's Markdown twin and the MCP server card into `outDir`
 * (postbuild). Returns their URL paths.
 */
export function writeAgentFiles(index: ContentIndex, outDir: string): string[] {
  const home = { path: HOME_MARKDOWN, text: renderHomeMarkdown(index, getChangelogEntries()) };
  const files = [home, { path: SERVER_CARD_PATH, text: renderServerCard() }, ...renderGroupLlmsFiles(index).filter((file) => file.pages > 0)];
  for (const file of files) {
    const target = path.join(outDir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.text);
  }
  return files.map((file) => file.path);
}
