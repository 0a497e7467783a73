/**
 * What a page can fetch after its first view without the reader doing anything: Next's `<Link>` prefetches
 * each link in view (a route tree and a page segment per route) unless it is rendered with `prefetch={false}`
 * (ours prefetch on intent, lib/nav/intent.ts). Read statically from the flight data an exported page carries,
 * for the size budgets (lib/export-checks/budgets.ts): every client-component element with a same-site page `href` (a path
 * ending in `/`: this site's routes; `/x.md` and other files are no routes, and the copy-page button's `href`
 * is one of those) and without `"prefetch":false` is a link the router prefetches on sight.
 */

/** The flight data of an exported page: the strings Next pushes to `self.__next_f`, joined. */
export function flightData(html: string): string {
  const parts = [...html.matchAll(/<script[^>]*>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)].flatMap((match) => JSON.parse(match[1] as string) as unknown[]);
  return parts.filter((part) => typeof part === "string").join("");
}

/** The page without its inline flight data (the `push([1, "…"])` scripts; Next's `push([0])` stays). */
export function withoutInlineFlight(html: string): string {
  return html.replace(/<script[^>]*>self\.__next_f\.push\(\[1,[\s\S]*?\)<\/script>/g, "");
}

/** Bytes of UTF-8 of a page's flight data: what its HTML carries for hydration besides the markup. */
export function flightDataBytes(html: string): number {
  return Buffer.byteLength(flightData(html));
}

/** The JSON value (object or array) starting at `start` in `text`, as a string; strings and escapes respected. */
function balanced(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

/**
 * The same-site routes a page's client links prefetch on sight (see the module comment), without the page's own
 * path: pathnames, unique, in order of appearance.
 */
export function prefetchOnSight(html: string, pagePath?: string, flight = flightData(html)): string[] {
  const routes: string[] = [];
  for (const match of flight.matchAll(/\["\$","\$L[0-9a-z]+",(?:null|"[^"]*"),\{/g)) {
    const props = balanced(flight, (match.index ?? 0) + match[0].length - 1);
    if (!props) continue;
    let parsed: { href?: unknown; prefetch?: unknown };
    try {
      parsed = JSON.parse(props) as { href?: unknown; prefetch?: unknown };
    } catch {
      continue;
    }
    if (typeof parsed.href !== "string" || !parsed.href.startsWith("/") || parsed.href.startsWith("//") || parsed.prefetch === false) continue;
    const route = parsed.href.split(/[?#]/)[0] as string;
    if (route.endsWith("/") && route !== pagePath && !routes.includes(route)) routes.push(route);
  }
  return routes;
}

/**
 * Requests one route prefetch makes in this site's export: its route tree, then its head, the catch-all's layout
 * segment and its page segment (separate files, `prefetchInlining: false` in next.config.mjs); the root layout's
 * segment is fetched once per visit.
 */
export const REQUESTS_PER_PREFETCH = 4;
