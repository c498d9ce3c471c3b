/**
 * The app's success and failure messages: sonner's `toast`, loaded with its first message (or
 * with the root Toaster, which loads after the first paint), not with every page that can show
 * one. On the booking page that is 9 KB (gzip) and one script compile off the first load
 * (issue 10). Both load the same module, so the message reaches the one Toaster.
 */
type Sonner = typeof import('sonner');
/** The options the app uses: a second line under the title. */
interface ToastOptions {
  description?: string;
}

let sonner: Promise<Sonner> | undefined;
const load = () => (sonner ??= import('sonner'));

export const toast = {
  success(message: string, options?: ToastOptions) {
    void load().then((s) => s.toast.success(message, options));
  },
  error(message: string, options?: ToastOptions) {
    void load().then((s) => s.toast.error(message, options));
  },
};
