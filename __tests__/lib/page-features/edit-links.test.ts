import { editLinks } from "@/lib/page-features/edit-links";

describe("editLinks", () => {
  it("is null without a repository", () => {
    expect(editLinks("functions/api.mdx", "Functions API", "https://docs.launchbay.com/functions/api/", undefined)).toBeNull();
    expect(editLinks("functions/api.mdx", "Functions API", "https://docs.launchbay.com/functions/api/", "  ")).toBeNull();
  });

  it("builds the edit link from the source file and the issue link with the page URL", () => {
    const links = editLinks("functions/api.mdx", "Functions API", "https://docs.launchbay.com/functions/api/", "https://github.com/launchbay/docs/");
    expect(links?.edit).toBe("https://github.com/launchbay/docs/edit/main/content/functions/api.mdx");
    const issue = new URL(links?.issue ?? "");
    expect(issue.origin + issue.pathname).toBe("https://github.com/launchbay/docs/issues/new");
    expect(issue.searchParams.get("title")).toBe("Docs: Functions API");
    expect(issue.searchParams.get("body")).toContain("https://docs.launchbay.com/functions/api/");
  });

  it("encodes odd characters in the path", () => {
    expect(editLinks("guides/a b#c.mdx", "T", "https://x/", "https://github.com/o/r")?.edit).toBe("https://github.com/o/r/edit/main/content/guides/a%20b%23c.mdx");
  });
});
