// Supported Node versions and the install under them (decision 1147): engines say 22 and 24,
// engine-strict refuses any other, and the install on an older machine Node runs npm on Node 24.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const runScript = path.join(ROOT, 'scripts/lib/run.mjs');
type NpmCommand = (args: string[], nodeVersion?: string) => [string, string[]];

describe('Node engines', () => {
  it('declares Node 22 and 24 in the root and the API, with engine-strict on', () => {
    for (const file of ['package.json', 'apps/api/package.json']) {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
      expect(pkg.engines.node, file).toBe('^22.12.0 || ^24.0.0');
    }
    const npmrc = fs.readFileSync(path.join(ROOT, '.npmrc'), 'utf8');
    expect(npmrc).toMatch(/^engine-strict=true$/m);
  });

  it('installs with the machine npm on a supported Node and through Node 24 otherwise', async () => {
    const { npmCommand } = (await import(runScript)) as { npmCommand: NpmCommand };
    expect(npmCommand(['ci'], '24.11.0')).toEqual(['npm', ['ci']]);
    expect(npmCommand(['ci'], '22.12.0')).toEqual(['npm', ['ci']]);
    const [cmd, args] = npmCommand(['ci', '--no-audit'], '20.20.2');
    expect(cmd).toBe('npx');
    expect(args.slice(0, 2)).toEqual(['-y', 'node@24']);
    expect(args[2]).toMatch(/npm-cli\.js$/);
    expect(fs.existsSync(args[2])).toBe(true);
    expect(args.slice(3)).toEqual(['ci', '--no-audit']);
  });
});
