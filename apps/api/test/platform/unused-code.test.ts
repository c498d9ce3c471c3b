// Unused files, exports and dependencies fail npm test (decision 1229): the repository's own knip
// configuration (knip.config.ts) is run on a small copy of its layout, an API and a contracts
// package; with an unused file, export, dependency and an undeclared one it must fail and name
// each, and once they are gone it must pass.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const KNIP = path.join(ROOT, 'node_modules/knip/bin/knip.js');

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acolher-knip-'));
  dirs.push(dir);
  const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;
  const all: Record<string, string> = {
    'knip.config.ts': fs.readFileSync(path.join(ROOT, 'knip.config.ts'), 'utf8'),
    'package.json': json({
      name: 'fixture',
      private: true,
      type: 'module',
      workspaces: ['packages/*', 'apps/*'],
    }),
    'packages/contracts/package.json': json({
      name: '@fixture/contracts',
      private: true,
      type: 'module',
      exports: { './*': './src/*.ts' },
    }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function knip(dir: string) {
  const run = spawnSync(
    process.execPath,
    [KNIP, '--directory', dir, '--no-progress', '--no-config-hints'],
    { encoding: 'utf8', timeout: 60_000 },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const apiPackage = (dependencies: Record<string, string>) =>
  `${JSON.stringify({ name: '@fixture/api', private: true, type: 'module', dependencies })}\n`;

describe('unused code check (knip)', () => {
  it('fails on an unused file, export, dependency and an undeclared one, naming each', () => {
    const dir = project({
      'apps/api/package.json': apiPackage({ '@fixture/contracts': '*', 'left-pad': '1.3.0' }),
      'apps/api/src/main.ts': [
        "import { used } from './lib.ts';",
        "import { ZUsed } from '@fixture/contracts/schemas';",
        "import { z } from 'zod';",
        'console.log(used, ZUsed, z);',
        '',
      ].join('\n'),
      'apps/api/src/lib.ts': 'export const used = 1;\nexport const forgottenHelper = 2;\n',
      'apps/api/src/orphan-module.ts': 'export const orphan = 3;\n',
      'packages/contracts/src/schemas.ts':
        'export const ZUsed = 1;\nexport const ZForgotten = 2;\n',
    });
    const { status, output } = knip(dir);
    expect(status, output).not.toBe(0);
    expect(output).toMatch(/Unused files[\s\S]*apps\/api\/src\/orphan-module\.ts/);
    expect(output).toMatch(/Unused dependencies[\s\S]*left-pad/);
    expect(output).toMatch(/Unlisted dependencies[\s\S]*zod/);
    expect(output).toMatch(/Unused exports[\s\S]*forgottenHelper/);
    // A contracts export neither the API nor the web app imports.
    expect(output).toMatch(/Unused exports[\s\S]*ZForgotten/);
  });

  it('passes once everything is used and declared', () => {
    const dir = project({
      'apps/api/package.json': apiPackage({ '@fixture/contracts': '*' }),
      'apps/api/src/main.ts': [
        "import { used } from './lib.ts';",
        "import { ZUsed } from '@fixture/contracts/schemas';",
        'console.log(used, ZUsed);',
        '',
      ].join('\n'),
      'apps/api/src/lib.ts': 'export const used = 1;\n',
      'packages/contracts/src/schemas.ts': 'export const ZUsed = 1;\n',
    });
    const { status, output } = knip(dir);
    expect(output).not.toMatch(/Unused|Unlisted/);
    expect(status, output).toBe(0);
  });
});
