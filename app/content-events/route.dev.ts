import fs from "node:fs";
import path from "node:path";
import { generatedFile } from "@/lib/content/generated";

export const dynamic = "force-static";

/**
 * `npm run dev` only: an event stream with an event each time the live preview's watcher writes `.generated/`'s
 * manifest (a new version of the content). The open page's live preview (components/dev-reload.client.tsx) then asks
 * /content-version.json at once instead of on its next poll, which it keeps doing in case this stream drops.
 */
export function GET(request: Request) {
  const manifest = generatedFile("manifest");
  let watcher: fs.FSWatcher | undefined;
  // Once, whichever ends the stream first: the page cancelling it, or its request ending (closing a stream the page
  // cancelled throws).
  let open = true;
  const stop = () => {
    open = false;
    watcher?.close();
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder();
      // The folder, not the file: the watcher writes the manifest last, as a new file renamed over the old one.
      watcher = fs.watch(path.dirname(manifest), (_event, name) => {
        if (name === path.basename(manifest)) controller.enqueue(bytes.encode("data: written\n\n"));
      });
      // A comment line: the browser's EventSource is open.
      controller.enqueue(bytes.encode(": open\n\n"));
      request.signal.addEventListener("abort", () => {
        if (!open) return;
        stop();
        controller.close();
      });
    },
    cancel: stop,
  });
  return new Response(stream, { headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store" } });
}
