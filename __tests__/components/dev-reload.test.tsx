/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { DevReload, POLL_MS, REFRESH_RETRY_MS } from "@/components/dev-reload.client";
import { resetEngagedOrIdle, whenEngagedOrIdle } from "@/lib/browser/later";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

/** The dev server's answers to /content-version.json, one per poll (the last one repeats). */
function serve(versions: string[]) {
  let call = 0;
  global.fetch = jest.fn(async () => {
    const version = versions[Math.min(call++, versions.length - 1)];
    return { json: async () => ({ version, paths: ["/functions/api/"] }) } as Response;
  }) as typeof fetch;
}

/** Lets `ms` of polling pass. */
async function pass(ms: number) {
  for (let t = 0; t < ms; t += POLL_MS)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_MS);
    });
}

beforeEach(() => {
  jest.useFakeTimers();
  refresh.mockClear();
  resetEngagedOrIdle();
});
afterEach(() => jest.useRealTimers());

describe("DevReload (npm run dev: the live preview)", () => {
  it("does nothing while the page on screen shows the saved content", async () => {
    serve(["v0"]);
    render(<DevReload rendered="v0" />);
    await pass(5 * REFRESH_RETRY_MS);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refreshes once when a save changes the content, and stops when the page shows it", async () => {
    serve(["v0", "v1"]);
    const view = render(<DevReload rendered="v0" />);
    expect((whenEngagedOrIdle() as { status?: string }).status).toBeUndefined();
    await pass(POLL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The page's deferred islands are released first: React would hold the refresh back while one of them waits
    // for the reader (lib/browser/later.ts), ~8 s on a page just opened.
    expect((whenEngagedOrIdle() as { status?: string }).status).toBe("fulfilled");
    view.rerender(<DevReload rendered="v1" />);
    await pass(5 * REFRESH_RETRY_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("refreshes again when a refresh was answered with older content than the saved one", async () => {
    // The page was rendered from v0; the poll sees v1; the refresh comes back still showing v0 (a half-written
    // file, or a render that started before the save). The old island, which remembered only the last polled
    // version, never refreshed again and the edit never showed.
    serve(["v1"]);
    render(<DevReload rendered="v0" />);
    await pass(POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    await pass(REFRESH_RETRY_MS + POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("refreshes at once for each new save, without waiting for the retry delay", async () => {
    serve(["v1", "v2"]);
    render(<DevReload rendered="v0" />);
    await pass(POLL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  describe("with the dev server's event stream", () => {
    /** The page's EventSource (jsdom has none): its URL, and a message as the server sends one. */
    const opened: { url: string; closed: boolean; message: () => void }[] = [];
    beforeEach(() => {
      opened.length = 0;
      global.EventSource = class extends EventTarget {
        constructor(url: string) {
          super();
          opened.push({ url, closed: false, message: () => this.dispatchEvent(new MessageEvent("message", { data: "written" })) });
        }
        close() {
          opened.at(-1)!.closed = true;
        }
      } as unknown as typeof EventSource;
    });
    afterEach(() => delete (global as { EventSource?: unknown }).EventSource);

    it("asks for the version as soon as the server says the watcher wrote one, not on the next poll, and closes the stream when unmounted", async () => {
      serve(["v0", "v1"]);
      const view = render(<DevReload rendered="v0" />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(opened.map((o) => o.url)).toEqual(["/content-events/"]);
      expect(global.fetch).toHaveBeenCalledTimes(1);
      await act(async () => {
        opened[0]!.message();
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(global.fetch).toHaveBeenCalledTimes(2);
      expect(refresh).toHaveBeenCalledTimes(1);
      view.unmount();
      expect(opened[0]!.closed).toBe(true);
    });

    it("runs one poll at a time: messages during a poll make one more after it, and the timer polls on", async () => {
      let answer: (() => void) | undefined;
      global.fetch = jest.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve({ json: async () => ({ version: "v0", paths: [] }) } as Response);
          }),
      ) as typeof fetch;
      render(<DevReload rendered="v0" />);
      await act(async () => {
        opened[0]!.message();
        opened[0]!.message();
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(global.fetch).toHaveBeenCalledTimes(1);
      await act(async () => {
        answer!();
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(global.fetch).toHaveBeenCalledTimes(2);
      await act(async () => {
        answer!();
        await jest.advanceTimersByTimeAsync(POLL_MS);
      });
      expect(global.fetch).toHaveBeenCalledTimes(3);
    });
  });
});
