import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { localBackend } from './supabase/local/vite-plugin.ts'
import { prerenderedPreview } from './scripts/prerendered-preview.ts'
import { preloadStartupChunks } from './scripts/preload-startup-chunks.ts'
import { chartsPage } from './scripts/charts-dev-plugin.ts'
import { weeklyClassCalendarFile } from './scripts/weekly-class-calendar-plugin.ts'
import { HEAD_SCRIPT } from './src/startup/before-hydration.ts'
import { timingsVersion } from './src/domain/funnel-events.ts'
import * as timings from './machines/timings.ts'

const FAVICON_SVG = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8').trim()
const FAVICON_DATA_URI = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`

// The router plugin must come before react(): it generates src/routeTree.gen.ts from src/routes
// and splits every route's component (and loader) into its own chunk.
export default defineConfig({
  plugins: [
    // A route's loader goes into the chunk of its component: the loaders build the pages' heads
    // (src/pages/page-head.ts), which the browser needs only when it renders that page.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    // Without VITE_SUPABASE_URL/ANON_KEY: PGlite + PostgREST behind /rest/v1 (supabase/local).
    localBackend(),
    // `vite preview` answers like a static host: dist/<route>/index.html, else 404.html with 404.
    prerenderedPreview(),
    // main.tsx imports its start-up stages dynamically; the page preloads them all at once, and its
    // own route's chunks with them. Start-up chunks: one per stage and one for the app's shell.
    preloadStartupChunks(),
    // Development only: every chart of machines/ drawn at /__charts (npm run charts writes them as SVG).
    chartsPage(),
    // The weekly class's calendar file (/weekly-class.ics), made at build time.
    weeklyClassCalendarFile(),
    // Every page queues taps made before hydration (the app replays them once hydrated) and notes
    // when it loaded (the timed overlays count from then).
    {
      name: 'tap-capture-script',
      transformIndexHtml: () => [{ tag: 'script', children: HEAD_SCRIPT, injectTo: 'head' }],
    },
    // The SVG favicon goes in the page as a data: URI: the browser would otherwise fetch it at
    // `load`, which on our pages often comes before the first paint. The file stays in
    // public/ for the PNG icons' script and the structured data's logo.
    {
      name: 'inline-favicon',
      transformIndexHtml: (html) =>
        html.replace('href="/favicon.svg"', `href="${FAVICON_DATA_URI}"`),
    },
  ],
  // Funnel analytics: every recorded step carries the version of machines/timings.ts it ran with.
  // Experiments given by a test page (src/services/experiments.ts) work in local builds only.
  define: {
    __TIMINGS_VERSION__: JSON.stringify(timingsVersion(timings)),
    __LOCAL_BUILD__: JSON.stringify(process.env['LOCAL_BACKEND_BUILD'] === '1'),
  },
  server: { port: 5173 },
  preview: { port: 4173, host: '127.0.0.1' },
  // Every styled component gets a stable componentId from its file and position (oxc's port of
  // babel-plugin-styled-components). Without it the ids come from a global counter, which counts in
  // module-evaluation order: the prerender (every route) and the browser (one route) disagree, so
  // hydration re-ran stylis for every component and injected a second copy of every rule.
  oxc: {
    plugins: {
      styledComponents: {
        ssr: true,
        displayName: false,
        fileName: false,
        minify: true,
        pure: true,
      },
    },
  },
  // React 19 has useSyncExternalStore: TanStack's store and @xstate/react get the package's plain
  // entries instead of its shims for React 16/17 (which carry their own copy of the hook).
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  build: { target: 'es2022' },
  // The prerender's server build bundles its dependencies, so CommonJS packages (styled-components)
  // get the same interop as in the browser bundle.
  ssr: { noExternal: true },
})
