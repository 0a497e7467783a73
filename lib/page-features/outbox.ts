/**
 * A small persisted retry queue for JSON POSTs (the feedback comments sent to `NEXT_PUBLIC_FEEDBACK_URL`).
 * Items live in localStorage until the endpoint accepts them: offline, on a network error, a timeout or a
 * 408/429/5xx answer they stay and are retried (on `online`, on a timer with backoff while the page is open,
 * and on the next page load). Only a definitive rejection (another 4xx) removes an item unsent, logged.
 */

export interface OutboxItem {
  id: string;
  url: string;
  body: unknown;
  attempts: number;
}

export const OUTBOX_STORAGE_KEY = "launchbay:feedback-outbox";

/** Waits between retries while the page stays open, ms (the last one repeats). */
export const RETRY_DELAYS = [5_000, 30_000, 120_000] as const;

export interface OutboxDeps {
  storage: Pick<Storage, "getItem" | "setItem"> | undefined;
  fetch: typeof fetch;
  online: () => boolean;
}

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

export function createOutbox({ storage, fetch: send, online }: OutboxDeps) {
  const read = (): OutboxItem[] => {
    try {
      const items = JSON.parse(storage?.getItem(OUTBOX_STORAGE_KEY) ?? "[]") as unknown;
      return Array.isArray(items) ? (items as OutboxItem[]) : [];
    } catch {
      return [];
    }
  };
  const write = (items: OutboxItem[]) => {
    try {
      storage?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or blocked: the in-memory attempt still runs; the item is lost only if this page closes first.
    }
  };
  // Another tab may add or send items meanwhile: every change re-reads the stored list.
  const update = (change: (items: OutboxItem[]) => OutboxItem[]) => write(change(read()));
  let running: Promise<boolean> | null = null;

  /** Sends what is queued, oldest first; resolves true when the queue is empty. One flush at a time. */
  async function run(): Promise<boolean> {
    for (const item of read()) {
      if (!online()) return false;
      let status = 0;
      try {
        status = (await send(item.url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(item.body), keepalive: true, credentials: "omit" })).status;
      } catch {
        status = 0; // network error: offline, DNS, CORS, aborted
      }
      if ((status >= 200 && status < 300) || (status >= 400 && !retryable(status))) {
        if (status >= 400) console.error(`feedback: ${item.url} rejected ${item.id} with ${status}; not retried`);
        update((items) => items.filter((i) => i.id !== item.id));
        continue;
      }
      update((items) => items.map((i) => (i.id === item.id ? { ...i, attempts: i.attempts + 1 } : i)));
      return false;
    }
    return read().length === 0;
  }

  return {
    /** Adds a POST to the queue (persisted first, then tried). */
    enqueue(item: Omit<OutboxItem, "attempts">): Promise<boolean> {
      update((items) => (items.some((i) => i.id === item.id) ? items : [...items, { ...item, attempts: 0 }]));
      return this.flush();
    },
    flush(): Promise<boolean> {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    pending: (): OutboxItem[] => read(),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
