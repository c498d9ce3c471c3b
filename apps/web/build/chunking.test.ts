import { describe, expect, it } from 'vitest';
import { areaChunks, lucideDirectImports, preloadedDependencies } from './chunking.ts';

const SRC = '/repo/apps/web/src';
const ICONS = '/repo/node_modules/lucide-react/dist/esm/icons';

/** A module graph as rolldown describes it: static and dynamic imports per module. */
function graphOf(
  modules: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }>,
) {
  const info = (id: string) => {
    const m = modules[id];
    if (!m) return null;
    const others = Object.entries(modules);
    return {
      isEntry: !!m.entry,
      importedIds: m.imports ?? [],
      dynamicallyImportedIds: m.lazy ?? [],
      importers: others.filter(([, o]) => o.imports?.includes(id)).map(([k]) => k),
      dynamicImporters: others.filter(([, o]) => o.lazy?.includes(id)).map(([k]) => k),
    };
  };
  return { getModuleInfo: info };
}

describe('area chunk groups', () => {
  const graph = graphOf({
    [`${SRC}/main.tsx`]: {
      entry: true,
      imports: [`${SRC}/lib/cn.ts`],
      lazy: [`${SRC}/routes/collaborator/routes.tsx`],
    },
    [`${SRC}/lib/cn.ts`]: {},
    [`${SRC}/routes/collaborator/routes.tsx`]: {
      lazy: [
        `${SRC}/routes/collaborator/sign-in-page.tsx`,
        `${SRC}/routes/collaborator/a-page.tsx`,
        `${SRC}/routes/collaborator/b-page.tsx`,
      ],
    },
    [`${SRC}/routes/collaborator/sign-in-page.tsx`]: {
      imports: [`${SRC}/components/ui/button.tsx`, `${ICONS}/eye.mjs`],
    },
    [`${SRC}/components/ui/button.tsx`]: {},
    [`${SRC}/routes/collaborator/a-page.tsx`]: {
      imports: [
        `${SRC}/components/ui/card.tsx`,
        `${SRC}/components/ui/only-a.tsx`,
        `${SRC}/components/ui/heavy.tsx`,
        `${ICONS}/eye.mjs`,
      ],
    },
    [`${SRC}/routes/collaborator/b-page.tsx`]: {
      imports: [`${SRC}/components/ui/card.tsx`, `${SRC}/components/ui/heavy.tsx`],
    },
    [`${SRC}/components/ui/card.tsx`]: { imports: [`${SRC}/lib/cn.ts`, `${ICONS}/house.mjs`] },
    [`${SRC}/components/ui/only-a.tsx`]: {},
    [`${SRC}/components/ui/heavy.tsx`]: { imports: ['/repo/node_modules/big-library/index.js'] },
    '/repo/node_modules/big-library/index.js': {},
    [`${ICONS}/house.mjs`]: {},
    [`${ICONS}/eye.mjs`]: {},
  });
  const [, icons, kit] = areaChunks();
  const group = (id: string) => icons!.name(id, graph) ?? kit!.name(id, graph);

  it('puts code that two area pages share, and the areas’ icons, in one chunk each', () => {
    expect(group(`${SRC}/components/ui/card.tsx`)).toBe('area-kit');
    expect(group(`${ICONS}/house.mjs`)).toBe('area-icons');
  });

  it('leaves what the entry or a sign-in page loads, one page’s own code and heavy libraries alone', () => {
    expect(group(`${SRC}/lib/cn.ts`)).toBeNull();
    expect(group(`${SRC}/components/ui/button.tsx`)).toBeNull();
    expect(group(`${ICONS}/eye.mjs`)).toBeNull();
    expect(group(`${SRC}/components/ui/only-a.tsx`)).toBeNull();
    // shared, but it would make every area page load a library that only some of them use
    expect(group(`${SRC}/components/ui/heavy.tsx`)).toBeNull();
    expect(group(`${SRC}/routes/collaborator/a-page.tsx`)).toBeNull();
  });
});

