import { buildSearchGroups } from "@/lib/search/groups";
import { buildPackedIndex, buildPageTexts } from "@/lib/search/build-index";
import { SearchEngine } from "@/lib/search/engine";
import { splitIndex } from "@/lib/search/shards";
import { search as searchConfig } from "@/lib/site";
import { buildSearchSections } from "@/lib/search/sections";
import type { SemanticInputs } from "@/lib/search/semantic-build";
import type { SearchSection } from "@/lib/search/types";

export { fixtureIndex } from "../../helpers/fixture-site";

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

/**
 * A fake fetch serving the packed index whole, the same index split (core and shards, as the build writes
 * them) and the page texts of sections, counting requests. `shardBytes` makes small shards (many per query).
 */
export function fakeSite(sections: SearchSection[], shardBytes?: number) {
  const packed = buildPackedIndex(sections);
  const index = JSON.stringify(packed);
  const split = splitIndex(packed, shardBytes, shardBytes ? 8 : undefined);
  const core = JSON.stringify(split.core);
  const texts = buildPageTexts(sections);
  const groups = JSON.stringify(buildSearchGroups(sections));
  const requests: string[] = [];
  let offline = false;
  const fetcher = async (url: string) => {
    requests.push(url);
    if (offline) throw new TypeError("Failed to fetch");
    if (url === "/search-index.json") return reply(200, index);
    if (url === searchConfig.corePath) return reply(200, core);
    if (url === searchConfig.groupsPath) return reply(200, groups);
    if (url.startsWith(searchConfig.shardDir) && split.files.has(url.slice(searchConfig.shardDir.length))) return reply(200, JSON.stringify(split.files.get(url.slice(searchConfig.shardDir.length))));
    const page = [...texts.values()].find((p) => url === `/search-text/${p.path.slice(1, -1).replace(/\//g, "-")}.json`);
    return page ? reply(200, JSON.stringify(page)) : reply(404, "");
  };
  return { fetcher, requests, split, setOffline: (value: boolean) => (offline = value) };
}

export { buildSearchSections };

/** Six reserved pieces, then words; "deadline" means what "timeout" means, "banana" nothing near. */
export function tinyInputs(): SemanticInputs {
  const words: [string, number[]][] = [
    ["▁timeout", [1, 0.1, 0, 0, 0, 0, 0, 0]],
    ["▁deadline", [1, 0.12, 0, 0, 0, 0, 0, 0.02]],
    ["▁domain", [0, 1, 0.1, 0, 0, 0, 0, 0]],
    ["▁deploy", [0, 0, 1, 0.2, 0, 0, 0, 0]],
    ["▁banana", [0, 0, 0, 0, 0, 1, 0.3, 0]],
    ["▁function", [0, 0, 0.1, 1, 0, 0, 0, 0]],
  ];
  const vocabulary: [string, number][] = [["<unk>", 0], ["<s>", 0], ["</s>", 0], ["x1", 0], ["x2", 0], ["x3", 0], ...words.map(([piece], i): [string, number] => [piece, -8 - i * 0.1])];
  const vectors = [...Array.from({ length: 6 }, () => new Float32Array(8)), ...words.map(([, v]) => Float32Array.from(v))];
  return { vocabulary, vectors };
}
