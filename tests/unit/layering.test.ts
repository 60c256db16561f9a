import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/**
 * Which way imports point (docs/architecture.md "Which way imports point"), read
 * from the import statements of every .ts/.tsx file in the tree.
 *
 * Type-only imports count like any other: a layer that names another's types
 * depends on its vocabulary just as much, and the arrows are about what a
 * layer may know, not what survives compilation. No rule below exempts them.
 *
 * Entry points that assemble the layers (server/main.ts, server/app.ts,
 * scripts/, bench/, tests/) belong to no layer and may import anything.
 * database/seeders/ is such a composition root too: the demo salon is made
 * through the same domain operations a person would use (checkout, payroll
 * runs, check-ins), so its tickets and turns obey today's rules instead of a
 * copy of them; nothing below the domain imports a seeder. It may therefore
 * import server/domain/, and still never server/http/.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCANNED = [
  'common',
  'server',
  'routes',
  'database',
  'resources/js',
  'tests',
  'bench',
  'scripts',
];
const SKIP = new Set(['node_modules', 'migrations', 'build']);
const ALIASES: [string, string][] = [
  ['@common/', 'common/'],
  ['@/', 'resources/js/'],
];

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      out.push(relative(ROOT, path).split('\\').join('/'));
  }
  return out;
}

/** The repository file an import names, or null for a package (or an asset such as a .css file). */
function resolveImport(from: string, spec: string): string | null {
  let base: string | null = null;
  for (const [alias, target] of ALIASES)
    if (spec.startsWith(alias)) base = join(ROOT, target, spec.slice(alias.length));
  if (base === null && spec.startsWith('.')) base = resolve(ROOT, dirname(from), spec);
  if (base === null) return null;
  const bare = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [
    bare + '.ts',
    bare + '.tsx',
    join(bare, 'index.ts'),
    join(bare, 'index.tsx'),
    base,
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate))
      return relative(ROOT, candidate).split('\\').join('/');
  }
  return null;
}

/** Every repository file each file imports (static imports, re-exports, type-only imports and dynamic import()). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const dir of SCANNED) {
    for (const file of walk(join(ROOT, dir))) {
      const info = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
      const targets = info.importedFiles
        .map((f) => resolveImport(file, f.fileName))
        .filter((f): f is string => f !== null && f !== file);
      graph.set(file, [...new Set(targets)]);
    }
  }
  for (const file of readdirSync(ROOT).filter((f) => /\.tsx?$/.test(f))) graph.set(file, []);
  return graph;
}

/** The chain, top to bottom: a file may import its own layer or any below, never one above. */
const CHAIN = [
  { name: 'routes', prefix: 'routes/' },
  { name: 'server/http', prefix: 'server/http/' },
  { name: 'server/domain', prefix: 'server/domain/' },
  { name: 'database/queries', prefix: 'database/queries/' },
  { name: 'database/schema', prefix: 'database/schema/' },
];
const chainLevel = (file: string) => CHAIN.findIndex((l) => file.startsWith(l.prefix));

interface Rule {
  name: string;
  applies: (file: string) => boolean;
  forbidden: string[];
}

const RULES: Rule[] = [
  {
    name: 'common/ is pure',
    applies: (f) => f.startsWith('common/'),
    forbidden: ['server/', 'database/', 'resources/', 'routes/'],
  },
  {
    name: 'resources/ never imports the server side',
    applies: (f) => f.startsWith('resources/'),
    forbidden: ['server/', 'database/', 'routes/'],
  },
  {
    name: 'server/domain/ gets URLs and requests as arguments',
    applies: (f) => f.startsWith('server/domain/'),
    forbidden: ['server/http/', 'server/inertia/', 'routes/'],
  },
  {
    name: 'server/domain/ never starts jobs or reads caches itself',
    applies: (f) => f.startsWith('server/domain/'),
    forbidden: ['server/jobs/', 'server/cache/'],
  },
  {
    // A job runs outside any request: what it needs from HTTP (the route table's URL builder)
    // is handed to it by the process that assembles the jobs (server/main.ts).
    name: 'server/jobs/ runs the domain, never HTTP',
    applies: (f) => f.startsWith('server/jobs/'),
    forbidden: ['server/http/', 'server/inertia/', 'routes/'],
  },
  {
    // Drivers (mail, SMS, card terminals) and the catalogue are the outside world's side of the
    // seam: the domain calls them, they never call back up.
    name: 'server/services/ knows no layer above it',
    applies: (f) => f.startsWith('server/services/'),
    forbidden: [
      'server/http/',
      'server/inertia/',
      'routes/',
      'server/domain/',
      'server/jobs/',
      'server/realtime/',
      'server/cache/',
    ],
  },
  {
    // The realtime hub authorises channels with the domain's permission rule and is told of
    // changes by it; it never reaches into HTTP or the jobs.
    name: 'server/realtime/ knows the domain, not HTTP',
    applies: (f) => f.startsWith('server/realtime/'),
    forbidden: ['server/http/', 'server/inertia/', 'routes/', 'server/jobs/', 'server/cache/'],
  },
  {
    name: 'server/cache/ sits on the queries only',
    applies: (f) => f.startsWith('server/cache/'),
    forbidden: [
      'server/http/',
      'server/inertia/',
      'routes/',
      'server/domain/',
      'server/jobs/',
      'server/realtime/',
      'server/services/',
    ],
  },
  {
    // What two controllers share is page shaping (server/http/presenters/), work (server/domain/)
    // or an HTTP helper of its own (server/http/signIn.ts, bookingStore.ts…), never one another.
    name: 'a controller never imports another controller',
    applies: (f) => f.startsWith('server/http/controllers/'),
    forbidden: ['server/http/controllers/'],
  },
  {
    name: 'database/ never imports the layers above it',
    applies: (f) => f.startsWith('database/') && !f.startsWith('database/seeders/'),
    forbidden: ['server/'],
  },
  {
    name: 'database/seeders/ (a composition root) may use the domain, not HTTP',
    applies: (f) => f.startsWith('database/seeders/'),
    forbidden: ['server/http/'],
  },
];

