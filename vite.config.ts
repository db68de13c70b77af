import { resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { inlineClassicScript } from './scripts/inlineScript.js';
import { pageKitChunk } from './scripts/pageKitChunk.js';
import { precompressBuild } from './scripts/precompress.js';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * In the build the public app gets its own copy of React Router. One copy shared with react-admin is tree-shaken
 * for everything the back office uses and adds about 17 KB gzip to the public first page (budget: scripts/bundleSize.ts).
 */
function publicRouterCopy(): Plugin {
  const publicSources = resolve(import.meta.dirname, 'src-public');
  const routerBuild = resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs');
  return {
    name: 'public-router-copy',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromPublicApp = importer?.startsWith(publicSources) ?? false;
      return fromPublicApp && (source === 'react-router-dom' || source === 'react-router') ? routerBuild : null;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    publicRouterCopy(),
    inlineClassicScript({
      page: resolve(import.meta.dirname, 'index.html'),
      src: '/a11y-init.js',
      file: resolve(import.meta.dirname, 'src-public/a11y/a11y-init.js'),
    }),
    precompressBuild(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/check-bundle-size.ts reads the manifest to weigh what each page loads first.
    manifest: true,
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        admin: resolve(import.meta.dirname, 'admin.html'),
      },
      output: { codeSplitting: { groups: [pageKitChunk] } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  test: {
    globals: true,
    // vitest's default (one worker fewer than cores) runs one file at a time on a 2-core machine and leaves a core
    // idle while a worker renders react-admin in jsdom; at least two workers keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          // jsdom renders of react-admin take seconds on a busy 2-core machine (two workers and the e2e run in CI);
          // the default 5 s made them flaky, and 30 s was still too short under load for a multi-step dialog test.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/globalSetup.ts'],
          testTimeout: 30_000,
          // Opening a PGlite clone and building the app took over 60 s with two workers beside the e2e run.
          hookTimeout: 180_000,
          pool: 'forks',
          // One worker process keeps the migrated template database and clones it for each file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          // Real server processes, kill -9 rounds and a load run: one file at a time, after the other projects,
          // so that the load test measures the server and not the rest of the suite.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
