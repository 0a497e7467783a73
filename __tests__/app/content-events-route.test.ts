/**
 * The live preview's event stream (`npm run dev` only): an event each time the watcher writes `.generated/`'s
 * manifest, none for the other files, and the folder's watch closed when the page goes away.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GET } from "@/app/content-events/route.dev";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-events-"));
process.env.LAUNCHBAY_GENERATED_DIR = dir;

afterAll(() => {
  delete process.env.LAUNCHBAY_GENERATED_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The next chunk of the stream as text, or "(none)" when nothing comes within `ms`. */
async function next(reader: ReadableStreamDefaultReader<Uint8Array>, ms = 1000): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const none = new Promise<string>((resolve) => (timer = setTimeout(() => resolve("(none)"), ms)));
  const chunk = reader.read().then(({ value, done }) => (done ? "(end)" : new TextDecoder().decode(value)));
  try {
    return await Promise.race([chunk, none]);
  } finally {
    clearTimeout(timer);
  }
}

describe("app/content-events (npm run dev)", () => {
  it("sends an event when the manifest is written, none for the other files, and ends when the page goes away", async () => {
    const page = new AbortController();
    const response = GET(new Request("http://127.0.0.1/content-events/", { signal: page.signal }));
    expect(response.headers.get("Content-Type")).toBe("text/event-stream");
    const reader = response.body!.getReader();
    expect(await next(reader)).toBe(": open\n\n");
    fs.writeFileSync(path.join(dir, "content.json"), "{}");
    expect(await next(reader, 300)).toBe("(none)");
    fs.writeFileSync(path.join(dir, "manifest.json"), "{}");
    expect(await next(reader)).toMatch(/^data: written\n\n/);
    page.abort();
    expect(await next(reader)).toBe("(end)");
  });

  it("stops watching when the page cancels the stream, and its request ending after that throws nothing", async () => {
    const page = new AbortController();
    const watch = jest.spyOn(fs, "watch");
    try {
      const reader = GET(new Request("http://127.0.0.1/content-events/", { signal: page.signal })).body!.getReader();
      expect(await next(reader)).toBe(": open\n\n");
      const watcher = watch.mock.results[0]!.value as fs.FSWatcher;
      const closed = jest.spyOn(watcher, "close");
      await reader.cancel();
      expect(closed).toHaveBeenCalledTimes(1);
      const thrown: unknown[] = [];
      const onError = (error: unknown) => thrown.push(error);
      process.on("uncaughtException", onError);
      try {
        page.abort();
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        process.off("uncaughtException", onError);
      }
      expect(thrown).toEqual([]);
      fs.writeFileSync(path.join(dir, "manifest.json"), "{}");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(closed).toHaveBeenCalledTimes(1);
    } finally {
      watch.mockRestore();
    }
  });
});
