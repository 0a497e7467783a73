import { readStoredList } from "@/lib/analytics/carried-view";
import type { Instance, QueuedCall } from "@/lib/analytics/types";

interface QueueStoreOptions {
  storage: Storage;
  key: string;
  /**
   * The Web Locks API (navigator.locks). With it each tab keeps its own queue under `key:tab:<id>`, held by a
   * lock of that name for the page's life, and a page adopts only the queues of tabs that are gone (see
   * persistQueue). Without it, the one shared `key` as before (two tabs may then overwrite each other's queue).
   */
  locks?: LockManager | null;
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

/** The id the library gives each call (`meta.rid`), to merge queues without sending a call twice. */
const callId = (call: QueuedCall) => {
  const meta = call.payload.meta as { rid?: unknown } | undefined;
  return typeof meta?.rid === "string" ? meta.rid : JSON.stringify(call.payload);
};

const tabPrefix = (key: string) => `${key}:tab:`;

/**
 * Takes over the queues of tabs that are gone, under one lock so two pages never take the same queue: a tab's
 * queue is stored under the name of the lock the tab holds while it lives, so a queue whose lock nobody holds
 * belongs to a closed or reloaded tab. The queues are removed from storage as they are taken. Also takes the
 * shared queue of a page that ran without per-tab queues (an earlier build).
 */
async function adoptOrphans(storage: Storage, key: string, mine: string, locks: LockManager): Promise<QueuedCall[]> {
  return locks.request(`${key}:adopt`, async () => {
    const held = new Set(((await locks.query()).held ?? []).map((lock) => lock.name));
    const names: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const name = storage.key(i);
      if (name && name !== mine && (name === key || (name.startsWith(tabPrefix(key)) && !held.has(name)))) names.push(name);
    }
    const calls = names.flatMap((name) => readStoredList(storage, name, isQueuedCall));
    names.forEach((name) => storage.removeItem(name));
    return calls;
  });
}

/** Holds the lock named `name` until the page goes away; resolves once it is held. */
function holdLock(locks: LockManager, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    locks
      .request(name, () => {
        resolve();
        return new Promise<void>(() => undefined);
      })
      .catch(reject);
  });
}

/**
 * Persists the library's offline/not-loaded queue in localStorage, so calls queued offline survive a reload and
 * are replayed by the library's drain on the next page. Restores the saved calls into the new instance (identify
 * calls first, as the library orders them), then saves after every change: a call queued, a drain, page hide.
 * With Web Locks each tab saves its own queue and sends its own calls; a page takes over the saved queues of
 * tabs that are gone when it starts and when the browser comes back online, merged by call id, so with two
 * tabs offline every call is sent exactly once. Resolves once the restored calls are in the queue, before any
 * new call should be made.
 */
export async function persistQueue(instance: Instance, { storage, key, limit, plugins, locks = null }: QueueStoreOptions): Promise<void> {
  const tabKey = locks ? `${tabPrefix(key)}${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}` : key;
  const known = new Set<string>();
  const restore = (calls: QueuedCall[]) => {
    const fresh = calls.filter((call) => plugins.includes(call.plugin) && !known.has(`${call.plugin} ${callId(call)}`));
    // The reducer puts each identify in front: restore the others in order, then the identify calls last-first.
    const order = [...fresh.filter((c) => c.payload.type !== "identify"), ...fresh.filter((c) => c.payload.type === "identify").reverse()];
    for (const call of order) {
      known.add(`${call.plugin} ${callId(call)}`);
      instance.dispatch({ type: "queue", plugin: call.plugin, payload: call.payload, _: { called: "queue", from: "restore" } });
    }
  };
  let saved: QueuedCall[] = [];
  if (locks) {
    try {
      // This tab's queue is ours before anything is written under its name.
      await holdLock(locks, tabKey);
      saved = await adoptOrphans(storage, key, tabKey, locks);
    } catch {
      saved = [];
    }
  } else saved = readStoredList(storage, key, isQueuedCall);
  saved = saved.filter((call) => plugins.includes(call.plugin));
  // What storage holds for this page: an instance with nothing queued never writes (another tab may own the queue).
  let last = locks ? "[]" : JSON.stringify(saved);
  const save = () => {
    const calls = capQueue(currentQueue(instance), limit);
    const text = JSON.stringify(calls);
    if (text === last) return;
    try {
      if (calls.length) storage.setItem(tabKey, text);
      else storage.removeItem(tabKey);
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
  currentQueue(instance).forEach((call) => known.add(`${call.plugin} ${callId(call)}`));
  restore(saved);
  if (locks) {
    // Taken-over calls now live in this tab's queue: save them under its name at once.
    if (saved.length) scheduleSave();
    const adopt = () =>
      adoptOrphans(storage, key, tabKey, locks)
        .then((calls) => {
          restore(calls);
          if (calls.length) scheduleSave();
        })
        .catch(() => undefined);
    // A tab's lock is released some time after the tab closes, which may be after this page saw `online`: wait for
    // the lock of every other tab that has a queue (granted once that tab is gone), then take its queue over.
    const watched = new Set<string>();
    const watch = (name: string | null) => {
      if (!name || name === tabKey || !name.startsWith(tabPrefix(key)) || watched.has(name)) return;
      watched.add(name);
      locks
        .request(name, () => undefined)
        .then(adopt)
        .catch(() => undefined)
        .finally(() => watched.delete(name));
    };
    for (let i = 0; i < storage.length; i++) watch(storage.key(i));
    window.addEventListener("storage", (event) => {
      if (event.storageArea === storage && event.newValue !== null) watch(event.key);
    });
    window.addEventListener("online", adopt);
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
