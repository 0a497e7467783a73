/** @jest-environment jsdom */
import fs from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import { HomeLayout } from "@/components/layout/home-layout";
import { parseHome } from "@/lib/content/home";

const home = parseHome(fs.readFileSync(path.join(__dirname, "../fixtures/site/home.yaml"), "utf8"));

describe("HomeLayout", () => {
  it("renders the hero, what's new, cards and video from the data", () => {
    render(<HomeLayout home={home} />);
    expect(screen.getByRole("heading", { level: 1, name: "Fixture home" })).toBeInTheDocument();
    const news = screen.getByRole("region", { name: "What's new?" });
    expect(within(news).getByRole("link", { name: "Functions API" })).toHaveAttribute("href", "/functions/api/");
    expect(within(news).getByText("Jan 2, 2025")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Compute" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Functions" })).toHaveAttribute("href", "/functions/overview/");
    expect(screen.getByRole("heading", { name: "Tour" })).toBeInTheDocument();
  });
  it("rejects home data missing a field, naming it", () => {
    expect(() => parseHome("hero: {heading: x, text: y}\n")).toThrow("content/home.yaml: whatsNew");
  });
});
