import { useEffect, useState } from 'react';

/** What the server says about this installation (GET /api/config, decision 1141). */
export type AppConfig = { mode: 'demo' | 'production'; payments: 'on' | 'off' };

type Source = () => Promise<AppConfig | undefined>;

const fromServer: Source = () =>
  fetch('/api/config')
    .then((r) => (r.ok ? (r.json() as Promise<AppConfig>) : undefined))
    .catch(() => undefined);

let source: Source = fromServer;
let pending: Promise<AppConfig | undefined> | undefined;

/**
 * One plain fetch per page load, shared by every caller; no query client (the sign-in pages have
 * none). Undefined while loading or when it failed: callers then show nothing extra.
 */
function loadAppConfig(): Promise<AppConfig | undefined> {
  pending ??= source();
  return pending;
}

export function useAppConfig(): AppConfig | undefined {
  const [config, setConfig] = useState<AppConfig | undefined>();
  useEffect(() => {
    let live = true;
    void loadAppConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/**
 * Tests only: where the configuration comes from (src/test/setup.ts answers nothing, so the pages'
 * own fetch mocks never see this request), and forget the shared answer.
 */
export function setAppConfigSource(next: Source = fromServer) {
  source = next;
  pending = undefined;
}
