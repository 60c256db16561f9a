import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Text a person would read in a React file that is not in the catalogue:
 * JSX text, and string literals a reader would see: any with two
 * words, or one capitalised word, unless it stands where no reader sees it
 * (a class name, a data-test, an import, a route or permission name, a key of
 * t(), a comparison, an object key or a type). A line that says
 * `i18n-ignore` (a brand, a unit symbol) is skipped. Found as "file:line text".
 */
const ROOT = join(import.meta.dirname, '../..');

/** JSX attributes that never reach a reader. */
const SILENT_ATTRIBUTES =
  /^(className|class|data-[\w-]+|type|name|id|key|href|method|as|variant|size|tone|color|autoComplete|inputMode|pattern|role|htmlFor|form|accept|rel|target|src|lang|dir|mode|step|min|max|enterKeyHint|layout|icon|align|width|height|fill|stroke|viewBox|d|xmlns|strokeWidth|strokeLinecap|strokeLinejoin|preserveScroll|only|field|column|sort|keyboard|kind|testId|route|routeName|param|value)$/;
/** Calls whose string arguments are names, not words. */
const SILENT_CALLS =
  /^(t|translate|route|can|canAny|useT|T|router\.\w+|console\.\w+|require|import|Symbol|localStorage\.\w+|sessionStorage\.\w+|document\.\w+|addEventListener|removeEventListener|querySelector|querySelectorAll|setAttribute|getAttribute|matchMedia|new Date|Date|Intl\.\w+|RegExp|new RegExp|useRemember|usePoll|classNames|cn|clsx|fetch|postJson|http\.\w+|format|dayjs|formatDate|parse|startsWith|endsWith|includes|split|replace|join|get|set|has|delete|getItem|setItem|removeItem|Error|new Error|toLocaleString|toLocaleDateString|toLocaleTimeString|emit|listen|channel|private|on|off|useForm|setData|setError|clearErrors|reset|Number|String)$/;
const SILENT_PROPERTIES =
  /^(className|class|key|id|name|type|method|href|route|routeName|icon|variant|tone|color|align|field|column|sort|permission|permissions|can|value|testId|dataTest|format|unit|mode|kind|status|code|component|only|preserveScroll|preserveState|accept|inputMode|autoComplete|pattern|size)$/;

/** A Tailwind class list, an event or component name (TicketPaid), a route name: not words. */
const CLASS_LIST =
  /^[\s]*[!-]?[a-z0-9@[][\w:./\-[\]%#()!,=&>*~'"+]*(\s+[!-]?[\w@[][\w:./\-[\]%#()!,=&>*~'"+]*)*\s*$/;
const identifierLike = (text: string) =>
  /^[A-Z][a-z]+([A-Z][a-z0-9]*)+$/.test(text) || /^[a-z][\w-]*(\.[\w-]+)+$/.test(text);
const classLike = (text: string) =>
  CLASS_LIST.test(text) && /[a-z]-[a-z0-9[]|:/.test(text) && !/[A-Z]/.test(text);

const spoken = (text: string) =>
  /\p{L}{2,}/u.test(text) &&
  !identifierLike(text.trim()) &&
  !classLike(text) &&
  (/\p{L}\s+\p{L}/u.test(text.trim()) || /^\s*\p{Lu}\p{Ll}/u.test(text));

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const prefix = ts.isNewExpression(call) ? 'new ' : '';
  const e = call.expression;
  const name = e.getText();
  if (/^[\w.]+$/.test(name))
    return ts.isPropertyAccessExpression(e) &&
      !/^(router|console|localStorage|sessionStorage|document|Intl|http)\./.test(name)
      ? e.name.getText()
      : prefix + name;
  return '';
}

function silent(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isImportTypeNode(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (
    ts.isPropertyAssignment(parent) &&
    SILENT_PROPERTIES.test(parent.name.getText().replace(/['"]/g, ''))
  )
    return true;
  if (ts.isElementAccessExpression(parent)) return true;
  if (ts.isCaseClause(parent)) return true;
  if (
    ts.isBinaryExpression(parent) &&
    /^(===|!==|==|!=|in|instanceof)$/.test(parent.operatorToken.getText())
  )
    return true;
  if (
    ts.isJsxAttribute(parent) ||
    (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))
  ) {
    const attr = ts.isJsxAttribute(parent) ? parent : (parent.parent as ts.JsxAttribute);
    return SILENT_ATTRIBUTES.test(attr.name.getText());
  }
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== node)
    return SILENT_CALLS.test(calleeName(parent));
  if (ts.isTemplateSpan(parent) || ts.isTemplateExpression(parent)) return silent(parent);
  // Within a class-name helper's arguments or a conditional's branches, the context is the outer expression's.
  if (ts.isConditionalExpression(parent) && parent.condition !== node) return silent(parent);
  if (ts.isBinaryExpression(parent) && /^(\|\||&&|\?\?|\+)$/.test(parent.operatorToken.getText()))
    return silent(parent);
  if (
    ts.isParenthesizedExpression(parent) ||
    ts.isAsExpression(parent) ||
    ts.isSatisfiesExpression(parent)
  )
    return silent(parent);
  if (ts.isArrayLiteralExpression(parent)) return silent(parent);
  return false;
}

export function untranslated(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = text.split('\n');
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line;
    if (
      lines[line].includes('i18n-ignore') ||
      (line > 0 && /i18n-ignore-next-line/.test(lines[line - 1]))
    )
      return;
    found.push(`${file}:${line + 1} ${value.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (/\p{L}{2,}/u.test(node.text)) report(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (spoken(node.text) && !silent(node)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
      if (spoken(parts) && !silent(node)) report(node, node.getText());
      node.templateSpans.forEach((s) => visit(s.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
