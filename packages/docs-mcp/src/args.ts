/** Arguments of `launchbay-docs-mcp`: which docs site the server reads. */
import path from "node:path";
import { site } from "../../../lib/site";
import { outDirSource, siteSource, type DocsSource } from "./source";

export const USAGE = `usage: launchbay-docs-mcp [--site URL | --out DIR]   (default: --site ${site.origin})`;

/** The source named by the arguments; the production docs site by default. */
export function sourceFromArgs(args: string[]): DocsSource {
  const value = (flag: string) => {
    const at = args.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
    if (at < 0) return undefined;
    const arg = args[at] as string;
    const found = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[at + 1];
    if (!found) throw new Error(`${flag} needs a value\n${USAGE}`);
    return found;
  };
  const unknown = args.filter((a, i) => a.startsWith("-") && !/^--(out|site)(=|$)/.test(a) && !(i > 0 && /^--(out|site)$/.test(args[i - 1] ?? "")));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown[0]}\n${USAGE}`);
  const out = value("--out");
  const siteUrl = value("--site");
  if (out && siteUrl) throw new Error(`--out and --site exclude each other\n${USAGE}`);
  if (out) return outDirSource(path.resolve(out));
  return siteSource(siteUrl ?? site.origin);
}
