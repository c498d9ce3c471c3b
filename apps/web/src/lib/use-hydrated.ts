import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a prerendered page (scripts/prerender.mjs) is being hydrated and in the build-time
 * render itself, true afterwards and in every page rendered in the browser. Controls that would do
 * the wrong thing without JavaScript (a form's submit) stay disabled until it is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
