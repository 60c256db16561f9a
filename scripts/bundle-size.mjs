#!/usr/bin/env node
/**
 * JavaScript each page loads, from Vite's manifest (run `npm run build` first):
 * the entry and the page's own chunk with everything they import statically,
 * gzipped (level 9, as the server's compression would at best). Chunks
 * fetched only when first used (the on-screen keyboard, SweetAlert) are listed
 * apart. A page's messages in English count as loaded (the budgets are "with
 * one language loaded"); the other languages are fetched on a switch.
 * Usage: node scripts/bundle-size.mjs [--json] [Page/Name ...]
 * (default: Auth/Login and Admin/Dashboard, the two budgets of docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUILD = join(process.cwd(), 'public', 'build');
const ENTRY = 'resources/js/app.tsx';
const BUDGETS = { 'Auth/Login': 80, 'Admin/Dashboard': 120 };

const manifest = JSON.parse(readFileSync(join(BUILD, 'manifest.json'), 'utf8'));
const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(BUILD, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** A chunk and its static imports, recursively (what the browser fetches before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

/** The page's catalogue chunks in English: its core and a staff page's area group (the rule of common/i18n.ts chunksFor, without its extra groups). */
function cataloguesOf(page) {
  if (page.startsWith('Auth/')) return ['virtual:lang/en/auth'];
  if (page.startsWith('Customer/')) return ['virtual:lang/en/customer'];
  const parts = page.split('/');
  const area = (parts[0] === 'Admin' ? parts[1] : parts[0]).toLowerCase().replace(/[^a-z]/g, '');
  return ['virtual:lang/en/staff', `virtual:lang/en/${area}`];
}

/** The admin shell's chunk, which app.tsx fetches before a page that sits in it (its shellFor, the same rule). */
const ADMIN_LAYOUT = 'resources/js/Layouts/AdminLayout.tsx';
const inAdminShell = (page) =>
  page !== 'Admin/TurnManagements/Index' &&
  (/^(Admin|Profile|API|Teams)\//.test(page) || page === 'Welcome');

function pageReport(page) {
  const key = `resources/js/Pages/${page}.tsx`;
  const messages = cataloguesOf(page).filter((m) => manifest[m]);
  const keys = new Set([
    ...closure(ENTRY),
    ...closure(key),
    ...messages.flatMap((m) => [...closure(m)]),
    ...(inAdminShell(page) && manifest[ADMIN_LAYOUT] ? closure(ADMIN_LAYOUT) : []),
  ]);
  const files = [...keys].map((k) => manifest[k].file);
  const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
  const total = (list) =>
    list.reduce((sum, f) => ({ raw: sum.raw + size(f).raw, gzip: sum.gzip + size(f).gzip }), {
      raw: 0,
      gzip: 0,
    });
  // Dynamic imports reachable from what loaded, that are not pages: loaded on first use.
  const onDemand = [...new Set([...keys].flatMap((k) => manifest[k].dynamicImports ?? []))]
    .filter(
      (k) => !k.startsWith('resources/js/Pages/') && !k.startsWith('virtual:lang/') && !keys.has(k),
    )
    .map((k) => ({
      name: manifest[k].name ?? k,
      ...total([...closure(k)].filter((d) => !keys.has(d)).map((d) => manifest[d].file)),
    }));
  return { page, js: total(files), css: total(css), chunks: files.length, onDemand };
}

const args = process.argv.slice(2);
const json = args.includes('--json');
const pages = args.filter((a) => !a.startsWith('--'));
const reports = (pages.length ? pages : Object.keys(BUDGETS)).map(pageReport);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
if (json) {
  console.log(JSON.stringify(reports, null, 2));
} else {
  for (const r of reports) {
    const budget = BUDGETS[r.page];
    const verdict = budget
      ? ` (budget ${budget} KB: ${r.js.gzip / 1024 <= budget ? 'within' : 'over'})`
      : '';
    console.log(
      `${r.page}: JavaScript ${kb(r.js.gzip)} gzip / ${kb(r.js.raw)} raw in ${r.chunks} chunks${verdict}; CSS ${kb(r.css.gzip)} gzip`,
    );
    for (const d of r.onDemand) console.log(`  on first use: ${d.name} ${kb(d.gzip)} gzip`);
  }
}
