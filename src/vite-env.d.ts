/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
  readonly VITE_SITE_URL?: string
}

/** The timings version of this build (src/domain/funnel-events.ts `timingsVersion`), set by Vite's `define`. */
declare const __TIMINGS_VERSION__: string
