/** @jest-environment node */
import path from "node:path";
import { moduleGraph } from "@/lib/reuse";
import { PIPELINE_MODULE } from "@/lib/content/inputs";

describe("what .generated/ is made from (manifest inputs)", () => {
  it("covers the whole module graph of the pipeline: the MDX compiler, highlighting, diagrams, the checks and the kit", () => {
    const files = moduleGraph([PIPELINE_MODULE()]).files.map((file) => path.relative(process.cwd(), file).split(path.sep).join("/"));
    for (const file of ["lib/content/store.ts", "lib/mdx/index.ts", "lib/mdx/highlight.ts", "lib/diagrams/render.ts", "lib/content/check-openapi.ts", "lib/kit/registry.ts", "lib/content/changelog.ts"]) {
      expect(files).toContain(file);
    }
  });
});
