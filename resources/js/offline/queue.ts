/**
 * The station's offline queue: tickets rung up in cash and clock
 * events made while the server was unreachable, kept in IndexedDB (they
 * survive a reload or a closed tab) and sent, oldest first, when the network
 * is back: on the browser's online event, and on a timer with backoff while
 * anything waits. Each item carries its own key, so sending it twice is
 * harmless: the server takes it once. What the answers mean is
 * queueLogic.ts.
 */
import { useEffect, useState } from 'react';
import { postJson } from '@/lib/http';
import { afterAttempt, dueItems, outcomeOf, type QueuedItem } from './queueLogic';
import { clearNetworkFailure, noteNetworkFailure } from './network';

export { isOffline, noteNetworkFailure } from './network';

const DB_NAME = 'chairside-offline';
const STORE = 'queue';

let opening: Promise<IDBDatabase> | null = null;
function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opening = null;
      reject(req.error);
    };
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req ? req.result : undefined);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

export const listQueued = async (): Promise<QueuedItem[]> =>
  ((await run<QueuedItem[]>('readonly', (s) => s.getAll() as IDBRequest<QueuedItem[]>)) ?? []).sort(
    (a, b) => a.recordedAt.localeCompare(b.recordedAt),
  );
const put = (item: QueuedItem) => run('readwrite', (s) => void s.put(item));
const remove = (key: string) => run('readwrite', (s) => void s.delete(key));

// Screens showing the queue re-read it when it changes, in this tab and in the station's other tabs.
const listeners = new Set<() => void>();
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('chairside-offline');
channel?.addEventListener('message', () => listeners.forEach((l) => l()));
function changed() {
  listeners.forEach((l) => l());
  channel?.postMessage('changed');
}

/** Queues an item (a repeat of a key replaces it) and tries to send what waits. */
export async function enqueue(
  item: Omit<QueuedItem, 'status' | 'message' | 'attempts' | 'nextAttemptAt'>,
) {
  await put({ ...item, status: 'waiting', message: null, attempts: 0, nextAttemptAt: Date.now() });
  changed();
  scheduleSync(2_000);
}

/** A refused item, taken off the list once someone has read why. */
export async function dismiss(key: string) {
  await remove(key);
  changed();
}

/** How many sent items the server kept for a manager (a price changed…), until someone at the station has seen it. */
const TO_RESOLVE_KEY = 'chairside-offline-to-resolve';
const toResolveCount = () => Number(localStorage.getItem(TO_RESOLVE_KEY) ?? 0) || 0;
export function clearToResolve() {
  localStorage.removeItem(TO_RESOLVE_KEY);
  changed();
}

let syncing = false;
let timer: ReturnType<typeof setTimeout> | null = null;

/** Sends every item that is due, one at a time, oldest first; stops at the first network failure. */
export async function syncNow(): Promise<void> {
  if (syncing) return;
  syncing = true;
  try {
    for (const item of dueItems(await listQueued(), Date.now())) {
      const res = await postJson(item.url, item.body);
      if (res.status === 0) noteNetworkFailure();
      const outcome = outcomeOf(res.status, res.data);
      if (outcome.kind === 'sent' && outcome.toResolve)
        localStorage.setItem(TO_RESOLVE_KEY, String(toResolveCount() + 1));
      const next = afterAttempt(item, outcome, Date.now());
      if (next) await put(next);
      else await remove(item.key);
      changed();
      if (res.status === 0) break;
    }
  } finally {
    syncing = false;
  }
  const waiting = (await listQueued()).filter((i) => i.status === 'waiting');
  if (waiting.length)
    scheduleSync(Math.max(1_000, Math.min(...waiting.map((i) => i.nextAttemptAt)) - Date.now()));
}

function scheduleSync(delay: number) {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void syncNow();
  }, delay);
}

let started = false;
/** Once per page: send on the online event, and now whatever an earlier visit left waiting. */
export function startSync() {
  if (started || typeof indexedDB === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    clearNetworkFailure();
    // Everything waiting is due again at once: the backoff was for the network that is now back.
    void listQueued().then(async (items) => {
      for (const i of items) if (i.status === 'waiting') await put({ ...i, nextAttemptAt: 0 });
      void syncNow();
    });
  });
  void syncNow();
}

/** The queue as a screen shows it, kept fresh. */
export function useOfflineQueue(): { items: QueuedItem[]; offline: boolean; toResolve: number } {
  const [items, setItems] = useState<QueuedItem[]>([]);
  const [toResolve, setToResolve] = useState(0);
  const [offline, setOffline] = useState(
    () => typeof navigator !== 'undefined' && !navigator.onLine,
  );
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    let live = true;
    const refresh = () => {
      setToResolve(toResolveCount());
      void listQueued()
        .then((all) => live && setItems(all))
        .catch(() => {});
    };
    const online = () => setOffline(!navigator.onLine);
    listeners.add(refresh);
    window.addEventListener('online', online);
    window.addEventListener('offline', online);
    startSync();
    refresh();
    return () => {
      live = false;
      listeners.delete(refresh);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', online);
    };
  }, []);
  return { items, offline, toResolve };
}