describe('base chunk', () => {
  const LUCIDE = '/repo/node_modules/lucide-react/dist/esm';
  const graph = graphOf({
    '/repo/apps/web/index.html': { entry: true, imports: [`${SRC}/main.tsx`] },
    [`${SRC}/main.tsx`]: {
      imports: [`${SRC}/lib/cn.ts`],
      lazy: [
        `${SRC}/routes/public/landing-page.tsx`,
        `${SRC}/routes/collaborator/routes.tsx`,
        `${SRC}/routes/psychologist/routes.tsx`,
      ],
    },
    [`${SRC}/lib/cn.ts`]: {},
    [`${SRC}/routes/public/landing-page.tsx`]: {
      imports: [`${SRC}/components/ui/button.tsx`, `${LUCIDE}/createLucideIcon.mjs`],
    },
    [`${SRC}/routes/collaborator/routes.tsx`]: {
      lazy: [`${SRC}/routes/collaborator/sign-in-page.tsx`, `${SRC}/routes/collaborator/a-page.tsx`],
    },
    [`${SRC}/routes/psychologist/routes.tsx`]: {
      lazy: [`${SRC}/routes/psychologist/sign-in-page.tsx`],
    },
    [`${SRC}/routes/collaborator/sign-in-page.tsx`]: {
      imports: [`${SRC}/components/ui/button.tsx`, `${SRC}/components/ui/input.tsx`],
    },
    [`${SRC}/routes/psychologist/sign-in-page.tsx`]: {
      imports: [`${SRC}/components/ui/button.tsx`, `${SRC}/components/ui/input.tsx`],
    },
    [`${SRC}/routes/collaborator/a-page.tsx`]: { imports: [`${SRC}/components/ui/button.tsx`] },
    [`${SRC}/components/ui/button.tsx`]: {
      imports: [`${LUCIDE}/createLucideIcon.mjs`, '/repo/node_modules/radix-ui/dist/index.mjs'],
    },
    [`${SRC}/components/ui/input.tsx`]: {},
    [`${LUCIDE}/createLucideIcon.mjs`]: {},
    '/repo/node_modules/radix-ui/dist/index.mjs': {},
  });
  const [base] = areaChunks();
  const group = (id: string) => base!.name(id, graph);

  it('collects what the entry, the landing and every sign-in load before they paint', () => {
    expect(group(`${SRC}/lib/cn.ts`)).toBe('base');
    expect(group(`${SRC}/components/ui/button.tsx`)).toBe('base');
    expect(group(`${LUCIDE}/createLucideIcon.mjs`)).toBe('base');
  });

  it('leaves the entry itself, what only some of those pages load, and other libraries alone', () => {
    expect(group('/repo/apps/web/index.html')).toBeNull();
    expect(group(`${SRC}/main.tsx`)).toBeNull();
    expect(group(`${SRC}/components/ui/input.tsx`)).toBeNull(); // not the landing's
    expect(group('/repo/node_modules/radix-ui/dist/index.mjs')).toBeNull();
    expect(group(`${SRC}/routes/collaborator/a-page.tsx`)).toBeNull();
  });
});

describe('lucide direct imports', () => {
  const transform = lucideDirectImports().transform as (
    code: string,
    id: string,
  ) => { code: string } | null;

  it('rewrites icon imports to one file per icon and leaves other imports alone', () => {
    const out = transform(
      `import { House, CalendarCheck2 as Done } from "lucide-react";\nimport { createLucideIcon } from 'lucide-react';`,
      `${SRC}/x.tsx`,
    );
    expect(out?.code).toBe(
      `import House from 'lucide-react/icons/house';\nimport Done from 'lucide-react/icons/calendar-check-2';\nimport { createLucideIcon } from 'lucide-react';`,
    );
    expect(
      transform(`import { House } from 'lucide-react';`, '/repo/node_modules/x/index.js'),
    ).toBeNull();
  });
});

