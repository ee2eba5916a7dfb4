import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createAppRouter } from './router'
import { StartupErrorPage } from './components/error-page'
import { startInspector } from './services/inspector'
import { yieldToMain } from './components/yield-to-main'

const container = document.getElementById('root')!

let root: Root | undefined

/**
 * The app could not start, or React gave up on the tree (an error no boundary caught): show the
 * error page in place of whatever is there, instead of an unhandled rejection and a dead page.
 */
function showStartupError(error: unknown) {
  console.error(error)
  root?.unmount()
  container.replaceChildren()
  root = createRoot(container)
  root.render(<StartupErrorPage error={error} />)
}

const rootOptions = { onUncaughtError: showStartupError }

/**
 * Start-up runs as several short tasks, not one long one (Total Blocking Time): evaluating the
 * modules, creating the router, matching and loading the route, hydrating, each after a yield to
 * the browser (see yieldToMain: no timer, so a paused test clock does not hold it).
 */
async function start() {
  await startInspector()
  await yieldToMain()
  const router = createAppRouter()
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  if (container.hasChildNodes()) {
    // Prerendered HTML (npm run build): load the page's route chunks first, then hydrate in place.
    // Marking the router as server-rendered makes it render the same tree as the prerender did
    // (no Suspense boundary around the matches).
    router.ssr = { manifest: undefined }
    await yieldToMain()
    await router.load()
    await yieldToMain()
    // As a transition, hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      root = hydrateRoot(container, app, rootOptions)
    })
  } else {
    root = createRoot(container, rootOptions)
    root.render(app)
  }
}

start().catch(showStartupError)
