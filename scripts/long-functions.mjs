#!/usr/bin/env node
/**
 * Lists the functions longer than 80 lines (as Prettier lays them out) in the
 * server's business code, longest first. A function may stay whole when the
 * comment above it says why, in a line that starts with "Kept whole:" (one SQL
 * statement, a table of cases, a story told in order); a function inside one
 * kept whole is kept with it.
 *
 *   node scripts/long-functions.mjs            the default folders
 *   node scripts/long-functions.mjs DIR…       other folders
 *   node scripts/long-functions.mjs --check    exits 1 when one is listed
 *   node scripts/long-functions.mjs --all      also those kept whole
 *
 * LIMIT=<lines> changes the limit.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const limit = Number(process.env.LIMIT ?? 80);
const args = process.argv.slice(2);
const check = args.includes('--check');
const all = args.includes('--all');
const given = args.filter((a) => !a.startsWith('--'));
const dirs = given.length
  ? given
  : [
      'server/domain',
      'server/jobs',
      'server/services',
      'server/realtime',
      'server/http',
      'server/inertia',
      'server/cache',
      'database',
    ];

function* sources(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'migrations' && entry !== 'node_modules') yield* sources(path);
    } else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) yield path;
  }
}

/** The function's name, or what it is the callback of. */
function nameOf(node, sf) {
  if (node.name) return node.name.getText(sf);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText(sf);
  if (ts.isCallExpression(parent))
    return `callback of ${parent.expression.getText(sf).replace(/\s+/g, '').slice(0, 40)}`;
  return '(anonymous)';
}

/** The comments above the function, or above the statement that holds it (`const f = () => …`). */
function leadingComments(node, sf) {
  const text = sf.getFullText();
  const holders = [node];
  for (let n = node.parent; n && !ts.isSourceFile(n) && !ts.isBlock(n); n = n.parent)
    holders.push(n);
  return holders
    .flatMap((n) => ts.getLeadingCommentRanges(text, n.getFullStart()) ?? [])
    .map((r) => text.slice(r.pos, r.end))
    .join('\n');
}

const rows = [];
for (const dir of dirs) {
  for (const file of sources(join(root, dir))) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    // A function inside one kept whole is kept with it: the reason covers its body.
    const visit = (node, insideKept) => {
      let kept = insideKept;
      if (ts.isFunctionLike(node) && node.body) {
        const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const last = sf.getLineAndCharacterOfPosition(node.end).line;
        const lines = last - first + 1;
        kept = insideKept || /Kept whole:/.test(leadingComments(node, sf));
        if (lines > limit)
          rows.push({
            file: relative(root, file),
            line: first + 1,
            name: nameOf(node, sf),
            lines,
            kept,
          });
      }
      ts.forEachChild(node, (child) => visit(child, kept));
    };
    visit(sf, false);
  }
}

rows.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
const listed = rows.filter((r) => all || !r.kept);
for (const r of listed)
  console.log(
    `${String(r.lines).padStart(4)}  ${r.file}:${r.line}  ${r.name}${r.kept ? '  (kept whole)' : ''}`,
  );
const kept = rows.filter((r) => r.kept).length;
console.log(
  `${rows.length - kept} function(s) over ${limit} lines` + (kept ? `, ${kept} kept whole` : ''),
);
if (check && rows.length > kept) process.exit(1);
