/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { NotFoundEvent } from "@/components/not-found-event.client";
import { trackEvent } from "@/lib/analytics/events";

jest.mock("@/lib/analytics/events", () => ({ ...jest.requireActual("@/lib/analytics/events"), trackEvent: jest.fn() }));

describe("NotFoundEvent", () => {
  beforeEach(() => (trackEvent as jest.Mock).mockClear());

  it("reports the missing path and the referrer", () => {
    window.history.replaceState(null, "", "/no-such-page/");
    render(<NotFoundEvent />);
    expect(trackEvent).toHaveBeenCalledWith("Page Not Found", { path: "/no-such-page/", referrer: document.referrer });
  });

  it("stays silent while the fallback sends the reader to the page the path names", () => {
    document.documentElement.dataset.redirecting = "1";
    render(<NotFoundEvent />);
    expect(trackEvent).not.toHaveBeenCalled();
    delete document.documentElement.dataset.redirecting;
  });
});
