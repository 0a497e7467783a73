/** @jest-environment jsdom */
import { render, waitFor } from "@testing-library/react";
import { usePathname, useSearchParams } from "next/navigation";
import { Analytics } from "@/components/analytics.client";
import { startAnalytics } from "@/lib/analytics/load";
import { takeUnsentViews } from "@/lib/analytics/carried-view";

jest.mock("next/navigation", () => ({ usePathname: jest.fn(), useSearchParams: jest.fn() }));
jest.mock("@/lib/analytics/load", () => ({ startAnalytics: jest.fn() }));

/** A pageshow of a page restored from the back-forward cache (jsdom has no PageTransitionEvent). */
const restoredFromCache = () => window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));

// Its own file: the island keeps one analytics start per page load (module state), and this page's starts last.
describe("the analytics island, left before analytics loaded", () => {
  it("leaves the landing view to the site's next page (any tab); restored from the back-forward cache, it sends it itself unless that page did", async () => {
    jest.mocked(startAnalytics).mockResolvedValue({ page: jest.fn() } as unknown as Awaited<ReturnType<typeof startAnalytics>>);
    window.history.pushState(null, "", "/guides/deploy/");
    jest.mocked(usePathname).mockReturnValue("/guides/deploy/");
    jest.mocked(useSearchParams).mockReturnValue(new URLSearchParams() as unknown as ReturnType<typeof useSearchParams>);
    document.title = "Deploy a site";
    render(<Analytics />);

    // Left: the view waits in the site's storage.
    window.dispatchEvent(new Event("pagehide"));
    expect(startAnalytics).not.toHaveBeenCalled();
    const kept = localStorage.getItem("launchbay:unsent-views");
    expect(takeUnsentViews(localStorage)).toEqual([expect.objectContaining({ title: "Deploy a site", path: "/guides/deploy/", url: "http://localhost/guides/deploy/" })]);

    // Back before any other page took it: taken back, to be sent from here.
    localStorage.setItem("launchbay:unsent-views", kept as string);
    restoredFromCache();
    expect(localStorage.getItem("launchbay:unsent-views")).toBeNull();

    // Left again, and another page of the site sent it (took it) before the reader came back: not sent again.
    window.dispatchEvent(new Event("pagehide"));
    expect(takeUnsentViews(localStorage)).toHaveLength(1);
    restoredFromCache();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));
    await waitFor(() => expect(startAnalytics).toHaveBeenCalledTimes(1));
    expect(startAnalytics).toHaveBeenCalledWith(expect.objectContaining({ path: "/guides/deploy/" }), { landingSent: true });
  });
});
