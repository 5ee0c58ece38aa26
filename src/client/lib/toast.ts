import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The app's toasts, with sonner's API (`toast.success(message, { id, description })`), but without
 * sonner on the first paint (issue 16, P1: its Toaster and library were about 10 KiB gzip of every
 * page's first download). A toast is kept in a queue of ours until the Toaster is on screen: the first
 * toast asks `AppToaster` to load it, and once it has mounted it takes the queue in order, so a toast
 * sent before then (even before the app's first render) is never lost. From then on each call goes
 * straight to sonner. Only the type of sonner is imported here.
 */
type Sonner = typeof sonnerToast;
export type ToastId = string | number;
type Message = Parameters<Sonner>[0];
type Call = (sonner: Sonner) => void;

/** The calls waiting for the Toaster, in order; a toast's call carries its id. */
const waiting: Array<{ call: Call; id?: ToastId }> = [];
const watchers = new Set<() => void>();
let sonner: Sonner | null = null;
/** sonner, once a Toaster has loaded it (it stays loaded when that Toaster unmounts). */
let loaded: Sonner | null = null;
let wanted = false;
let counter = 0;

function setWanted(value: boolean): void {
  wanted = value;
  for (const watcher of watchers) watcher();
}

function run(call: Call, id?: ToastId): void {
  if (sonner) {
    call(sonner);
    return;
  }
  waiting.push({ call, id });
  if (!wanted) setWanted(true);
}

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind | null, message: Message, data?: ExternalToast): ToastId {
  // Every toast gets its id now, so the caller can dismiss or replace it before sonner has loaded.
  const id = data?.id ?? `fantasmia-toast-${++counter}`;
  const options = { ...data, id };
  run((s) => void (kind ? s[kind](message, options) : s(message, options)), id);
  return id;
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show(null, message, data), {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  info: (message: Message, data?: ExternalToast) => show('info', message, data),
  warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
  /** Dismisses one toast (or all): nothing to do, and nothing to load, if none was ever sent. */
  dismiss: (id?: ToastId): void => {
    if (sonner) {
      sonner.dismiss(id);
      return;
    }
    // A waiting toast that is dismissed is dropped, so it never flashes on screen.
    for (let i = waiting.length - 1; i >= 0; i -= 1) {
      const entry = waiting[i];
      if (entry?.id !== undefined && (id === undefined || entry.id === id)) waiting.splice(i, 1);
    }
    // One still active in sonner from an earlier Toaster: dismissed now, so the next Toaster does not show it.
    loaded?.dismiss(id);
  },
});

/** Whether a toast has asked for the Toaster (AppToaster loads it then). */
export function isToasterWanted(): boolean {
  return wanted;
}

/** Calls `watcher` when the first toast asks for the Toaster; returns the unsubscribe. */
export function watchToasterWanted(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}

/**
 * The Toaster is on screen (called from its effect, after sonner's own subscription): the queue goes
 * to it in order. Returns the detach for the effect's cleanup: until a Toaster mounts again,
 * toasts wait in the queue.
 */
export function attachToaster(toaster: Sonner): () => void {
  sonner = toaster;
  loaded = toaster;
  for (const { call } of waiting.splice(0)) call(toaster);
  return () => {
    if (sonner === toaster) sonner = null;
  };
}

/** The Toaster could not be loaded (offline, a new version deployed): the next toast tries again. */
export function toasterLoadFailed(): void {
  setWanted(false);
}
