import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir, persistentSecret } from './data-dir.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'acolher-lock-'));

describe('lockDataDir', () => {
  it('refuses a second holder while the first process lives, and frees on release', () => {
    const dir = tmp();
    const release = lockDataDir(dir);
    fs.writeFileSync(path.join(dir, 'acolher.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/já está em uso pelo processo/);
    release();
    expect(fs.existsSync(path.join(dir, 'acolher.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('replaces a stale lock left by a dead process', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'acolher.lock'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'acolher.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

describe('persistentSecret', () => {
  it('prefers the environment, otherwise generates once and keeps it', () => {
    const dir = tmp();
    expect(persistentSecret(dir, 'jwt', 'from-env')).toBe('from-env');
    const first = persistentSecret(dir, 'jwt');
    expect(first.length).toBeGreaterThan(40);
    expect(persistentSecret(dir, 'jwt')).toBe(first);
  });
});
