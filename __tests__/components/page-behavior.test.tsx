/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { PageBehavior } from "@/components/page-behavior.client";
import { trackEvent } from "@/lib/analytics/events";
import { codeText } from "@/lib/hooks/use-code-copy";

jest.mock("next/navigation", () => ({ usePathname: () => mockPath, useRouter: () => mockRouter }));
jest.mock("@/lib/analytics/events", () => ({ ...jest.requireActual("@/lib/analytics/events"), trackEvent: jest.fn() }));

let mockPath = "/functions/overview/";
const mockRouter = { prefetch: jest.fn(), push: jest.fn() };

function block(code: string): string {
  const lines = code.split("\n").map((line) => `<span class="line"><span>${line}</span></span>`);
  return `<div class="code-block"><pre class="shiki" tabindex="0"><code>${lines.join("\n")}</code></pre></div>`;
}

describe("codeText", () => {
  const pre = (html: string) => {
    const host = document.createElement("div");
    host.innerHTML = html;
    return host.querySelector("pre") as HTMLElement;
  };
  it("returns the code as written", () => {
    expect(codeText(pre(block('const a = 1;\nconsole.log("a");')))).toBe('const a = 1;\nconsole.log("a");');
  });
  it("drops line numbers and shell prompts", () => {
    expect(codeText(pre('<pre><code><span class="line-number">1</span>npm i\n</code></pre>'))).toBe("npm i");
    expect(codeText(pre(block("$ npm i\n$ npm start")))).toBe("npm i\nnpm start");
  });
});

describe("PageBehavior: copy buttons on code blocks", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: jest.fn().mockResolvedValue(undefined) } });
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = "";
  });

  it("adds one button per block 100 ms after a page update, and again after navigation", () => {
    document.body.innerHTML = `<main>${block("a")}${block("b")}</main>`;
    const { rerender } = render(<PageBehavior />);
    expect(screen.queryAllByRole("button", { name: "Copy to clipboard" })).toHaveLength(0);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getAllByRole("button", { name: "Copy to clipboard" })).toHaveLength(2);
    // The same page rendered again: still one button per block.
    rerender(<PageBehavior />);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getAllByRole("button", { name: "Copy to clipboard" })).toHaveLength(2);
    // Client navigation: new content, new path.
    document.querySelector("main")!.innerHTML = `${block("c")}${block("d")}${block("e")}`;
    mockPath = "/functions/api/";
    rerender(<PageBehavior />);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getAllByRole("button", { name: "Copy to clipboard" })).toHaveLength(3);
    expect(document.querySelectorAll(".code-block .copy-button")).toHaveLength(3);
  });

  it("copies the block's code, says Copied! (also to screen readers) and reports the event", async () => {
    document.body.innerHTML = `<main>${block("npm install\nnpm start")}</main>`;
    render(<PageBehavior />);
    act(() => jest.advanceTimersByTime(100));
    const button = screen.getByRole("button", { name: "Copy to clipboard" });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith("npm install\nnpm start");
    expect(button).toHaveTextContent("Copied!");
    expect(screen.getByRole("status")).toHaveTextContent("Copied!");
    expect(trackEvent).toHaveBeenCalledWith("Code Block Copied", { url: location.href });
    act(() => jest.advanceTimersByTime(800));
    expect(button).not.toHaveTextContent("Copied!");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});

describe("PageBehavior: the page-not-found event", () => {
  beforeEach(() => (trackEvent as jest.Mock).mockClear());
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("reports the missing path and the referrer when the 404 page is on screen, and nothing on a page", () => {
    document.body.innerHTML = `<main class="doc-main"><h1>Functions</h1></main>`;
    const { unmount } = render(<PageBehavior />);
    expect(trackEvent).not.toHaveBeenCalledWith("Page Not Found", expect.anything());
    unmount();
    window.history.replaceState(null, "", "/no-such-page/");
    document.body.innerHTML = `<main class="layout-not-found"><h1>Page not found</h1></main>`;
    mockPath = "/no-such-page/";
    render(<PageBehavior />);
    expect(trackEvent).toHaveBeenCalledWith("Page Not Found", { path: "/no-such-page/", referrer: document.referrer });
  });

  it("stays silent while the fallback sends the reader to the page the path names", () => {
    document.body.innerHTML = `<main class="layout-not-found"><h1>Page not found</h1></main>`;
    document.documentElement.dataset.redirecting = "1";
    render(<PageBehavior />);
    expect(trackEvent).not.toHaveBeenCalledWith("Page Not Found", expect.anything());
    delete document.documentElement.dataset.redirecting;
  });
});
