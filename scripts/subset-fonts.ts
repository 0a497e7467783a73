/**
 * `npm run fonts`: writes the subsetted web font in app/fonts/ from its @fontsource-variable package.
 * `npm run fonts -- --check`: exits 1 if the committed files differ from what the installed packages give
 * (run by the unit tests, so a font package upgrade cannot leave stale subsets behind).
 *
 * Why: the fontsource "latin" file holds every Latin-1 and General Punctuation glyph at weights 100–900
 * (Inter: 48 KB). The site uses weights 400–700 and the characters below, so the subset is about 40 %
 * smaller, which is most of the bytes a phone downloads before first paint after the JavaScript runtime.
 * A character outside the subset still renders, in the metric-matched fallback face that next/font
 * declares (see app/fonts.ts).
 */
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import subsetFont from "subset-font";

const root = process.cwd();
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/** Printable ASCII, Latin-1 (accented names, ©, °, ×, NBSP) and the typographic marks our writers and UI use. */
const textCharacters = range(0x20, 0x7e) + range(0xa0, 0xff) + "‘’‚“”„•…‹›—–−→←↑↓€™✓✔";

export const fontSubsets = [{ output: "app/fonts/inter-text.woff2", pkg: "@fontsource-variable/inter", file: "files/inter-latin-wght-normal.woff2", characters: textCharacters }] as const;

/** The weights app/fonts.ts declares; CSS uses 400, 500, 600 and 700. */
const weights = { min: 400, max: 700 };

async function main() {
  const check = process.argv.includes("--check");
  const manifest: Record<string, unknown> = {};
  const stale: string[] = [];
  for (const subset of fontSubsets) {
    const pkgDir = path.join(root, "node_modules", subset.pkg);
    const source = fs.readFileSync(path.join(pkgDir, subset.file));
    const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")) as { version: string };
    const font = await subsetFont(source, subset.characters, { targetFormat: "woff2", variationAxes: { wght: weights } });
    manifest[subset.output] = { from: `${subset.pkg}@${version}/${subset.file}`, sourceBytes: source.length, bytes: font.length, sha256: crypto.createHash("sha256").update(font).digest("hex") };
    const target = path.join(root, subset.output);
    if (check) {
      if (!fs.existsSync(target) || !fs.readFileSync(target).equals(font)) stale.push(subset.output);
    } else {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, font);
      console.log(`${subset.output}: ${source.length} → ${font.length} bytes`);
    }
  }
  if (stale.length > 0) {
    console.error(`Stale font subsets: ${stale.join(", ")}. Run \`npm run fonts\` and commit the files.`);
    process.exit(1);
  }
  if (check) console.log("font subsets are current");
  else fs.writeFileSync(path.join(root, "app/fonts/subsets.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
