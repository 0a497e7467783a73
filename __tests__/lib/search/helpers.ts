import path from "node:path";
import { buildContentIndex } from "@/lib/content/build";
import { buildPackedIndex, buildPageTexts } from "@/lib/search/build-index";
import { SearchEngine } from "@/lib/search/engine";
import { buildSearchSections } from "@/lib/search/sections";
import type { SearchSection } from "@/lib/search/types";

/** The content index of the fixture site. */
export const fixtureIndex = () => buildContentIndex({ root: path.join(__dirname, "../../fixtures/site") });

/** A section with defaults, for hand-made indexes. */
export function section(
  path: string,
  pageTitle: string,
  headings: string[],
  text: string,
  anchor = headings.length ? headings[headings.length - 1]!.toLowerCase().replace(/ /g, "-") : "",
): SearchSection {
  return { id: anchor ? `${path}#${anchor}` : path, path, anchor, pageTitle, weight: 1, group: "", headings, text, code: "" };
}

/** An engine over sections, through the same JSON round trip as the browser. */
export function engineFor(sections: SearchSection[]): SearchEngine {
  return new SearchEngine(JSON.parse(JSON.stringify(buildPackedIndex(sections))));
}

/** A minimal fetch response (jsdom has no Response). */
const reply = (status: number, body: string) => ({ ok: status < 300, status, json: async () => JSON.parse(body) as unknown }) as Response;

/** A fake fetch serving the packed index and page texts of sections, counting requests. */
export function fakeSite(sections: SearchSection[]) {
  const index = JSON.stringify(buildPackedIndex(sections));
  const texts = buildPageTexts(sections);
  const requests: string[] = [];
  let offline = false;
  const fetcher = async (url: string) => {
    requests.push(url);
    if (offline) throw new TypeError("Failed to fetch");
    if (url === "/search-index.json") return reply(200, index);
    const page = [...texts.values()].find((p) => url === `/search-text/${p.path.slice(1, -1).replace(/\//g, "-")}.json`);
    return page ? reply(200, JSON.stringify(page)) : reply(404, "");
  };
  return { fetcher, requests, setOffline: (value: boolean) => (offline = value) };
}

export { buildSearchSections };
