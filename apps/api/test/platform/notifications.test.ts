import { describe, expect, it } from 'vitest';
import { createNotifier, NOTIFIER_APPLICATION_NAME } from '../../src/db/notifications.ts';
import { fileApp } from '../helpers/file-app.ts';
import { testTarget } from '../helpers/target.ts';

// db/notifications.ts: LISTEN/NOTIFY, and whether the notifier listens (decisions 1452, 1004).

const ctx = fileApp();

describe('notifier', () => {
  it('hears what is notified on its channel, and reports itself listening', async () => {
    const notifier = createNotifier(ctx.deps.database);
    try {
      const heard: string[] = [];
      await notifier.listen('test_notifier', (payload) => heard.push(payload));
      const states: boolean[] = [];
      notifier.onListening((listening) => states.push(listening));
      expect(states).toEqual([true]);
      await notifier.notify('test_notifier', 'olá');
      await expect.poll(() => heard).toEqual(['olá']);
    } finally {
      await notifier.close();
    }
  });

  it.runIf(testTarget() === 'pg')(
    'reports a lost connection, listens again on a new one and reports that',
    async () => {
      const notifier = createNotifier(ctx.deps.database);
      try {
        const states: boolean[] = [];
        notifier.onListening((listening) => states.push(listening));
        expect(states).toEqual([false]); // nothing opened yet
        const heard: string[] = [];
        await notifier.listen('test_lost', (payload) => heard.push(payload));
        expect(states).toEqual([false, true]);

        const pool = ctx.deps.database.pool!;
        const terminated = await pool.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = $1`,
          [NOTIFIER_APPLICATION_NAME],
        );
        expect(terminated.rowCount).toBe(1);
        await expect.poll(() => states, { timeout: 5000 }).toEqual([false, true, false, true]);
        // Another connection's notification reaches the new one.
        await pool.query(`SELECT pg_notify('test_lost', 'de novo')`);
        await expect.poll(() => heard).toEqual(['de novo']);
      } finally {
        await notifier.close();
      }
    },
  );
});
