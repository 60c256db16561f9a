import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { langCatalogues } from './vite.i18n';
import { precompress } from './vite.precompress';

// Assets are served from /build/ (docs/requirements.md §9); the manifest gives the server
// both the script tags and the Inertia asset version.
// The built client runs on Preact's React-compatible core: the same components
// and hooks in ~12 KB instead of react-dom's ~60 KB, which is what keeps the
// sign-in page inside its JavaScript budget on a salon's tablet. Development
// keeps React itself for Fast Refresh and its warnings.
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), langCatalogues(), precompress()],
  base: '/build/',
  // public/ is served by Express itself; Vite must not copy it into its own output inside it.
  publicDir: false,
  resolve: {
    alias: [
      { find: '@common', replacement: fileURLToPath(new URL('./common', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./resources/js', import.meta.url)) },
      ...(command === 'build' ? preactAliases : []),
      // Catalogues reach the browser precompiled (vite.i18n.ts): formatjs's ICU parser would be ~7 KB gzip of dead code.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: 'public/build',
    emptyOutDir: true,
    manifest: 'manifest.json',
    rolldownOptions: {
      input: 'resources/js/app.tsx',
      output: {
        // The framework every page needs (React, Inertia, Ziggy) in one long-cached chunk; pages are
        // split per page (app.tsx) and the on-screen keyboard and SweetAlert load on first use.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|preact|@inertiajs|es-toolkit|laravel-precognition|qs-esm|ziggy-js)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
