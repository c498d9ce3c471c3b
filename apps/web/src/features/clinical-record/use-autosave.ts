import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState = 'saved' | 'pending' | 'saving' | 'error';

/**
 * Saves `value` through `save` once typing pauses for `delay` ms: one save in flight at a time,
 * the newest text saved after it, and whatever is still unsaved sent when the editor goes away.
 */
export function useAutosave(
  initial: string,
  save: (value: string) => Promise<unknown>,
  delay = 800,
) {
  const [value, setValue] = useState(initial);
  const [state, setState] = useState<SaveState>('saved');
  const latest = useRef(initial);
  const saved = useRef(initial);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current || latest.current === saved.current) return;
    inFlight.current = true;
    const sending = latest.current;
    setState('saving');
    try {
      await saveRef.current(sending);
      saved.current = sending;
      inFlight.current = false;
      if (latest.current !== sending) void flush();
      else setState('saved');
    } catch {
      inFlight.current = false;
      setState('error');
    }
  }, []);

  const change = useCallback(
    (next: string) => {
      latest.current = next;
      setValue(next);
      setState(next === saved.current && !inFlight.current ? 'saved' : 'pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delay);
    },
    [delay, flush],
  );

  // Leaving the page (or the room) keeps what was typed in the last moments.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (latest.current !== saved.current && !inFlight.current)
        void saveRef.current(latest.current).catch(() => undefined);
    },
    [],
  );

  return { value, change, state, retry: flush };
}
