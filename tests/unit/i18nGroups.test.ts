import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { coreFor, groupOf, groupsFor } from '../../common/i18n';
import { CATALOGUES } from '../../server/services/i18n';

/**
 * A page shows a key as itself when its group is not loaded (the
 * browser loads a page's core and area groups only, common/i18n.ts
 * chunksFor). This follows each page's imports, with its layout's, and checks
 * every key they name is in English and in a group the page loads.
 */
const ROOT = join(import.meta.dirname, '../..');
const JS = join(ROOT, 'resources/js');

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(JS, spec.slice(2));
  else if (spec.startsWith('@common/')) base = join(ROOT, 'common', spec.slice(8));
  else if (spec.startsWith('.')) base = join(dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    join(base, 'index.tsx'),
    join(base, 'index.ts'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const parsed = new Map<string, { imports: string[]; keys: string[] }>();
function scan(file: string) {
  let result = parsed.get(file);
  if (result) return result;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const imports: string[] = [];
  const keys: string[] = [];
  const keyOf = (node: ts.Node | undefined) => {
    if (!node) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) keys.push(node.text);
    else if (ts.isTemplateExpression(node)) keys.push(`${node.head.text}*`);
    else if (ts.isConditionalExpression(node)) {
      keyOf(node.whenTrue);
      keyOf(node.whenFalse);
    }
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!(ts.isImportDeclaration(node) && node.importClause?.isTypeOnly)) {
        const target = resolveImport(file, node.moduleSpecifier.text);
        if (target) imports.push(target);
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      if (callee === 'import' && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        const target = resolveImport(file, node.arguments[0].text);
        if (target) imports.push(target);
      }
      if (/^(t|translate)$/.test(callee)) keyOf(node.arguments[0]);
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === 'k' && node.initializer) {
      keyOf(ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  result = { imports, keys: keys.filter((k) => /^[a-z]+\.[\w.-]/.test(k)) };
  parsed.set(file, result);
  return result;
}

function keysOf(entry: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { imports, keys } = scan(file);
    for (const key of keys) if (!found.has(key)) found.set(key, relative(ROOT, file));
    imports.forEach(walk);
  };
  walk(entry);
  return found;
}

/** Every local file `entry` imports, itself included. */
function closureOf(entry: string): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    scan(file).imports.forEach(walk);
  };
  walk(entry);
  return [...seen];
}

function pageFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pageFiles(path, out);
    else if (name.endsWith('.tsx')) out.push(path);
  }
  return out;
}

const english = CATALOGUES.en;
const pages = pageFiles(join(JS, 'Pages'))
  .map((f) => relative(join(JS, 'Pages'), f).replace(/\.tsx$/, ''))
  .filter((name) => !name.includes('/Partials/') && /^[A-Z]/.test(name.split('/').pop() ?? ''));

describe('every key a page names is loaded with it', () => {
  test.each(pages)('%s', (page) => {
    const layout =
      coreFor(page) === 'staff' ? 'Layouts/AdminLayout.tsx' : 'Layouts/DefaultLayout.tsx';
    const loaded = new Set(groupsFor(page));
    const problems: string[] = [];
    for (const entry of [
      join(JS, 'Pages', `${page}.tsx`),
      join(JS, layout),
      join(JS, 'Components/shell/ShellProvider.tsx'),
    ].filter(existsSync)) {
      for (const [key, file] of keysOf(entry)) {
        if (!loaded.has(groupOf(key)))
          problems.push(
            `${file}: ${key} (group ${groupOf(key)} is not loaded: ${[...loaded].join(', ')})`,
          );
        else if (!key.endsWith('*') && !(key in english))
          problems.push(`${file}: ${key} is not in the English catalogue`);
        else if (
          key.endsWith('*') &&
          !Object.keys(english).some((k) => k.startsWith(key.slice(0, -1)))
        )
          problems.push(`${file}: no key starts ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('what the providers around the Inertia app render translates with translate(), never useT() or usePage(), which need a page', () => {
    const outside = closureOf(join(JS, 'Components/shell/ShellProvider.tsx'))
      // lib/i18n.tsx defines the hook; anything else naming it would call it.
      .filter(
        (f) => !f.endsWith('lib/i18n.tsx') && /\b(useT|usePage)\(/.test(readFileSync(f, 'utf8')),
      )
      .map((f) => relative(ROOT, f));
    expect(outside).toEqual([]);
  });

  test('a staff page loads its area and the shell; a sign-in page neither (a check that can fail)', () => {
    expect(groupsFor('Admin/Invoices/Edit')).toEqual(expect.arrayContaining(['shell', 'invoices']));
    expect(groupsFor('Auth/Login')).not.toContain('shell');
    expect(groupsFor('Admin/Appointment-calendars/Index')).toContain('appointmentcalendars');
  });
});
