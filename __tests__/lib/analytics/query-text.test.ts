import { normalizeQueryText, QUERY_TEXT_MAX } from "@/lib/analytics/query-text";

describe("normalizeQueryText (query text in usage events)", () => {
  it("lower-cases and collapses whitespace", () => {
    expect(normalizeQueryText("  Why does  MY Site\tfail?\n ")).toBe("why does my site fail?");
  });

  it("replaces e-mail addresses", () => {
    expect(normalizeQueryText("invite Jane.Doe+ops@Example.co.uk to my team")).toBe("invite [email] to my team");
  });

  it("replaces URLs, with or without a scheme, but not file names", () => {
    expect(normalizeQueryText("proxy https://api.example.com/v1?key=abc to www.shop.org/cart")).toBe("proxy [url] to [url]");
    expect(normalizeQueryText("point example.com/blog at my project")).toBe("point [url] at my project");
    expect(normalizeQueryText("node.js version in launchbay.toml")).toBe("node.js version in launchbay.toml");
  });

  it("replaces runs of 4 or more digits, keeps shorter numbers", () => {
    expect(normalizeQueryText("invoice 20261124 for 3 seats, card 4242 4242")).toBe("invoice [number] for 3 seats, card [number] [number]");
    expect(normalizeQueryText("error 404 on port 443")).toBe("error 404 on port 443");
  });

  it("cuts to 100 characters without leaving half a placeholder", () => {
    expect(normalizeQueryText("word ".repeat(40))).toHaveLength(QUERY_TEXT_MAX - 1);
    const cut = normalizeQueryText(`${"a".repeat(95)} jane@example.com`);
    expect(cut).toBe("a".repeat(95));
    expect(normalizeQueryText("x".repeat(250))).toHaveLength(100);
  });
});
