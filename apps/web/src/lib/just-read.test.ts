import { describe, expect, it } from 'vitest';
import { unlessJustRead } from './just-read';

const read = (msAgo: number, isInvalidated = false) => ({
  state: { dataUpdatedAt: Date.now() - msAgo, isInvalidated },
});

describe('unlessJustRead', () => {
  it('does not read again an answer its loader read a moment ago', () => {
    expect(unlessJustRead(read(100))).toBe(false);
  });
  it('reads again an older answer', () => {
    expect(unlessJustRead(read(5_000))).toBe(true);
  });
  it('reads again a recent answer invalidated since (a payment changed the balance)', () => {
    expect(unlessJustRead(read(100, true))).toBe(true);
  });
});
