/** @jest-environment jsdom */
import {
  CARRIED_VIEW_KEY,
  CARRIED_VIEW_MAX_AGE_MS,
  carryViewStatement,
  keepUnsentView,
  takeBackUnsentView,
  takeCarriedView,
  takeUnsentViews,
  UNSENT_VIEW_MAX_AGE_MS,
} from "@/lib/analytics/carried-view";
import { notFoundFallbackScript } from "@/lib/hosting/redirects";

afterEach(() => sessionStorage.clear());

describe("the 404 view carried to the next page", () => {
  it("records the missing URL's view, which the next page takes once", () => {
    window.history.replaceState(null, "", "/Functions/API/?ref=x#limits");
    new Function(carryViewStatement("Page not found | Launchbay Docs"))();
    const view = takeCarriedView(sessionStorage);
    expect(view).toEqual({
      title: "Page not found | Launchbay Docs",
      url: "http://localhost/Functions/API/?ref=x",
      path: "/Functions/API/",
      hash: "#limits",
      search: "?ref=x",
      width: window.innerWidth,
      height: window.innerHeight,
      referrer: "",
    });
    expect(takeCarriedView(sessionStorage)).toBeNull();
  });

  it("ignores a stale or malformed record, and removes it", () => {
    sessionStorage.setItem(
      CARRIED_VIEW_KEY,
      JSON.stringify({ at: Date.now() - CARRIED_VIEW_MAX_AGE_MS - 1, view: { title: "", url: "", path: "", hash: "", search: "", width: 1, height: 1, referrer: "" } }),
    );
    expect(takeCarriedView(sessionStorage)).toBeNull();
    expect(sessionStorage.getItem(CARRIED_VIEW_KEY)).toBeNull();
    sessionStorage.setItem(CARRIED_VIEW_KEY, "{not json");
    expect(takeCarriedView(sessionStorage)).toBeNull();
    sessionStorage.setItem(CARRIED_VIEW_KEY, JSON.stringify({ at: Date.now(), view: { path: 1 } }));
    expect(takeCarriedView(sessionStorage)).toBeNull();
  });

  it("is recorded by the 404 fallback only when it redirects", () => {
    const replace = jest.fn();
    const run = (pathname: string) => {
      window.history.replaceState(null, "", pathname);
      const script = notFoundFallbackScript(["/functions/api/"], {}).replace("location.replace(", "replaceSpy(");
      new Function("replaceSpy", script)(replace);
    };
    run("/no-such-page/");
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CARRIED_VIEW_KEY)).toBeNull();
    run("/FUNCTIONS/API/");
    expect(replace).toHaveBeenCalledWith("/functions/api/");
    expect(takeCarriedView(sessionStorage)).toMatchObject({ path: "/FUNCTIONS/API/", title: "Page not found | Launchbay Docs" });
  });
});

describe("page views left before analytics loaded", () => {
  const view = (path: string) => ({ title: path, url: `http://localhost${path}`, path, hash: "", search: "", width: 1, height: 1, referrer: "" });

  it("keeps each page's view, and the next page takes them all once, oldest first", () => {
    keepUnsentView(sessionStorage, view("/a/"), 1000);
    keepUnsentView(sessionStorage, view("/b/"), 2000);
    expect(takeUnsentViews(sessionStorage, 3000).map((v) => v.path)).toEqual(["/a/", "/b/"]);
    expect(takeUnsentViews(sessionStorage, 3000)).toEqual([]);
  });

  it("drops a view older than UNSENT_VIEW_MAX_AGE_MS and a malformed record", () => {
    keepUnsentView(sessionStorage, view("/old/"), 1000);
    keepUnsentView(sessionStorage, view("/new/"), 1000 + UNSENT_VIEW_MAX_AGE_MS);
    expect(takeUnsentViews(sessionStorage, 1001 + UNSENT_VIEW_MAX_AGE_MS).map((v) => v.path)).toEqual(["/new/"]);
    sessionStorage.setItem("launchbay:unsent-views", '[{"at":1,"view":{"path":3}}, "x"]');
    expect(takeUnsentViews(sessionStorage, 2)).toEqual([]);
    sessionStorage.setItem("launchbay:unsent-views", "{not json");
    expect(takeUnsentViews(sessionStorage, 2)).toEqual([]);
  });

  it("gives a page restored from the back-forward cache its own view back, and says when another page took it", () => {
    const a = keepUnsentView(sessionStorage, view("/a/"), 1000);
    const b = keepUnsentView(sessionStorage, view("/b/"), 2000);
    expect(takeBackUnsentView(sessionStorage, b)).toBe(true);
    expect(takeBackUnsentView(sessionStorage, b)).toBe(false);
    expect(takeUnsentViews(sessionStorage, 3000).map((v) => v.path)).toEqual(["/a/"]);
    expect(takeBackUnsentView(sessionStorage, a)).toBe(false);
  });
});
