import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cachedDerived } from "@/lib/content/cache";

describe("cachedDerived", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "derived-"));
  const file = path.join(dir, "nested", "derived.json");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("builds once per fingerprint, then reads the file", () => {
    const build = jest.fn(() => ({ sections: ["a", "b"] }));
    expect(cachedDerived(file, "v1", build)).toEqual({ sections: ["a", "b"] });
    expect(cachedDerived(file, "v1", build)).toEqual({ sections: ["a", "b"] });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("builds again when the content changed (another fingerprint), and keeps the new value", () => {
    const build = jest.fn(() => ["new"]);
    expect(cachedDerived(file, "v2", build)).toEqual(["new"]);
    expect(cachedDerived(file, "v2", () => ["not called"])).toEqual(["new"]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("builds when the cache file is unreadable", () => {
    fs.writeFileSync(file, "{ truncated");
    expect(cachedDerived(file, "v2", () => 42)).toBe(42);
  });
});
