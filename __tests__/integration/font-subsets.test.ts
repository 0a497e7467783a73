import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "../..");

describe("font subsets", () => {
  it("are what `npm run fonts` makes from the installed font packages", () => {
    const output = execFileSync(process.execPath, ["--import", "tsx", "scripts/subset-fonts.ts", "--check"], { cwd: root, encoding: "utf8" });
    expect(output).toContain("font subsets are current");
  }, 60_000);

  it("are the files next/font loads, and smaller than their sources", () => {
    const fontsModule = fs.readFileSync(path.join(root, "app/fonts.ts"), "utf8");
    const manifest = JSON.parse(fs.readFileSync(path.join(root, "app/fonts/subsets.json"), "utf8")) as Record<string, { bytes: number; sourceBytes: number }>;
    for (const [file, { bytes, sourceBytes }] of Object.entries(manifest)) {
      expect(fontsModule).toContain(`"./fonts/${path.basename(file)}"`);
      expect(fs.statSync(path.join(root, file)).size).toBe(bytes);
      expect(bytes).toBeLessThan(sourceBytes * 0.75);
    }
  });
});
