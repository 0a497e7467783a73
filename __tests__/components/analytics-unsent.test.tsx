/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { usePathname, useSearchParams } from "next/navigation";
import { Analytics } from "@/components/analytics.client";
import { startAnalytics } from "@/lib/analytics/load";
import { takeCarriedView, UNSENT_VIEW_KEY, UNSENT_VIEW_MAX_AGE_MS } from "@/lib/analytics/carried-view";

jest.mock("next/navigation", () => ({ usePathname: jest.fn(), useSearchParams: jest.fn() }));
jest.mock("@/lib/analytics/load", () => ({ startAnalytics: jest.fn() }));

// Its own file: the island keeps one analytics start per page load (module state), and this page's never starts.
describe("the analytics island, left before analytics loaded", () => {
  it("leaves the landing view to the tab's next page, which sends it (lib/analytics/load.ts)", async () => {
    window.history.pushState(null, "", "/guides/deploy/");
    jest.mocked(usePathname).mockReturnValue("/guides/deploy/");
    jest.mocked(useSearchParams).mockReturnValue(new URLSearchParams() as unknown as ReturnType<typeof useSearchParams>);
    document.title = "Deploy a site";
    render(<Analytics />);
    window.dispatchEvent(new Event("pagehide"));
    expect(startAnalytics).not.toHaveBeenCalled();
    expect(takeCarriedView(sessionStorage, Date.now(), UNSENT_VIEW_KEY, UNSENT_VIEW_MAX_AGE_MS)).toEqual(
      expect.objectContaining({ title: "Deploy a site", path: "/guides/deploy/", url: "http://localhost/guides/deploy/" }),
    );
  });
});
