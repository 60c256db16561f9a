import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

// Assets are served from /build/ (spec §9); the manifest gives the server
// both the script tags and the Inertia asset version.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  base: '/build/',
  // public/ is served by Express itself; Vite must not copy it into its own output inside it.
  publicDir: false,
  resolve: { alias: { '@': fileURLToPath(new URL('./resources/js', import.meta.url)), '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
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
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@inertiajs|es-toolkit|laravel-precognition|qs-esm|ziggy-js)[\\/]/ }],
        },
      },
    },
  },
});
