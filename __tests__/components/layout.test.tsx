/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { ContentProblems } from "@/components/layout/content-problems";
import { PrevNext } from "@/components/layout/prev-next";
import { Sidebar } from "@/components/layout/sidebar";
import { StatusBanner } from "@/components/layout/status-banner";
import { Toc } from "@/components/layout/toc";
import { Callout } from "@/components/mdx/callout";
import type { SidebarGroup } from "@/lib/content/sidebar";

const groups: SidebarGroup[] = [
  { label: "Welcome", items: [{ type: "page", path: "/get-started/", label: "Get started" }] },
  {
    label: "Platform primitives",
    items: [
      {
        type: "group",
        label: "Functions",
        items: [
          { type: "page", path: "/functions/overview/", label: "Overview" },
          { type: "page", path: "/functions/api/", label: "API" },
        ],
      },
      { type: "group", label: "Edge functions", items: [{ type: "page", path: "/edge-functions/overview/", label: "Edge overview" }] },
    ],
  },
];

describe("Sidebar", () => {
  it("renders every group and page as plain links", () => {
    render(<Sidebar groups={groups} current="/functions/api/" />);
    const nav = screen.getByRole("navigation", { name: "Documentation" });
    expect(within(nav).getAllByRole("link")).toHaveLength(4);
    expect(within(nav).getByRole("heading", { name: "Platform primitives" })).toBeInTheDocument();
  });
  it("highlights the current page and opens only its branch", () => {
    const { container } = render(<Sidebar groups={groups} current="/functions/api/" />);
    expect(screen.getByRole("link", { name: "API" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
    const details = container.querySelectorAll("details");
    expect(details[0]).toHaveAttribute("open");
    expect(details[1]).not.toHaveAttribute("open");
  });
});

describe("Sidebar outside the current group", () => {
  it("shows another group's direct entries only, a sub-group as one link to its first page", () => {
    render(<Sidebar groups={groups} current="/get-started/" />);
    const nav = screen.getByRole("navigation", { name: "Documentation" });
    expect(within(nav).getByRole("link", { name: "Functions" })).toHaveAttribute("href", "/functions/overview/");
    expect(within(nav).getByRole("link", { name: "Edge functions" })).toHaveAttribute("href", "/edge-functions/overview/");
    expect(within(nav).queryByRole("link", { name: "API" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Get started" })).toHaveAttribute("aria-current", "page");
  });
});

describe("PrevNext", () => {
  it("links both neighbours with rel", () => {
    render(<PrevNext prev={{ title: "Overview", url: "/functions/overview/" }} next={{ title: "Deploy", url: "/functions/deploy/" }} />);
    expect(screen.getByRole("link", { name: /Previous Overview/ })).toHaveAttribute("href", "/functions/overview/");
    expect(screen.getByRole("link", { name: /Next Deploy/ })).toHaveAttribute("rel", "next");
  });
  it("renders nothing without neighbours", () => {
    const { container } = render(<PrevNext prev={null} next={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("Toc", () => {
  it("links each heading by id, indented by level", () => {
    render(
      <Toc
        headers={[
          { level: 2, title: "Limits", slug: "limits" },
          { level: 3, title: "Timeout", slug: "timeout" },
        ]}
      />,
    );
    const links = within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["#limits", "#timeout"]);
    expect(links[1]?.closest("li")).toHaveClass("toc-level-3");
  });
  it("renders nothing for a page without headings", () => {
    const { container } = render(<Toc headers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("Breadcrumbs, banner and callout", () => {
  it("ends the trail with the current page", () => {
    render(<Breadcrumbs items={[{ label: "Platform primitives" }, { label: "Functions" }]} title="API" />);
    const items = within(screen.getByRole("navigation", { name: "Breadcrumbs" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Platform primitives", "Functions", "API"]);
    expect(items[2]).toHaveAttribute("aria-current", "page");
  });
  it("shows the status banner a page asks for", () => {
    render(<StatusBanner status="end-of-service" />);
    expect(screen.getByRole("note")).toHaveTextContent("End of service.");
  });
  it("labels callouts by type, with an optional title", () => {
    render(
      <>
        <Callout type="tip">Use it.</Callout>
        <Callout type="warning" title="Breaking change">
          Careful.
        </Callout>
      </>,
    );
    expect(screen.getByText("Tip")).toBeInTheDocument();
    expect(screen.getByText("Breaking change")).toBeInTheDocument();
  });
});

describe("ContentProblems (npm run dev: a page whose file has problems)", () => {
  it("names each problem's file and line apart from its reason, and says how the page clears", () => {
    const problems = [
      "content/functions/api.mdx:5: frontmatter is not valid YAML: missed comma (fix the YAML between the --- lines) (and 1 link to it)",
      "content/functions/api.mdx:12: unknown component <Tabz>",
    ];
    render(<ContentProblems problems={problems} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("This page has 2 content problems");
    const items = within(screen.getByRole("main")).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("code")?.textContent)).toEqual(["content/functions/api.mdx:5", "content/functions/api.mdx:12"]);
    expect(items[0]).toHaveTextContent("content/functions/api.mdx:5: frontmatter is not valid YAML: missed comma (fix the YAML between the --- lines) (and 1 link to it)");
    expect(screen.getByText(/this page refreshes itself/)).toBeInTheDocument();
  });
  it("shows a line that names no file as it is", () => {
    render(<ContentProblems problems={["sidebar.yaml lists /gone/, which is no page"]} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("This page has a content problem");
    expect(screen.getByRole("listitem")).toHaveTextContent("sidebar.yaml lists /gone/, which is no page");
  });
});
