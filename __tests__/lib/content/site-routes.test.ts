/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { LAYOUTS } from "@/lib/content/layouts";
import { SITE_PAGES, SITE_ROUTES } from "@/lib/content/site-routes";

const root = path.join(__dirname, "../../..");

/** Every file of app/ that serves a path in the export: pages, route handlers, the sitemap and robots (dev-only routes are `route.dev.ts`). */
function appRoutes(dir = path.join(root, "app")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appRoutes(file);
    return /^(page\.tsx|route\.ts|sitemap\.ts|robots\.ts)$/.test(entry.name) ? [path.relative(root, file).split(path.sep).join("/")] : [];
  });
}

describe("the route table", () => {
  it("names every route of app/ that is no content page, and only those", () => {
    // The catch-all doc route and the layouts' own routes serve content pages (lib/content/layouts.ts).
    const contentRoutes = new Set(["app/[...slug]/page.tsx", ...Object.values(LAYOUTS).map((layout) => `${layout.route}page.tsx`)]);
    const listed = SITE_ROUTES.filter((route) => route.source !== "postbuild").map((route) => route.source);
    expect(
      appRoutes()
        .filter((file) => !contentRoutes.has(file))
        .sort(),
    ).toEqual([...listed].sort());
  });

  it("serves each path where its source says (a route folder is its path)", () => {
    for (const route of SITE_ROUTES) {
      if (route.source === "postbuild" || /app\/(page|sitemap|robots)\.tsx?$/.test(route.source)) continue;
      const folder = route.source.replace(/^app/, "").replace(/(page\.tsx|route\.ts)$/, "");
      expect([route.path, folder]).toEqual([route.path, route.page ? route.path : `${route.path}/`]);
    }
  });

  it("gives the pages besides the home page to the redirect manifest, the sitemap and the 404 fallback", () => {
    expect(SITE_PAGES).toEqual(["/changelog/"]);
  });
});
