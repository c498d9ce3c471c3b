import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('createReadCache', () => {
  it('keeps answers and accounts until the next change', () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    cache.setResponse('a', cache.generation, '[1]');
    cache.setAlive('collaborator:x', cache.generation);
    expect(cache.getResponse('a')).toBe('[1]');
    expect(cache.isAlive('collaborator:x')).toBe(true);
    let announced = 0;
    cache.setAnnouncer(() => announced++);
    cache.changed();
    expect(cache.getResponse('a')).toBeUndefined();
    expect(cache.isAlive('collaborator:x')).toBe(false);
    expect(announced).toBe(1);
  });

  it('is off with a lifetime of 0, and while switched off', () => {
    const off = createReadCache({ ttlMs: 0 });
    off.setEnabled(true);
    off.setResponse('a', off.generation, '[1]');
    expect(off.enabled).toBe(false);
    expect(off.getResponse('a')).toBeUndefined();

    const cache = createReadCache({ ttlMs: 60_000 });
    cache.setResponse('a', cache.generation, '[1]');
    cache.setEnabled(false);
    expect(cache.getResponse('a')).toBeUndefined();
    cache.setEnabled(true);
    // Switching clears: what was held while nothing was heard is not trusted.
    expect(cache.getResponse('a')).toBeUndefined();
  });

  it('forgets an entry after its lifetime', async () => {
    const cache = createReadCache({ ttlMs: 20 });
    cache.setResponse('a', cache.generation, '[1]');
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.getResponse('a')).toBeUndefined();
  });

  it('spreads the lifetimes over the last quarter, never past ttlMs', () => {
    let now = 1_000;
    const spread = [0, 1];
    const cache = createReadCache({ ttlMs: 1_000, now: () => now, random: () => spread.shift()! });
    cache.setResponse('whole', cache.generation, '[1]'); // 1,000 ms
    cache.setResponse('shortest', cache.generation, '[2]'); // 750 ms
    now += 760;
    expect(cache.getResponse('shortest')).toBeUndefined();
    expect(cache.getResponse('whole')).toBe('[1]');
    now += 245; // 1,005
    expect(cache.getResponse('whole')).toBeUndefined();
  });

  it('keeps an account check six times as long as an answer, with the same spread', () => {
    let now = 1_000;
    const spread = [0.5, 1, 0];
    const cache = createReadCache({ ttlMs: 1_000, now: () => now, random: () => spread.shift()! });
    cache.setAlive('collaborator:x', cache.generation); // 6,000 × 0.875 = 5,250 ms
    cache.setAlive('collaborator:y', cache.generation); // 4,500 ms
    cache.setResponse('a', cache.generation, '[1]'); // 1,000 ms
    now += 1_001;
    expect(cache.getResponse('a')).toBeUndefined();
    expect(cache.isAlive('collaborator:x')).toBe(true);
    expect(cache.isAlive('collaborator:y')).toBe(true);
    now += 3_500; // 4,501
    expect(cache.isAlive('collaborator:y')).toBe(false);
    expect(cache.isAlive('collaborator:x')).toBe(true);
    now += 750; // 5,251
    expect(cache.isAlive('collaborator:x')).toBe(false);
  });
});