describe('the booking page (decision 1014: few files over HTTP/1.1)', () => {
  const CONTRACTS = '/repo/packages/contracts/src';
  const HELPER = '\0vite/preload-helper.js';
  const TZ = '/repo/node_modules/@date-fns/tz/index.js';
  const ZOD = '/repo/node_modules/zod/index.js';
  const graph = graphOf({
    '/repo/apps/web/index.html': { entry: true, imports: [`${SRC}/main.tsx`] },
    [`${SRC}/main.tsx`]: {
      imports: [`${SRC}/lib/cn.ts`, HELPER],
      lazy: [
        `${SRC}/routes/public/landing-page.tsx`,
        `${SRC}/routes/collaborator/routes.tsx`,
        `${SRC}/routes/psychologist/routes.tsx`,
      ],
    },
    [`${SRC}/lib/cn.ts`]: {},
    [HELPER]: {},
    [`${SRC}/routes/public/landing-page.tsx`]: { imports: [`${SRC}/lib/cn.ts`] },
    [`${SRC}/routes/collaborator/routes.tsx`]: {
      imports: [`${SRC}/app/require-session.tsx`],
      lazy: [
        `${SRC}/routes/collaborator/sign-in-page.tsx`,
        `${SRC}/app/area-providers.tsx`,
        `${SRC}/routes/collaborator/layout.tsx`,
        `${SRC}/routes/collaborator/psychologist-page.tsx`,
        `${SRC}/routes/collaborator/credits-page.tsx`,
      ],
    },
    [`${SRC}/routes/psychologist/routes.tsx`]: {
      imports: [`${SRC}/app/require-session.tsx`],
      lazy: [`${SRC}/routes/psychologist/sign-in-page.tsx`],
    },
    [`${SRC}/app/require-session.tsx`]: {},
    [`${SRC}/routes/collaborator/sign-in-page.tsx`]: { imports: [`${SRC}/components/ui/input.tsx`] },
    [`${SRC}/routes/psychologist/sign-in-page.tsx`]: {
      imports: [`${SRC}/components/ui/input.tsx`, `${SRC}/components/ui/sign-in-only.tsx`],
    },
    [`${SRC}/components/ui/input.tsx`]: {},
    [`${SRC}/components/ui/sign-in-only.tsx`]: {},
    [`${SRC}/app/area-providers.tsx`]: {},
    [`${SRC}/routes/collaborator/layout.tsx`]: {},
    [`${SRC}/routes/collaborator/psychologist-page.tsx`]: {
      imports: [
        `${SRC}/components/ui/input.tsx`,
        `${SRC}/features/booking/booking-section.tsx`,
        `${SRC}/features/booking/schema-user.tsx`,
      ],
    },
    [`${SRC}/features/booking/booking-section.tsx`]: { imports: [`${CONTRACTS}/time.ts`] },
    [`${CONTRACTS}/time.ts`]: { imports: [TZ] },
    [TZ]: {},
    [`${SRC}/features/booking/schema-user.tsx`]: { imports: [`${CONTRACTS}/appointments.ts`] },
    [`${CONTRACTS}/appointments.ts`]: { imports: [ZOD] },
    [ZOD]: {},
    [`${SRC}/routes/collaborator/credits-page.tsx`]: { imports: [`${SRC}/features/credits/own.tsx`] },
    [`${SRC}/features/credits/own.tsx`]: {},
  });
  const [base, , kit] = areaChunks();
  const group = (id: string) => base!.name(id, graph) ?? kit!.name(id, graph);

  it('puts what every sign-in and the booking page load in the base chunk, with the preload helper', () => {
    expect(group(`${SRC}/components/ui/input.tsx`)).toBe('base');
    expect(group(`${SRC}/app/require-session.tsx`)).toBe('base');
    expect(group(HELPER)).toBe('base');
  });

  it('puts the booking page’s own code, its contracts and their small libraries in the kit', () => {
    expect(group(`${SRC}/features/booking/booking-section.tsx`)).toBe('area-kit');
    expect(group(`${CONTRACTS}/time.ts`)).toBe('area-kit');
    expect(group(TZ)).toBe('area-kit');
  });

  it('leaves zod and what imports it, what only sign-ins load, other pages’ own code and the page itself alone', () => {
    expect(group(ZOD)).toBeNull();
    expect(group(`${CONTRACTS}/appointments.ts`)).toBeNull();
    expect(group(`${SRC}/features/booking/schema-user.tsx`)).toBeNull();
    expect(group(`${SRC}/components/ui/sign-in-only.tsx`)).toBeNull();
    expect(group(`${SRC}/features/credits/own.tsx`)).toBeNull();
    expect(group(`${SRC}/routes/collaborator/psychologist-page.tsx`)).toBeNull();
  });
});

describe('preloaded dependencies of lazy chunks', () => {
  const deps = ['assets/button-a1.js', 'assets/area-kit-b2.js'];
  const fromJs = { hostType: 'js' as const };

  it('announces no chunks from a lazy chunk, signed-in pages included: the module graph brings them', () => {
    for (const page of [
      'landing-page-B0oqmOd6.js',
      'sign-in-page-Bh4aa6w9.js',
      'psychologist-page-DGoPZYcv.js',
      'routes-BrQVn20Y.js',
    ])
      expect(preloadedDependencies(`assets/${page}`, deps, fromJs)).toEqual([]);
  });

  it('keeps them for the HTML entry', () => {
    expect(preloadedDependencies('index.html', deps, { hostType: 'html' })).toEqual(deps);
  });
});
