import { defineConfig } from 'vitest/config'

// Checks of the built site in dist/, without a browser (run after `npm run build`): the prerendered
// HTML of every route (tests/prerender) and the first-load JavaScript budget (tests/bundle).
export default defineConfig({
  test: {
    include: ['tests/prerender/**/*.test.ts', 'tests/bundle/**/*.test.ts'],
    environment: 'node',
  },
})
