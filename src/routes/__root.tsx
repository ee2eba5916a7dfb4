import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router'
import { Toaster } from 'react-hot-toast'
import { SiteLayout } from '../components/layout/site-layout'
import { ErrorPage } from '../components/error-page'
import { NotFound } from '../components/not-found'
import { useReplayTapsOnce } from '../components/hydration-replay'
import {
  BookLessonButton,
  LessonTypeModalProvider,
} from '../features/lesson-type/lesson-type-modal'
import { useOutboxDelivery } from '../features/outbox/use-outbox-delivery'

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: ErrorPage,
})

function Root() {
  useReplayTapsOnce()
  useOutboxDelivery()
  return (
    <LessonTypeModalProvider>
      <HeadContent />
      <SiteLayout bookButton={<BookLessonButton />}>
        <Outlet />
      </SiteLayout>
      <Toaster position="top-center" />
    </LessonTypeModalProvider>
  )
}
