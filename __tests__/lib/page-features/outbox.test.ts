import { createOutbox, OUTBOX_STORAGE_KEY } from "@/lib/page-features/outbox";

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

function setup(statuses: (number | "network")[]) {
  const storage = memory();
  let online = true;
  const calls: { url: string; body: unknown }[] = [];
  const fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const status = statuses.shift() ?? 200;
    if (status === "network") throw new TypeError("Failed to fetch");
    return new Response(null, { status });
  }) as unknown as typeof globalThis.fetch;
  const outbox = createOutbox({ storage, fetch, online: () => online });
  return { storage, outbox, calls, setOnline: (value: boolean) => (online = value) };
}

describe("feedback outbox", () => {
  it("POSTs JSON and empties the queue on success", async () => {
    const { outbox, calls, storage } = setup([204]);
    expect(await outbox.enqueue({ id: "a", url: "https://feedback.example/v1", body: { comment: "hi" } })).toBe(true);
    expect(calls).toEqual([{ url: "https://feedback.example/v1", body: { comment: "hi" } }]);
    expect(JSON.parse(storage.getItem(OUTBOX_STORAGE_KEY) ?? "")).toEqual([]);
  });

  it("keeps an item queued while offline and sends it once back online", async () => {
    const { outbox, calls, setOnline } = setup([]);
    setOnline(false);
    expect(await outbox.enqueue({ id: "a", url: "/f", body: 1 })).toBe(false);
    expect(calls).toHaveLength(0);
    expect(outbox.pending().map((i) => i.id)).toEqual(["a"]);
    setOnline(true);
    expect(await outbox.flush()).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("retries after a network error, a 503 or a 429, never dropping the item, in order", async () => {
    const { outbox, calls } = setup(["network", 503, 429, 200, 200]);
    await outbox.enqueue({ id: "a", url: "/f", body: "first" });
    await outbox.enqueue({ id: "b", url: "/f", body: "second" });
    expect(outbox.pending().map((i) => [i.id, i.attempts])).toEqual([
      ["a", 2],
      ["b", 0],
    ]);
    expect(await outbox.flush()).toBe(false);
    expect(await outbox.flush()).toBe(true);
    expect(calls.map((c) => c.body)).toEqual(["first", "first", "first", "first", "second"]);
  });

  it("survives a reload: a new outbox on the same storage sends what the last page queued", async () => {
    const first = setup(["network"]);
    await first.outbox.enqueue({ id: "a", url: "/f", body: "kept" });
    const calls: unknown[] = [];
    const fetch = (async (_url: string, init?: RequestInit) => {
      calls.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    expect(await createOutbox({ storage: first.storage, fetch, online: () => true }).flush()).toBe(true);
    expect(calls).toEqual(["kept"]);
  });

  it("drops only what the endpoint rejects for good (a 400), logging it", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const { outbox } = setup([400]);
    expect(await outbox.enqueue({ id: "bad", url: "/f", body: {} })).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("rejected bad with 400"));
    error.mockRestore();
  });

  it("queues an id once and runs one flush at a time", async () => {
    const { outbox, calls } = setup([200]);
    await Promise.all([outbox.enqueue({ id: "a", url: "/f", body: 1 }), outbox.enqueue({ id: "a", url: "/f", body: 1 }), outbox.flush()]);
    expect(calls).toHaveLength(1);
  });
});
