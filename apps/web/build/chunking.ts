import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks (decisions 1008, 1013 and 1014).
 *
 * Automatic splitting gives every combination of lazy pages its own chunk: the booking page was 41
 * requests, most of them a few hundred bytes (one per icon, one per small component). Over HTTP/1.1
 * the browser fetches six at a time, so the count, not the bytes, set the page's paint time.
 *
 * `base` collects what the entry, the landing and every sign-in load before they paint anyway (the
 * same bytes for them, in one file), and what every sign-in and the booking page load (a few small
 * modules the landing then loads too). Two groups collect what only the areas' pages use, the kit
 * also what only the booking page loads; anything else a sign-in or a public page needs stays where
 * automatic splitting puts it, so their 100 KB budgets do not grow.
 */

const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
// Schemas reach the booking page's graph through the contracts, but tree-shaking drops them there:
// zod stays the forms' own chunk.
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const QUERY_LIBRARY = /[\\/]node_modules[\\/]@tanstack[\\/]/;
// Lazy parts of the pages with a 100 KB budget (the landing and its dialog, the sign-ins, each area's
// route table, the toaster every page mounts): with the entry, what they reach is never moved.
// Other public pages (profile chooser, password pages, not found) may load the groups.
const PUBLIC_ROOT =
  /[\\/]src[\\/](routes[\\/]public[\\/]landing|routes[\\/]\w+[\\/](routes|sign-in-page)\.tsx$|components[\\/]ui[\\/]toaster\.tsx$)/;
const BASE_ROOT =
  /[\\/]src[\\/](routes[\\/]\w+[\\/]routes\.tsx$|components[\\/]ui[\\/]toaster\.tsx$)/;
// Lazy parts of the signed-in areas: their pages, layouts and providers.
const AREA_ROOT =
  /[\\/]src[\\/](routes[\\/](collaborator|company|psychologist|administrator)[\\/]|app[\\/]area-providers\.tsx$)/;

type ModuleInfoLike = {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  isEntry: boolean;
};
type Graph = { getModuleInfo(id: string): ModuleInfoLike | null };

type Analysis = {
  /** Loaded by the entry or a public page before it paints: never moved. */
  isPublic: Set<string>;
  /** Loaded with every page (the entry, the route tables, the toaster): kit code may import it. */
  isBase: Set<string>;
  /** How many area parts load each module statically. */
  areaUses: Map<string, number>;
  /** Loaded before the paint by the landing and by every sign-in page alike (or by the entry), or by
   * every sign-in page and the booking page. */
  everywhere: Set<string>;
  /** What the booking page loads that no public page does. */
  bookingOwn: Set<string>;
  roots: Set<string>;
};

// The booking page's lazy parts (scripts/check-bundle-budgets.mjs): the area's route table, providers,
// layout and the page.
const BOOKING_PART =
  /[\\/]src[\\/](routes[\\/]collaborator[\\/](routes|layout|psychologist-page)\.tsx$|app[\\/]area-providers\.tsx$)/;

// The pages with a 100 KB budget: the landing, and each area's sign-in (its route table + its page).
const BUDGET_PAGE = /[\\/]src[\\/]routes[\\/](public[\\/]landing-page|(\w+)[\\/](routes|sign-in-page))\.tsx$/;

function analyse(graph: Graph, anyId: string): Analysis {
  const info = (id: string) => graph.getModuleInfo(id);
  // Up to the entry, then down through every import to list the whole graph's lazy parts.
  let entry: string | undefined;
  for (const up = [anyId], seen = new Set<string>(); up.length > 0 && !entry;) {
    const m = up.pop()!;
    if (seen.has(m)) continue;
    seen.add(m);
    if (info(m)?.isEntry) entry = m;
    else up.push(...(info(m)?.importers ?? []), ...(info(m)?.dynamicImporters ?? []));
  }
  const roots = new Set<string>(entry ? [entry] : []);
  for (const down = [...roots], seen = new Set<string>(); down.length > 0;) {
    const m = down.pop()!;
    if (seen.has(m)) continue;
    seen.add(m);
    const i = info(m);
    if (!i) continue;
    i.dynamicallyImportedIds.forEach((d) => roots.add(d));
    down.push(...i.importedIds, ...i.dynamicallyImportedIds);
  }
  const closure = (root: string) => {
    const seen = new Set<string>();
    for (const down = [root]; down.length > 0;) {
      const m = down.pop()!;
      if (seen.has(m)) continue;
      seen.add(m);
      down.push(...(info(m)?.importedIds ?? []));
    }
    return seen;
  };
  const isPublic = new Set<string>();
  const isBase = new Set<string>();
  const areaUses = new Map<string, number>();
  for (const root of roots) {
    const modules = closure(root);
    const isPublicRoot = root === entry || PUBLIC_ROOT.test(root);
    if (isPublicRoot) modules.forEach((m) => isPublic.add(m));
    if (root === entry || BASE_ROOT.test(root)) modules.forEach((m) => isBase.add(m));
    if (!isPublicRoot && AREA_ROOT.test(root))
      modules.forEach((m) => areaUses.set(m, (areaUses.get(m) ?? 0) + 1));
  }
  const pages = new Map<string, Set<string>>();
  for (const root of roots) {
    const match = BUDGET_PAGE.exec(root);
    if (!match) continue;
    const page = match[2] ?? 'landing';
    const modules = pages.get(page) ?? new Set<string>();
    closure(root).forEach((m) => modules.add(m));
    pages.set(page, modules);
  }
  const everywhere = entry ? closure(entry) : new Set<string>();
  // The entry (index.html) and what it names (src/main.tsx) stay the entry chunk.
  [entry, ...(entry ? (info(entry)?.importedIds ?? []) : [])].forEach((m) => m && everywhere.delete(m));
  const [first, ...others] = [...pages.values()];
  for (const m of first ?? []) if (others.every((page) => page.has(m))) everywhere.add(m);
  const booking = new Set<string>();
  for (const root of roots) if (BOOKING_PART.test(root)) closure(root).forEach((m) => booking.add(m));
  const signIns = [...pages].filter(([page]) => page !== 'landing').map(([, modules]) => modules);
  for (const m of booking) if (signIns.every((page) => page.has(m))) everywhere.add(m);
  const bookingOwn = new Set([...booking].filter((m) => !isPublic.has(m) && !roots.has(m)));
  // Only our code and the icons' shared code: a library reached through a barrel (radix-ui) lists
  // every module of the barrel as imported, and grouping them would keep what tree-shaking drops.
  // Vite's preload helper, which every page runs, is kept with them.
  for (const m of everywhere)
    if (!APP_SOURCE.test(m) && !LUCIDE.test(m) && !PRELOAD_HELPER.test(m)) everywhere.delete(m);
  return { isPublic, isBase, areaUses, everywhere, bookingOwn, roots };
}

