/**
 * The Ask page is its own route (app/ask-launchbay/), so the doc pages' route does not compile its chat: the
 * folder must be the site's Ask path, and the Ask page the only one with the chat layout.
 */
import fs from "node:fs";
import path from "node:path";
import { site } from "@/lib/site";

const root = path.join(__dirname, "../..");

it("has its route folder at the site's Ask path", () => {
  expect(fs.existsSync(path.join(root, "app", site.askPath, "page.tsx"))).toBe(true);
});

it("is the only page of the content with the chat layout", () => {
  const pages = (fs.readdirSync(path.join(root, "content"), { recursive: true }) as string[]).filter((f) => f.endsWith(".mdx"));
  const chat = pages.filter((f) => /^layout: chat$/m.test(fs.readFileSync(path.join(root, "content", f), "utf8").split("\n---")[0] ?? ""));
  expect(chat.map((f) => `/${f.replace(/\\/g, "/").replace(/\.mdx$/, "")}/`)).toEqual([site.askPath]);
});
