import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.join(__dirname, "../..");
const origin = "https://docs.launchbay.com";

const page = (title: string, body: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>\n`;
const stub = (to: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting</title><meta http-equiv="refresh" content="0; url=${to}"></head><body><p>Moved.</p></body></html>\n`;

/** Writes an out/ folder from { file: content } and runs `npm run crawl` on it. */
function crawl(files: Record<string, string>) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "crawl-out-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), text);
  }
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/crawl.ts"], { cwd: root, env: { ...process.env, OUT_DIR: out }, encoding: "utf8" });
  fs.rmSync(out, { recursive: true, force: true });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const site = {
  "index.html": page("Home", '<a href="/guide/">Guide</a> <a href="/guide/#setup">Setup</a>'),
  "guide/index.html": page("Guide", '<h2 id="setup">Setup</h2><a href="/">Home</a>'),
  "guide.html": stub("/guide/"),
  "sitemap.xml": `<urlset><url><loc>${origin}/</loc></url><url><loc>${origin}/guide/</loc></url></urlset>`,
  _redirects: "/guide.html /guide/ 301\n",
};

describe("npm run crawl", () => {
  it("passes a site whose links, anchors, sitemap, stubs and redirects all land on pages", () => {
    const { status, output } = crawl(site);
    expect(output).toContain("crawl ok: 2 pages");
    expect(status).toBe(0);
  }, 60_000);

  it("fails naming every broken link, anchor, sitemap entry, stub, redirect, orphan and invalid element", () => {
    const { status, output } = crawl({
      ...site,
      "index.html": page("Home", '<a href="/guide/">Guide</a> <a href="/missing/">Missing</a> <a href="/guide/#nope">Nope</a> <a href="/a%zz/">Bad escape</a> <p><div>bad nesting</div></p>'),
      "lonely/index.html": page("Lonely", "<p>No one links here.</p>"),
      "old.html": stub("/gone/"),
      "sitemap.xml": `<urlset><url><loc>${origin}/nowhere/</loc></url></urlset>`,
      _redirects: "/x.html /gone/ 301\n",
    });
    expect(status).toBe(1);
    expect(output).toContain("index.html: link to /missing/ — nothing at /missing/");
    expect(output).toContain('index.html: link to /guide/#nope — /guide/ has no element with id "nope"');
    expect(output).toContain("index.html: link to /a%zz/ — nothing at /a%zz/");
    expect(output).toContain(`sitemap.xml: ${origin}/nowhere/ is no page`);
    expect(output).toContain("old.html: redirect stub points at no page");
    expect(output).toContain("_redirects: /x.html → /gone/ is no page");
    expect(output).toContain("lonely/index.html: orphaned — no page links to /lonely/");
    expect(output).toMatch(/index\.html:\d+:\d+: [\w-]+:/);
  }, 60_000);
});
