/**
 * The editors' loop for `npm run bench` (issue #31, point 3): `npm run dev` on a fresh copy of the test fixture's
 * content, each run a new start of the watcher and `next dev` (the build's reuse store is not shared: only
 * the search model's vocabulary embeddings are seeded, as the dev-preview browser test does). After `next dev` says
 * it is ready: the first page and a new page served over HTTP; saved edits timed until the page open in Chromium
 * shows them, and one until the server serves it with no page open; medians of `runs`. Then saves on the site's own
 * content (measureSiteEdits).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "./chromium";
import { median } from "./page-cost";

const root = process.cwd();
const fixture = path.join(root, "__tests__/fixtures/site");

/** Polls `url` until its HTML contains `text`; the milliseconds it took from `since`. */
async function servedWith(url: string, text: string, since: number, timeout = 120_000): Promise<number> {
  for (const stop = Date.now() + timeout; Date.now() < stop; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const body = await fetch(url)
      .then((response) => (response.ok ? response.text() : ""))
      .catch(() => "");
    if (body.includes(text)) return Date.now() - since;
  }
  throw new Error(`${url} did not serve "${text}" within ${timeout} ms`);
}

/**
 * The time (ms since the epoch, the page's clock, which is this machine's) at which the page's h1 came to read `title`.
 * Checked in the page on every animation frame: a locator's wait polls from Node at up to 500 ms intervals once it has
 * waited a while, which had split the timings of later saves into ~0.3 s and ~0.8 s.
 */
async function titleShown(page: Page, title: string): Promise<number> {
  const shown = await page.waitForFunction((text) => (document.querySelector("h1")?.textContent?.includes(text) ? Date.now() : 0), title, { polling: "raf", timeout: 120_000 });
  return (await shown.jsonValue()) as number;
}

/** A new page of `browser` at `url`, once its live preview has first asked for the content's version. */
async function openPreview(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  const polled = page.waitForResponse((response) => response.url().endsWith("/content-version.json"), { timeout: 120_000 });
  await page.goto(url, { timeout: 120_000 });
  await polled;
  return page;
}

/** Saves `file` with its title changed to `title`, as an editor would; the time it was saved. */
function saveTitle(file: string, title: string): number {
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^title: .*$/m, `title: ${title}`));
  return Date.now();
}

/** `npm run dev` on a fresh copy of the fixture content, started: its folders, what it printed, and how to stop it. */
export interface DevPreview {
  base: string;
  content: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `npm run dev` (the content watcher, which starts `next dev`) on a copy of the fixture site, with folders of
 * its own (the build's .generated/ and reuse store stay as they are), and resolves once `next dev` is ready. Given
 * `folders`, it copies the fixture afresh into the same content folder and keeps them when it stops (a restart).
 */
export async function startDevPreview(port: number, folders?: { content: string; generated: string }, { source = fixture, reuse }: { source?: string; reuse?: string } = {}): Promise<DevPreview> {
  const content = folders?.content ?? fs.mkdtempSync(path.join(os.tmpdir(), "dev-content-"));
  const generated = folders?.generated ?? fs.mkdtempSync(path.join(os.tmpdir(), "dev-generated-"));
  // A restart copies the fixture back over what the run before edited.
  if (folders) fs.rmSync(content, { recursive: true, force: true });
  fs.cpSync(source, content, { recursive: true });
  reuse ??= path.join(generated, "reuse");
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/dev.ts"), "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: { ...process.env, CONTENT_ROOT: content, LAUNCHBAY_GENERATED_DIR: generated, LAUNCHBAY_REUSE_DIR: reuse, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "development" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += String(chunk)));
  server.stderr?.on("data", (chunk) => (output += String(chunk)));
  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      // Its folders go once it has stopped: a worker still writing to the reuse store made rmSync fail (ENOTEMPTY).
      const exited = new Promise((resolve) => {
        server.once("exit", resolve);
        setTimeout(resolve, 10_000).unref();
      });
      process.kill(-server.pid, "SIGTERM");
      await exited;
    }
    if (folders) return;
    fs.rmSync(content, { recursive: true, force: true, maxRetries: 3 });
    fs.rmSync(generated, { recursive: true, force: true, maxRetries: 3 });
  };
  for (const limit = Date.now() + 120_000; !/Ready in/.test(output); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() > limit || server.exitCode !== null) {
      await stop();
      throw new Error(`next dev did not start:\n${output.slice(-2000)}`);
    }
  }
  return { base: `http://127.0.0.1:${port}`, content, output: () => output, stop };
}

/**
 * One start of `npm run dev` in `folders` (a first start or a restart): first page, an edit and a new page, in ms after
 * "Ready". A first edit is saved while the page is open in Chromium, right after its live preview first asks for the
 * content's version, and timed until the open page shows it (`editInPage`: what the editor sees), then a second one a
 * second later (`nextEditInPage`: every save after the first); then, the page closed, a third until the server
 * serves it (`edit`).
 */
