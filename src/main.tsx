import { StrictMode, startTransition } from 'react'
import type * as ReactDomClient from 'react-dom/client'
import { yieldToMain } from './startup/yield-to-main'
import { startBrandFont } from './services/brand-font'

const container = document.getElementById('root')!

let root: ReactDomClient.Root | undefined
let client: typeof ReactDomClient | undefined

/**
 * The app could not start, or React gave up on the tree (an error no boundary caught): show the
 * error page in place of whatever is there, instead of an unhandled rejection and a dead page.
 */
async function showStartupError(error: unknown) {
  console.error(error)
  try {
    const { createRoot } = client ?? (await import('react-dom/client'))
    const { StartupErrorPage } = await import('./pages/error-page')
    root?.unmount()
    container.replaceChildren()
    root = createRoot(container)
    root.render(<StartupErrorPage error={error} />)
  } catch (failure) {
    // Not even the error page could load (the network is gone): the prerendered page stays.
    console.error(failure)
  }
}

const rootOptions = { onUncaughtError: (error: unknown) => void showStartupError(error) }

/**
 * Start-up runs as a series of short tasks, not one long one (Total Blocking Time counts every
 * task over 50 ms). Each `import()` below evaluates its modules in a task of its own
 * (styled-components, TanStack Router, then the app: its routes, root, layout and features), and
 * creating the router, loading the route, React DOM and hydrating follow, each after a yield to the
 * browser (yieldToMain: no timer, so a paused test clock does not hold it back). React DOM is
 * awaited last: its chunk is the largest of the start-up and the last to arrive on a slow link, and
 * nothing before hydration needs it (React itself comes with styled-components), so the app's code
 * runs while it downloads instead of after it, and React DOM's own evaluation runs while the page's
 * chunks download. The page preloads every chunk these imports need
 * (scripts/preload-startup-chunks.ts), so no import waits on the network, and the first-load budget
 * test counts them.
 */
async function start() {
  // Asked for now and evaluated as soon as it is in, in a task of its own, while the stages below
  // wait for theirs; awaited only to hydrate (see above).
  const reactDomClient = import('react-dom/client')
  // A failure is handled where it is awaited (hydration), not as an unhandled rejection here.
  reactDomClient.catch(() => {})
  await import('./startup/styles').then((m) => m.styled)
  await yieldToMain()
  const { RouterProvider } = await import('./startup/router-library')
  await yieldToMain()
  const { createAppRouter, markPrerendered } = await import('./router')
  // XState, for the charts, downloads while the route loads and the page hydrates; it is evaluated
  // after, when the first chart starts (src/startup/chart.ts).
  void import('./startup/chart').then((charts) => charts.loadXState())
  const { startInspector } = await import('./services/inspector')
  await startInspector()
  await yieldToMain()
  const router = createAppRouter()
  // A route change is a new arrival (and load) for the timed overlays of the page it goes to.
  const { markNavigation } = await import('./startup/page-timeline')
  router.subscribe('onBeforeNavigate', (event) => {
    if (event.fromLocation && event.pathChanged) markNavigation()
  })
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  if (container.hasChildNodes()) {
    // Prerendered HTML (npm run build): load the page's route chunks first, then hydrate in place.
    // The same tree as the prerender rendered (no Suspense boundary around the matches).
    markPrerendered(router)
    // The head script starts the start-up at the first paint, which can come while the parser is
    // still adding the rest of a long page: hydrate once the whole prerendered tree is there.
    if (document.readyState === 'loading')
      await new Promise((resolve) =>
        document.addEventListener('DOMContentLoaded', resolve, { once: true }),
      )
    await yieldToMain()
    await router.load()
    await yieldToMain()
    client = await reactDomClient
    await yieldToMain()
    const { hydrateRoot } = client
    // As a transition, hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      root = hydrateRoot(container, app, rootOptions)
    })
  } else {
    client = await reactDomClient
    root = client.createRoot(container, rootOptions)
    root.render(app)
  }
  startBrandFont(router)
}

start().catch((error: unknown) => showStartupError(error))
