import { defineConfig } from 'vitest/config';

/**
 * Test files share their worker's modules (`isolate: false`): loading the
 * server's module graph afresh for every file cost more than a third of the
 * API tests' time. That is safe because no test replaces a module or a
 * global for good (no vi.mock, no stubs, no fake timers) and each file builds its own
 * app, databases and browser; a test that needs to must not share.
 */
const shareModules = { isolate: false } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
          ...shareModules,
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          exclude: ['src/server/cluster/**'],
          environment: 'node',
          globalSetup: ['src/server/testing/postgres-upkeep.ts'],
          // Each file has its own databases (a new SQLite file, a new PostgreSQL
          // schema) and spends much of its time waiting on them: three files at
          // once on two cores, where Vitest would run one.
          maxWorkers: 3,
          ...shareModules,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Tests that start whole server processes and time their start and
          // drain: run on their own, after the rest, so no other file slows them.
          name: 'api-processes',
          include: ['src/server/cluster/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/testing/postgres-upkeep.ts'],
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // One browser and one server per file, two files at a time: much of
          // a journey is waiting (on the page, the server, timers), and one
          // file at a time left the suite over the time CI allows.
          maxWorkers: 2,
          ...shareModules,
          // A whole journey (an admin builds a course, a student studies it)
          // takes 15 to 25 s alone and up to twice that beside another file;
          // each step has its own 10 s limit, which is what catches a hang.
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
