// Builds the test-only page of tests/e2e/materials.spec.ts into tests/e2e/harness/dist:
//   npx vite build --config tests/e2e/harness/vite.config.ts
// The root stays the repository (the dictionaries load through import.meta.glob('/locales/…')), so
// the page lands at dist/tests/e2e/harness/index.html; mocks/media is copied to the dist root.
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

export default defineConfig({
  root: fromRoot(''),
  base: './',
  publicDir: fromRoot('mocks/media'),
  plugins: [react()],
  resolve: {
    alias: {
      '@': fromRoot('src'),
      '@shared': fromRoot('electron/shared'),
      '@mocks': fromRoot('mocks'),
    },
  },
  logLevel: 'warn',
  build: {
    outDir: fromRoot('tests/e2e/harness/dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2_000,
    rollupOptions: { input: fromRoot('tests/e2e/harness/index.html') },
  },
});
