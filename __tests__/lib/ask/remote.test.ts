import { askRemote, buildAskRequest, citationsFor } from "@/lib/ask/remote";
import type { AskSource } from "@/lib/ask/types";

const sources: AskSource[] = [
  { id: "a", url: "/domains/get-started-with-domains/#add-a-custom-domain", pageTitle: "Get started with domains", headings: ["Add a custom domain"], text: "Open Domain management.", score: 2 },
  { id: "b", url: "/get-started/", pageTitle: "Get started with Launchbay", headings: [], text: "x".repeat(5000), score: 1 },
];

/** A streamed text response, one chunk per string, `gap` ms apart. */
function streamed(chunks: string[], gap = 0): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      async start(controller) {
        for (const chunk of chunks) {
          if (gap) await new Promise((r) => setTimeout(r, gap));
          controller.enqueue(encoder.encode(chunk));
        }
        controller.close();
      },
    }),
    { headers: { "Content-Type": "text/plain; charset=utf-8" } },
  );
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe("the Ask request", () => {
  it("sends the question, the history and the numbered sections as context", () => {
    const request = buildAskRequest("How?", [{ role: "user", content: "Hi" }], sources);
    expect(request.question).toBe("How?");
    expect(request.history).toEqual([{ role: "user", content: "Hi" }]);
    expect(request.context[0]).toEqual({
      id: 1,
      title: "Get started with domains › Add a custom domain",
      url: "https://docs.launchbay.com/domains/get-started-with-domains/#add-a-custom-domain",
      text: "Open Domain management.",
    });
    expect(request.context[1]?.text).toHaveLength(2000);
  });

  it("sends a section's Markdown (tables, code) as its context when it was loaded", () => {
    const markdown = "| Limit | Value |\n| --- | --- |\n| Timeout | 10 s |";
    const request = buildAskRequest("How long?", [], [{ ...sources[0]!, markdown }]);
    expect(request.context[0]?.text).toBe(markdown);
  });

  it("cites the sections the answer's markers name, or all when it names none", () => {
    expect(citationsFor("Do this [2].", sources).map((c) => c.n)).toEqual([2]);
    expect(citationsFor("Do this.", sources).map((c) => c.n)).toEqual([1, 2]);
  });
});

describe("askRemote", () => {
  it("POSTs JSON and streams the text as it arrives", async () => {
    const fetchMock = jest.fn(async () => streamed(["Open ", "Domain management [1]."]));
    global.fetch = fetchMock as unknown as typeof fetch;
    const seen: string[] = [];
    const answer = await askRemote("https://ask.example/api", { question: "How?", history: [], sources }, { idleMs: 1000, onText: (t) => seen.push(t) });
    expect(seen).toEqual(["Open ", "Open Domain management [1]."]);
    expect(answer).toEqual({ found: true, text: "Open Domain management [1].", citations: [{ n: 1, url: sources[0]!.url, title: "Get started with domains › Add a custom domain" }] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://ask.example/api");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toMatchObject({ question: "How?", context: [{ id: 1 }, { id: 2 }] });
  });

  it("fails on an error status or an empty answer", async () => {
    global.fetch = (async () => new Response("busy", { status: 503 })) as typeof fetch;
    await expect(askRemote("https://ask.example/api", { question: "How?", history: [], sources }, { idleMs: 1000, onText: () => {} })).rejects.toThrow("HTTP 503");
    global.fetch = (async () => streamed(["  "])) as typeof fetch;
    await expect(askRemote("https://ask.example/api", { question: "How?", history: [], sources }, { idleMs: 1000, onText: () => {} })).rejects.toThrow("empty answer");
  });

  it("gives up when the service stays silent longer than the timeout", async () => {
    global.fetch = ((_: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))))) as typeof fetch;
    await expect(askRemote("https://ask.example/api", { question: "How?", history: [], sources }, { idleMs: 50, onText: () => {} })).rejects.toThrow("no answer within 50 ms");
  });
});
