/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
  readonly VITE_SITE_URL?: string
}

/** The timings version of this build (src/domain/funnel-events.ts `timingsVersion`), set by Vite's `define`. */
declare const __TIMINGS_VERSION__: string

/**
 * Built against the local backend (`npm run build:local`: the tests, preview and the bench; never
 * deployed), set by Vite's `define`. Production builds drop what only such a build does.
 */
declare const __LOCAL_BUILD__: boolean
