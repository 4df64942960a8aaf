/**
 * The one place error toasts come from.
 *
 * Why a bus of our own instead of react-admin's useNotify: most failures happen outside React
 * (the http layer, the auth provider, a dashboard query calling `dataProvider.action`), where no
 * hook is available, and the spec wants every failed call toasted — not only those made through
 * react-admin controllers. react-admin still notifies on its own for the failures it sees;
 * `<ChanceNotification>` relays those here, and this module drops the ones that repeat a toast
 * the http layer already showed (see `relayFrameworkError`).
 */

/** Spec §8: error toasts stay 5 s. */
export const ERROR_TOAST_MS = 5000;

/**
 * How long a toast counts as "just shown" when react-admin repeats it. react-admin notifies in
 * the query/mutation onError, a few microtasks after our rejection, so a short window is plenty;
 * it stays generous for slow devices while never hiding a failure that happens later.
 */
export const DUPLICATE_WINDOW_MS = 3000;

/** At most this many toasts are on screen; the rest wait their turn. */
export const MAX_VISIBLE_TOASTS = 3;

export type ToastSource = 'http' | 'framework' | 'app';

export interface Toast {
  id: number;
  message: string;
  source: ToastSource;
  at: number;
  /** The server's id for the failed request (its x-request-id): shown under the message, so a screenshot leads to the log line. */
  requestId?: string;
}

interface BusState {
  toasts: readonly Toast[];
  /** Mounted <ErrorToastHost/>s, oldest first; only the first renders. */
  hosts: readonly number[];
}

/**
 * react-admin's own messages for a failed data-provider call. They carry no server text, so they
 * can only be matched by "an http failure was just toasted".
 */
export const GENERIC_FAILURE_KEYS: ReadonlySet<string> = new Set([
  'ra.notification.http_error',
  'ra.notification.item_doesnt_exist',
  'ra.notification.data_provider_error',
  'ra.notification.bad_item',
  'ra.notification.logged_out',
  'ra.notification.not_authorized',
]);

let state: BusState = { toasts: [], hosts: [] };
let nextId = 1;
/** Recent toasts by time, kept after dismissal so late duplicates are still recognised. */
let recent: Toast[] = [];
const listeners = new Set<() => void>();

function setState(next: BusState) {
  state = next;
  listeners.forEach((l) => l());
}

function remember(toast: Toast) {
  recent = recent.filter((t) => toast.at - t.at < DUPLICATE_WINDOW_MS);
  recent.push(toast);
}

function push(message: string, source: ToastSource, requestId?: string): Toast {
  const toast: Toast = { id: nextId++, message, source, at: Date.now(), ...(requestId ? { requestId } : {}) };
  remember(toast);
  setState({ ...state, toasts: [...state.toasts, toast] });
  return toast;
}

/** Shows an error toast (5 s). Empty text falls back to 'Error', as the spec's envelope rule does. */
export function notifyError(message: string | undefined | null, source: ToastSource = 'app', requestId?: string): Toast {
  return push(message && message.trim() ? message : 'Error', source, requestId);
}

function seenRecently(predicate: (t: Toast) => boolean): boolean {
  const now = Date.now();
  return recent.some((t) => now - t.at < DUPLICATE_WINDOW_MS && predicate(t));
}

/**
 * An error react-admin wanted to show. Dropped when it repeats what was just toasted: the same
 * text (react-admin shows `error.message`, which is the server msg we toasted), or one of its
 * generic failure keys right after an http failure. Returns the toast, or null when dropped.
 */
export function relayFrameworkError(key: string, text: string): Toast | null {
  if (seenRecently((t) => t.message === text)) return null;
  if (GENERIC_FAILURE_KEYS.has(key) && seenRecently((t) => t.source === 'http')) return null;
  return notifyError(text, 'framework');
}

export function dismissToast(id: number): void {
  if (!state.toasts.some((t) => t.id === id)) return;
  setState({ ...state, toasts: state.toasts.filter((t) => t.id !== id) });
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToastState(): BusState {
  return state;
}

/** Registers a mounted host; returns its id. Mounting the host twice must not show toasts twice. */
export function claimHost(): number {
  const id = nextId++;
  setState({ ...state, hosts: [...state.hosts, id] });
  return id;
}

export function releaseHost(id: number): void {
  setState({ ...state, hosts: state.hosts.filter((h) => h !== id) });
}

/** Tests only: forget every toast and host. */
export function resetToasts(): void {
  recent = [];
  setState({ toasts: [], hosts: [] });
}