async function devLoopOnce(port: number, folders: { content: string; generated: string }): Promise<{ firstPage: number; edit: number; editInPage: number; nextEditInPage: number; newPage: number }> {
  const dev = await startDevPreview(port, folders);
  let browser: Browser | undefined;
  try {
    const { base, content } = dev;
    const firstPage = await servedWith(`${base}/functions/api/`, "<h1>Functions API</h1>", Date.now());
    // Launched after the first page: it would compete with that page's compile.
    browser = await launchChromium();
    const page = await openPreview(browser, `${base}/functions/api/`);
    const file = path.join(content, "functions/api.mdx");
    const shownInPage = async (title: string) => {
      const saved = saveTitle(file, title);
      return (await titleShown(page, title)) - saved;
    };
    // Titles no earlier start saved: a restart shares the first start's reuse store, where a repeated title would
    // compile nothing.
    const run = Date.now().toString(36);
    const editInPage = await shownInPage(`Functions API, edited ${run}`);
    // The editor's next save, a second later: what every save after the first costs.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const nextEditInPage = await shownInPage(`Functions API, edited again ${run}`);
    await page.close();
    // Then the server alone (its polls would compete with the page's refresh above: each is a render).
    const saved = saveTitle(file, `Functions API, served ${run}`);
    const edit = await servedWith(`${base}/functions/api/`, `<h1>Functions API, served ${run}</h1>`, saved);
    const created = Date.now();
    fs.writeFileSync(path.join(content, "functions/created.mdx"), "---\ntitle: Created while running\ndescription: A page added under npm run dev.\n---\n\n## First steps\n\nHello.\n");
    const sidebar = path.join(content, "sidebar.yaml");
    fs.writeFileSync(sidebar, fs.readFileSync(sidebar, "utf8").replace("- /functions/api/", "- /functions/api/\n        - /functions/created/"));
    const newPage = await servedWith(`${base}/functions/created/`, "<h1>Created while running</h1>", created);
    // An editor's server idles between saves, and Turbopack writes its cache then: the next start reads it.
    await cacheWritten();
    return { firstPage, edit, editInPage, nextEditInPage, newPage };
  } finally {
    await browser?.close();
    await dev.stop();
  }
}

/**
 * Until Turbopack has written its cache in .next/dev: it does so once the server has idled for
 * TURBO_ENGINE_SNAPSHOT_IDLE_TIMEOUT_MILLIS (2 s, scripts/dev.ts), so first past that time, then until the folder has
 * stopped growing for 2 s (at most 30 s). Waiting only for 2 s without growth returned before the snapshot had started,
 * and the "restart" started on the previous one: ~7 s to the first page instead of ~4.5 s.
 */
async function cacheWritten(): Promise<void> {
  const dir = path.join(root, ".next/dev/cache/turbopack");
  const size = () =>
    fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).reduce((sum, file) => sum + (fs.statSync(path.join(dir, file), { throwIfNoEntry: false })?.size ?? 0), 0) : 0;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  let last = -1;
  for (let stable = 0, stop = Date.now() + 30_000; stable < 4 && Date.now() < stop; await new Promise((resolve) => setTimeout(resolve, 500))) {
    const now = size();
    stable = now === last && now > 0 ? stable + 1 : 0;
    last = now;
  }
}

/**
 * Saves on the site's own content (345 pages, where the fixture has 8): `npm run dev` on a copy of `content/` with the
 * build's reuse store (nothing to compile at the start), /get-started/ open in Chromium; once its live preview has
 * polled and the watcher warmed up, `saves` edits of the page's title 1.5 s apart, each timed until the open page shows
 * it. A title is in the sidebar of every page: each save regenerates the whole site's data, as most edits do.
 */
export async function measureSiteEdits(saves: number, port: number) {
  const dev = await startDevPreview(port, undefined, { source: path.join(root, "content"), reuse: path.join(root, ".generated/reuse") });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const page = await openPreview(browser, `${dev.base}/get-started/`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const file = path.join(dev.content, "get-started.mdx");
    const runs: number[] = [];
    // Titles no earlier run saved: each save compiles its page, as an editor's does (the reuse store keeps every version).
    const run = Date.now().toString(36);
    for (let i = 1; i <= saves; i++) {
      const title = `Get started, edit ${i} of run ${run}`;
      const saved = saveTitle(file, title);
      runs.push((await titleShown(page, title)) - saved);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    // The watcher's own share of each save: "content: … in N ms" (scripts/dev.ts).
    const regenerated = [...dev.output().matchAll(/^content: .* in (\d+) ms$/gm)].slice(1).map((m) => Number(m[1]));
    return { medianMs: median(runs), runs, targetMs: 1000, regenerateMs: regenerated };
  } finally {
    await browser?.close();
    await dev.stop();
  }
}

/**
 * The editors' loop `runs` times from a fresh clone's state (no .next/dev: nothing compiled yet) and `runs` times as a
 * restart on what the run before left in Turbopack's cache: each figure's median and its runs (ms), next to the
 * issue's targets. The edit and the new page are measured in both.
 */
export async function measureDevLoop(runs: number, port: number) {
  type Loop = Awaited<ReturnType<typeof devLoopOnce>>;
  const cold: Loop[] = [];
  const restarts: Loop[] = [];
  for (let i = 0; i < runs; i++) {
    fs.rmSync(path.join(root, ".next/dev"), { recursive: true, force: true });
    // The restart in the same folders, as an editor's: Turbopack's cache is keyed by the environment (CONTENT_ROOT).
    const folders = { content: fs.mkdtempSync(path.join(os.tmpdir(), "dev-content-")), generated: fs.mkdtempSync(path.join(os.tmpdir(), "dev-generated-")) };
    try {
      cold.push(await devLoopOnce(port, folders));
      restarts.push(await devLoopOnce(port, folders));
    } finally {
      for (const folder of Object.values(folders)) fs.rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
    }
  }
  const of = (loops: Loop[], name: keyof Loop) => ({
    medianMs: median(loops.map((run) => run[name])),
    runs: loops.map((run) => run[name]),
    targetMs: { firstPage: 5000, edit: 1000, editInPage: 1000, nextEditInPage: 1000, newPage: 2000 }[name],
  });
  const all = [...cold, ...restarts];
  return {
    firstPage: of(restarts, "firstPage"),
    firstPageCold: of(cold, "firstPage"),
    edit: of(all, "edit"),
    editInPage: of(all, "editInPage"),
    nextEditInPage: of(all, "nextEditInPage"),
    newPage: of(all, "newPage"),
  };
}
