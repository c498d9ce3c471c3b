/**
 * The app's success and failure messages: sonner's `toast`, loaded with the first message, not with
 * every page that can show one. The root Toaster mounts then too (src/app/providers.tsx), or a few
 * seconds after the app starts, when the page is on screen: on the booking page sonner was 9 KB
 * (gzip) and two requests before its largest paint (decision 1001). Sonner shows a toast created before
 * its Toaster subscribed as soon as it does, so no message is lost.
 */
type Sonner = typeof import('sonner');
/** The options the app uses: a second line under the title. */
interface ToastOptions {
  description?: string;
  /** Names the toast, so that `toast.dismiss(id)` can close it. */
  id?: string;
  /** A button in the toast that leads on, e.g. to the radar a locked action waits for (decision 1416). */
  action?: { label: string; onClick: () => void };
}

let sonner: Promise<Sonner> | undefined;
const load = () => (sonner ??= import('sonner'));

let toasterWanted = false;
const listeners = new Set<() => void>();

/** Asks the root Toaster to mount (once). */
export function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: has the Toaster been asked for? */
export const toasterRequest = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wanted: () => toasterWanted,
};

export const toast = {
  success(message: string, options?: ToastOptions) {
    wantToaster();
    void load().then((s) => s.toast.success(message, options));
  },
  warning(message: string, options?: ToastOptions) {
    wantToaster();
    void load().then((s) => s.toast.warning(message, options));
  },
  error(message: string, options?: ToastOptions) {
    wantToaster();
    void load().then((s) => s.toast.error(message, options));
  },
  dismiss(id?: string) {
    void load().then((s) => s.toast.dismiss(id));
  },
};
