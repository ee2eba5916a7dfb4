import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createAppRouter } from './router'
import { startInspector } from './services/inspector'

const router = createAppRouter()
const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

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
      hydrateRoot(container, app)
    })
  } else {
    createRoot(container).render(app)
  }
}

void start()
