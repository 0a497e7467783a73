import { getPageTexts } from "@/lib/search/server";

export const dynamic = "force-static";
export const dynamicParams = false;

/**
 * `npm run dev` only (next.config.mjs lists the `dev.ts` extension in development): the build writes these
 * files in its postbuild step instead, so 300 tiny routes do not take a Next worker's share of the pages.
 * One file per searchable page: `functions-api.json`.
 */
export function generateStaticParams() {
  return [...getPageTexts().keys()].map((key) => ({ file: `${key}.json` }));
}

/** The section texts of one page, for result snippets and Ask answers. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const page = getPageTexts().get((await params).file.replace(/\.json$/, ""));
  if (!page) return new Response("Not found", { status: 404 });
  return Response.json(page);
}
