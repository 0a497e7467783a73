/**
 * Postbuild's pass over the export's pages on two threads (scripts/steps/pages.ts): a worker thread and the calling
 * thread take files from one shared queue, on the golden export of the fixture site (__tests__/fixtures/next-export/).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isBudgetedFile, mergeBudgetResults } from "@/lib/export-checks/budgets";
import { COMPILE_HINT, bootChunks, exportedHtmlFiles, finishPage, pageAssets, pagePayload } from "@/lib/next-export";
import { exportProblems } from "@/lib/next-export/check";
import { finishAndMeasure, PagesWorker, type PagesTask } from "../../scripts/steps/pages";

const golden = path.join(__dirname, "../fixtures/next-export/golden");
const FALLBACK = 'window.__fixtureFallback="404"';

describe("postbuild's pass over the pages, on two threads", () => {
  let out: string;
  beforeEach(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), "postbuild-pages-"));
    fs.cpSync(golden, out, { recursive: true });
    // The golden export keeps the pages, not Next's chunks: the files the pages load, for the budgets to measure.
    for (const file of exportedHtmlFiles(out)) {
      const { js, css } = pageAssets(fs.readFileSync(path.join(out, file), "utf8"));
      for (const url of [...js, ...css]) {
        fs.mkdirSync(path.dirname(path.join(out, url)), { recursive: true });
        fs.writeFileSync(path.join(out, url), `/* ${url} */ ${"self.x=1;".repeat(100)}`);
      }
    }
  });
  afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

  const task = (): PagesTask => ({ out, notFoundScript: FALLBACK, files: exportedHtmlFiles(out), queue: new Int32Array(new SharedArrayBuffer(4)), budgets: true });

  it("finishes every file exactly once between the worker and this thread, as finishPage would, and measures each page", async () => {
    const work = task();
    const expected = new Map(work.files.map((file) => [file, finishPage(fs.readFileSync(path.join(out, file), "utf8"), file, FALLBACK, undefined, pagePayload(out, file))]));
    // A page the build reused is a hard link to the copy it keeps as Next exported it (scripts/steps/page-reuse.ts): a finished page is a new file, the kept one stays.
    const kept = fs.mkdtempSync(path.join(os.tmpdir(), "postbuild-kept-"));
    const exported = new Map(work.files.map((file, i) => [path.join(kept, String(i)), fs.readFileSync(path.join(out, file), "utf8")]));
    work.files.forEach((file, i) => fs.linkSync(path.join(out, file), path.join(kept, String(i))));
    let here: ReturnType<typeof finishAndMeasure> = { files: 0 };
    const worker = new PagesWorker();
    const there = await (async () => {
      try {
        const elsewhere = worker.finish(work);
        here = finishAndMeasure(work);
        return await elsewhere;
      } finally {
        worker.stop();
      }
    })();
    expect(here.files + there.files).toBe(work.files.length);
    for (const [file, html] of expected) expect(fs.readFileSync(path.join(out, file), "utf8")).toBe(html);
    for (const [file, html] of exported) expect(fs.readFileSync(file, "utf8")).toBe(html);
    fs.rmSync(kept, { recursive: true });
    const budgets = mergeBudgetResults([here.budgets, there.budgets].filter((r) => r !== undefined));
    expect(budgets.pages).toBe(work.files.filter(isBudgetedFile).length);
    expect(budgets.problems).toEqual([]);
    expect(budgets.heaviest?.js).toBeGreaterThan(0);
    // Every chunk a page boots has V8's compile hint, once, whichever thread met it first; nothing else has it.
    const booted = new Set(work.files.flatMap((file) => bootChunks(fs.readFileSync(path.join(out, file), "utf8"))));
    expect(booted.size).toBeGreaterThan(1);
    const assets = (fs.readdirSync(out, { recursive: true }) as string[]).filter((f) => /\.(js|css)$/.test(f)).map((f) => `/${f.replace(/\\/g, "/")}`);
    for (const url of assets) {
      const text = fs.readFileSync(path.join(out, url), "utf8");
      expect([url, text.startsWith(COMPILE_HINT)]).toEqual([url, booted.has(url)]);
      expect(text.lastIndexOf(COMPILE_HINT)).toBeLessThanOrEqual(0);
    }
  }, 30_000);

  it("checks the export on the worker as exportProblems does, then finishes pages on the same worker", async () => {
    const worker = new PagesWorker();
    try {
      expect(await worker.check(out)).toEqual([]);
      const page = exportedHtmlFiles(out).find((file) => file.endsWith("/index.html") && !file.startsWith("404/")) as string;
      const html = fs.readFileSync(path.join(out, page), "utf8");
      fs.writeFileSync(path.join(out, page), "<html><head></head><body>not Next's</body></html>");
      const problems = await worker.check(out);
      expect(problems).toEqual(exportProblems(out));
      expect(problems).toContainEqual(expect.stringContaining(`${page}: no chunk scripts`));
      fs.writeFileSync(path.join(out, page), html);
      expect((await worker.finish(task())).files).toBe(exportedHtmlFiles(out).length);
      // A file it cannot finish fails the request with the reason, not a hang.
      fs.writeFileSync(path.join(out, "404.html"), "<html><head></head><body></body></html>");
      await expect(worker.finish(task())).rejects.toThrow("404.html: no <head>");
    } finally {
      worker.stop();
    }
  }, 30_000);

  it("takes only the files left in the queue", () => {
    const work = task();
    const before = fs.readFileSync(path.join(out, work.files[0] as string), "utf8");
    work.queue[0] = 1;
    expect(finishAndMeasure(work).files).toBe(work.files.length - 1);
    expect(finishAndMeasure(work).files).toBe(0);
    expect(fs.readFileSync(path.join(out, work.files[0] as string), "utf8")).toBe(before);
  });
});
