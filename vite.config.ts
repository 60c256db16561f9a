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
    rollupOptions: { input: 'resources/js/app.tsx' },
  },
});
