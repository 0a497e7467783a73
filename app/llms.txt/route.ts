import { getContentIndex } from "@/lib/content/pages";
import { renderLlmsTxt } from "@/lib/agents/markdown";

export const dynamic = "force-static";

/** `/llms.txt`: the index of the docs for AI tools (llmstxt.org). */
export function GET() {
  return new Response(renderLlmsTxt(getContentIndex()), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
