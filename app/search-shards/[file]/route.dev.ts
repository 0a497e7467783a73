import { getSplitIndex } from "@/lib/search/server";

export const dynamic = "force-static";
export const dynamicParams = false;

/** `npm run dev` only: the term shards and section blocks of the split search index (postbuild writes them in the build). */
export function generateStaticParams() {
  return [...getSplitIndex().files.keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = getSplitIndex().files.get((await params).file);
  if (!file) return new Response("Not found", { status: 404 });
  return Response.json(file);
}
