import { defineConfig } from 'vitest/config'

// Database tests: the real PostgREST in front of PGlite (npm run test:db) or of the PostgreSQL in
// DATABASE_URL (npm run test:db:pg). One backend for the run (tests/db/global-setup.ts); files run one
// at a time because PGlite serves every connection from a single session.
export default defineConfig({
  test: {
    include: ['tests/db/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/db/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
})
