import { defineConfig } from 'vitest/config'

// Checks the prerendered HTML in dist/ (run after `npm run build`), without running any JavaScript.
export default defineConfig({
  test: {
    include: ['tests/prerender/**/*.test.ts'],
    environment: 'node',
  },
})
