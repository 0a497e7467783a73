/**
 * lib/next-export/ on a page Next really exported: the fixture site (__tests__/fixtures/next-export/) as Next
 * 16 wrote it, committed in golden/. After a Next upgrade, `npm run golden:next-export` writes it again and
 * these tests name what the new export changed; export.integration.test.ts checks the same on a fresh export.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exportProblems, NEXT_EXPORT_VERSION } from "@/lib/next-export";
import { describeExport } from "./export-behaviour";

const golden = path.join(__dirname, "../../fixtures/next-export/golden");
const summary = JSON.parse(fs.readFileSync(path.join(golden, "export.json"), "utf8")) as { next: string; files: string[] };
const installed = (JSON.parse(fs.readFileSync(path.join(__dirname, "../../../node_modules/next/package.json"), "utf8")) as { version: string }).version;

describe("the golden export", () => {
  it("is of the Next.js the folder was written for, and the one installed", () => {
    const advice = "run `npm run golden:next-export`, fix what the golden tests then name in lib/next-export/, and raise NEXT_EXPORT_VERSION";
    expect({ golden: summary.next, folder: NEXT_EXPORT_VERSION, installed, advice }).toEqual({ golden: installed, folder: installed, installed, advice });
  });
});

describeExport("the golden export", () => golden);

describe("exportProblems names what changed", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "next-export-"));
    fs.cpSync(golden, dir, { recursive: true });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("a chunk script of a new form, a head that starts otherwise, flight data missing or not JSON, missing payloads and a missing 404 file", () => {
    const home = path.join(dir, "index.html");
    fs.writeFileSync(home, fs.readFileSync(home, "utf8").replace('async=""></script>', 'async="" type="module"></script>').replace('<head><meta charSet="utf-8"/>', '<head><meta name="x"/>'));
    fs.rmSync(path.join(dir, "guide/index.txt"));
    fs.rmSync(path.join(dir, "_not-found/index.html"));
    const guide = path.join(dir, "guide/index.html");
    fs.writeFileSync(guide, fs.readFileSync(guide, "utf8").replace(/<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g, ""));
    // Flight data that is not JSON: that problem alone, not also "no inline flight data".
    const notFound = path.join(dir, "404.html");
    fs.writeFileSync(notFound, fs.readFileSync(notFound, "utf8").replace("<script>self.__next_f.push([1,", "<script>self.__next_f.push([1,,"));
    expect(exportProblems(dir)).toEqual([
      expect.stringMatching(/^_not-found\/index\.html: missing/),
      expect.stringMatching(/^404\.html: flight data that is not JSON in self\.__next_f\.push\(…\): /),
      expect.stringMatching(/^guide\/index\.html: no inline flight data/),
      expect.stringMatching(/^guide\/index\.html: route payload files missing .*found guide\/__next/),
      expect.stringMatching(/^index\.html: <head> does not start with <head><meta charSet="utf-8"\/> \(found <head><meta name="x"/),
      expect.stringMatching(/^index\.html: chunk script of an unknown form <script src="\/_next\/static\/chunks\/[^"]+" async="" type="module">/),
    ]);
  });
});
