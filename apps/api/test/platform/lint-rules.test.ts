// The house rules the linter holds (eslint.config.js; decisions 1225, 1227 and 1231): each is tried
// on a file that breaks it, which must fail, and on one that keeps it, which must pass. ESLint is
// the root's (the repository's own configuration, loaded from the root).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}
interface Linter {
  lintText(code: string, options: { filePath: string }): Promise<{ messages: LintMessage[] }[]>;
}

let eslint: Linter;
beforeAll(() => {
  const { ESLint } = createRequire(path.join(ROOT, 'package.json'))('eslint') as {
    ESLint: new (options: { cwd: string }) => Linter;
  };
  eslint = new ESLint({ cwd: ROOT });
});

async function rulesBroken(relativePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, relativePath) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const CREDITS = 'apps/web/src/features/credits/example.tsx';

describe('lint rules', () => {
  it('a feature importing another feature or a page fails; its own files and the kits pass', async () => {
    expect(
      await rulesBroken(
        CREDITS,
        "import { x } from '@/features/appointments/api';\nexport const y = x;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken(
        'apps/web/src/features/credits/components/example.tsx',
        "import { x } from '../../appointments/api';\nexport const y = x;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken(
        CREDITS,
        "import Page from '@/routes/collaborator/credits-page';\nexport const y = Page;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken(
        CREDITS,
        "import { x } from '@/features/credits/api';\nimport { Button } from '@/components/ui/button';\nexport const y = [x, Button];\n",
      ),
    ).toEqual([]);
  });

  it('a hand-written answer shape in the web fails; a contracts type imported as a type passes', async () => {
    expect(
      await rulesBroken(CREDITS, 'export interface TPurchase {\n  uuid: string;\n}\n'),
    ).toContain('no-restricted-syntax');
    expect(await rulesBroken(CREDITS, 'export type TPurchase = { uuid: string };\n')).toContain(
      'no-restricted-syntax',
    );
    expect(
      await rulesBroken(
        CREDITS,
        "import { PurchaseAnswer } from '@acolher/contracts/answers/purchases';\nexport const y = PurchaseAnswer;\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await rulesBroken(
        CREDITS,
        "import type { TPurchase } from '@acolher/contracts/answers/purchases';\nexport const y = (p: TPurchase) => p.uuid;\n",
      ),
    ).toEqual([]);
  });

  it('a route that queries fails (decision 1231); one that calls a module passes, as does a module that queries', async () => {
    const ROUTE = 'apps/api/src/routes/example/example.routes.ts';
    const handler = (body: string) =>
      `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';\nexport const r: FastifyPluginAsyncZod = async (app) => {\n  app.get('/x', async () => {\n${body}\n  });\n};\n`;
    const queries: [string, string][] = [
      ["import { and } from 'drizzle-orm';\nexport const y = and();\n", 'no-restricted-imports'],
      [
        "import { pgTable } from 'drizzle-orm/pg-core';\nexport const y = pgTable;\n",
        'no-restricted-imports',
      ],
      [
        "import { outbox } from '../../db/schema.ts';\nexport const y = outbox;\n",
        'no-restricted-imports',
      ],
      [
        "import { authSessions } from '../db/tables/auth-sessions.ts';\nexport const y = authSessions;\n",
        'no-restricted-imports',
      ],
      [
        "import type { DbOrTx } from '../../db/client.ts';\nexport type Y = DbOrTx;\n",
        'no-restricted-imports',
      ],
      [handler("    return app.deps.database.db.execute('select 1');"), 'no-restricted-syntax'],
      [handler('    const { db } = app.deps.database;\n    return db;'), 'no-restricted-syntax'],
      [handler('    const { database } = app.deps;\n    return database;'), 'no-restricted-syntax'],
    ];
    for (const [code, rule] of queries)
      expect(await rulesBroken(ROUTE, code), code).toContain(rule);
    expect(
      await rulesBroken(
        ROUTE,
        handler(
          "    const { pingDatabase } = await import('../../modules/health/database-ping.ts');\n    await pingDatabase(app.deps);\n    return { status: 'ok' };",
        ),
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'apps/api/src/modules/example/example.service.ts',
        "import { and } from 'drizzle-orm';\nimport { outbox } from '../../db/schema.ts';\nexport const y = [and(), outbox];\n",
      ),
    ).toEqual([]);
  });

  it('a file over 400 lines fails anywhere; 400 lines pass', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`);
    expect(await rulesBroken('apps/api/src/modules/example.ts', lines(401).join('\n'))).toContain(
      'max-lines',
    );
    expect(await rulesBroken('scripts/example.mjs', lines(401).join('\n'))).toContain('max-lines');
    expect(await rulesBroken('apps/api/src/modules/example.ts', lines(400).join('\n'))).toEqual([]);
  });

  it('a focused test fails', async () => {
    expect(
      await rulesBroken(
        'apps/api/test/example.test.ts',
        "import { it } from 'vitest';\nit.only('x', () => {});\n",
      ),
    ).toContain('no-restricted-syntax');
  });
});
