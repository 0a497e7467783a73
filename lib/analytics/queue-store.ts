import type { Instance, QueuedCall } from "@/lib/analytics/types";

interface QueueStoreOptions {
  storage: Storage;
  key: string;
  /** Most calls kept; the oldest non-identify calls go first. */
  limit: number;
  /** Plugins of this instance: calls saved for any other plugin are dropped on restore. */
  plugins: string[];
}

const replayable = new Set(["page", "track", "identify"]);

function isQueuedCall(value: unknown): value is QueuedCall {
  if (typeof value !== "object" || value === null) return false;
  const { plugin, payload } = value as Partial<QueuedCall>;
  return typeof plugin === "string" && typeof payload === "object" && payload !== null && replayable.has(payload.type);
}

function readQueue(storage: Storage, key: string): QueuedCall[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isQueuedCall) : [];
  } catch {
    return [];
  }
}

function currentQueue(instance: Instance): QueuedCall[] {
  const queue = instance.getState("queue") as { actions?: unknown[] } | undefined;
  return (queue?.actions ?? []).filter(isQueuedCall).map(({ plugin, payload }) => ({ plugin, payload }));
}

/** Keeps identify calls (at the front) and the newest others, at most `limit` in all. */
export function capQueue(calls: QueuedCall[], limit: number): QueuedCall[] {
  const identifies = calls.filter((call) => call.payload.type === "identify").slice(0, limit);
  const others = calls.filter((call) => call.payload.type !== "identify");
  return [...identifies, ...others.slice(Math.max(0, others.length - (limit - identifies.length)))];
}

/**
 * Persists the library's offline/not-loaded queue in localStorage, so calls queued offline survive a reload and
 * are replayed by the library's drain on the next page. Restores the saved calls into the new instance (identify
 * calls first, as the library orders them), then saves after every change: a call queued, a drain, page hide.
 * Resolves once the restored calls are in the queue, before any new call should be made.
 */
export function persistQueue(instance: Instance, { storage, key, limit, plugins }: QueueStoreOptions): Promise<void> {
  const saved = readQueue(storage, key).filter((call) => plugins.includes(call.plugin));
  // What storage holds for this page: an instance with nothing queued never writes (another tab may own the queue).
  let last = JSON.stringify(saved);
  const save = () => {
    const calls = capQueue(currentQueue(instance), limit);
    const text = JSON.stringify(calls);
    if (text === last) return;
    try {
      if (calls.length) storage.setItem(key, text);
      else storage.removeItem(key);
      last = text;
    } catch {
      // Storage full or blocked: the calls stay queued in memory for this page.
    }
  };
  const scheduleSave = () => setTimeout(save, 0);
  // Listeners run before the reducer, and the drain rewrites the queue after its calls: save on the next task.
  instance.on("queue", scheduleSave);
  instance.on("*", ({ payload }: { payload: { _?: { from?: string } } }) => {
    if (payload._?.from === "queueDrain") scheduleSave();
  });
  window.addEventListener("pagehide", save);
  // The reducer puts each identify in front: restore the others in order, then the identify calls last-first.
  const restoreOrder = [...saved.filter((c) => c.payload.type !== "identify"), ...saved.filter((c) => c.payload.type === "identify").reverse()];
  for (const call of restoreOrder) instance.dispatch({ type: "queue", plugin: call.plugin, payload: call.payload, _: { called: "queue", from: "restore" } });
  return new Promise((resolve) => setTimeout(resolve, 0));
}
