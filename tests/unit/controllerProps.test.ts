import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { tsFilesUnder } from '../support/sourceFiles';

/**
 * A page's props come from a presenter (docs/architecture.md "How a request flows" 5): a
 * controller action reads validate → queries or the domain → presenter → res.inertia, read here
 * from the source of every controller.
 *
 * - A controller that renders a page imports a presenter (server/http/presenters/), unless its
 *   pages' props are all trivial (a flag, an id or a validation limit passed through): those few
 *   are listed below with the reason.
 * - No row mapper is written inline for a page: a `.map()` whose callback returns an object
 *   literal, inside a res.inertia call's arguments or in the initializer of a variable those
 *   arguments name, is shaping that belongs in a presenter.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONTROLLERS = 'server/http/controllers';

/** Controllers that render pages with trivial props only, and why they need no presenter. */
export const WITHOUT_PRESENTER: Record<string, string> = {
  'auth/confirmPassword.ts': 'the password form takes no props',
  'auth/emailVerification.ts': 'the notice gets only a status flag',
  'auth/employeeSessions.ts': 'the staff sign-in gets only the station’s name',
  'auth/passwordReset.ts': 'the forms get only the email and the token from the link',
  'auth/registration.ts': 'the form takes no props (a throttled answer adds its errors)',
  'auth/sessions.ts': 'the sign-in form gets a flag and the redirect path it was sent',
  'auth/twoFactorChallenge.ts': 'the code form gets only the minutes left',
  'invoices.ts':
    'the receipt is shaped once by the domain (tickets/receipt.ts) for the page, the printer and the mail; the page adds one flag',
};

const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(e) ||
  ts.isSatisfiesExpression(e) ||
  ts.isAsExpression(e) ||
  ts.isNonNullExpression(e) ||
  ts.isAwaitExpression(e)
    ? unwrap(e.expression)
    : e;

/** `rows.map((r) => ({ … }))` (or a block body returning an object literal): a row shaped inline. */
function isRowMapper(n: ts.Node): n is ts.CallExpression {
  if (!ts.isCallExpression(n) || !ts.isPropertyAccessExpression(n.expression)) return false;
  if (!['map', 'flatMap'].includes(n.expression.name.text)) return false;
  const callback = n.arguments[0];
  if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)))
    return false;
  if (!ts.isBlock(callback.body)) return ts.isObjectLiteralExpression(unwrap(callback.body));
  let returnsObject = false;
  const visit = (m: ts.Node) => {
    if (
      ts.isReturnStatement(m) &&
      m.expression &&
      ts.isObjectLiteralExpression(unwrap(m.expression))
    )
      returnsObject = true;
    if (!ts.isFunctionLike(m)) m.forEachChild(visit);
  };
  callback.body.forEachChild(visit);
  return returnsObject;
}

/**
 * The row mappers that reach a page's props in one controller's source: those inside a
 * `.inertia(…)` call's arguments, and those a variable named there was made of (its
 * initializer, and what that names in turn; the arguments of another call it is the result of,
 * such as a domain operation's input, are not props).
 */
export function inlineRowMappers(file: string, source: string): string[] {
  const src = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const initializers = new Map<string, ts.Expression[]>();
  const collect = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer)
      initializers.set(n.name.text, [...(initializers.get(n.name.text) ?? []), n.initializer]);
    n.forEachChild(collect);
  };
  collect(src);
  const found = new Set<number>();
  const seen = new Set<ts.Node>();
  const line = (n: ts.Node) => src.getLineAndCharacterOfPosition(n.getStart()).line + 1;
  /** Everything inside the props: every row mapper counts, and every variable they name is followed. */
  const scanProps = (n: ts.Node) => {
    if (seen.has(n)) return;
    seen.add(n);
    if (isRowMapper(n)) found.add(line(n));
    if (ts.isIdentifier(n)) for (const init of initializers.get(n.text) ?? []) scanValue(init);
    n.forEachChild(scanProps);
  };
  /** A variable's value: a mapper, an object or array literal, a conditional of them, or the variables they name. */
  const scanValue = (e: ts.Expression) => {
    const v = unwrap(e);
    if (seen.has(v)) return;
    if (isRowMapper(v)) {
      seen.add(v);
      found.add(line(v));
      return;
    }
    if (ts.isIdentifier(v)) return scanProps(v);
    if (ts.isConditionalExpression(v)) return [v.whenTrue, v.whenFalse].forEach(scanValue);
    if (ts.isBinaryExpression(v)) return [v.left, v.right].forEach(scanValue);
    if (ts.isObjectLiteralExpression(v) || ts.isArrayLiteralExpression(v)) scanProps(v);
  };
  const visit = (n: ts.Node) => {
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      n.expression.name.text === 'inertia'
    )
      n.arguments.forEach(scanProps);
    n.forEachChild(visit);
  };
  visit(src);
  return [...found].sort((a, b) => a - b).map((l) => `${file}:${l}`);
}

const rendersPage = (source: string) => /\.inertia\(/.test(source);
const importsPresenter = (source: string) =>
  ts
    .preProcessFile(source, true, true)
    .importedFiles.some((f) => /^(\.\.\/)+presenters\//.test(f.fileName));

describe('page props come from presenters', () => {
  const files = tsFilesUnder(join(ROOT, CONTROLLERS)).map((path) => ({
    name: relative(join(ROOT, CONTROLLERS), path).split('\\').join('/'),
    source: readFileSync(path, 'utf8'),
  }));

  test('the scan sees the controllers', () => {
    expect(files.length).toBeGreaterThan(60);
    expect(files.filter((f) => rendersPage(f.source)).length).toBeGreaterThan(50);
  });

  test('the check catches a mapper written inline, and lets a presenter’s pass', () => {
    const sample = `
      export const index = storeAction({}, async ({ db, store, res }) => {
        const rows = await listThings(db, store.id);
        const staff = (await listStaff(db, store.id)).map((s) => ({ id: s.id }));
        const pay = await computePay(db, rows.map((r) => ({ id: r.id })));
        await res.inertia('Admin/Things/Index', {
          things: rows.map(thingListItem),
          other: rows.map((r) => { return { id: r.id }; }),
          staff,
          pay,
          ids: rows.map((r) => r.id),
        });
      });`;
    expect(inlineRowMappers('sample.ts', sample)).toEqual(['sample.ts:4', 'sample.ts:8']);
  });

  test('every controller that renders a page imports a presenter, or its props are trivial', () => {
    const missing = files
      .filter((f) => rendersPage(f.source) && !importsPresenter(f.source))
      .map((f) => f.name)
      .filter((name) => !(name in WITHOUT_PRESENTER));
    expect(missing, `\n${missing.join('\n')}\n`).toEqual([]);
    // An exemption for a controller that no longer renders, or now has a presenter, is stale.
    const stale = Object.keys(WITHOUT_PRESENTER).filter((name) => {
      const f = files.find((x) => x.name === name);
      return !f || !rendersPage(f.source) || importsPresenter(f.source);
    });
    expect(stale).toEqual([]);
  });

  test('no controller shapes a page’s rows inline', () => {
    const lines = files.flatMap((f) => inlineRowMappers(`${CONTROLLERS}/${f.name}`, f.source));
    expect(lines, `\n${lines.join('\n')}\n`).toEqual([]);
  });
});
