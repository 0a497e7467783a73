import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.join(__dirname, "../..");
const fixture = path.join(__dirname, "../fixtures/site");

/** `npm run check:content` on the fixture site, with its caches in `cacheDir`. */
function checkContent(cacheDir: string): string {
  return execFileSync(process.execPath, [require.resolve("tsx/cli"), "scripts/check-content.ts"], {
    cwd: root,
    env: { ...process.env, CONTENT_ROOT: fixture, LAUNCHBAY_CACHE_DIR: cacheDir },
    encoding: "utf8",
  });
}

describe("the highlight cache filled by check:content", () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "highlight-"));
  afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));
  const readCache = () => JSON.parse(fs.readFileSync(path.join(cacheDir, "launchbay-highlight.json"), "utf8")) as { fingerprint: string; blocks: Record<string, string> };

  it("holds every code block of the content, highlighted in both themes", () => {
    const output = checkContent(cacheDir);
    const [, done, total] = /\((\d+) of (\d+) code blocks highlighted\)/.exec(output) ?? [];
    expect(Number(total)).toBeGreaterThanOrEqual(3);
    expect(done).toBe(total);
    const blocks = Object.values(readCache().blocks);
    expect(blocks).toHaveLength(Number(total));
    for (const html of blocks) expect(html).toMatch(/^<pre class="shiki shiki-themes github-light-default github-dark-default"[^>]*><code>/);
    // The TypeScript block of functions/overview.mdx: keywords coloured for both themes.
    expect(blocks.some((html) => /<span style="color:#CF222E;--shiki-dark:#FF7B72">(export|import|const)<\/span>/.test(html))).toBe(true);
  }, 60_000);

  it("is reused as it is while the content is unchanged", () => {
    const before = readCache();
    expect(checkContent(cacheDir)).toMatch(/\(0 of \d+ code blocks highlighted\)/);
    expect(readCache()).toEqual(before);
  }, 60_000);

  it("redoes only the blocks it lacks when the content changed", () => {
    const cache = readCache();
    const [dropped] = Object.keys(cache.blocks);
    delete cache.blocks[dropped as string];
    fs.writeFileSync(path.join(cacheDir, "launchbay-highlight.json"), JSON.stringify({ ...cache, fingerprint: "older content" }));
    expect(checkContent(cacheDir)).toMatch(/\(1 of \d+ code blocks highlighted\)/);
    expect(Object.keys(readCache().blocks)).toContain(dropped);
  }, 60_000);
});
