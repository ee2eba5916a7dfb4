import { lazy, Suspense } from 'react'
import { useHydrated } from '../../components/use-hydrated'

const SiteOverlays = lazy(() =>
  import('./site-overlays').then((m) => ({ default: m.SiteOverlays })),
)

/**
 * The promo card and the exit-intent modal (./site-overlays.tsx), whose code loads once the page has
 * hydrated (issue 23: out of the first load). They render nothing before hydration anyway, and their
 * charts count from the page's load and the visitor's arrival (src/domain/page-timeline.ts), so the
 * later start changes none of their timing.
 */
export function LazySiteOverlays() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <SiteOverlays />
    </Suspense>
  )
}
