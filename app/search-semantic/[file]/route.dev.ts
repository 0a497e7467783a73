import { getSemanticFileName, storedSemanticData } from "@/lib/search/server";

export const dynamic = "force-static";
export const dynamicParams = false;

/**
 * `npm run dev` only: the semantic data of search for the content as it is now (postbuild writes the file in the
 * build). The watcher (scripts/dev.ts) builds it after each saved edit; this route only reads what it stored, so
 * `next dev` never loads the model. 503 while it is still being built: the search client then answers by keywords
 * and asks again when the dialog next opens.
 */
export function generateStaticParams() {
  return [{ file: getSemanticFileName() }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  if ((await params).file !== getSemanticFileName()) return new Response("Not found", { status: 404 });
  const bytes = storedSemanticData();
  if (!bytes) return new Response("The semantic data of this version of the content is still being built", { status: 503, headers: { "Retry-After": "2" } });
  return new Response(new Uint8Array(bytes), { headers: { "Content-Type": "application/octet-stream", "Cache-Control": "no-store" } });
}
