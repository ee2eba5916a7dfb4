import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router'
import { SiteLayout } from '../parts/layout/site-layout'
import { ErrorPage } from '../pages/error-page'
import { NotFound } from '../pages/not-found'
import { useReplayTapsOnce } from '../startup/hydration-replay'
import { Toasts } from '../ui/toasts'
import {
  BookLessonButton,
  LessonTypeModalProvider,
} from '../features/lesson-type/lesson-type-modal'
import { useOutboxDelivery } from '../features/outbox/use-outbox-delivery'
import { OverlayCoordinatorProvider } from '../features/overlays/overlay-coordinator'
import { SiteOverlays } from '../features/overlays/site-overlays'

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: ErrorPage,
})

function Root() {
  useReplayTapsOnce()
  useOutboxDelivery()
  return (
    // One overlay coordinator for the app: every modal asks it, so two never show at once.
    <OverlayCoordinatorProvider>
      <LessonTypeModalProvider>
        <HeadContent />
        <SiteLayout bookButton={<BookLessonButton />}>
          <Outlet />
        </SiteLayout>
        <SiteOverlays />
        <Toasts />
      </LessonTypeModalProvider>
    </OverlayCoordinatorProvider>
  )
}
