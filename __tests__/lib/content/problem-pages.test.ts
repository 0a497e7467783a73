/** Which pages of the dev preview show a content problem (lib/content/pipeline.ts pagesOf). */
import type { ContentIndex } from "@/lib/content/types";
import type { Artifact } from "@/lib/content/store";
import { pagesOf } from "@/lib/content/pipeline";

const artifact = (relativePath: string, path: string) => [relativePath, { relativePath, path, problems: [] }] as [string, Artifact];
const state = {
  artifacts: new Map([artifact("guides.mdx", "/guides/"), artifact("guides/index.mdx", "/guides/"), artifact("guides/deploy.mdx", "/guides/deploy/"), artifact("get-started.mdx", "/get-started/")]),
  index: { pages: new Map([["/guides/", {}], ["/guides/deploy/", {}], ["/get-started/", {}]]) } as unknown as ContentIndex,
};

describe("the pages a content problem shows on", () => {
  it("is the page of the file it names, with or without a line", () => {
    expect(pagesOf("content/guides/deploy.mdx:12: link to /nope/: no such page", state)).toEqual(["/guides/deploy/"]);
    expect(pagesOf("content/guides/deploy.mdx: /guides/deploy/ is not in content/sidebar.yaml", state)).toEqual(["/guides/deploy/"]);
  });

  it("is the page of each file it names, not every page", () => {
    expect(pagesOf("content/guides.mdx and content/guides/index.mdx both map to /guides/", state)).toEqual(["/guides/"]);
    expect(pagesOf("content/guides/deploy.mdx: description is the same as in content/get-started.mdx", state)).toEqual(["/guides/deploy/", "/get-started/"]);
  });

  it("is every page for a problem of a shared file", () => {
    expect(pagesOf("content/sidebar.yaml:3: 0.items.0", state)).toEqual(["/guides/", "/guides/deploy/", "/get-started/"]);
  });
});
