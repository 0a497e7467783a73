/** @jest-environment jsdom */
import fs from "node:fs";
import path from "node:path";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { HomeLayout } from "@/components/layout/home-layout";
import { HOME_ENTRIES, parseChangelog } from "@/lib/content/changelog";
import { parseHome } from "@/lib/content/home";

const home = parseHome(fs.readFileSync(path.join(__dirname, "../fixtures/site/home.yaml"), "utf8"));
const changelog = parseChangelog(fs.readFileSync(path.join(__dirname, "../fixtures/site/changelog.yaml"), "utf8"));

describe("HomeLayout", () => {
  it("lists the changelog's entries newest first under What's new?, with links to the changelog and its feed", () => {
    render(<HomeLayout home={home} whatsNew={changelog.slice(0, 2)} />);
    const news = screen.getByRole("region", { name: "What's new?" });
    const items = within(news).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("time")?.getAttribute("dateTime"))).toEqual(["2025-03-04", "2025-01-02"]);
    expect(within(news).getByRole("link", { name: "Custom domains & <HTTPS>" })).toHaveAttribute("href", "/domains/get-started-with-domains/");
    expect(within(news).getByRole("link", { name: "All changes" })).toHaveAttribute("href", "/changelog/");
    expect(within(news).getByRole("link", { name: "RSS feed" })).toHaveAttribute("href", "/changelog/rss.xml");
  });
  it("renders the hero, what's new, cards and video from the data", () => {
    render(<HomeLayout home={home} whatsNew={changelog.slice(0, HOME_ENTRIES)} />);
    expect(screen.getByRole("heading", { level: 1, name: "Fixture home" })).toBeInTheDocument();
    const news = screen.getByRole("region", { name: "What's new?" });
    expect(within(news).getByRole("link", { name: "Functions API" })).toHaveAttribute("href", "/functions/api/");
    expect(within(news).getByText("Jan 2, 2025")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Compute" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Functions" })).toHaveAttribute("href", "/functions/overview/");
    expect(screen.getByRole("heading", { name: "Tour" })).toBeInTheDocument();
  });
  it("takes the card section headings from the data", () => {
    render(<HomeLayout home={home} whatsNew={changelog.slice(0, HOME_ENTRIES)} />);
    const platform = screen.getByRole("region", { name: "Fixture platform" });
    expect(within(platform).getByRole("heading", { level: 3, name: "Compute" })).toBeInTheDocument();
    const support = screen.getByRole("region", { name: "Fixture support" });
    expect(within(support).getByRole("heading", { level: 3, name: "Help" })).toBeInTheDocument();
    expect(within(support).getByText("Ask us.")).toBeInTheDocument();
  });
  it("shows a local poster and creates the video player only on play", () => {
    const { container } = render(<HomeLayout home={home} whatsNew={changelog.slice(0, HOME_ENTRIES)} />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector(".video-poster img")).toHaveAttribute("src", "/images/video-poster.svg");
    fireEvent.click(screen.getByRole("link", { name: /Play video: Tour/ }));
    const player = container.querySelector("iframe");
    expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abcdef123?autoplay=1&rel=0");
    expect(player).toHaveAttribute("title", "Tour");
  });
  it("rejects home data missing a field, naming it", () => {
    expect(() => parseHome("hero: {heading: x, text: y}\n")).toThrow("content/home.yaml:1: platformCards");
  });
  it("rejects a whatsNew list in home.yaml: the changelog is the one source", () => {
    const text = fs.readFileSync(path.join(__dirname, "../fixtures/site/home.yaml"), "utf8");
    expect(() => parseHome(`${text}\nwhatsNew: []\n`)).toThrow(/whatsNew/);
  });
});
