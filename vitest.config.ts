import { defineConfig } from 'vitest/config';

/**
 * Two at a time in every project: vitest's default on two cores is one worker (cores - 1), which left a
 * core idle through the unit tests' jsdom setups (166 s on one worker).
 */
const maxWorkers = 2;

/** One runner, four projects: pure common code, the server on a real database, web components, browser e2e. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'common', include: ['common/src/**/*.test.ts'], maxWorkers } },
      // the repository's own scripts (the bundle budget check)
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], maxWorkers } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each file builds its own app and database; two cores -> a small pool
          maxWorkers,
          // one migrated PGlite database that every test app loads instead of making its own
          globalSetup: ['server/src/test/pglite-template.ts'],
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          maxWorkers,
          environment: 'jsdom',
          // the English catalogue, loaded as the app loads it before its first render
          setupFiles: ['web/src/test/i18n-setup.ts'],
          // a file's first render transforms the MUI modules it meets (below): seconds on a loaded machine
          testTimeout: 20_000,
          // through Vite, so that their `react` imports get web/vite.config.ts's preact/compat alias too
          server: { deps: { inline: true } },
        },
        // its `main` is CommonJS, whose require('react-dom') no alias reaches: the ES module build instead
        resolve: {
          conditions: ['module', 'browser', 'development|production'],
          mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
          alias: [
            // MUI's browser field maps it so; the test runner does not read that field
            {
              find: 'react-transition-group/cjs/TransitionGroupContext.js',
              replacement: 'react-transition-group/esm/TransitionGroupContext.js',
            },
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // each file starts its own server, data directory and browser, and waits on them most of the time
          // (0.66 of a core for one file at a time): two at a time made each file only 16 % slower and the
          // suite 20 → 12 min; three saved nothing more (each file 25–50 % slower), so two
          maxWorkers,
          // a page polled for what it loads over the network: vitest's 1 s made a loaded machine fail
          // (Playwright's own waits allow 30 s)
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
