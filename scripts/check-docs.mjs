// The repository explains itself, and stays true (decisions 1220–1222); run by `npm test`'s lint step:
// - every path docs/domain.md cites exists;
// - every decision record has the one shape (title, `Date:`, `Status:`, three sections) and a row in
//   docs/decisions/README.md with the same title and status;
// - every decision a file cites ("decision 1227", "decisions 0701–0703, 1227") exists;
// - no file cites a document outside the repository or an issue number;
// - docs/performance.md stays one page (at most 150 lines).
// `node scripts/check-docs.mjs` prints each problem with its file and line, and exits 1 if any.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];
const rel = (file) => path.relative(ROOT, file);

// 1. docs/domain.md: each `path` in backticks (from the root) and each relative link exists.
const DOMAIN = path.join(ROOT, 'docs/domain.md');
const domainText = readFileSync(DOMAIN, 'utf8');
domainText.split('\n').forEach((line, i) => {
  for (const [, cited] of line.matchAll(
    /`((?:apps|packages|e2e|scripts|docs|deploy)\/[^`\s]+)`/g,
  )) {
    if (!/[<*]/.test(cited) && !existsSync(path.join(ROOT, cited))) {
      problems.push(`docs/domain.md:${i + 1}: cites ${cited}, which does not exist`);
    }
  }
  for (const [, link] of line.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (/^[a-z]+:/.test(link)) continue;
    if (!existsSync(path.join(path.dirname(DOMAIN), link))) {
      problems.push(`docs/domain.md:${i + 1}: links ${link}, which does not exist`);
    }
  }
});

// 2. Decision records: `# NNNN Title`, `Date: YYYY-MM-DD` and `Status: …` under it, then exactly
// `## Context`, `## Decision`, `## Consequences`; the index's row has the same title and status.
const DECISIONS = path.join(ROOT, 'docs/decisions');
const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
const indexRows = new Map();
for (const [, number, title, file, status] of index.matchAll(
  /^\| (\d{4}) \| \[(.*)\]\(([^)]+\.md)\) \| .* \| (.*) \|$/gm,
)) {
  indexRows.set(file, { number, title, status: status.trim() });
}
const decisionNumbers = new Set();
for (const name of readdirSync(DECISIONS)
  .filter((n) => /^\d{4}-.*\.md$/.test(n))
  .sort()) {
  const text = readFileSync(path.join(DECISIONS, name), 'utf8');
  const number = name.slice(0, 4);
  decisionNumbers.add(number);
  const [first, , dateLine, statusLine] = text.split('\n');
  const title = first.match(new RegExp(`^# ${number} (\\S.*)$`))?.[1].trim();
  if (!title) {
    problems.push(`docs/decisions/${name}: the first line must be '# ${number} Title'`);
  }
  if (!/^Date: \d{4}-\d{2}-\d{2}$/.test(dateLine ?? '') || !/^Status: \S/.test(statusLine ?? '')) {
    problems.push(
      `docs/decisions/${name}: lines 3 and 4 must be 'Date: YYYY-MM-DD' and 'Status: accepted' ` +
        `(or 'superseded by [NNNN](…)', 'amended by …')`,
    );
  }
  const row = indexRows.get(name);
  if (row && title && row.title !== title) {
    problems.push(
      `docs/decisions/README.md: the row of ${name} says '${row.title}', the record '${title}'`,
    );
  }
  const status = statusLine?.replace(/^Status: /, '').trim();
  if (row && status && row.status !== status) {
    problems.push(
      `docs/decisions/README.md: the status of ${name} is '${row.status}', the record's '${status}'`,
    );
  }
  const sections = [...text.matchAll(/^## (.*)$/gm)].map((m) => m[1].trim());
  if (sections.join('|') !== 'Context|Decision|Consequences') {
    problems.push(
      `docs/decisions/${name}: sections must be '## Context', '## Decision', '## Consequences' ` +
        `(found: ${sections.join(', ') || 'none'}; use ### inside them for more)`,
    );
  }
  if (!index.includes(`](${name})`)) {
    problems.push(`docs/decisions/README.md: no row for ${name}`);
  }
}

// 3. Citations a clone cannot follow, and decisions that do not exist. Migrations are history and are never edited.
const CITATIONS = [
  [/\.\.\/shared\/|\/work\/shared/, 'a document outside the repository'],
  [
    /domain-rules|product-spec|\bux\.md|architecture\.md/,
    'a document outside the repository (cite docs/domain.md §N)',
  ],
  [/\bspec('s)? ?§/i, "the product spec's sections (cite docs/domain.md §20–§22)"],
  [/\bissues? ?#?\d+/i, 'an issue number (cite the decision or docs/domain.md §N)'],
];
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  '.git',
  'test-results',
  '.tmp',
]);
// This script and the two records that describe the check name the patterns themselves.
const SKIP_FILES = new Set([
  'scripts/check-docs.mjs',
  'package-lock.json',
  'docs/decisions/1220-domain-md-is-the-rule-book.md',
  'docs/decisions/1222-citations-a-clone-can-follow.md',
]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|html|md|ya?ml|sql|sh)$|^Dockerfile$/;

/** The numbers in "decision 1227", "decisions 0801, 0802 and 1227", "decisions 1220–1222" (both ends). */
function citedDecisions(line) {
  const numbers = [];
  for (const [, list] of line.matchAll(
    /\b[Dd]ecisions? (\d{4}(?:(?:\s*[–-]\s*|,\s*|\s+and\s+|\s+or\s+|\s*\/\s*)\d{4}\b)*)/g,
  )) {
    numbers.push(...list.match(/\d{4}/g));
  }
  return numbers;
}

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIP_DIRS.has(name) && !name.startsWith('.') && rel(full) !== 'apps/api/drizzle') {
        walk(full);
      }
    } else if (TEXT.test(name) && !SKIP_FILES.has(rel(full))) {
      readFileSync(full, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [pattern, what] of CITATIONS) {
            if (pattern.test(line))
              problems.push(`${rel(full)}:${i + 1}: cites ${what}: ${line.trim()}`);
          }
          for (const number of citedDecisions(line)) {
            if (!decisionNumbers.has(number))
              problems.push(`${rel(full)}:${i + 1}: cites decision ${number}, which has no record`);
          }
        });
    }
  }
}
walk(ROOT);

// 4. docs/performance.md: how to run, the targets, the latest run, how to read it; history lives in
// the decision records and `git log`.
const PERFORMANCE_MAX_LINES = 150;
const performanceLines = readFileSync(path.join(ROOT, 'docs/performance.md'), 'utf8')
  .trimEnd()
  .split('\n').length;
if (performanceLines > PERFORMANCE_MAX_LINES) {
  problems.push(
    `docs/performance.md: ${performanceLines} lines, over ${PERFORMANCE_MAX_LINES}: keep it one page`,
  );
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\ncheck-docs: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('check-docs: docs/domain.md paths, decision records and citations are in order');
