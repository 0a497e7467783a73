import { getContentIndex } from "@/lib/content";
import { renderLlmsFullTxt } from "@/lib/markdown";

export const dynamic = "force-static";

/** `/llms-full.txt`: the Markdown of every indexable page in one file. */
export function GET() {
  return new Response(renderLlmsFullTxt(getContentIndex()), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
