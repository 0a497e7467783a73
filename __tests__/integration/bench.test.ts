import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.join(__dirname, "../..");
const tsx = (args: string[], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, [require.resolve("tsx/cli"), ...args], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" });

// The bench copies the content 4×; the copying is the same for any count, so the test checks 2× (half the time).
describe("npm run bench: the scaled content of the scaling build", () => {
  it("holds every page once per copy and passes every content check", () => {
    const pages = (fs.readdirSync(path.join(root, "content"), { recursive: true }) as string[]).filter((f) => f.endsWith(".mdx")).length;
    const scaled = tsx(["scripts/bench.ts", "--print-scaled", "2"]).trim().split("\n").pop() as string;
    // Its .generated/ goes to a folder of its own (the build's stays as the build wrote it); the reuse store is shared.
    const generated = fs.mkdtempSync(path.join(os.tmpdir(), "bench-generated-"));
    try {
      const output = tsx(["scripts/check-content.ts"], { CONTENT_ROOT: scaled, LAUNCHBAY_GENERATED_DIR: generated, LAUNCHBAY_REUSE_DIR: path.join(root, ".generated/reuse") });
      expect(output).toContain(`content ok: ${pages * 2} pages checked`);
      expect(JSON.parse(fs.readFileSync(path.join(generated, "manifest.json"), "utf8")).root).toBe(scaled);
    } finally {
      fs.rmSync(scaled, { recursive: true, force: true });
      fs.rmSync(generated, { recursive: true, force: true });
    }
  }, 120_000);
});
