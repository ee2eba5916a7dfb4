import { defineConfig } from 'vitest/config'

// Checks of the built site in dist/, without a browser (run after `npm run build`): the prerendered
// HTML of every route (tests/prerender) and the first-load JavaScript budget (tests/bundle). Also the
// CPU measurements (tests/cpu): this step runs with nothing beside it, and CPU time read on a busy
// machine is not the code's own.
export default defineConfig({
  test: {
    include: [
      'tests/prerender/**/*.test.ts',
      'tests/bundle/**/*.test.ts',
      'tests/cpu/**/*.test.ts',
    ],
    environment: 'node',
  },
})