export function areaChunks() {
  let analysis: Analysis | undefined;
  const kit = new Map<string, boolean>();
  const iconGroup = (id: string, a: Analysis) => ICON.test(id) && !a.isPublic.has(id);

  /** Our own code, the contracts and TanStack Query that two or more area parts share, and whatever
   * the booking page loads that no public page does (but zod), when it pulls in nothing but what every
   * page loads, icons and other kit code: one chunk instead of one per combination of pages. */
  const inKit = (id: string, graph: Graph, a: Analysis, visiting = new Set<string>()): boolean => {
    const known = kit.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return true; // a cycle: decided by the rest of its members
    visiting.add(id);
    const shared =
      (APP_SOURCE.test(id) || CONTRACTS_SOURCE.test(id) || QUERY_LIBRARY.test(id)) &&
      (a.areaUses.get(id) ?? 0) >= 2;
    const result =
      (shared || (a.bookingOwn.has(id) && !ZOD.test(id))) &&
      !a.roots.has(id) &&
      !a.isPublic.has(id) &&
      (graph.getModuleInfo(id)?.importedIds ?? []).every(
        (dep) => a.isBase.has(dep) || iconGroup(dep, a) || inKit(dep, graph, a, visiting),
      );
    visiting.delete(id);
    if (visiting.size === 0 || result === false) kit.set(id, result);
    return result;
  };

  return [
    {
      // What every page with a budget loads before it paints anyway, as one chunk instead of one
      // per module: the same bytes in fewer requests (HTTP/1.1 fetches six at a time).
      name: (id: string, graph: Graph) => {
        const a = (analysis ??= analyse(graph, id));
        return a.everywhere.has(id) ? 'base' : null;
      },
      includeDependenciesRecursively: false,
      priority: 6,
    },
    {
      name: (id: string, graph: Graph) =>
        iconGroup(id, (analysis ??= analyse(graph, id))) ? 'area-icons' : null,
      includeDependenciesRecursively: false,
      priority: 5,
    },
    {
      name: (id: string, graph: Graph) =>
        inKit(id, graph, (analysis ??= analyse(graph, id))) ? 'area-kit' : null,
      includeDependenciesRecursively: false,
      priority: 4,
    },
  ];
}

/**
 * `import { House } from 'lucide-react'` → `import House from 'lucide-react/icons/house'`: through
 * the barrel every icon looks imported by every file that imports any icon, and the groups above
 * could not tell which pages use which icon.
 */
export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | undefined;
  const iconFiles = () => {
    if (files) return files;
    const barrel = createRequire(import.meta.url)
      .resolve('lucide-react')
      .replace(/[\\/]cjs[\\/]lucide-react\.js$/, `${path.sep}esm${path.sep}lucide-react.mjs`);
    files = new Map();
    const line = /^export \{ (.+) \} from '\.\/icons\/([\w-]+)\.mjs';$/gm;
    for (const [, names, file] of fs.readFileSync(barrel, 'utf8').matchAll(line)) {
      for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
    }
    return files;
  };
  return {
    name: 'acolher-lucide-direct-imports',
    transform(code, id) {
      if (!APP_SOURCE.test(id) || !code.includes('lucide-react')) return null;
      const map = iconFiles();
      const out = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g,
        (whole, list: string) => {
          const specs = list
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map((s) => s.split(/\s+as\s+/));
          if (specs.some(([name]) => !map.has(name!))) return whole; // not only icons: leave it
          return specs
            .map(
              ([name, local]) =>
                `import ${local ?? name} from 'lucide-react/icons/${map.get(name!)}';`,
            )
            .join('\n');
        },
      );
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * Which chunks Vite's preload helper announces with `<link rel="modulepreload">` when a lazy chunk is
 * imported: none (the HTML entry keeps its own). Appending one link per chunk is main-thread work
 * at a page's busiest moment: ~11 ms on the prerendered pages, and 9 ms in one task on the booking
 * page (37 ms at Lighthouse's 4× CPU), its largest source of blocking time. A lazy chunk's own
 * imports come through the module graph instead, as soon as the chunk itself has come: no script has
 * to run first. For the booking page the entry starts its parts together with its area's route
 * table (EARLY_PARTS in src/app/app-routes.tsx), so that extra round overlaps the route table's
 * (decision 1014).
 */
export function preloadedDependencies(
  _filename: string,
  deps: string[],
  context: { hostType: 'html' | 'js' },
): string[] {
  return context.hostType === 'js' ? [] : deps;
}
