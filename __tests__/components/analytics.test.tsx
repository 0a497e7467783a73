/** @jest-environment jsdom */
import { render, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { usePathname, useSearchParams } from "next/navigation";
import { Analytics } from "@/components/analytics.client";
import { startAnalytics } from "@/lib/analytics/load";

jest.mock("next/navigation", () => ({ usePathname: jest.fn(), useSearchParams: jest.fn() }));
jest.mock("@/lib/analytics/load", () => ({ startAnalytics: jest.fn() }));

const navigate = (path: string, search = "") => {
  window.history.pushState(null, "", `${path}${search}`);
  jest.mocked(usePathname).mockReturnValue(path);
  jest.mocked(useSearchParams).mockReturnValue(new URLSearchParams(search) as unknown as ReturnType<typeof useSearchParams>);
};

describe("the analytics island", () => {
  it("loads analytics once with the landing page view, then sends a page view per client navigation with the previous page as referrer", async () => {
    const page = jest.fn().mockResolvedValue(undefined);
    jest.mocked(startAnalytics).mockResolvedValue({ page } as unknown as Awaited<ReturnType<typeof startAnalytics>>);
    document.title = "Functions overview";
    navigate("/functions/overview/");
    const { rerender } = render(<Analytics />);
    // Nothing loads before the reader acts or the page has idled a while (lib/browser/later.ts): a key press.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startAnalytics).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" }));
    await waitFor(() => expect(startAnalytics).toHaveBeenCalledTimes(1));
    expect(startAnalytics).toHaveBeenCalledWith(expect.objectContaining({ title: "Functions overview", url: "http://localhost/functions/overview/", path: "/functions/overview/", referrer: "" }), {
      landingSent: false,
    });

    document.title = "Functions API";
    navigate("/functions/api/", "?tab=1");
    rerender(<Analytics />);
    await waitFor(() => expect(page).toHaveBeenCalledTimes(1));
    expect(page).toHaveBeenCalledWith(expect.objectContaining({ title: "Functions API", path: "/functions/api/", search: "?tab=1", referrer: "http://localhost/functions/overview/" }));

    rerender(<Analytics />); // a re-render without navigation sends nothing
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page).toHaveBeenCalledTimes(1);
    expect(startAnalytics).toHaveBeenCalledTimes(1);
  });

  it("reads no query in the static prerender, where it would make part of every page client-rendered", () => {
    // Next's prerender throws from useSearchParams to the nearest Suspense boundary, which then ships empty.
    jest.mocked(useSearchParams).mockImplementation(() => {
      throw new Error("Bail out to client-side rendering: useSearchParams()");
    });
    expect(renderToString(<Analytics />)).toBe("");
  });
});
