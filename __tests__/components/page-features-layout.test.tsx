/** @jest-environment jsdom */
import fs from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import { ChangelogLayout } from "@/components/layout/changelog-layout";
import { EditLinks } from "@/components/layout/edit-links";
import { getMDXComponents } from "@/components/mdx";
import { entryId, parseChangelog } from "@/lib/content/changelog";

describe("EditLinks", () => {
  const saved = process.env.NEXT_PUBLIC_REPO_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_REPO_URL;
    else process.env.NEXT_PUBLIC_REPO_URL = saved;
  });

  it("renders nothing when NEXT_PUBLIC_REPO_URL is not set", () => {
    delete process.env.NEXT_PUBLIC_REPO_URL;
    const { container } = render(<EditLinks relativePath="functions/api.mdx" title="Functions API" url="https://docs.launchbay.com/functions/api/" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("links to the page's source file and to a new issue naming the page when set", () => {
    process.env.NEXT_PUBLIC_REPO_URL = "https://github.com/launchbay/docs";
    render(<EditLinks relativePath="functions/api.mdx" title="Functions API" url="https://docs.launchbay.com/functions/api/" />);
    expect(screen.getByRole("link", { name: "Edit this page" })).toHaveAttribute("href", "https://github.com/launchbay/docs/edit/main/content/functions/api.mdx");
    const issue = new URL(screen.getByRole("link", { name: "Report an issue" }).getAttribute("href") ?? "");
    expect(issue.pathname).toBe("/launchbay/docs/issues/new");
    expect(issue.searchParams.get("body")).toContain("https://docs.launchbay.com/functions/api/");
  });
});

describe("ChangelogLayout (/changelog/)", () => {
  const entries = parseChangelog(fs.readFileSync(path.join(__dirname, "../fixtures/site/changelog.yaml"), "utf8"));

  it("lists every entry newest first with its date, title, summary and link", () => {
    render(<ChangelogLayout entries={entries} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("What's new in Launchbay");
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items.map((li) => within(li).getByRole("heading", { level: 2 }).textContent)).toEqual(["Custom domains & <HTTPS>", "Functions API", "Launchbay status page"]);
    expect(items[0]).toHaveAttribute("id", entryId(entries[0]!));
    expect(within(items[0]!).getByText("March 4, 2025")).toHaveAttribute("dateTime", "2025-03-04");
    expect(within(items[0]!).getByRole("link", { name: /^Read more ?: Custom domains & <HTTPS>$/ })).toHaveAttribute("href", "/domains/get-started-with-domains/");
    expect(within(items[2]!).getByRole("link", { name: /Read more/ })).toHaveAttribute("href", "https://status.launchbay.com");
    expect(screen.getByRole("link", { name: "Subscribe with RSS" })).toHaveAttribute("href", "/changelog/rss.xml");
  });
});

describe("headings", () => {
  it("give h2 and h3 a Copy this section as Markdown button next to the anchor, not h4", () => {
    const { h2: H2, h3: H3, h4: H4 } = getMDXComponents();
    render(
      <>
        <H2 id="one">One</H2>
        <H3 id="two">Two</H3>
        <H4 id="three">Three</H4>
      </>,
    );
    const buttons = screen.getAllByRole("button", { name: "Copy this section as Markdown" });
    expect(buttons.map((b) => b.closest("h2, h3, h4")?.id)).toEqual(["one", "two"]);
    expect(buttons[0]?.previousElementSibling).toHaveClass("heading-anchor");
  });
});