export interface Violation {
  file: string;
  imported: string;
  rule: string;
}

/** One violation per import, naming every rule it breaks. */
export function layeringViolations(graph: Map<string, string[]>): Violation[] {
  const found: Violation[] = [];
  for (const [file, targets] of graph) {
    for (const imported of targets) {
      const broken: string[] = [];
      const from = chainLevel(file);
      const to = chainLevel(imported);
      if (from >= 0 && to >= 0 && to < from)
        broken.push(`up the chain: ${CHAIN[from].name} sits below ${CHAIN[to].name}`);
      for (const rule of RULES)
        if (rule.applies(file) && rule.forbidden.some((p) => imported.startsWith(p)))
          broken.push(rule.name);
      if (broken.length) found.push({ file, imported, rule: broken.join('; ') });
    }
  }
  return found;
}

/** Every set of files that import each other, directly or round a loop (Tarjan's strongly connected components). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** One line per import of the cycle's files among themselves: `a.ts → b.ts (import cycle)`. */
function cycleLines(graph: Map<string, string[]>, cycle: string[]): string[] {
  const members = new Set(cycle);
  return cycle.flatMap((file) =>
    (graph.get(file) ?? [])
      .filter((t) => members.has(t))
      .map((t) => `${file} → ${t} (import cycle)`),
  );
}

describe('imports point one way', () => {
  const graph = importGraph();

  test('the scan sees the tree (and the tree’s imports)', () => {
    expect(graph.size).toBeGreaterThan(200);
    const edges = [...graph].flatMap(([file, targets]) => targets.map((t) => [file, t]));
    // Relative imports and both aliases resolve to files.
    expect(
      edges.some(
        ([f, t]) => f.startsWith('server/http/controllers/') && t.startsWith('database/queries/'),
      ),
    ).toBe(true);
    expect(
      edges.some(
        ([f, t]) => f.startsWith('resources/js/Pages/') && t.startsWith('resources/js/Components/'),
      ),
    ).toBe(true);
    expect(edges.some(([f, t]) => f.startsWith('resources/js/') && t.startsWith('common/'))).toBe(
      true,
    );
  });

  test('each rule catches what it forbids', () => {
    const sample = new Map<string, string[]>([
      ['database/queries/x.ts', ['server/domain/y.ts']],
      ['server/domain/y.ts', ['server/http/urls.ts']],
      ['common/z.ts', ['database/schema/index.ts']],
      ['resources/js/p.tsx', ['server/domain/y.ts']],
      ['server/http/c.ts', ['routes/channels.ts']],
      [
        'server/http/controllers/a.ts',
        ['server/http/controllers/auth/b.ts', 'server/http/urls.ts'],
      ],
      ['database/seeders/s.ts', ['server/domain/y.ts', 'server/http/urls.ts']],
      ['a/one.ts', ['a/two.ts']],
      ['a/two.ts', ['a/one.ts']],
    ]);
    const lines = layeringViolations(sample).map((v) => `${v.file} → ${v.imported}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'database/queries/x.ts → server/domain/y.ts',
        'server/domain/y.ts → server/http/urls.ts',
        'common/z.ts → database/schema/index.ts',
        'resources/js/p.tsx → server/domain/y.ts',
        'server/http/c.ts → routes/channels.ts',
        'server/http/controllers/a.ts → server/http/controllers/auth/b.ts',
        'database/seeders/s.ts → server/http/urls.ts',
      ]),
    );
    expect(lines).not.toContain('database/seeders/s.ts → server/domain/y.ts');
    expect(lines).not.toContain('server/http/controllers/a.ts → server/http/urls.ts');
    expect(importCycles(sample)).toEqual([['a/one.ts', 'a/two.ts']]);
  });

  test('no file imports a layer it must not', () => {
    const lines = layeringViolations(graph).map((v) => `${v.file} → ${v.imported} (${v.rule})`);
    expect(lines, `\n${lines.join('\n')}\n`).toEqual([]);
  });

  test('no import cycles', () => {
    const lines = importCycles(graph).flatMap((c) => cycleLines(graph, c));
    expect(lines, `\n${lines.join('\n')}\n`).toEqual([]);
  });
});
