/**
 * A temporary LAUNCHBAY_GENERATED_DIR (the content step's outputs and the reuse store, lib/reuse.ts) for each
 * test of the calling describe block (or, `{ shared: true }`, one for all its tests): made before, removed after,
 * the variable put back as it was. Returns a getter of the current folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function useTemporaryGeneratedDir(prefix: string, { shared = false } = {}): () => string {
  const saved = process.env.LAUNCHBAY_GENERATED_DIR;
  let dir = "";
  (shared ? beforeAll : beforeEach)(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    process.env.LAUNCHBAY_GENERATED_DIR = dir;
  });
  (shared ? afterAll : afterEach)(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.LAUNCHBAY_GENERATED_DIR;
    else process.env.LAUNCHBAY_GENERATED_DIR = saved;
  });
  return () => dir;
}
