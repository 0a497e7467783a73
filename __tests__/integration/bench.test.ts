import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.join(__dirname, "../..");
const tsx = (args: string[], env: Record<string, string> = {}) => execFileSync(process.execPath, ["--import", "tsx", ...args], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" });

// The bench copies the content 4×; the copying is the same for any count and any content, so the test copies the
// fixture site (nested groups, a chat page, prev/next links) 3× (the real content 2× took 35 s, nearly all of it checks).
const fixture = path.join(__dirname, "../fixtures/site");

describe("npm run bench: the scaled content of the scaling build", () => {
  it("holds every page once per copy and passes every content check", () => {
    const pages = (fs.readdirSync(fixture, { recursive: true }) as string[]).filter((f) => f.endsWith(".mdx")).length;
    const scaled = tsx(["scripts/bench.ts", "--print-scaled", "3"], { CONTENT_ROOT: fixture }).trim().split("\n").pop() as string;
    // Its .generated/ goes to a folder of its own (the build's stays as the build wrote it); the reuse store is shared.
    const generated = fs.mkdtempSync(path.join(os.tmpdir(), "bench-generated-"));
    try {
      const output = tsx(["scripts/check-content.ts"], { CONTENT_ROOT: scaled, LAUNCHBAY_GENERATED_DIR: generated, LAUNCHBAY_REUSE_DIR: path.join(root, ".generated/reuse") });
      expect(output).toContain(`content ok: ${pages * 3} pages checked`);
      expect(JSON.parse(fs.readFileSync(path.join(generated, "manifest.json"), "utf8")).root).toBe(scaled);
    } finally {
      fs.rmSync(scaled, { recursive: true, force: true });
      fs.rmSync(generated, { recursive: true, force: true });
    }
  }, 120_000);
});
