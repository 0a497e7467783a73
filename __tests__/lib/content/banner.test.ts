/** @jest-environment jsdom */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyBannerBeforePaint, BANNER_DISMISSED_ATTRIBUTE, BANNER_STORAGE_KEY, bannerScript, checkBanner, getBanner, parseBanner } from "@/lib/content/banner";

const valid = `# comment
banner:
  id: launch-2026
  text: Something new.
  link:
    text: Read more
    url: /get-started/
`;

describe("the announcement banner's data file", () => {
  it("reads a banner, an optional link, and none", () => {
    expect(parseBanner(valid)).toEqual({ id: "launch-2026", text: "Something new.", link: { text: "Read more", url: "/get-started/" } });
    expect(parseBanner("banner:\n  id: x\n  text: Plain.\n")).toEqual({ id: "x", text: "Plain." });
    expect(parseBanner("banner: null\n")).toBeNull();
  });

  it.each([
    ["banner:\n  id: Launch 2026\n  text: T\n", "content/banner.yaml:2: banner.id: an id of lowercase letters"],
    ["banner:\n  id: a\n  text: T\n  link:\n    text: L\n    url: javascript:alert(1)\n", "content/banner.yaml:6: banner.link.url: a site path starting with / or an https:// URL"],
    ["banner:\n  id: a\n\n\n  text: T\n  colour: red\n", "content/banner.yaml:2: banner: Unrecognized key"],
    ["banner:\n  text: T\n", "content/banner.yaml:2: banner.id:"],
    ["banner:\n  id: a\n  id: b\n  text: T\n", "content/banner.yaml:3: YAML error: Map keys must be unique"],
    ["announcement: x\n", "content/banner.yaml:1: "],
  ])("rejects %j with the file, line and reason", (text, message) => {
    expect(() => parseBanner(text)).toThrow(message);
  });

  it("reads the file again when it changed, and checks that a site link leads to a page, naming the line", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "banner-"));
    try {
      expect(checkBanner(root, () => false)).toEqual([]); // no file, no banner
      expect(getBanner(root)).toBeNull();
      fs.writeFileSync(path.join(root, "banner.yaml"), valid);
      // Read again once the file is there or changed (npm run dev's watcher is one process).
      expect(getBanner(root)).toEqual(parseBanner(valid));
      fs.writeFileSync(path.join(root, "banner.yaml"), "banner: null\n");
      expect(getBanner(root)).toBeNull();
      fs.writeFileSync(path.join(root, "banner.yaml"), valid);
      expect(checkBanner(root, (p) => p === "/get-started/")).toEqual([]);
      expect(checkBanner(root, () => false)).toEqual([expect.stringMatching(/banner\.yaml:7: banner\.link\.url: link to \/get-started\/: no such page$/)]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the banner's pre-paint script", () => {
  const root = document.documentElement;
  beforeEach(() => {
    localStorage.clear();
    root.removeAttribute(BANNER_DISMISSED_ATTRIBUTE);
    document.body.innerHTML = `<div class="site-banner"><button data-banner-dismiss><svg><path/></svg></button></div><main id="main" tabindex="-1"></main>`;
  });

  it("is self-contained and carries the banner's id", () => {
    const script = bannerScript({ id: "launch-2026", text: "T" });
    expect(script).toContain('"launch-2026"');
    // Serialised without closures: it runs as it is in a page.
    expect(() => new Function(script)).not.toThrow();
  });

  it("hides a banner whose id was dismissed, and shows one with another id", () => {
    localStorage.setItem(BANNER_STORAGE_KEY, "old-banner");
    applyBannerBeforePaint("new-banner", BANNER_STORAGE_KEY, BANNER_DISMISSED_ATTRIBUTE);
    expect(root.hasAttribute(BANNER_DISMISSED_ATTRIBUTE)).toBe(false);
    localStorage.setItem(BANNER_STORAGE_KEY, "new-banner");
    applyBannerBeforePaint("new-banner", BANNER_STORAGE_KEY, BANNER_DISMISSED_ATTRIBUTE);
    expect(root.hasAttribute(BANNER_DISMISSED_ATTRIBUTE)).toBe(true);
  });

  it("dismisses on the button (or its icon), stores the id and moves focus to the main content", () => {
    applyBannerBeforePaint("b-1", BANNER_STORAGE_KEY, BANNER_DISMISSED_ATTRIBUTE);
    expect(root.hasAttribute(BANNER_DISMISSED_ATTRIBUTE)).toBe(false);
    document.querySelector("path")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(root.hasAttribute(BANNER_DISMISSED_ATTRIBUTE)).toBe(true);
    expect(localStorage.getItem(BANNER_STORAGE_KEY)).toBe("b-1");
    expect(document.activeElement?.id).toBe("main");
  });
});
