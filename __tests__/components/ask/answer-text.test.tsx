/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { AnswerText } from "@/components/ask/answer-text";
import type { Citation } from "@/lib/ask/types";

const citations: Citation[] = [{ n: 1, url: "/functions/overview/#limits", title: "Functions overview › Limits" }];

describe("AnswerText renders an answer's Markdown as elements", () => {
  it("renders a GFM table as a table with column headers, citations linked", () => {
    const { container } = render(<AnswerText text={"Functions have limits: [1]\n\n| Limit | Value |\n| --- | ---: |\n| Timeout | **10 s** |\n| Memory | 1 GB |"} citations={citations} />);
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Limit", "Value"]);
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)),
    ).toEqual([
      ["Timeout", "10 s"],
      ["Memory", "1 GB"],
    ]);
    expect(table.querySelector("td strong")?.textContent).toBe("10 s");
    expect(screen.getByRole("link", { name: /Source 1: Functions overview › Limits/ })).toHaveAttribute("href", "/functions/overview/#limits");
    expect(container.textContent).not.toContain("|");
  });

  it("renders steps as an ordered list (keeping its start) and bullets as a list", () => {
    render(<AnswerText text={"3. Open **Settings**. [1]\n4. Select `Save`. [1]\n\n- one\n- two"} citations={citations} />);
    const [steps, bullets] = screen.getAllByRole("list");
    expect(steps!.tagName).toBe("OL");
    expect(steps).toHaveAttribute("start", "3");
    expect(
      within(steps!)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Open Settings. [1]", "Select Save. [1]"]);
    expect(steps!.querySelector("code")?.textContent).toBe("Save");
    expect(bullets!.tagName).toBe("UL");
  });

  it("renders code as a highlighted code block with the site's copy button", async () => {
    const { container } = render(<AnswerText text={'```ts\nconst timeout = "26"; // seconds\n```'} citations={[]} />);
    const block = container.querySelector(".code-block");
    expect(block?.querySelector("pre code")?.textContent).toBe('const timeout = "26"; // seconds');
    expect(block?.querySelector(".sh-keyword")?.textContent).toBe("const");
    expect(block?.querySelector(".sh-comment")?.textContent).toBe("// seconds");
    expect(await screen.findByRole("button", { name: "Copy to clipboard" })).toBeInTheDocument();
  });

  it("shows raw HTML as text and links only web and site URLs", () => {
    const attack = "<img src=x onerror=alert(1)>\n\n<script>alert(1)</script>\n\nSee [x](javascript:alert(1)) [docs](https://docs.launchbay.com/forms/setup/) [out](https://example.com/)";
    const { container } = render(<AnswerText text={attack} citations={[]} />);
    expect(container.querySelector("img, script")).toBeNull();
    expect(container.textContent).toContain("<img src=x onerror=alert(1)>");
    expect(container.textContent).toContain("<script>alert(1)</script>");
    const links = [...container.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["docs", "/forms/setup/"],
      ["out", "https://example.com/"],
    ]);
  });
});
