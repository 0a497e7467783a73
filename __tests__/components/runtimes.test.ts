/**
 * Where component code runs (issue #20, point 3): components are server components unless they must run in the
 * browser, and those are few. A client file is named `.client.tsx` (the lint rule `runtimes/use-client-file-name`
 * checks the directive); here, that at most one file in three of components/ is a client file, so a new
 * behaviour goes into an existing island (components/page-behavior.client.tsx) or a hook, not a new island.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "../../components");
const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith(".tsx"));
const isClient = (file: string) => /^["']use client["'];?/.test(fs.readFileSync(path.join(root, file), "utf8").trimStart());

describe("components by runtime", () => {
  it("names every client component file .client.tsx, and only those", () => {
    expect(files.filter((file) => isClient(file) !== file.endsWith(".client.tsx"))).toEqual([]);
  });

  it("keeps client files to at most one in three", () => {
    const clients = files.filter(isClient);
    expect(clients.length * 3).toBeLessThanOrEqual(files.length);
  });
});
