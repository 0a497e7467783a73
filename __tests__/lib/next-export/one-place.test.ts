/**
 * Only lib/next-export/ reads or rewrites the markup and files of Next's export: nothing else in the site's code
 * knows how Next writes its flight data, chunk scripts, <head> or route payloads, or which files the not-found page is.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "../../..");
const MARKERS = [
  { marker: /__next_f/, what: "the inline flight data (self.__next_f)" },
  { marker: /async=""/, what: "the form of Next's chunk scripts" },
  { marker: /charSet="utf-8"\/>/, what: "the start of Next's <head>" },
  { marker: /__next\\\./, what: "the route payload files (__next.*.txt)" },
  { marker: /(?:_not-found|404)\/index\.html/, what: "the files of the not-found page" },
];

function sources(dir: string): string[] {
  return (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .map((f) => `${dir}/${f.replace(/\\/g, "/")}`)
    .filter((f) => /\.(?:ts|tsx|mjs)$/.test(f) && !f.startsWith("lib/next-export/"));
}

it("keeps what Next's export looks like in lib/next-export/", () => {
  const found = ["lib", "scripts", "app", "components"].flatMap(sources).flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    return MARKERS.filter(({ marker }) => marker.test(text)).map(({ what }) => `${file} knows ${what}`);
  });
  expect(found).toEqual([]);
});

it("would catch a file that knows one", () => {
  const text = "for (const m of html.matchAll(/self\\.__next_f\\.push/g)) {}";
  expect(MARKERS.some(({ marker }) => marker.test(text))).toBe(true);
});
