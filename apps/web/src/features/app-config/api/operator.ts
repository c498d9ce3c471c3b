import { useCallback, useEffect, useState } from 'react';
import type { TOperatorIdentity } from '@acolher/contracts/answers/operator';

type OperatorState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; data: TOperatorIdentity };

/**
 * 'Quem somos' (GET /api/operator, decision 1413): one plain fetch, no query client (public pages
 * have none), with a retry for the error state.
 */
export function useOperator(): OperatorState & { retry: () => void } {
  const [state, setState] = useState<OperatorState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetch('/api/operator')
      .then((r) => (r.ok ? (r.json() as Promise<TOperatorIdentity>) : Promise.reject(new Error())))
      .then((data) => live && setState({ status: 'ready', data }))
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
