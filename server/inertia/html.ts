import type { Page } from './page';

/**
 * JSON inside <script> must not contain `</script>` or `<!--`; it is read with
 * textContent, so it is escaped as JSON, never as HTML entities (protocols §1.2).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export interface DocumentParts {
  page: Page;
  title: string;
  appName: string;
  assetTags: string;
  ziggy: unknown;
  nonce: string;
}

/** The first-visit document (Inertia 3: script element first, then the mount point). */
export function renderDocument({
  page,
  title,
  appName,
  assetTags,
  ziggy,
  nonce,
}: DocumentParts): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="application-name" content="${escapeHtml(appName)}">
    <title data-inertia>${escapeHtml(title)}</title>
    <link rel="icon" href="/logo.svg" type="image/svg+xml">
    <link rel="manifest" href="/manifest.webmanifest">
    <meta name="theme-color" content="#0f766e">
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
    <script nonce="${nonce}">const Ziggy = ${scriptSafeJson(ziggy)};</script>
    ${assetTags}
  </head>
  <body>
    <script data-page="app" type="application/json">${scriptSafeJson(page)}</script>
    <div id="app"></div>
  </body>
</html>
`;
}
