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
});
