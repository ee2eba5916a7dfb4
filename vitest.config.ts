import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { timingsVersion } from './src/domain/funnel-events.ts'
import * as timings from './machines/timings.ts'

// Unit, machine and component tests. Database tests have their own config (vitest.db.config.ts)
// and the end-to-end suite runs under Playwright.
export default defineConfig({
  plugins: [react()],
  define: {
    __TIMINGS_VERSION__: JSON.stringify(timingsVersion(timings)),
    __LOCAL_BUILD__: 'false',
  },
  test: {
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // A bound, not a wait: the component tests render whole routes, which on a busy machine (CI
    // beside other work) can take longer than the 5 s default without anything being wrong.
    testTimeout: 20_000,
    // Both cores (Vitest's default leaves one free for the editor): `npm test` runs nothing beside it.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Charts, content and pure functions need no DOM: a Node environment starts in a fraction of
        // jsdom's time. A file that does need one says so with `// @vitest-environment jsdom`.
        test: {
          name: 'logic',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
})
