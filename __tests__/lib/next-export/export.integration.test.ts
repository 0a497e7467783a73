/**
 * The same checks as golden.test.ts on a fresh export of the fixture site with the installed Next (one
 * `next build`, ~5 s): the files it writes are the golden export's, and lib/next-export/ does its job on them.
 */
import fs from "node:fs";
import path from "node:path";
import { exportFixture, GOLDEN_DIR, summarize } from "../../../scripts/next-export-fixture";
import { describeExport } from "./export-behaviour";

let out = "";
beforeAll(() => {
  out = exportFixture();
}, 120_000);

it("writes the files the golden export has", () => {
  const golden = JSON.parse(fs.readFileSync(path.join(GOLDEN_DIR, "export.json"), "utf8")) as { next: string; files: string[] };
  expect(summarize(out)).toEqual(golden);
});

describeExport("a fresh export", () => out);
