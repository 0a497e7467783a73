/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { ThemeToggle } from "@/components/theme-toggle.client";
import { trackEvent } from "@/lib/analytics/events";

jest.mock("@/lib/analytics/events", () => ({ ...jest.requireActual("@/lib/analytics/events"), trackEvent: jest.fn() }));

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
});

describe("ThemeToggle", () => {
  it("is a labelled group of three choices showing the stored one", () => {
    localStorage.setItem("nf-docs-theme", "dark");
    render(<ThemeToggle />);
    expect(screen.getByRole("group", { name: "Theme" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Light" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "System" })).not.toBeChecked();
  });

  it("saves and applies a choice and reports it", () => {
    render(<ThemeToggle />);
    fireEvent.click(screen.getByRole("radio", { name: "Light" }));
    expect(localStorage.getItem("nf-docs-theme")).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(screen.getByRole("radio", { name: "Light" })).toBeChecked();
    expect(trackEvent).toHaveBeenCalledWith("Theme Changed", { theme: "light" });
    fireEvent.click(screen.getByRole("radio", { name: "Dark" }));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});
