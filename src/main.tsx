import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createAppRouter } from './router'
import { StartupErrorPage } from './components/error-page'
import { startInspector } from './services/inspector'

const router = createAppRouter()
const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

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

async function start() {
  await startInspector()
  if (container.hasChildNodes()) {
    // Prerendered HTML (npm run build): load the page's route chunks first, then hydrate in place.
    // Marking the router as server-rendered makes it render the same tree as the prerender did
    // (no Suspense boundary around the matches).
    router.ssr = { manifest: undefined }
    await router.load()
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
