/** @jest-environment jsdom */
import { getTrafficSource } from "@/lib/analytics/campaign";
import { getOriginalSource, saveOriginalSource } from "@/lib/analytics/plugins/original-source";
import { analyticsSettings } from "@/lib/site";

const landing = "https://docs.launchbay.com/functions/overview/";

describe("the traffic source of a landing", () => {
  it.each([
    ["no referrer, no parameters", "", landing, { source: "(direct)", medium: "(none)", campaign: "(not set)" }],
    [
      "every utm parameter",
      "",
      `${landing}?utm_source=newsletter&utm_medium=email&utm_campaign=launch&utm_term=functions&utm_content=hero`,
      { source: "newsletter", medium: "email", campaign: "launch", term: "functions", content: "hero" },
    ],
    ["gclid: a paid Google click", "", `${landing}?gclid=abc123`, { source: "google", medium: "cpc", gclid: "abc123" }],
    ["dclid: a Google display ad", "", `${landing}?dclid=xyz789`, { source: "google", medium: "cpm", dclid: "xyz789" }],
    ["Google search", "https://www.google.com/search?q=launchbay+functions", landing, { source: "google", medium: "organic", term: "launchbay+functions" }],
    ["Google without a visible term", "https://www.google.de/", landing, { source: "google", medium: "organic", term: "(not provided)" }],
    ["Bing", "https://www.bing.com/search?q=launchbay", landing, { source: "live", medium: "organic", term: "launchbay" }],
    ["Yahoo", "https://search.yahoo.com/search?p=launchbay", landing, { source: "yahoo", medium: "organic", term: "launchbay" }],
    ["Baidu", "https://www.baidu.com/s?wd=launchbay", landing, { source: "baidu", medium: "organic", term: "launchbay" }],
    ["Yandex", "https://yandex.com/search/?text=launchbay", landing, { source: "yandex", medium: "organic", term: "launchbay" }],
    ["DuckDuckGo", "https://duckduckgo.com/?q=launchbay", landing, { source: "duckduckgo", medium: "organic", term: "launchbay" }],
    ["Ecosia", "https://www.ecosia.org/search?q=launchbay", landing, { source: "ecosia", medium: "organic", term: "launchbay" }],
    ["another site", "https://blog.example.com/post", landing, { source: "blog.example.com", medium: "referral", referrer: "https://blog.example.com/post" }],
    ["utm parameters win over the referrer", "https://duckduckgo.com/?q=x", `${landing}?utm_source=partner&utm_medium=referral`, { source: "partner", medium: "referral" }],
  ])("%s", (_, referrer, url, expected) => {
    expect(getTrafficSource(referrer, url)).toMatchObject(expected);
  });

  it("treats a referrer on the site itself as direct", () => {
    expect(getTrafficSource("http://localhost/get-started/", "http://localhost/functions/overview/")).toMatchObject({ source: "(direct)", medium: "(none)" });
  });
});

describe("the original source", () => {
  beforeEach(() => localStorage.clear());

  it("is saved on the first visit, with the landing page", () => {
    const url = `${landing}?utm_source=newsletter&utm_medium=email`;
    saveOriginalSource(localStorage, "", url);
    expect(JSON.parse(localStorage.getItem(analyticsSettings.storage.originalSource) ?? "null")).toMatchObject({ source: "newsletter", medium: "email" });
    expect(localStorage.getItem(analyticsSettings.storage.originalLanding)).toBe(url);
  });

  it("is never overwritten by later visits", () => {
    saveOriginalSource(localStorage, "https://www.google.com/search?q=launchbay", landing);
    const later = saveOriginalSource(localStorage, "", "https://docs.launchbay.com/get-started/?utm_source=ad&gclid=1");
    expect(later).toEqual({ source: expect.objectContaining({ source: "google", medium: "organic" }), landingPage: landing });
    expect(getOriginalSource(localStorage)).toEqual(later);
  });
});
